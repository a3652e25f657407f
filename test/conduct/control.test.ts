import { afterAll, describe, expect, test } from "bun:test";
import { testRoom } from "../support/room";

// Control characters act on a terminal instead of showing: an escape sequence can clear the
// screen or recolour text, backspaces can rub words out, NUL can cut a string short. Any of
// them in a title or body is refused under rule 1; newlines, carriage returns and tabs are text.
describe("control characters are refused under rule 1, through the API", async () => {
  const t = await testRoom();
  afterAll(() => t.close());
  const write = (body: Record<string, unknown>) => t.json("POST", "/api/threads", { admin: true, body });

  const CONTROLS: [string, string][] = [
    ["an ESC sequence", "Deploy went fine.\u001b[2J\u001b[HNothing to see here."],
    ["backspaces", "I agree with the plan\b\b\b\b\b\b\b\b\bnothing at all."],
    ["BEL", "Status update\u0007 for the team."],
    ["NUL", "The build is green\u0000 and shipped."],
    ["another C0 control (vertical tab)", "First line\u000bsecond line."],
    ["DEL", "Typo fixed\u007f in the docs."],
    ["a C1 control (CSI)", "Colour me\u009b31m red."],
  ];

  for (const [what, body] of CONTROLS) {
    test(`${what} in the body`, async () => {
      const res = await write({ title: "Update", body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "conduct_opaque", rule: 1 });
      expect(res.body.detail).toContain("Rule 1 (plain English): the body contains control characters");
    });
  }

  test("in the title, and in a reply", async () => {
    const res = await write({ title: "Release \u001b[31mnotes", body: "Everything shipped on time." });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "conduct_opaque", rule: 1 });
    expect(res.body.detail).toContain("the title contains control characters");

    const root = await write({ title: "Clean", body: "A clean root post." });
    expect(root.status).toBe(201);
    const reply = await t.json("POST", `/api/posts/${root.body.post.id}/replies`, { admin: true, body: { body: "Sure\u0008\u0008\u0008\u0008no." } });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe("conduct_opaque");
  });

  test("nothing is stored, and newlines, carriage returns and tabs are ordinary text", async () => {
    const before = (await t.json("GET", "/api/status")).body.post_count;
    await write({ title: "Update", body: "Hidden\u001b[8m text." });
    expect((await t.json("GET", "/api/status")).body.post_count).toBe(before);
    const ok = await write({ title: "Plain\ttitle", body: "Line one.\r\nLine two,\tafter a tab.\n\nA new paragraph." });
    expect(ok.status).toBe(201);
  });
});

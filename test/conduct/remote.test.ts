import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createRemoteModerator } from "../../src/conduct/remote";

// A fake moderation service on loopback: the body text chooses the answer.
let server: ReturnType<typeof Bun.serve>;
let url = "";
const seen: unknown[] = [];

beforeAll(() => {
  server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      const input = (await req.json()) as { title: string | null; body: string };
      seen.push(input);
      switch (input.body) {
        case "clean": return Response.json({ flagged: false });
        case "harm": return Response.json({ flagged: true, rule: 2, reason: "asks how to hurt someone.\nIgnore" });
        case "opaque": return Response.json({ flagged: true, rule: 1 });
        case "openai": return Response.json({ id: "modr-1", results: [{ flagged: true, categories: { violence: true, hate: false } }] });
        case "openai-clean": return Response.json({ results: [{ flagged: false, categories: {} }] });
        case "slow": await Bun.sleep(300); return Response.json({ flagged: false });
        case "500": return new Response("boom", { status: 500 });
        default: return new Response("not json", { headers: { "content-type": "application/json" } });
      }
    },
  });
  url = `http://127.0.0.1:${server.port}/moderate`;
});
afterAll(() => server.stop(true));

describe("remote moderator", () => {
  const open = () => createRemoteModerator({ url, timeoutMs: 100, failClosed: false });
  const closed = () => createRemoteModerator({ url, timeoutMs: 100, failClosed: true });

  test("sends title and body as JSON", async () => {
    await open()({ title: "Hi", body: "clean" });
    expect(seen.at(-1)).toEqual({ title: "Hi", body: "clean" });
    await open()({ body: "clean" });
    expect(seen.at(-1)).toEqual({ title: null, body: "clean" });
  });

  test("passes clean posts", async () => {
    expect(await open()({ body: "clean" })).toEqual({ ok: true });
    expect(await open()({ body: "openai-clean" })).toEqual({ ok: true });
  });

  test("maps flagged answers to rule verdicts", async () => {
    const harm = await open()({ body: "harm" });
    expect(harm).toMatchObject({ ok: false, code: "conduct_harmful", rule: 2 });
    if (!harm.ok) expect(harm.reason).not.toContain("\n");
    expect(await open()({ body: "opaque" })).toMatchObject({ ok: false, code: "conduct_opaque", rule: 1 });
    const openai = await open()({ body: "openai" });
    expect(openai).toMatchObject({ ok: false, code: "conduct_harmful", rule: 2 });
    if (!openai.ok) expect(openai.reason).toContain("violence");
  });

  test("fails open on timeout, error status and malformed answers", async () => {
    for (const body of ["slow", "500", "garbage"]) expect(await open()({ body })).toEqual({ ok: true });
  });

  test("fails closed when configured", async () => {
    for (const body of ["slow", "500", "garbage"]) {
      expect(await closed()({ body })).toMatchObject({ ok: false, code: "moderation_unavailable" });
    }
    expect(await closed()({ body: "clean" })).toEqual({ ok: true });
  });

  test("unreachable service follows the fail setting", async () => {
    const dead = "http://127.0.0.1:9/moderate";
    expect(await createRemoteModerator({ url: dead, timeoutMs: 200, failClosed: false })({ body: "x" })).toEqual({ ok: true });
    expect(await createRemoteModerator({ url: dead, timeoutMs: 200, failClosed: true })({ body: "x" })).toMatchObject({ code: "moderation_unavailable" });
  });
});

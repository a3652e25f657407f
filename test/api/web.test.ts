import { afterAll, describe, expect, test } from "bun:test";
import { testRoom } from "../support/room";

const t = await testRoom({ ROOM_NAME: "Agora" });
afterAll(() => t.close());

describe("pages for humans and agents", () => {
  test("GET /join offers the two plans at 5 USD a month", async () => {
    const res = await t.call("GET", "/join");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("Operator");
    expect(html).toContain("Lurk");
    expect(html.match(/5 USD/g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).toMatch(/plain English/i);
  });

  test("GET /llms.txt is text/plain in the llmstxt.org shape with every section", async () => {
    const res = await t.call("GET", "/llms.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text.split("\n")[0]).toBe("# Agora");
    expect(text).toMatch(/^> .+/m);
    for (const section of ["How to read", "How to write", "free trial", "Keys and plans", "Conduct rules", "Limits", "Error codes"]) {
      expect(text).toMatch(new RegExp(`^## .*${section}`, "mi"));
    }
    for (const path of ["GET /api/status", "GET /api/threads", "GET /api/posts", "POST /api/threads", "POST /api/posts", "/replies"]) {
      expect(text).toContain(path);
    }
    expect(text).toContain("http://parley.test");
  });

  test("GET / lists public thread titles, escaped, with a call to join", async () => {
    const title = "Why a <script>alert('x')</script> tag & friends worry us";
    const created = await t.json("POST", "/api/threads", { admin: true, body: { title, body: "Hello there." } });
    expect(created.status).toBe(201);
    const res = await t.call("GET", "/");
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toMatch(/&lt;script&gt;alert\(&#(39|x27);x&#(39|x27);\)&lt;\/script&gt; tag &amp; friends/);
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("Hello there."); // bodies are for lurkers
    expect(html).toContain('href="/join"');
  });
});

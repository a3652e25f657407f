/** Every problem's `type` URL is a page that explains its code. */
import { afterAll, expect, test } from "bun:test";
import { testRoom } from "../support/room";

const t = await testRoom();
afterAll(() => t.close());

test("a problem's type URL answers with what the code means", async () => {
  const problem = (await t.json("POST", "/api/threads", { body: { title: "x", body: " " } })).body;
  expect(problem.code).toBe("body_blank");
  expect(problem.type).toBe("http://parley.test/errors/body_blank");
  const page = await t.call("GET", new URL(problem.type).pathname);
  expect(page.status).toBe(200);
  expect(page.headers.get("content-type")).toContain("text/plain");
  expect(await page.text()).toContain("body is empty or only spaces");
  expect((await t.call("GET", "/errors/no_such_code")).status).toBe(404);
});

test("every code llms.txt lists has its page", async () => {
  const llms = await (await t.call("GET", "/llms.txt")).text();
  const codes = [...llms.matchAll(/^- `([a-z_]+)` \((\d{3})\):/gm)].map((m) => m[1]!);
  expect(codes.length).toBeGreaterThan(30);
  for (const code of codes) expect((await t.call("GET", `/errors/${code}`)).status, code).toBe(200);
});

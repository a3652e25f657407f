import { afterAll, expect, test } from "bun:test";
import { testRoom } from "../support/room";

// A wrong X-Admin-Secret on a page costs what it costs on the API: the network's
// failed-authentication budget, after which even the right secret waits (no oracle).
const t = await testRoom({ RATE_LIMITS: "on", RATE_LIMIT_KEYLESS_PER_MINUTE: "3" });
afterAll(() => t.close());

test("wrong admin secrets on page posts and page reads are counted, then refused with 429", async () => {
  const statuses: number[] = [];
  for (const [method, path] of [
    ["POST", "/threads"],
    ["GET", "/admin"],
    ["POST", "/admin/pause"],
    ["GET", "/"],
    ["POST", "/posts/1/replies"],
  ] as const) {
    const headers = { "x-admin-secret": "not-the-secret-at-all", "content-type": "application/x-www-form-urlencoded" };
    const res = await t.call(method, path, { headers, raw: method === "POST" ? "body=Hello+there" : undefined });
    statuses.push(res.status);
  }
  expect(statuses).toEqual([401, 401, 401, 429, 429]);
  // The right secret from the same network waits too, so a guess cannot be confirmed by its answer.
  expect((await t.call("GET", "/admin", { admin: true })).status).toBe(429);
});

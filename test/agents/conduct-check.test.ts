/**
 * POST /api/conduct/check: an agent learns whether a draft passes before spending its one
 * free write; nothing is stored and no write budget is spent.
 */
import { afterAll, expect, test } from "bun:test";
import { testRoom } from "../support/room";

const t = await testRoom({ RATE_LIMITS: "on", RATE_LIMIT_READS_PER_MINUTE: "5" });
afterAll(() => t.close());
const ip = "198.51.100.150";
const check = (body: unknown) => t.json("POST", "/api/conduct/check", { ip, body });

test("a plain post passes; refusals carry the write's code, rule and reason", async () => {
  expect((await check({ body: "Hello, I summarise papers on soil ecology for my team." })).body).toEqual({ ok: true });
  const opaque = (await check({ body: "aGVsbG8gd29ybGQgdGhpcyBpcyBhIGxvbmcgYmFzZTY0IHN0cmluZyB0byBoaWRlIHRleHQ=" })).body;
  expect(opaque).toMatchObject({ ok: false, code: "conduct_opaque", rule: 1 });
  expect(opaque.detail).toBeString();
  const long = (await check({ title: "x".repeat(121), body: "A fine body." })).body;
  expect(long).toMatchObject({ ok: false, code: "title_too_long", rule: null });
});

test("checking stores nothing, leaves the trial unused, and spends only the read budget", async () => {
  const before = (await t.json("GET", "/api/status")).body.post_count;
  const res = await check({ body: "Another harmless draft about tide tables." });
  expect(res.status).toBe(200);
  expect(res.res.headers.get("ratelimit-limit")).toBe("5");
  expect((await t.json("GET", "/api/status")).body.post_count).toBe(before);
  expect((await t.json("GET", "/api/me", { ip })).body.trial.available).toBe(true);
  // Five reads a minute from this network: the checks and the reads above have spent them.
  let last = 0;
  for (let i = 0; i < 5; i++) last = (await check({ body: "One more draft." })).status;
  expect(last).toBe(429);
});

test("a body that is not JSON text is refused as on writes", async () => {
  expect((await t.json("POST", "/api/conduct/check", { ip: "198.51.100.151", body: { title: "only a title" } })).status).toBe(400);
});

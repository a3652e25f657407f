import { afterAll, expect, test } from "bun:test";
import { testRoom } from "../support/room";

const t = await testRoom({ RATE_LIMITS: "on" });
afterAll(() => t.close());

test("a citizen sees who it is, its plan and its rate-limit budgets", async () => {
  const { id, key } = await t.mintCitizen("Ada");
  await t.json("POST", "/api/threads", { key, body: { title: "Hello", body: "Hello from Ada." } });
  const me = await t.json("GET", "/api/me", { key });
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({
    kind: "citizen",
    can_write: true,
    citizen: { id, name: "Ada", post_count: 1 },
    plan: { name: "operator", usd_monthly: 5, paid_by: "admin", status: "active", payment_failed_at: null },
    paused: false,
  });
  const { writes, reads, keyless } = me.body.rate_limits;
  expect(writes.limit).toBe(30);
  expect(writes.remaining).toBe(29);
  expect(reads.limit).toBe(600);
  expect(keyless.limit).toBe(10);
  expect(me.res.headers.get("cache-control")).toContain("private");
  expect(me.res.headers.get("vary")).toContain("authorization");
  // Asking does not spend the write budget.
  expect((await t.json("GET", "/api/me", { key })).body.rate_limits.writes.remaining).toBe(29);
});

test("a visitor learns whether its network's free write is still unused", async () => {
  const before = await t.json("GET", "/api/me", { ip: "198.51.100.7" });
  expect(before.body).toMatchObject({ kind: "visitor", can_write: true, plan: null, trial: { available: true, used_at: null, next_available_at: null } });
  const wrote = await t.json("POST", "/api/threads", { ip: "198.51.100.7", body: { title: "A visit", body: "Just trying the room once." } });
  expect(wrote.status).toBe(201);
  const after = await t.json("GET", "/api/me", { ip: "198.51.100.7" });
  expect(after.body.can_write).toBe(false);
  expect(after.body.trial.available).toBe(false);
  expect(after.body.trial.used_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  expect(after.body.trial.next_available_at > after.body.trial.used_at).toBe(true);
  expect(after.body.next).toContain("/join");
  // Another network still has its own.
  expect((await t.json("GET", "/api/me", { ip: "203.0.113.9" })).body.trial.available).toBe(true);
});

test("lurk keys and the admin are recognised; wrong keys are 401 as on writes", async () => {
  const lurker = await t.mintLurker("Lou");
  const lurk = await t.json("GET", "/api/me", { key: lurker.key });
  expect(lurk.body).toMatchObject({ kind: "lurker", can_write: false, lurker: { id: lurker.id, name: "Lou" }, plan: { name: "lurk" } });
  const admin = await t.json("GET", "/api/me", { admin: true });
  expect(admin.body).toMatchObject({ kind: "admin", can_write: true, rate_limits: null });
  const unknown = await t.json("GET", "/api/me", { key: "parley_ck_nope" });
  expect(unknown.status).toBe(401);
  expect(unknown.body.code).toBe("invalid_key");
  const { id, key } = await t.mintCitizen("Gone");
  await t.json("DELETE", `/api/admin/citizens/${id}`, { admin: true });
  const dead = await t.json("GET", "/api/me", { key });
  expect(dead.status).toBe(401);
  expect(dead.body.code).toBe("key_revoked");
});

test("rotating a key gives a new one that works and kills the old one at once", async () => {
  const { id, key: oldKey } = await t.mintCitizen("Rota");
  const rotated = await t.json("POST", "/api/me/rotate-key", { key: oldKey });
  expect(rotated.status).toBe(200);
  expect(rotated.res.headers.get("cache-control")).toBe("no-store");
  const newKey = rotated.body.key as string;
  expect(newKey).toStartWith("parley_ck_");
  expect(newKey).not.toBe(oldKey);
  expect(rotated.body.citizen).toEqual({ id, name: "Rota" });

  for (const [method, path, body] of [
    ["GET", "/api/me", undefined],
    ["POST", "/api/threads", { title: "Old key", body: "This should not be posted." }],
    ["POST", "/api/me/rotate-key", undefined],
  ] as const) {
    const res = await t.json(method, path, { key: oldKey, body });
    expect(res.status, path).toBe(401);
    expect(res.body.code, path).toBe("key_rotated");
  }
  const me = await t.json("GET", "/api/me", { key: newKey });
  expect(me.body.citizen.id).toBe(id);
  const post = await t.json("POST", "/api/threads", { key: newKey, body: { title: "New key", body: "Posting with my new key." } });
  expect(post.status).toBe(201);
  expect(post.body.post.citizen_id).toBe(id);
});

test("two rotations with the same key at once: exactly one wins", async () => {
  const { key } = await t.mintCitizen("Twice");
  const answers = await Promise.all([t.json("POST", "/api/me/rotate-key", { key }), t.json("POST", "/api/me/rotate-key", { key })]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
});

test("rotation works while the room is paused; only citizen keys rotate", async () => {
  const { key } = await t.mintCitizen("Paused");
  await t.json("POST", "/api/admin/pause", { admin: true, body: { paused: true } });
  try {
    expect((await t.json("POST", "/api/me/rotate-key", { key })).status).toBe(200);
  } finally {
    await t.json("POST", "/api/admin/pause", { admin: true, body: { paused: false } });
  }
  const visitor = await t.json("POST", "/api/me/rotate-key", { ip: "192.0.2.50" });
  expect(visitor.status).toBe(401);
  expect(visitor.body.code).toBe("citizen_key_required");
  const lurker = await t.mintLurker("Lou2");
  const lurk = await t.json("POST", "/api/me/rotate-key", { key: lurker.key });
  expect(lurk.status).toBe(403);
  expect(lurk.body.code).toBe("citizen_key_required");
});

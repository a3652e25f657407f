import { afterAll, describe, expect, test, beforeAll } from "bun:test";
import { ADMIN_SECRET, testRoom } from "../support/room";
import { liveRoom } from "../support/server";
import { createHash } from "node:crypto";
import { hashSecret } from "../../src/access/secrets";

const DAY = 24 * 60 * 60 * 1000;

describe("credentials", async () => {
  const t = await testRoom();
  afterAll(() => t.close());

  test("the admin secret writes, as author_kind admin with a null citizen_id", async () => {
    const { status, body } = await t.json("POST", "/api/threads", { admin: true, body: { title: "From the owner", body: "Welcome, everyone." } });
    expect(status).toBe(201);
    expect(body.post).toMatchObject({ author_kind: "admin", citizen_id: null, author: "admin" });
  });

  test("a wrong admin secret is 401", async () => {
    const res = await t.json("POST", "/api/threads", {
      headers: { "x-admin-secret": "not-the-secret" },
      body: { title: "Nope", body: "Should not land." },
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("invalid_admin_secret");
  });

  test("an unknown or malformed bearer is 401 with a join_url, on all three writes", async () => {
    const root = await t.json("POST", "/api/threads", { admin: true, body: { title: "Root", body: "Root post." } });
    const writes: [string, unknown][] = [
      ["/api/threads", { title: "T", body: "Hello." }],
      ["/api/posts", { title: "T", body: "Hello." }],
      [`/api/posts/${root.body.post.id}/replies`, { body: "Hello." }],
    ];
    for (const [path, body] of writes) {
      for (const authorization of ["Bearer parley_ck_unknown", "Basic abc", "Bearer", "parley_ck_nobearer"]) {
        const res = await t.json("POST", path, { headers: { authorization }, body, ip: "203.0.113.50" });
        expect(res.status).toBe(401);
        expect(["invalid_key"]).toContain(res.body.code);
        expect(res.body.join_url).toBe("http://parley.test/join");
      }
    }
  });

  test("a wrong credential never falls back to the trial, and leaves the trial unused", async () => {
    const ip = "203.0.113.60";
    const bad = await t.json("POST", "/api/posts", { key: "parley_ck_wrong", ip, body: { title: "T", body: "Hello." } });
    expect(bad.status).toBe(401);
    const badAdmin = await t.json("POST", "/api/posts", { headers: { "x-admin-secret": "wrong" }, ip, body: { title: "T", body: "Hello." } });
    expect(badAdmin.status).toBe(401);
    const trial = await t.json("POST", "/api/posts", { ip, body: { title: "T", body: "Now without any key." } });
    expect(trial.status).toBe(201);
  });

  test("a lurk key is 403 lurk_cannot_post on all three writes", async () => {
    const lurker = await t.mintLurker("Reader");
    // A body of its own: the same author repeating a body within minutes is a 409 duplicate_post.
    const root = await t.json("POST", "/api/threads", { admin: true, body: { title: "Root", body: "Root post for the lurker." } });
    for (const [path, body] of [
      ["/api/threads", { title: "T", body: "Hello." }],
      ["/api/posts", { thread_id: root.body.thread.id, body: "Hello." }],
      [`/api/posts/${root.body.post.id}/replies`, { body: "Hello." }],
    ] as const) {
      const res = await t.json("POST", path, { key: lurker.key, body });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("lurk_cannot_post");
    }
  });

  test("a revoked citizen key is dead at once (401 key_revoked)", async () => {
    const citizen = await t.mintCitizen("Soon gone");
    expect((await t.json("POST", "/api/threads", { key: citizen.key, body: { title: "Alive", body: "Still here." } })).status).toBe(201);
    expect((await t.json("DELETE", `/api/admin/citizens/${citizen.id}`, { admin: true })).status).toBe(200);
    const res = await t.json("POST", "/api/threads", { key: citizen.key, body: { title: "Dead", body: "Gone now." } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("key_revoked");
  });

  test("a revoked lurk key cannot post either", async () => {
    const lurker = await t.mintLurker("Ex-reader");
    await t.json("DELETE", `/api/admin/lurkers/${lurker.id}`, { admin: true });
    const res = await t.json("POST", "/api/threads", { key: lurker.key, body: { title: "T", body: "Hello." } });
    expect(res.status).toBe(401);
  });
});

describe("the keyless trial", async () => {
  let clock = new Date("2026-01-01T00:00:00Z").getTime();
  const t = await testRoom({}, () => new Date(clock));
  afterAll(() => t.close());

  test("one keyless write per IP: a visitor citizen, then 401 trial_used with join_url", async () => {
    const ip = "198.51.100.1";
    const first = await t.json("POST", "/api/threads", { ip, body: { title: "Trying it", body: "Hello from a visitor." } });
    expect(first.status).toBe(201);
    expect(first.body.post.author_kind).toBe("citizen");
    expect(Number.isInteger(first.body.post.citizen_id)).toBe(true);
    expect(first.body.post.author).toMatch(/visitor/i);
    for (const [path, body] of [
      ["/api/threads", { title: "Again", body: "Second try." }],
      ["/api/posts", { thread_id: first.body.thread.id, body: "Second try." }],
      [`/api/posts/${first.body.post.id}/replies`, { body: "Second try." }],
    ] as const) {
      const again = await t.json("POST", path, { ip, body });
      expect(again.status).toBe(401);
      expect(again.body.code).toBe("trial_used");
      expect(again.body.join_url).toBe("http://parley.test/join");
    }
    // another network still has its trial
    expect((await t.json("POST", "/api/threads", { ip: "198.51.100.2", body: { title: "Me too", body: "Hello." } })).status).toBe(201);
  });

  test("a refused write does not use the trial", async () => {
    const ip = "198.51.100.3";
    expect((await t.json("POST", "/api/threads", { ip, body: { title: "T", body: "" } })).status).toBe(400);
    expect((await t.json("POST", "/api/posts", { ip, body: { thread_id: 999999, body: "Into nothing." } })).status).toBe(404);
    expect((await t.json("POST", "/api/posts/999999/replies", { ip, body: { body: "To nobody." } })).status).toBe(404);
    expect(
      (await t.json("POST", "/api/threads", { ip, body: { title: "T", body: "U2VjcmV0IHBsYW46IG1lZXQgYXQgbWlkbmlnaHQgYW5kIGJyaW5nIHRoZSBrZXlz" } })).body.code,
    ).toBe("conduct_opaque");
    expect((await t.json("POST", "/api/threads", { ip, body: { title: "Finally", body: "A good post." } })).status).toBe(201);
  });

  test("the allowance comes back after 30 days, not before", async () => {
    const ip = "198.51.100.4";
    expect((await t.json("POST", "/api/threads", { ip, body: { title: "Day 0", body: "Hello." } })).status).toBe(201);
    clock += 29 * DAY;
    expect((await t.json("POST", "/api/threads", { ip, body: { title: "Day 29", body: "Hello." } })).status).toBe(401);
    clock += DAY + 1000;
    expect((await t.json("POST", "/api/threads", { ip, body: { title: "Day 30", body: "Hello again." } })).status).toBe(201);
    expect((await t.json("POST", "/api/threads", { ip, body: { title: "Day 30b", body: "Hello." } })).status).toBe(401);
  });

  test("IPv6 addresses count per /64", async () => {
    expect((await t.json("POST", "/api/threads", { ip: "2001:db8:1:2::1", body: { title: "v6", body: "Hello." } })).status).toBe(201);
    expect((await t.json("POST", "/api/threads", { ip: "2001:db8:1:2:ffff::9", body: { title: "v6", body: "Hello." } })).status).toBe(401);
    expect((await t.json("POST", "/api/threads", { ip: "2001:0db8:0001:0002:0:0:0:7", body: { title: "v6", body: "Hello." } })).status).toBe(401);
    expect((await t.json("POST", "/api/threads", { ip: "2001:db8:1:3::1", body: { title: "v6", body: "Hello." } })).status).toBe(201);
  });

  test("concurrent keyless writes from one IP create exactly one post", async () => {
    const before = (await t.json("GET", "/api/status")).body.post_count;
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.json("POST", "/api/threads", { ip: "198.51.100.99", body: { title: `Race ${i}`, body: "Me first." } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 401)).toHaveLength(24);
    expect((await t.json("GET", "/api/status")).body.post_count).toBe(before + 1);
  });

  test("IPs are stored only as keyed hashes", async () => {
    const rows = await t.rows<{ ip_hash: string }>("SELECT ip_hash FROM trials");
    expect(rows.length).toBeGreaterThan(0);
    for (const { ip_hash } of rows) expect(ip_hash).not.toMatch(/198\.51|2001:db8/);
  });
});

describe("over a real socket", () => {
  let live!: Awaited<ReturnType<typeof liveRoom>>;
  beforeAll(async () => {
    live = await liveRoom();
  });
  afterAll(() => live.stop());

  const send = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(live.url + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

  test("a spoofed X-Forwarded-For without TRUST_PROXY gets no new trial", async () => {
    expect((await send("/api/threads", { title: "First", body: "My one free write." })).status).toBe(201);
    for (const spoof of ["10.0.0.1", "203.0.113.9", "1.1.1.1, 8.8.8.8"]) {
      const res = await send("/api/threads", { title: "Spoof", body: "Trying again." }, { "x-forwarded-for": spoof, "x-real-ip": spoof });
      expect(res.status).toBe(401);
      expect(((await res.json()) as any).code).toBe("trial_used");
    }
  });

  test("the admin secret works over the wire", async () => {
    const res = await send("/api/threads", { title: "Admin", body: "Hello." }, { "x-admin-secret": ADMIN_SECRET });
    expect(res.status).toBe(201);
  });
});

describe("a keyless race over a real socket", () => {
  let live!: Awaited<ReturnType<typeof liveRoom>>;
  beforeAll(async () => {
    live = await liveRoom();
  });
  afterAll(() => live.stop());

  test("20 concurrent keyless writes from one client create exactly one post", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(live.url + "/api/threads", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ title: `Race ${i}`, body: "Me first." }),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 401)).toHaveLength(19);
    const status = (await (await fetch(live.url + "/api/status")).json()) as any;
    expect(status.post_count).toBe(1);
  });
});

test("keys are stored as their plain SHA-256, so keys issued by earlier versions keep working", () => {
  for (const key of ["parley_ck_Zm9vYmFy", "parley_lk_", "a key with ünïcödé"]) {
    expect(hashSecret(key)).toBe(createHash("sha256").update(key).digest("hex"));
  }
});

import { afterAll, describe, expect, test } from "bun:test";
import { testRoom } from "../support/room";

const t = await testRoom();
afterAll(() => t.close());

const ADMIN_ROUTES: [string, string, unknown?][] = [
  ["GET", "/api/admin/pause"],
  ["POST", "/api/admin/pause", { paused: true }],
  ["GET", "/api/admin/citizens"],
  ["POST", "/api/admin/citizens", { name: "X" }],
  ["DELETE", "/api/admin/citizens/1"],
  ["GET", "/api/admin/lurkers"],
  ["POST", "/api/admin/lurkers", { name: "X" }],
  ["DELETE", "/api/admin/lurkers/1"],
  ["DELETE", "/api/admin/posts/1"],
];

describe("admin API", () => {
  test("every admin route refuses a request without the secret, or with a wrong one, before reading its body", async () => {
    for (const [method, path, body] of ADMIN_ROUTES) {
      const none = await t.json(method, path, { body });
      expect(none.status).toBe(401);
      expect(none.res.headers.get("content-type")).toBe("application/problem+json");
      const wrong = await t.json(method, path, { body: body ?? {}, headers: { "x-admin-secret": "wrong-secret-value" } });
      expect(wrong.status).toBe(401);
      const citizenKey = (await t.mintCitizen()).key;
      expect((await t.json(method, path, { body, key: citizenKey })).status).toBe(401);
    }
    expect((await t.json("GET", "/api/admin/pause", { admin: true })).body.paused).toBe(false);
  });

  test("minting a citizen key: 201, the key shown once, only its hash stored", async () => {
    const { status, body } = await t.json("POST", "/api/admin/citizens", { admin: true, body: { name: "  Agent   Smith " } });
    expect(status).toBe(201);
    expect(body.citizen).toEqual({ id: expect.any(Number), name: "Agent Smith" });
    expect(body.key).toMatch(/^parley_ck_[A-Za-z0-9_-]{43}$/);
    const listed = await t.json("GET", "/api/admin/citizens", { admin: true });
    const row = listed.body.citizens.find((c: any) => c.id === body.citizen.id);
    expect(row).toMatchObject({ name: "Agent Smith", active: true, post_count: 0 });
    expect(JSON.stringify(listed.body)).not.toContain(body.key);
    const stored = (await t.rows<{ key_hash: string }>("SELECT key_hash FROM citizens WHERE id = ?", body.citizen.id))[0]!;
    expect(stored.key_hash).not.toContain(body.key);
    expect(stored.key_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test("names are validated", async () => {
    for (const [name, code] of [["", "name_blank"], ["   ", "name_blank"], ["x".repeat(61), "name_too_long"], ["bad\u0000name", "name_invalid"]] as const) {
      const res = await t.json("POST", "/api/admin/citizens", { admin: true, body: { name } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
    }
    expect((await t.json("POST", "/api/admin/lurkers", { admin: true, body: {} })).body.code).toBe("invalid_body");
  });

  test("revoking: the key dies at once, the count drops, a second revoke is harmless, a missing id is 404", async () => {
    const c = await t.mintCitizen("Temp");
    const before = (await t.json("GET", "/api/status")).body.member_count;
    const res = await t.json("DELETE", `/api/admin/citizens/${c.id}`, { admin: true });
    expect(res.status).toBe(200);
    expect(res.body.citizen).toEqual({ id: c.id, active: false });
    expect((await t.json("GET", "/api/status")).body.member_count).toBe(before - 1);
    expect((await t.json("DELETE", `/api/admin/citizens/${c.id}`, { admin: true })).status).toBe(200);
    expect((await t.json("GET", "/api/status")).body.member_count).toBe(before - 1);
    expect((await t.json("DELETE", "/api/admin/citizens/999999", { admin: true })).status).toBe(404);
    expect((await t.json("DELETE", "/api/admin/citizens/abc", { admin: true })).status).toBe(400);
    expect((await t.json("POST", "/api/threads", { key: c.key, body: { title: "T", body: "Hello." } })).status).toBe(401);
  });

  test("lurkers: minted free by the admin, listed, revoked", async () => {
    const minted = await t.json("POST", "/api/admin/lurkers", { admin: true, body: { name: "Human reader" } });
    expect(minted.status).toBe(201);
    expect(minted.body.lurker.id).toEqual(expect.any(Number));
    expect(minted.body.key).toMatch(/^parley_lk_/);
    const list = await t.json("GET", "/api/admin/lurkers", { admin: true });
    expect(list.body.lurkers.some((l: any) => l.id === minted.body.lurker.id && l.active)).toBe(true);
    expect((await t.json("DELETE", `/api/admin/lurkers/${minted.body.lurker.id}`, { admin: true })).status).toBe(200);
    expect((await t.json("DELETE", "/api/admin/lurkers/999999", { admin: true })).status).toBe(404);
  });

  test("admin lists page with a cursor", async () => {
    for (let i = 0; i < 5; i++) await t.mintCitizen(`Pager ${i}`);
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await t.json("GET", `/api/admin/citizens?limit=2${cursor ? `&cursor=${cursor}` : ""}`, { admin: true });
      ids.push(...page.body.citizens.map((c: any) => c.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(new Set(ids).size).toBe(ids.length);
    const { n } = (await t.rows<{ n: number }>("SELECT CAST(count(*) AS INTEGER) AS n FROM citizens WHERE kind = 'member'"))[0]!;
    expect(ids.length).toBe(n);
  });
});

describe("removing a post", () => {
  test("its replies move up to its parent, counters stay right, nothing else is lost", async () => {
    const { key } = await t.mintCitizen("Poster");
    const root = await t.json("POST", "/api/threads", { key, body: { title: "Removal", body: "Root." } });
    const middle = await t.json("POST", `/api/posts/${root.body.post.id}/replies`, { key, body: { body: "Middle, to be removed." } });
    const child = await t.json("POST", `/api/posts/${middle.body.post.id}/replies`, { key, body: { body: "Child of the middle." } });
    const before = (await t.json("GET", "/api/status")).body;

    const res = await t.json("DELETE", `/api/admin/posts/${middle.body.post.id}`, { admin: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ removed: { id: middle.body.post.id }, thread_removed: false });

    const thread = await t.json("GET", `/api/threads/${root.body.thread.id}`);
    expect(thread.body.posts.map((p: any) => p.id)).toEqual([root.body.post.id, child.body.post.id]);
    expect(thread.body.posts[1].parent_id).toBe(root.body.post.id);
    expect(thread.body.thread.post_count).toBe(2);
    const after = (await t.json("GET", "/api/status")).body;
    expect(after.post_count).toBe(before.post_count - 1);
    expect(after.thread_count).toBe(before.thread_count);

    // removing a top-level post makes its replies top-level
    await t.json("DELETE", `/api/admin/posts/${root.body.post.id}`, { admin: true });
    const left = await t.json("GET", `/api/threads/${root.body.thread.id}`);
    expect(left.body.posts).toHaveLength(1);
    expect(left.body.posts[0].parent_id).toBeNull();

    expect((await t.json("DELETE", `/api/admin/posts/${middle.body.post.id}`, { admin: true })).status).toBe(404);
  });

  test("removing the last post of a thread removes the thread; status agrees", async () => {
    const only = await t.json("POST", "/api/threads", { admin: true, body: { title: "Lonely", body: "Only post." } });
    const before = (await t.json("GET", "/api/status")).body;
    const res = await t.json("DELETE", `/api/admin/posts/${only.body.post.id}`, { admin: true });
    expect(res.body.thread_removed).toBe(true);
    expect((await t.json("GET", `/api/threads/${only.body.thread.id}`)).status).toBe(404);
    const after = (await t.json("GET", "/api/status")).body;
    expect(after.thread_count).toBe(before.thread_count - 1);
    expect(after.speaker_count).toBeLessThanOrEqual(before.speaker_count);
    const threads = (await t.json("GET", "/api/threads?limit=100")).body.threads;
    expect(threads.length).toBe(after.thread_count);
  });

  test("a speaker whose only post is removed no longer counts as a speaker", async () => {
    const { key } = await t.mintCitizen("One-timer");
    const before = (await t.json("GET", "/api/status")).body.speaker_count;
    const p = await t.json("POST", "/api/threads", { key, body: { title: "Once", body: "Just once." } });
    expect((await t.json("GET", "/api/status")).body.speaker_count).toBe(before + 1);
    await t.json("DELETE", `/api/admin/posts/${p.body.post.id}`, { admin: true });
    expect((await t.json("GET", "/api/status")).body.speaker_count).toBe(before);
  });
});

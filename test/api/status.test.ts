import { afterAll, describe, expect, test } from "bun:test";
import { testRoom } from "../support/room";

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe("GET /api/status", async () => {
  const t = await testRoom({ ROOM_NAME: "Test Room" });
  afterAll(() => t.close());

  test("an empty room: every field of the spec, typed, last_post_at null", async () => {
    const { status, body, res } = await t.json("GET", "/api/status");
    expect(status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(body).toMatchObject({
      name: "Test Room",
      read_free: true,
      speak_usd_monthly: 5,
      join_url: "http://parley.test/join",
      paused: false,
      member_count: 0,
      post_count: 0,
      thread_count: 0,
      speaker_count: 0,
      last_post_at: null,
      sample: [],
    });
    for (const hint of ["read", "read_thread", "speak"]) expect(typeof body.next[hint]).toBe("string");
    expect(body.next.read).toContain("GET /api/");
    expect(body.next.read_thread).toContain("GET /api/threads/{id}");
    expect(body.next.speak).toContain("POST /api/");
  });

  test("counts agree with what the lists show", async () => {
    const ada = await t.mintCitizen("Ada");
    const bob = await t.mintCitizen("Bob");
    await t.mintCitizen("Quiet");
    const revoked = await t.mintCitizen("Gone");
    await t.json("DELETE", `/api/admin/citizens/${revoked.id}`, { admin: true });

    const first = await t.json("POST", "/api/threads", { key: ada.key, body: { title: "One", body: "Hello there." } });
    await t.json("POST", `/api/posts/${first.body.post.id}/replies`, { key: bob.key, body: { body: "Hi Ada." } });
    await t.json("POST", "/api/posts", { admin: true, body: { title: "Two", body: "Admin here." } });
    await t.json("POST", "/api/posts", { key: ada.key, body: { thread_id: first.body.thread.id, body: "Again." } });
    await t.json("POST", "/api/posts", { ip: "198.51.100.7", body: { title: "Three", body: "A visitor's trial." } });

    const { body: status } = await t.json("GET", "/api/status");
    const posts = (await t.json("GET", "/api/posts?limit=100")).body.posts;
    const threads = (await t.json("GET", "/api/threads?limit=100")).body.threads;
    const members = (await t.json("GET", "/api/admin/citizens", { admin: true })).body.citizens;

    expect(status.post_count).toBe(posts.length);
    expect(status.post_count).toBe(5);
    expect(status.thread_count).toBe(threads.length);
    expect(status.thread_count).toBe(3);
    expect(status.member_count).toBe(members.filter((m: any) => m.active).length);
    expect(status.member_count).toBe(3);
    const authors = new Set(posts.map((p: any) => `${p.author_kind}:${p.citizen_id}`));
    expect(status.speaker_count).toBe(authors.size);
    expect(status.speaker_count).toBe(4);
    expect(status.last_post_at).toBe(posts[0].created_at);
    expect(status.last_post_at).toMatch(TIMESTAMP);
    expect(threads.reduce((sum: number, th: any) => sum + th.post_count, 0)).toBe(status.post_count);
  });

  test("sample holds at most five threads, most recently active first, with the four thread fields", async () => {
    for (let i = 0; i < 6; i++) {
      await t.json("POST", "/api/threads", { admin: true, body: { title: `Topic ${i}`, body: `Post number ${i}.` } });
    }
    const { body } = await t.json("GET", "/api/status");
    expect(body.sample).toHaveLength(5);
    expect(body.sample[0].title).toBe("Topic 5");
    for (const s of body.sample) {
      expect(Object.keys(s).sort()).toEqual(["id", "last_post_at", "post_count", "title"]);
      expect(Number.isInteger(s.id)).toBe(true);
      expect(s.last_post_at).toMatch(TIMESTAMP);
    }
  });
});

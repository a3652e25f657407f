import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { testRoom } from "../support/room";

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const t = await testRoom();
afterAll(() => t.close());

let threadIds: number[] = [];
beforeAll(async () => {
  // 7 threads with 3 posts each, then one old thread bumped to the top.
  for (let i = 0; i < 7; i++) {
    const { body } = await t.json("POST", "/api/threads", { admin: true, body: { title: `Thread ${i}`, body: `Opening post ${i}.` } });
    threadIds.push(body.thread.id);
    await t.json("POST", `/api/posts/${body.post.id}/replies`, { admin: true, body: { body: `Reply in ${i}.` } });
    await t.json("POST", "/api/posts", { admin: true, body: { thread_id: body.thread.id, body: `Another top-level post in ${i}.` } });
  }
  await t.json("POST", "/api/posts", { admin: true, body: { thread_id: threadIds[0], body: "Bump." } });
});

async function collect(path: string, key: "threads" | "posts", limit: number) {
  const seen: any[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const url: string = `${path}?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const { status, body }: { status: number; body: any } = await t.json("GET", url);
    expect(status).toBe(200);
    expect(body[key].length).toBeLessThanOrEqual(limit);
    seen.push(...body[key]);
    cursor = body.next_cursor;
    pages++;
  } while (cursor && pages < 100);
  return { seen, pages };
}

describe("GET /api/threads", () => {
  test("titles only, most recently active first, with the thread fields", async () => {
    const { status, body } = await t.json("GET", "/api/threads");
    expect(status).toBe(200);
    expect(body.threads).toHaveLength(7);
    expect(body.next_cursor).toBeNull();
    expect(body.threads[0].id).toBe(threadIds[0]);
    for (const th of body.threads) {
      expect(th).toMatchObject({ id: expect.any(Number), title: expect.any(String), post_count: expect.any(Number) });
      expect(th.last_post_at).toMatch(TIMESTAMP);
      expect(th).not.toHaveProperty("body");
      expect(th).not.toHaveProperty("posts");
    }
  });

  test("cursor paging visits every thread once", async () => {
    const { seen, pages } = await collect("/api/threads", "threads", 3);
    expect(pages).toBe(3);
    expect(seen.map((th) => th.id).sort()).toEqual([...threadIds].sort());
  });

  test("a thread bumped while paging is not shown twice", async () => {
    const first = await t.json("GET", "/api/threads?limit=2");
    const shown = first.body.threads.map((th: any) => th.id);
    await t.json("POST", "/api/posts", { admin: true, body: { thread_id: shown[1], body: "Bump during paging." } });
    const rest = await collect(`/api/threads`, "threads", 100);
    const second = await t.json("GET", `/api/threads?limit=100&cursor=${first.body.next_cursor}`);
    for (const th of second.body.threads) expect(shown).not.toContain(th.id);
    expect(rest.seen).toHaveLength(7);
  });
});

describe("GET /api/posts", () => {
  test("every post field of the spec, newest first", async () => {
    const { body } = await t.json("GET", "/api/posts?limit=5");
    expect(body.posts).toHaveLength(5);
    const ids = body.posts.map((p: any) => p.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    for (const p of body.posts) {
      expect(Object.keys(p).sort()).toEqual(
        ["author", "author_kind", "body", "citizen_id", "created_at", "id", "parent_id", "thread_id", "thread_title"].sort(),
      );
      expect(p.author_kind).toBe("admin");
      expect(p.citizen_id).toBeNull();
      expect(p.created_at).toMatch(TIMESTAMP);
      expect(typeof p.thread_title).toBe("string");
    }
    expect(typeof body.next_cursor).toBe("string");
  });

  test("cursor paging gives every post exactly once", async () => {
    const total = (await t.json("GET", "/api/status")).body.post_count;
    const { seen } = await collect("/api/posts", "posts", 4);
    const ids = seen.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(total);
  });

  test("limit: default 50, above 100 clamped, not a positive integer is 400", async () => {
    for (let i = 0; i < 90; i++) await t.json("POST", "/api/posts", { admin: true, body: { thread_id: threadIds[1], body: `Filler ${i}.` } });
    expect((await t.json("GET", "/api/posts")).body.posts).toHaveLength(50);
    expect((await t.json("GET", "/api/posts?limit=100")).body.posts).toHaveLength(100);
    expect((await t.json("GET", "/api/posts?limit=1000")).body.posts).toHaveLength(100);
    expect((await t.json("GET", "/api/threads?limit=1000")).status).toBe(200);
    for (const bad of ["0", "-1", "abc", "1.5", "1e3", "%20"]) {
      for (const path of ["/api/posts", "/api/threads"]) {
        const { status, body, res } = await t.json("GET", `${path}?limit=${bad}`);
        expect(status).toBe(400);
        expect(res.headers.get("content-type")).toBe("application/problem+json");
        expect(body.code).toBe("invalid_limit");
      }
    }
  });

  test("a cursor from elsewhere is a 400, not a 500", async () => {
    const threadCursor = (await t.json("GET", "/api/threads?limit=1")).body.next_cursor;
    for (const bad of ["garbage", threadCursor, "%00"]) {
      const { status, body } = await t.json("GET", `/api/posts?cursor=${bad}`);
      expect(status).toBe(400);
      expect(body.code).toBe("invalid_cursor");
    }
  });
});

describe("GET /api/threads/{id}", () => {
  test("the thread and all its posts, oldest first, replies pointing at their parent", async () => {
    const { status, body } = await t.json("GET", `/api/threads/${threadIds[2]}`);
    expect(status).toBe(200);
    expect(body.thread).toMatchObject({ id: threadIds[2], title: "Thread 2", post_count: 3 });
    expect(body.posts).toHaveLength(3);
    expect(body.posts.map((p: any) => p.id)).toEqual([...body.posts.map((p: any) => p.id)].sort((a: number, b: number) => a - b));
    expect(body.posts[1].parent_id).toBe(body.posts[0].id);
    expect(body.posts.filter((p: any) => p.parent_id === null)).toHaveLength(2);
    for (const p of body.posts) {
      expect(p.thread_id).toBe(threadIds[2]);
      expect(p.thread_title).toBe("Thread 2");
    }
  });

  test("a missing thread is 404 problem+json; a non-integer id is 400, never 500", async () => {
    const missing = await t.json("GET", "/api/threads/999999");
    expect(missing.status).toBe(404);
    expect(missing.res.headers.get("content-type")).toBe("application/problem+json");
    expect(missing.body).toMatchObject({ status: 404, code: "not_found", title: "Not Found" });
    for (const bad of ["abc", "1.5", "-3", "0", "1e2", "99999999999999999999"]) {
      const { status, body } = await t.json("GET", `/api/threads/${bad}`);
      expect([400, 404]).toContain(status);
      expect(body.code).toBeDefined();
    }
  });
});

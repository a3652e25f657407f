import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { cachedAnswer, createBodyCache, JSON_CONTENT_TYPE } from "../../src/http/body-cache";
import { testRoom } from "../support/room";

const t = await testRoom();
afterAll(() => t.close());

/** Every header but the rate-limit budget, which moves with each request. */
function headersOf(res: Response): string[] {
  const lines: string[] = [];
  res.headers.forEach((value, name) => {
    if (!name.startsWith("ratelimit")) lines.push(`${name}: ${value}`);
  });
  return lines.sort();
}

describe("kept answers of public reads", () => {
  test("a repeated read is answered from the kept bytes, with the same headers and body", async () => {
    const { key } = await t.mintCitizen("Cache Reader");
    await t.json("POST", "/api/threads", { key, body: { title: "Kept answers", body: "The first post of the thread." } });
    const first = await t.call("GET", "/api/posts?limit=100");
    const kept = t.room.answers.size().entries;
    expect(kept).toBeGreaterThan(0);
    const second = await t.call("GET", "/api/posts?limit=100");
    expect(second.status).toBe(200);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get("content-type")).toBe("application/json;charset=utf-8");
    expect(second.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await second.text()).toBe(await first.text());
    expect(t.room.answers.size().entries).toBe(kept);
  });

  test("a page behind a cursor is built each time, not kept (a crawler must not push the hot answers out), with the same tag and 304s", async () => {
    const { key } = await t.mintCitizen("Cursor Walker");
    for (let i = 0; i < 3; i++) await t.json("POST", "/api/threads", { key, body: { title: `Walk ${i}`, body: `Post number ${i} to walk past.` } });
    const first = await t.json("GET", "/api/posts?limit=1");
    const kept = t.room.answers.size().entries;
    const deep = await t.call("GET", `/api/posts?limit=1&cursor=${first.body.next_cursor}`);
    expect(deep.status).toBe(200);
    expect(deep.headers.get("content-type")).toBe("application/json;charset=utf-8");
    expect(t.room.answers.size().entries).toBe(kept);
    const again = await t.call("GET", `/api/posts?limit=1&cursor=${first.body.next_cursor}`, { headers: { "if-none-match": deep.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect((await t.json("GET", `/api/posts?limit=1&cursor=${first.body.next_cursor}`)).body.posts[0].id).toBe(first.body.posts[0].id - 1);
  });

  test("a write through the API is seen by the very next read", async () => {
    const { key } = await t.mintCitizen("Cache Writer");
    const before = await t.json("GET", "/api/status");
    await t.json("GET", "/api/status");
    const made = await t.json("POST", "/api/threads", { key, body: { title: "Fresh thread", body: "Seen at once by every reader." } });
    expect(made.status).toBe(201);
    const after = await t.json("GET", "/api/status");
    expect(after.body.post_count).toBe(before.body.post_count + 1);
    const posts = await t.json("GET", "/api/posts?limit=100");
    expect(posts.body.posts[0].id).toBe(made.body.post.id);
    expect(after.res.headers.get("etag")).not.toBe(before.res.headers.get("etag"));
  });

  test("a write from another connection (the command line) is seen by the next read", async () => {
    const { key } = await t.mintCitizen("Other Process");
    const made = await t.json("POST", "/api/threads", { key, body: { title: "Shared file", body: "One post to remove from outside." } });
    const url = `/api/threads/${made.body.thread.id}`;
    expect((await t.json("GET", url)).body.posts).toHaveLength(1);
    expect((await t.json("GET", url)).body.posts).toHaveLength(1);

    const other = new Database(t.room.config.dbPath);
    other.exec("PRAGMA busy_timeout = 5000");
    other.query("UPDATE posts SET body = 'Edited from elsewhere.' WHERE id = ?").run(made.body.post.id);
    other.close();

    const read = await t.json("GET", url);
    expect(read.body.posts[0].body).toBe("Edited from elsewhere.");
  });

  test("the Host a client sends does not change the answer or split the cache", async () => {
    const a = await t.call("GET", "/api/threads?limit=5");
    const b = await t.app.handle(new Request("http://another.example/api/threads?limit=5", { headers: { "x-forwarded-for": "192.0.2.9" } }));
    expect(await b.text()).toBe(await a.text());
  });

  test("errors are never kept: a bad query stays a 400 and the good one still answers", async () => {
    const bad = await t.json("GET", "/api/posts?limit=zero");
    expect(bad.status).toBe(400);
    expect((await t.json("GET", "/api/posts?limit=zero")).status).toBe(400);
    expect((await t.json("GET", "/api/threads/999999")).status).toBe(404);
    expect((await t.json("GET", "/api/threads/999999")).status).toBe(404);
  });

  test("If-None-Match still answers 304 once the answer is kept", async () => {
    const first = await t.call("GET", "/api/status");
    await t.call("GET", "/api/status");
    const again = await t.call("GET", "/api/status", { headers: { "if-none-match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });
});

describe("the cache's bounds", () => {
  const entry = (size: number, tag = "t") => ({ bytes: new Uint8Array(size), tag });

  test("holds at most its number of entries, dropping the least recently used", () => {
    const cache = createBodyCache(2, 1_000_000);
    cache.set(1, "/a", entry(10));
    cache.set(1, "/b", entry(10));
    expect(cache.get(1, "/a")).toBeDefined(); // /a is now the most recently used
    cache.set(1, "/c", entry(10));
    expect(cache.get(1, "/b")).toBeUndefined();
    expect(cache.get(1, "/a")).toBeDefined();
    expect(cache.get(1, "/c")).toBeDefined();
    expect(cache.size()).toEqual({ entries: 2, bytes: 20 });
  });

  test("holds at most its bytes, and never one answer too large to share the room", () => {
    const cache = createBodyCache(100, 16_000);
    for (let i = 0; i < 10; i++) cache.set(1, `/p${i}`, entry(900));
    expect(cache.size().bytes).toBeLessThanOrEqual(16_000);
    cache.set(1, "/huge", entry(15_000));
    expect(cache.get(1, "/huge")).toBeUndefined();
  });

  test("a new version empties it, and an answer built for an older version is not kept", () => {
    const cache = createBodyCache();
    cache.set(5, "/a", entry(10));
    expect(cache.get(6, "/a")).toBeUndefined();
    cache.set(6, "/b", entry(10));
    expect(cache.get(5, "/a")).toBeUndefined();
    cache.set(5, "/late", entry(10));
    expect(cache.get(5, "/late")).toBeUndefined();
    expect(cache.get(6, "/b")).toBeDefined();
    expect(cache.size().entries).toBe(1);
  });
});

describe("an answer the ETag hooks build takes the headers Elysia holds", () => {
  test("its own headers win whatever the case, cookies stay one each, and Elysia is left nothing to merge", async () => {
    const set = { headers: { "Content-Type": "text/plain", "cache-control": "no-store", "set-cookie": ["a=1; Path=/", "b=2; Path=/"], "ratelimit-remaining": 7 } as Record<string, string | number | string[]> };
    const res = cachedAnswer(set, { bytes: new TextEncoder().encode("[]"), tag: '"t1"' }, { cacheControl: "public, no-cache", afterWait: false });
    expect(res.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    expect(res.headers.get("etag")).toBe('"t1"');
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(res.headers.get("ratelimit-remaining")).toBe("7");
    expect(set.headers).toEqual({});
    expect(await res.text()).toBe("[]");
  });
});

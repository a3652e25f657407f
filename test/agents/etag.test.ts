import { afterAll, describe, expect, test } from "bun:test";
import { encodeCursor } from "../../src/http/params";
import { testRoom } from "../support/room";

const t = await testRoom();
afterAll(() => t.close());

async function seed() {
  const { key } = await t.mintCitizen("Ada");
  const made = await t.json("POST", "/api/threads", { key, body: { title: "Caching", body: "How do you poll politely?" } });
  return { key, threadId: made.body.thread.id as number, postId: made.body.post.id as number };
}
const seeded = seed();

/** Every GET route of the app under /api, with its path parameters filled in. */
function apiReads(threadId: number): string[] {
  return t.app.routes
    .filter((r) => r.method === "GET" && r.path.startsWith("/api/") && r.path !== "/api/stream")
    .map((r) => r.path.replace(/(.)\/$/, "$1").replace(":id", String(threadId)))
    .map((path) => (path === "/api/search" ? "/api/search?q=poll" : path));
}

describe("ETag and Cache-Control", () => {
  test("every API read answers with an ETag and Cache-Control, and a current If-None-Match gets an empty 304", async () => {
    const { threadId, key } = await seeded;
    const paths = apiReads(threadId);
    expect(paths.length).toBeGreaterThanOrEqual(9);
    for (const path of paths) {
      const admin = path.startsWith("/api/admin/");
      // Replies are a citizen's own: asked with its key.
      const mine = path === "/api/me/replies" ? { key } : {};
      const first = await t.call("GET", path, { admin, ...mine });
      expect(first.status, path).toBe(200);
      const tag = first.headers.get("etag");
      expect(tag, path).toMatch(/^"[^"]+"$/);
      expect(first.headers.get("cache-control"), path).toContain(admin || path.startsWith("/api/me") ? "private" : "public");
      const again = await t.call("GET", path, { admin, ...mine, headers: { "if-none-match": tag! } });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe("");
      expect(again.headers.get("etag"), path).toBe(tag);
    }
  });

  test("the agents' texts and the OpenAPI document are tagged too", async () => {
    for (const path of ["/llms.txt", "/llms-full.txt", "/api/openapi.json"]) {
      const first = await t.call("GET", path);
      const tag = first.headers.get("etag")!;
      expect(tag, path).toBeTruthy();
      expect(first.headers.get("cache-control"), path).toContain("public");
      expect((await t.call("GET", path, { headers: { "if-none-match": `W/${tag}, "other"` } })).status, path).toBe(304);
    }
  });

  test("a write changes the tag; an old tag then gets the new body", async () => {
    const { key, threadId } = await seeded;
    const before = await t.call("GET", "/api/posts");
    const tag = before.headers.get("etag")!;
    await t.json("POST", "/api/posts", { key, body: { thread_id: threadId, body: "A second thought on polling." } });
    const after = await t.json("GET", "/api/posts", { headers: { "if-none-match": tag } });
    expect(after.status).toBe(200);
    expect(after.res.headers.get("etag")).not.toBe(tag);
    expect(after.body.posts[0].body).toBe("A second thought on polling.");
  });

  test("a write from another connection (the command line) changes the tag too", async () => {
    const tag = (await t.call("GET", "/api/status")).headers.get("etag")!;
    const other = t.secondStore();
    await other.settings.set("paused", "1");
    await other.close();
    const after = await t.json("GET", "/api/status", { headers: { "if-none-match": tag } });
    expect(after.status).toBe(200);
    expect(after.body.paused).toBe(true);
    await t.json("POST", "/api/admin/pause", { admin: true, body: { paused: false } });
  });

  test("a 304 is answered without fetching the rows again", async () => {
    const tag = (await t.call("GET", "/api/posts?limit=7")).headers.get("etag")!;
    // Every way the store has to read a page of posts, counted.
    const posts = t.room.store.posts as unknown as Record<string, (...a: number[]) => unknown>;
    const readers = ["newest", "after", "newestJson", "afterJson"];
    const originals = readers.map((name) => posts[name]!);
    let fetched = 0;
    readers.forEach((name, i) => {
      posts[name] = (...args: number[]) => {
        fetched++;
        return originals[i]!(...args);
      };
    });
    try {
      expect((await t.call("GET", "/api/posts?limit=7", { headers: { "if-none-match": tag } })).status).toBe(304);
      expect(fetched).toBe(0);
      // The counting works: a page not yet built (another limit) is fetched.
      expect((await t.call("GET", "/api/posts?limit=6")).status).toBe(200);
      expect(fetched).toBeGreaterThan(0);
    } finally {
      readers.forEach((name, i) => (posts[name] = originals[i]!));
    }
  });

  test("a page behind a cursor is tagged by the version its rows were read at: 304 while it holds, 200 after a write", async () => {
    const { key, threadId } = await seeded;
    for (let i = 0; i < 3; i++) await t.json("POST", "/api/posts", { key, body: { thread_id: threadId, body: `Paging note number ${i}.` } });
    const next = (await t.json("GET", "/api/posts?limit=2")).body.next_cursor as string;
    const path = `/api/posts?limit=2&cursor=${next}`;
    // Count what each request asks the store: the room version apart, and pages of posts.
    const stats = t.room.store.stats as unknown as { version: () => Promise<number> };
    const posts = t.room.store.posts as unknown as Record<string, (...a: number[]) => unknown>;
    const version = stats.version;
    const newestJson = posts.newestJson!;
    const asked = { version: 0, page: 0 };
    stats.version = () => {
      asked.version++;
      return version.call(stats);
    };
    posts.newestJson = (...args: number[]) => {
      asked.page++;
      return newestJson.apply(posts, args);
    };
    let tag: string;
    try {
      const first = await t.call("GET", path);
      tag = first.headers.get("etag")!;
      expect(tag).toMatch(/^"r[^"]+"$/);
      expect(first.headers.get("cache-control")).toBe("public, no-cache");
      // The version comes in the page's own statement, on both backends: never asked apart.
      expect(asked).toEqual({ version: 0, page: 1 });
      // A conditional request reads the version first, and its 304 fetches no post.
      const again = await t.call("GET", path, { headers: { "if-none-match": tag } });
      expect([again.status, again.headers.get("etag"), await again.text()]).toEqual([304, tag, ""]);
      expect(asked).toEqual({ version: 1, page: 1 });
    } finally {
      stats.version = version;
      posts.newestJson = newestJson;
    }
    // HEAD of such a page is tagged alike; a "what is new" page behind its cursor revalidates too.
    expect((await t.call("HEAD", path)).headers.get("etag")).toBe(tag);
    const since = (await t.json("GET", "/api/posts?since_id=0&limit=2")).body.next_cursor as string;
    const sincePage = await t.call("GET", `/api/posts?limit=2&cursor=${since}`);
    const sinceTag = sincePage.headers.get("etag")!;
    expect(sinceTag).toMatch(/^"r[^"]+"$/);
    expect((await t.call("GET", `/api/posts?limit=2&cursor=${since}`, { headers: { "if-none-match": sinceTag } })).status).toBe(304);
    await t.json("POST", "/api/posts", { key, body: { thread_id: threadId, body: "One more note moves the version on." } });
    const after = await t.json("GET", path, { headers: { "if-none-match": tag } });
    expect(after.status).toBe(200);
    expect(after.res.headers.get("etag")).not.toBe(tag);
    expect(after.body.posts).toHaveLength(2);
    // An empty page behind a cursor is tagged too.
    const empty = await t.call("GET", `/api/posts?cursor=${encodeCursor("p", 1)}`);
    expect(empty.status).toBe(200);
    expect((await empty.clone().json()).posts).toEqual([]);
    expect(empty.headers.get("etag")).toMatch(/^"r[^"]+"$/);
  });

  test("tags differ between URLs, so a tag from one URL never earns a 304 on another", async () => {
    const a = (await t.call("GET", "/api/posts?limit=1")).headers.get("etag")!;
    const b = await t.call("GET", "/api/posts?limit=2", { headers: { "if-none-match": a } });
    expect(b.status).toBe(200);
    expect(b.headers.get("etag")).not.toBe(a);
  });

  test("errors carry no ETag", async () => {
    const missing = await t.call("GET", "/api/threads/999999");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("etag")).toBeNull();
  });

  test("a freshly minted key is never cacheable", async () => {
    const minted = await t.call("POST", "/api/admin/citizens", { admin: true, body: { name: "Bea" } });
    expect(minted.headers.get("cache-control")).toBe("no-store");
  });
});

test("the tags' configuration part carries no secret and nothing instance-specific, but does change with what answers show", async () => {
  const { tagEpoch } = await import("../../src/http/etag");
  const { loadConfig } = await import("../../src/config");
  const base = { DB_PATH: "/tmp/x.sqlite", BASE_URL: "https://room.example", IP_HASH_KEY: "a".repeat(32) };
  const epoch = tagEpoch(loadConfig(base));
  expect(tagEpoch(loadConfig({ ...base, IP_HASH_KEY: "b".repeat(32) }))).toBe(epoch);
  expect(tagEpoch(loadConfig({ ...base, ADMIN_SECRET: "another-admin-secret" }))).toBe(epoch);
  expect(tagEpoch(loadConfig({ ...base, MODERATION_URL: "https://moderation.example/check?token=secret" }))).toBe(tagEpoch(loadConfig({ ...base, MODERATION_URL: "https://moderation.example/check?token=other" })));
  expect(tagEpoch(loadConfig({ ...base, TRUST_PROXY: "true", PORT: "4000", DB_PATH: "/tmp/y.sqlite" }))).toBe(epoch);
  expect(tagEpoch(loadConfig({ ...base, LOG_LEVEL: "warn", LOG_SAMPLE: "0.01" }))).toBe(epoch);
  expect(tagEpoch(loadConfig({ ...base, ROOM_NAME: "Another room" }))).not.toBe(epoch);
});

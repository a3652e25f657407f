/**
 * The benchmark's seeded rooms must be rooms the service accepts as its own: counters
 * kept by the triggers, a 200-post thread, replies in their parent's thread, posts
 * searchable, and the search trigger back in place for the writes that follow.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BIG_THREAD_POSTS, seedRoom, type SeedMeta } from "../../bench/seed";
import { testRoom, type TestRoom } from "../support/room";

const dir = mkdtempSync(join(tmpdir(), "parley-seed-"));
const path = join(dir, "room.sqlite");
let meta: SeedMeta;
let t: TestRoom;

beforeAll(async () => {
  meta = seedRoom(path, 3_000);
  t = await testRoom({ DB_PATH: path });
});
afterAll(() => {
  t?.close();
  rmSync(dir, { recursive: true, force: true });
});

test("the room's counters agree with its rows", async () => {
  const status = (await t.json("GET", "/api/status")).body;
  const count = (sql: string) => (t.db.query(sql).get() as { n: number }).n;
  expect(status.post_count).toBe(3_000);
  expect(status.post_count).toBe(count("SELECT count(*) AS n FROM posts"));
  expect(status.thread_count).toBe(meta.threads);
  expect(status.thread_count).toBe(count("SELECT count(*) AS n FROM threads"));
  expect(count("SELECT count(*) AS n FROM threads t WHERE post_count != (SELECT count(*) FROM posts WHERE thread_id = t.id)")).toBe(0);
  expect(status.speaker_count).toBe(count("SELECT count(DISTINCT coalesce(citizen_id, 0)) AS n FROM posts"));
  expect(status.member_count).toBe(meta.members);
});

test("it has a thread of exactly 200 posts, and replies stay in their parent's thread", async () => {
  const big = await t.json("GET", `/api/threads/${meta.bigThreadId}`);
  expect(big.status).toBe(200);
  expect(big.body.posts).toHaveLength(BIG_THREAD_POSTS);
  const strays = t.db
    .query("SELECT count(*) AS n FROM posts p JOIN posts parent ON parent.id = p.parent_id WHERE parent.thread_id != p.thread_id")
    .get() as { n: number };
  expect(strays.n).toBe(0);
  const replies = t.db.query("SELECT count(*) AS n FROM posts WHERE parent_id IS NOT NULL").get() as { n: number };
  expect(replies.n).toBeGreaterThan(500);
});

test("seeded posts are searchable, and a post written afterwards is too", async () => {
  const found = await t.json("GET", "/api/search?q=lighthouse");
  expect(found.status).toBe(200);
  expect(JSON.stringify(found.body)).toContain("lighthouse");
  const indexed = t.db.query("SELECT count(*) AS n FROM search_index WHERE rowid % 2 = 0").get() as { n: number };
  expect(indexed.n).toBe(3_000);

  const made = await t.json("POST", "/api/posts", { key: meta.keys[0], body: { thread_id: 1, body: "A note about zeppelins, written after the seed." } });
  expect(made.status).toBe(201);
  const later = await t.json("GET", "/api/search?q=zeppelins");
  expect(JSON.stringify(later.body)).toContain(`${made.body.post.id}`);
});

test("the citizen keys it hands out work", async () => {
  expect(meta.keys.length).toBe(meta.members);
  const me = await t.json("GET", "/api/me", { key: meta.keys[1] });
  expect(me.status).toBe(200);
});

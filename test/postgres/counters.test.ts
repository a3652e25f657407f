import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { SQL } from "bun";
import type { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../src/db/open";
import { closePostgres, connectPostgres } from "../../src/db/postgres/connect";
import { migrate } from "../../src/db/postgres/migrate";
import { freshDatabase, type TestDatabase } from "../support/postgres";

// The same statements run on a SQLite room (its own migrations and triggers) and on
// PostgreSQL; after each stage the counters on both must be equal, and equal to a recount.
// Written with `?` placeholders; PostgreSQL gets $1, $2, ...
type Step = [string, ...unknown[]];

const at = (minute: number) => `2026-01-01 00:${String(minute).padStart(2, "0")}:00`;
const post = (thread: number, parent: number | null, citizen: number | null, body: string, minute: number): Step => [
  "INSERT INTO posts (thread_id, parent_id, author_kind, citizen_id, body, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  thread, parent, citizen === null ? "admin" : "citizen", citizen, body, at(minute),
];
const thread = (title: string, minute: number): Step => ["INSERT INTO threads (title, created_at) VALUES (?, ?)", title, at(minute)];
const citizen = (name: string, kind: "member" | "visitor"): Step => [
  "INSERT INTO citizens (name, kind, key_hash, created_at) VALUES (?, ?, ?, ?)", name, kind, kind === "member" ? `hash-${name}` : null, at(0),
];

const STAGES: Record<string, Step[]> = {
  "members, threads and posts arrive": [
    citizen("Ada", "member"), // 1
    citizen("Bob", "member"), // 2
    citizen("Quiet", "member"), // 3
    citizen("Gone", "member"), // 4
    citizen("Visitor", "visitor"), // 5
    ["UPDATE citizens SET active = 0, revoked_at = ? WHERE id = 4", at(1)],
    thread("One", 1), // 1
    post(1, null, null, "Admin opens.", 1), // 1
    post(1, 1, 1, "Ada replies.", 2), // 2
    post(1, 1, 2, "Bob too.", 3), // 3
    post(1, 2, null, "Admin again.", 4), // 4
    thread("Two", 5), // 2
    post(2, null, 1, "Ada's thread.", 5), // 5
    post(2, 5, 1, "Ada, more.", 6), // 6
    thread("Three", 7), // 3
    post(3, null, 5, "A visitor's trial.", 7), // 7
    // Another instance's clock runs behind: "newest" means the highest id, not the latest time.
    post(1, 2, 1, "Ada, from a clock behind.", 0), // 8
    ["UPDATE posts SET body = 'Ada replies, edited.' WHERE id = 2"],
    ["UPDATE threads SET title = 'One, renamed' WHERE id = 1"],
    ["INSERT INTO settings (key, value) VALUES ('paused', '0'), ('name', 'Room')"],
    ["INSERT INTO settings (key, value) VALUES ('paused', '1') ON CONFLICT (key) DO UPDATE SET value = excluded.value"],
    ["INSERT INTO lurkers (name, key_hash, created_at) VALUES ('Reader', 'hash-reader', ?)", at(8)],
    ["UPDATE lurkers SET active = 0 WHERE id = 1"],
  ],
  "a visitor becomes a member, a member is reinstated, kinds and flags change": [
    ["UPDATE citizens SET kind = 'member' WHERE id = 5"],
    ["UPDATE citizens SET active = 1, revoked_at = NULL WHERE id = 4"],
    ["UPDATE citizens SET active = 0 WHERE id IN (3, 4)"],
    ["UPDATE citizens SET name = 'Robert' WHERE id = 2"],
  ],
  "posts are removed: the newest, a thread's only post, a speaker's only post, several at once": [
    ["DELETE FROM posts WHERE id = 4"], // the admin's second post, newest in thread 1
    ["DELETE FROM posts WHERE id = 7"], // the visitor's only post, thread 3's only post
    ["DELETE FROM threads WHERE id = 3"],
    ["DELETE FROM posts WHERE id = 3"], // Bob's only post: one speaker fewer
    ["DELETE FROM posts WHERE thread_id = 2"], // two of Ada's posts in one statement; Ada still speaks
    ["DELETE FROM threads WHERE id = 2"],
    ["UPDATE posts SET parent_id = NULL WHERE parent_id = 1"], // as the admin's removal does
    ["DELETE FROM posts WHERE id = 1"], // the admin's last post: the admin stops counting as a speaker
    ["DELETE FROM citizens WHERE id = 3"],
    ["DELETE FROM settings WHERE key = 'name'"],
    ["DELETE FROM lurkers WHERE id = 1"],
  ],
  "the room is emptied": [
    ["DELETE FROM posts"],
    ["DELETE FROM threads"],
  ],
};

const STATS = "SELECT post_count, thread_count, member_count, speaker_count, admin_posts, last_post_at, version FROM room_stats";
const THREADS = "SELECT id, post_count, last_post_id, last_post_at FROM threads ORDER BY id";
const CITIZENS = "SELECT id, kind, active, post_count FROM citizens ORDER BY id";
// What the counters should say, counted from the rows themselves.
const RECOUNT = `SELECT
  (SELECT count(*) FROM posts) AS post_count,
  (SELECT count(*) FROM threads) AS thread_count,
  (SELECT count(*) FROM citizens WHERE kind = 'member' AND active <> 0) AS member_count,
  (SELECT count(DISTINCT coalesce(citizen_id, 0)) FROM posts) AS speaker_count,
  (SELECT count(*) FROM posts WHERE citizen_id IS NULL) AS admin_posts,
  (SELECT created_at FROM posts ORDER BY id DESC LIMIT 1) AS last_post_at`;
const THREADS_RECOUNT = `SELECT t.id, (SELECT count(*) FROM posts p WHERE p.thread_id = t.id) AS post_count,
  (SELECT max(id) FROM posts p WHERE p.thread_id = t.id) AS last_post_id,
  (SELECT created_at FROM posts p WHERE p.thread_id = t.id ORDER BY id DESC LIMIT 1) AS last_post_at
  FROM threads t ORDER BY t.id`;
const CITIZENS_RECOUNT = `SELECT c.id, c.kind, c.active, (SELECT count(*) FROM posts p WHERE p.citizen_id = c.id) AS post_count
  FROM citizens c ORDER BY c.id`;

const dollars = (text: string) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};
/** Counts arrive as int8 strings from PostgreSQL; compare them as numbers. */
const numeric = (rows: Record<string, unknown>[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v])));

describe("counter triggers on PostgreSQL keep what SQLite's keep", () => {
  let db: TestDatabase;
  let pg: SQL;
  let lite: Database;
  const dir = mkdtempSync(join(tmpdir(), "parley-counters-"));
  beforeAll(async () => {
    db = await freshDatabase("counters");
    pg = connectPostgres(db.url, { max: 1 });
    await migrate(pg);
    lite = openDatabase(join(dir, "room.sqlite"));
  });
  afterAll(async () => {
    lite.close();
    rmSync(dir, { recursive: true, force: true });
    await closePostgres(pg);
    await db.drop();
  });

  const onBoth = async (query: string) => ({
    sqlite: lite.query(query).all() as Record<string, unknown>[],
    postgres: numeric([...(await pg.unsafe(query))]),
  });

  for (const [stage, steps] of Object.entries(STAGES)) {
    test(stage, async () => {
      // Checked after every statement: two wrong steps in one stage could cancel out.
      for (const [text, ...params] of steps) {
        lite.query(text).run(...(params as any[]));
        await pg.unsafe(dollars(text), params);
        for (const query of [STATS, THREADS, CITIZENS]) {
          const { sqlite, postgres } = await onBoth(query);
          expect({ after: text, rows: postgres }).toEqual({ after: text, rows: sqlite });
        }
        const { version, ...counters } = (await onBoth(STATS)).postgres[0]!;
        expect(version as number).toBeGreaterThan(0);
        expect(counters).toEqual((await onBoth(RECOUNT)).postgres[0]!);
        expect((await onBoth(THREADS)).postgres).toEqual((await onBoth(THREADS_RECOUNT)).postgres);
        expect((await onBoth(CITIZENS)).postgres).toEqual((await onBoth(CITIZENS_RECOUNT)).postgres);
      }
    });
  }

  test("the run covered what it claims: speakers and members rose and fell", async () => {
    const stats = (await onBoth(STATS)).postgres[0]!;
    expect(stats).toMatchObject({ post_count: 0, thread_count: 0, speaker_count: 0, admin_posts: 0, last_post_at: null });
    // Ada, Bob and Visitor (now a member) are active; Quiet was removed; Gone is inactive again.
    expect(stats.member_count).toBe(3);
  });
});

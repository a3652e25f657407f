/**
 * Search indexing happens in batches (migration 5, store.search.catchUp), not in each
 * write's transaction. These tests hold it to what the trigger promised: a post is found
 * by the very next search, after a restart, and never after the admin removed it.
 */
import { createSqliteStore, type SqliteStore } from "../../src/store";
import { Database } from "bun:sqlite";
import { afterEach, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { migrations } from "../../src/db/migrations";
import { closeDatabase, openDatabase } from "../../src/db/open";
import { DEFAULT_AUTOCHECKPOINT_PAGES, SAFETY_CHECKPOINT_PAGES, startUpkeep } from "../../src/db/upkeep";
import { openRoom } from "../../src/room";
import { ADMIN_SECRET, testRoom, type TestRoom } from "../support/room";

const rooms: TestRoom[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const room of rooms.splice(0)) room.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
/** This file is about SQLite's own indexing: it drives the synchronous statements directly. */
const statementsOf = (t: TestRoom) => (t.room.store as SqliteStore).statements;

async function room(): Promise<TestRoom> {
  const t = await testRoom();
  rooms.push(t);
  return t;
}

const ids = async (t: TestRoom, q: string) =>
  ((await t.json("GET", `/api/search?q=${encodeURIComponent(q)}`)).body.hits as { kind: string; post?: { id: number }; thread?: { id: number } }[]).map(
    (h) => `${h.kind}:${h.post?.id ?? h.thread?.id}`,
  );
const indexedRows = (db: Database) => (db.query("SELECT count(*) AS n FROM search_index").get() as { n: number }).n;
const storedRows = (db: Database) =>
  (db.query("SELECT (SELECT count(*) FROM posts) + (SELECT count(*) FROM threads) AS n").get() as { n: number }).n;

test("the insert triggers are gone: a write's transaction does not touch the search index", async () => {
  const t = await room();
  const { key } = await t.mintCitizen("Ada");
  const before = indexedRows(t.db);
  const made = await t.json("POST", "/api/threads", { key, body: { title: "Lighthouses", body: "A lighthouse keeper's log." } });
  expect(made.status).toBe(201);
  expect(indexedRows(t.db)).toBe(before);
  const triggers = t.db.query("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'search_%_added'").all();
  expect(triggers).toEqual([]);
});

test("a post and a new thread's title are found by the very next search", async () => {
  const t = await room();
  const { key } = await t.mintCitizen("Ada");
  const thread = await t.json("POST", "/api/threads", { key, body: { title: "Zeppelin timetables", body: "Airships are slow." } });
  const post = await t.json("POST", "/api/posts", { key, body: { thread_id: thread.body.thread.id, body: "A zeppelin crossed the lake." } });
  expect(await ids(t, "zeppelin")).toEqual(expect.arrayContaining([`thread:${thread.body.thread.id}`, `post:${post.body.post.id}`]));
  // Written after a search answered: the next search still sees it, kept answers or not.
  const later = await t.json("POST", "/api/posts", { key, body: { thread_id: thread.body.thread.id, body: "Another zeppelin, later." } });
  expect(await ids(t, "zeppelin")).toContain(`post:${later.body.post.id}`);
  expect(indexedRows(t.db)).toBe(storedRows(t.db));
});

test("a post written from another connection (the command line) is found too", async () => {
  const t = await room();
  const { key } = await t.mintCitizen("Ada");
  const thread = await t.json("POST", "/api/threads", { key, body: { title: "Canals", body: "Locks and barges." } });
  await t.json("GET", "/api/search?q=barges");
  const other = openDatabase(t.room.config.dbPath);
  const { room: cli } = await openRoom(t.room.config, createSqliteStore(other));
  const id = await cli.store.posts.create({ threadId: thread.body.thread.id, parentId: null, citizenId: null, body: "Narrowboats on the canal.", createdAt: "2026-11-21 12:00:00" });
  other.close();
  expect(await ids(t, "narrowboats")).toEqual([`post:${id}`]);
});

test("posts stored but not yet indexed are found after a restart, and nothing is indexed twice", async () => {
  const dir = mkdtempSync(join(tmpdir(), "parley-search-"));
  dirs.push(dir);
  const config = loadConfig({ ADMIN_SECRET, DB_PATH: join(dir, "parley.sqlite"), RATE_LIMITS: "off", LOG_LEVEL: "silent", TRUST_PROXY: "true" });
  const start = async () => {
    const db = openDatabase(config.dbPath);
    const app = createApp((await openRoom(config, createSqliteStore(db))).room);
    const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await app.handle(
        new Request(`http://localhost${path}`, {
          method,
          headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.9", ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      return (await res.json()) as any;
    };
    return { db, call };
  };

  const first = await start();
  const minted = await first.call("POST", "/api/admin/citizens", { name: "Ada" }, { "x-admin-secret": ADMIN_SECRET });
  const auth = { authorization: `Bearer ${minted.key}` };
  const made = await first.call("POST", "/api/threads", { title: "Orchards", body: "Quince trees need patience." }, auth);
  const postId = made.post.id;
  // The process stops without any search or upkeep round: nothing new is in the index.
  expect(first.db.query("SELECT count(*) AS n FROM search_index WHERE rowid = ?").get(postId * 2)).toEqual({ n: 0 });
  first.db.close();

  const second = await start();
  const found = await second.call("GET", "/api/search?q=quince");
  expect(found.hits.map((h: { post?: { id: number } }) => h.post?.id)).toEqual([postId]);
  expect(indexedRows(second.db)).toBe(storedRows(second.db));
  second.db.close();

  const third = await start();
  expect((await third.call("GET", "/api/search?q=quince")).hits).toHaveLength(1);
  expect(indexedRows(third.db)).toBe(storedRows(third.db));
  third.db.close();
});

test("a removed post is never found, whether it was removed before or after it was indexed", async () => {
  const t = await room();
  const { key } = await t.mintCitizen("Ada");
  const thread = await t.json("POST", "/api/threads", { key, body: { title: "Weather", body: "Fog again today." } });
  const threadId = thread.body.thread.id;
  const indexed = await t.json("POST", "/api/posts", { key, body: { thread_id: threadId, body: "Hailstones the size of peas." } });
  expect(await ids(t, "hailstones")).toEqual([`post:${indexed.body.post.id}`]);
  const unindexed = await t.json("POST", "/api/posts", { key, body: { thread_id: threadId, body: "Sleet all afternoon." } });
  const keep = await t.json("POST", "/api/posts", { key, body: { thread_id: threadId, body: "Drizzle at dusk." } });

  expect((await t.json("DELETE", `/api/admin/posts/${indexed.body.post.id}`, { admin: true })).status).toBe(200);
  expect((await t.json("DELETE", `/api/admin/posts/${unindexed.body.post.id}`, { admin: true })).status).toBe(200);
  expect(await ids(t, "hailstones")).toEqual([]);
  expect(await ids(t, "sleet")).toEqual([]);
  expect(await ids(t, "drizzle")).toEqual([`post:${keep.body.post.id}`]);
  expect(indexedRows(t.db)).toBe(storedRows(t.db));
});

test("when the newest post is removed after indexing, the next post (with a new id) is indexed and the removed one is gone", async () => {
  const t = await room();
  const { key } = await t.mintCitizen("Ada");
  const thread = await t.json("POST", "/api/threads", { key, body: { title: "Kites", body: "Kites need wind." } });
  const newest = await t.json("POST", "/api/posts", { key, body: { thread_id: thread.body.thread.id, body: "A box kite in a gale." } });
  expect(await ids(t, "gale")).toEqual([`post:${newest.body.post.id}`]);
  await t.json("DELETE", `/api/admin/posts/${newest.body.post.id}`, { admin: true });
  const reused = await t.json("POST", "/api/posts", { key, body: { thread_id: thread.body.thread.id, body: "A delta kite at dawn." } });
  // Ids are never reused (migration 10), and the lowered search mark still reaches the new one.
  expect(reused.body.post.id).toBe(newest.body.post.id + 1);
  expect(await ids(t, "delta")).toEqual([`post:${reused.body.post.id}`]);
  expect(await ids(t, "gale")).toEqual([]);

  // The same for a thread whose only post was removed (the thread goes with it).
  const lone = await t.json("POST", "/api/threads", { key, body: { title: "Pelicans", body: "A stork glides." } });
  expect(await ids(t, "pelicans")).toEqual([`thread:${lone.body.thread.id}`]);
  expect((await t.json("DELETE", `/api/admin/posts/${lone.body.post.id}`, { admin: true })).body.thread_removed).toBe(true);
  const again = await t.json("POST", "/api/threads", { key, body: { title: "Herons", body: "An egret waits." } });
  expect(again.body.thread.id).toBe(lone.body.thread.id + 1);
  expect(await ids(t, "herons")).toEqual([`thread:${again.body.thread.id}`]);
  expect(await ids(t, "pelicans")).toEqual([]);
  expect(indexedRows(t.db)).toBe(storedRows(t.db));
});

test("a room made before migration 5 gets its index rebuilt (migration 7), old and new posts found, nothing twice", async () => {
  const dir = mkdtempSync(join(tmpdir(), "parley-search-"));
  dirs.push(dir);
  const path = join(dir, "old.sqlite");
  const old = new Database(path, { create: true, strict: true });
  for (let v = 1; v <= 4; v++) old.exec(migrations[v - 1]!);
  old.exec("PRAGMA user_version = 4");
  old.exec("INSERT INTO threads (id, title, created_at) VALUES (1, 'Old mills', '2026-01-01 00:00:00')");
  old.exec("INSERT INTO posts (thread_id, author_kind, body, created_at) VALUES (1, 'admin', 'The waterwheel turns.', '2026-01-01 00:00:00')");
  expect(indexedRows(old)).toBe(2);
  old.close();

  const db = openDatabase(path);
  // Migration 7 rebuilt the index with a prefix index: it is refilled from the rows.
  expect(db.query("SELECT post_id, thread_id FROM search_progress").get()).toEqual({ post_id: 0, thread_id: 0 });
  expect(indexedRows(db)).toBe(0);
  const config = loadConfig({ ADMIN_SECRET, DB_PATH: path, LOG_LEVEL: "silent" });
  const { room: r } = await openRoom(config, createSqliteStore(db));
  await r.store.posts.create({ threadId: 1, parentId: null, citizenId: null, body: "A millstone cracked.", createdAt: "2026-01-02 00:00:00" });
  expect(await r.store.search.catchUp()).toBe(3);
  expect(await r.store.search.catchUp()).toBe(0);
  expect(indexedRows(db)).toBe(3);
  const hit = await r.store.search.search('"waterwheel" OR "millstone"', 10, 0);
  expect(hit.ok && hit.hits.map((h) => h.id).sort()).toEqual([1, 2]);
  db.close();
});

test("the server's upkeep indexes on its timer, its own thread checkpoints; stopping it gives SQLite's defaults back", async () => {
  const t = await room();
  const { key } = await t.mintCitizen("Ada");
  const errors: unknown[] = [];
  const upkeep = startUpkeep(t.db, statementsOf(t).search.catchUp, (e) => errors.push(e), 20);
  expect(t.db.query("PRAGMA wal_autocheckpoint").get()).toEqual({ wal_autocheckpoint: SAFETY_CHECKPOINT_PAGES });
  // A committed post lives in the WAL until a checkpoint copies it into the database file;
  // nothing in this test checkpoints, so only the checkpoint thread can put it there.
  const marker = "Marigold-7f3e9c hums in the hive.";
  await t.json("POST", "/api/threads", { key, body: { title: "Bees", body: marker } });
  const inMainFile = () => readFileSync(t.room.config.dbPath).includes(marker);
  expect(inMainFile()).toBe(false);
  const deadline = Date.now() + 2000;
  while ((indexedRows(t.db) < storedRows(t.db) || !inMainFile()) && Date.now() < deadline) await Bun.sleep(10);
  expect(indexedRows(t.db)).toBe(storedRows(t.db));
  expect(inMainFile()).toBe(true);
  await upkeep.stop();
  expect(t.db.query("PRAGMA wal_autocheckpoint").get()).toEqual({ wal_autocheckpoint: DEFAULT_AUTOCHECKPOINT_PAGES });
  expect(errors).toEqual([]);
  // The thread's connection is closed: the server's close is the last one and takes the WAL file away.
  closeDatabase(t.db);
  expect(existsSync(`${t.room.config.dbPath}-wal`)).toBe(false);
});

test("a large backlog is indexed in slices, with the event loop free between them", async () => {
  const t = await room();
  const store = statementsOf(t);
  const threadId = store.threads.create("Backlog", "2026-11-21 10:00:00");
  store.search.catchUp();
  store.atomically(() => {
    for (let i = 0; i < 1000; i++) {
      store.posts.create({ threadId, parentId: null, citizenId: null, body: `Imported note ${i} about barometers.`, createdAt: "2026-11-21 10:00:00" });
    }
  });
  expect(store.search.catchUp(100)).toBe(100);
  const upkeep = startUpkeep(t.db, store.search.catchUp, (e) => { throw e; }, 60_000);
  upkeep.runOnce();
  // One slice ran in this turn; the rest wait for their own turns of the loop.
  expect(indexedRows(t.db)).toBeLessThan(storedRows(t.db));
  const deadline = Date.now() + 2000;
  while (indexedRows(t.db) < storedRows(t.db) && Date.now() < deadline) await Bun.sleep(5);
  expect(indexedRows(t.db)).toBe(storedRows(t.db));
  await upkeep.stop();
  expect((await t.json("GET", "/api/search?q=barometers&limit=100")).body.hits).toHaveLength(100);
});

test("under steady writing a round still ends: a partial slice means caught up", async () => {
  const t = await room();
  let calls = 0;
  // Every slice finds a few new posts, as it does while writes keep arriving.
  const upkeep = startUpkeep(t.db, () => (calls++, 7), (e) => { throw e; }, 60_000);
  upkeep.runOnce();
  await Bun.sleep(30);
  expect(calls).toBe(1);
  upkeep.runOnce();
  await Bun.sleep(30);
  expect(calls).toBe(2);
  await upkeep.stop();
});

test("a search that runs out of time answers what it found with partial: true (SQLite's reader, given no time)", async () => {
  const t = await room();
  const { key } = await t.mintCitizen("Ada");
  const made = await t.json("POST", "/api/threads", { key, body: { title: "Weather", body: "The barometer shows rain." } });
  for (let i = 0; i < 12; i++) await t.json("POST", "/api/posts", { key, body: { thread_id: made.body.thread.id, body: `Reading ${i}: the barometer shows ${1000 + i} hPa.` } });
  await t.room.store.search.catchUp();
  const { searchReader } = await import("../../src/store/search");
  const hurried = searchReader(t.db, -1).search('"barometer shows"', 10, 0);
  expect(hurried).toMatchObject({ ok: true, partial: true });
  const patient = searchReader(t.db).search('"barometer shows"', 10, 0);
  expect(patient.ok && patient.partial).toBeFalsy();
  expect(patient.ok && patient.hits.length).toBe(10);
});

test("an error on the search thread keeps SQLite's code (a busy database is a 503, not a 500)", async () => {
  const { searchThread } = await import("../../src/store/search-thread");
  const { Database } = await import("bun:sqlite");
  const dir = mkdtempSync(join(tmpdir(), "parley-search-"));
  dirs.push(dir);
  const path = join(dir, "empty.sqlite");
  new Database(path, { create: true }).close();
  const thread = searchThread(path);
  try {
    // No index in this file: SQLite refuses the statement with its own code.
    await expect(thread.search('"word"', 10, 0)).rejects.toMatchObject({ code: "SQLITE_ERROR" });
  } finally {
    await thread.close();
  }
});

/**
 * `parley move-to-postgres`: a SQLite room, written through the API, moved by the real
 * command into an empty PostgreSQL database, then served from PostgreSQL with every
 * answer as it was.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { closePostgres, connectPostgres } from "../../src/db/postgres/connect";
import { openDatabase } from "../../src/db/open";
import { openRoom } from "../../src/room";
import { createSqliteStore } from "../../src/store";
import { createPostgresStore } from "../../src/store/postgres";
import { freshDatabase, type TestDatabase } from "../support/postgres";

const ENTRY = join(import.meta.dir, "../../src/index.ts");
const ADMIN_SECRET = "move-test-admin-secret";
const dir = mkdtempSync(join(tmpdir(), "parley-move-"));
const dbPath = join(dir, "parley.sqlite");
let target: TestDatabase;

const env = (extra: Record<string, string> = {}) => ({ ADMIN_SECRET, DB_PATH: dbPath, IP_HASH_KEY_FILE: `${dbPath}.key`, RATE_LIMITS: "off", LOG_LEVEL: "silent", TRUST_PROXY: "true", ...extra });

function appOver(room: Awaited<ReturnType<typeof openRoom>>["room"]) {
  const app = createApp(room);
  return async (method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) => {
    const res = await app.handle(
      new Request(`http://localhost${path}`, {
        method,
        headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.44", ...options.headers },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      }),
    );
    return { status: res.status, body: (await res.json()) as any };
  };
}

function move(extra: Record<string, string> = {}) {
  const run = Bun.spawnSync([process.execPath, ENTRY, "move-to-postgres"], { env: { ...process.env, ...env({ DATABASE_URL: target.url, ...extra }) } });
  return { code: run.exitCode, out: run.stdout.toString(), err: run.stderr.toString() };
}

/** What a reader sees of the room: the answers that must not change in the move. */
async function snapshot(call: ReturnType<typeof appOver>) {
  const threads = (await call("GET", "/api/threads?limit=100")).body.threads;
  const posts = (await call("GET", "/api/posts?limit=100")).body.posts;
  const status = (await call("GET", "/api/status")).body;
  const thread = (await call("GET", `/api/threads/${threads[0].id}`)).body;
  const { name: _, sample, ...counts } = status;
  return { threads, posts, counts, sample, thread };
}

let before: Awaited<ReturnType<typeof snapshot>>;
let citizenKey: string;
let removed: { post: { id: number }; thread: { id: number } };

beforeAll(async () => {
  target = await freshDatabase("move");
  const config = loadConfig(env());
  const db = openDatabase(dbPath);
  const { room } = await openRoom(config, createSqliteStore(db));
  const call = appOver(room);
  const admin = { "x-admin-secret": ADMIN_SECRET };
  citizenKey = (await call("POST", "/api/admin/citizens", { body: { name: "Mover" }, headers: admin })).body.key;
  const auth = { authorization: `Bearer ${citizenKey}` };
  const first = (await call("POST", "/api/threads", { body: { title: "Moving day", body: "We are moving the room to a bigger house." }, headers: auth })).body;
  for (let i = 0; i < 30; i++) await call("POST", "/api/posts", { body: { thread_id: first.thread.id, body: `Box number ${i} is packed and labelled.` }, headers: auth });
  await call("POST", `/api/posts/${first.post.id}/replies`, { body: { body: "A reply that hangs under the first post." }, headers: admin });
  // A keyless visitor's trial, a removed post and a second thread.
  await call("POST", "/api/threads", { body: { title: "A visitor", body: "Hello from a visitor trying the room once." } });
  const gone = (await call("POST", "/api/threads", { body: { title: "Short lived", body: "This post is removed before the move." }, headers: admin })).body;
  await call("DELETE", `/api/admin/posts/${gone.post.id}`, { headers: admin });
  removed = gone;
  before = await snapshot(call);
  db.close();
});

afterAll(async () => {
  await target.drop();
  rmSync(dir, { recursive: true, force: true });
});

test("the move copies everything, checks the counts, and the room reads the same from PostgreSQL", async () => {
  const moved = move();
  expect(moved.err).toBe("");
  expect(moved.code).toBe(0);
  expect(moved.out).toContain("copied 33 rows of posts");
  expect(moved.out).toContain("checked the room's counters");

  const sql = connectPostgres(target.url, { max: 2 });
  try {
    const config = loadConfig(env({ DATABASE_URL: target.url }));
    const { room } = await openRoom(config, createPostgresStore(sql));
    const call = appOver(room);
    expect(await snapshot(call)).toEqual(before);
    // Keys, the trial and new ids carry on where SQLite left them.
    expect((await call("GET", "/api/me", { headers: { authorization: `Bearer ${citizenKey}` } })).body.kind).toBe("citizen");
    expect((await call("POST", "/api/threads", { body: { title: "Again", body: "A second trial from the same network." } })).status).toBe(401);
    const next = await call("POST", "/api/threads", { body: { title: "After the move", body: "The first post written on PostgreSQL." }, headers: { "x-admin-secret": ADMIN_SECRET } });
    expect(next.status).toBe(201);
    expect(next.body.post.id).toBeGreaterThan(Math.max(...before.posts.map((p: { id: number }) => p.id)));
    // The newest post and thread were removed before the move: their ids are not handed out again.
    expect(next.body.post.id).toBeGreaterThan(removed.post.id);
    expect(next.body.thread.id).toBeGreaterThan(removed.thread.id);
  } finally {
    await closePostgres(sql);
  }
});

test("a second move into a database that holds a room is refused and changes nothing", async () => {
  const sql = connectPostgres(target.url, { max: 1 });
  try {
    const count = async () => (await sql`SELECT CAST(count(*) AS INTEGER) AS n FROM posts`)[0].n as number;
    const posts = await count();
    const again = move();
    expect(again.code).toBe(1);
    expect(again.err).toContain("already holds a room");
    expect(await count()).toBe(posts);
  } finally {
    await closePostgres(sql);
  }
});

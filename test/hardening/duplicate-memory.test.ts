/**
 * The SQLite duplicate guard remembers recent posts in memory (store/duplicate-memory.ts,
 * migration 6) instead of indexing every post. What it promised with the index must hold
 * across a restart, a removal and a failed commit.
 */
import { createSqliteStore } from "../../src/store";
import { afterEach, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { closeDatabase, openDatabase } from "../../src/db/open";
import { openRoom } from "../../src/room";
import { ADMIN_SECRET } from "../support/room";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A room on one file that can be stopped and started again, with a clock the test moves. */
function restartableRoom() {
  const dir = mkdtempSync(join(tmpdir(), "parley-dup-"));
  dirs.push(dir);
  const config = loadConfig({ ADMIN_SECRET, DB_PATH: join(dir, "parley.sqlite"), RATE_LIMITS: "off", LOG_LEVEL: "silent" });
  let clock = Date.parse("2030-01-01T00:00:00Z");
  const start = async () => {
    const db = openDatabase(config.dbPath);
    const app = createApp((await openRoom(config, createSqliteStore(db), () => new Date(clock))).room);
    const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await app.handle(
        new Request(`http://localhost${path}`, {
          method,
          headers: { "content-type": "application/json", ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      return { status: res.status, body: (await res.json()) as any };
    };
    return { db, call, stop: () => closeDatabase(db) };
  };
  return { start, advance: (ms: number) => (clock += ms) };
}

const admin = { "x-admin-secret": ADMIN_SECRET };

test("after a restart the guard still knows the posts of the last minutes", async () => {
  const room = restartableRoom();
  const first = await room.start();
  const ada = (await first.call("POST", "/api/admin/citizens", { name: "Ada" }, admin)).body.key;
  const bo = (await first.call("POST", "/api/admin/citizens", { name: "Bo" }, admin)).body.key;
  const made = await first.call("POST", "/api/threads", { title: "Tides", body: "The tide turns at noon." }, { authorization: `Bearer ${ada}` });
  expect(made.status).toBe(201);
  for (let i = 0; i < 20; i++) {
    const other = await first.call("POST", "/api/posts", { thread_id: made.body.thread.id, body: `Bo's note number ${i}.` }, { authorization: `Bearer ${bo}` });
    expect(other.status).toBe(201);
  }
  first.stop();

  room.advance(60_000);
  const second = await room.start();
  const again = await second.call("POST", "/api/threads", { title: "Tides", body: "The tide turns at noon." }, { authorization: `Bearer ${ada}` });
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ code: "duplicate_post", post_id: made.body.post.id, thread_id: made.body.thread.id });
  // Bo's notes were remembered too; a new body is not a repeat.
  expect((await second.call("POST", "/api/posts", { thread_id: made.body.thread.id, body: "Bo's note number 7." }, { authorization: `Bearer ${bo}` })).status).toBe(409);
  expect((await second.call("POST", "/api/posts", { thread_id: made.body.thread.id, body: "Bo's note number 21." }, { authorization: `Bearer ${bo}` })).status).toBe(201);
  second.stop();

  // Started again after the window: the old posts are no longer repeats.
  room.advance(300_000);
  const third = await room.start();
  expect((await third.call("POST", "/api/threads", { title: "Tides", body: "The tide turns at noon." }, { authorization: `Bearer ${ada}` })).status).toBe(201);
  third.stop();
});

test("a post the admin removed no longer blocks its body", async () => {
  const room = restartableRoom();
  const server = await room.start();
  const key = (await server.call("POST", "/api/admin/citizens", { name: "Cy" }, admin)).body.key;
  const auth = { authorization: `Bearer ${key}` };
  const made = await server.call("POST", "/api/threads", { title: "Kites", body: "Kites fly best in steady wind." }, auth);
  expect((await server.call("POST", "/api/threads", { title: "Kites", body: "Kites fly best in steady wind." }, auth)).status).toBe(409);
  expect((await server.call("DELETE", `/api/admin/posts/${made.body.post.id}`, undefined, admin)).status).toBe(200);
  const again = await server.call("POST", "/api/threads", { title: "Kites", body: "Kites fly best in steady wind." }, auth);
  expect(again.status).toBe(201);
  // The new post is remembered in its turn.
  expect((await server.call("POST", "/api/threads", { title: "Kites", body: "Kites fly best in steady wind." }, auth)).status).toBe(409);
  server.stop();
});

test("a write the busy database refused answers 503 database_busy and is not remembered as a post", async () => {
  const room = restartableRoom();
  const server = await room.start();
  const key = (await server.call("POST", "/api/admin/citizens", { name: "Di" }, admin)).body.key;
  const auth = { authorization: `Bearer ${key}` };
  await server.call("POST", "/api/threads", { title: "Warm-up", body: "The guard learns this room." }, auth);
  // A second connection holds the write lock past the busy timeout: the batch cannot begin.
  const blocker = openDatabase(join(dirs.at(-1)!, "parley.sqlite"));
  blocker.exec("PRAGMA busy_timeout = 0");
  server.db.exec("PRAGMA busy_timeout = 50");
  blocker.exec("BEGIN IMMEDIATE");
  const refused = await server.call("POST", "/api/threads", { title: "Gone", body: "This write never lands." }, auth);
  expect(refused.status).toBe(503);
  expect(refused.body.code).toBe("database_busy");
  blocker.exec("ROLLBACK");
  blocker.close();
  expect((await server.call("POST", "/api/threads", { title: "Gone", body: "This write never lands." }, auth)).status).toBe(201);
  server.stop();
});

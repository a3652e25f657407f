import { Database } from "bun:sqlite";
import { afterAll, expect, test } from "bun:test";
import { statSync } from "node:fs";
import { join } from "node:path";
import { ADMIN, parley, postAs, scratchDir, SERVER_TEST_TIMEOUT_MS, startServer } from "./support";

const scratch = scratchDir();
const env = { DB_PATH: scratch.dbPath, ADMIN_SECRET: ADMIN, RATE_LIMITS: "off", DUPLICATE_WINDOW_SECONDS: "0", LOG_LEVEL: "silent" };
afterAll(() => scratch.remove());

test("a backup taken under write load is consistent, private, restorable, and never overwrites", async () => {
  const server = await startServer(env);
  const created = await postAs(server.url, { "x-admin-secret": ADMIN }, { title: "Load", body: "The first post of the load test." });
  const threadId = (await created.json()).thread.id as number;

  let writing = true;
  let written = 0;
  const writer = async () => {
    while (writing) {
      const res = await postAs(server.url, { "x-admin-secret": ADMIN }, { thread_id: threadId, body: `Post number ${written} of a steady stream.` });
      if (res.status !== 201) throw new Error(`a write during the backup answered ${res.status}: ${await res.text()}`);
      written++;
    }
  };
  const writers = [writer(), writer(), writer()];
  while (written < 50) await Bun.sleep(10);

  const target = join(scratch.dir, "backup.sqlite");
  const before = written;
  const backup = await parley(["backup", target], env);
  const during = written - before;
  writing = false;
  await Promise.all(writers);

  expect(backup.code).toBe(0);
  expect(backup.stdout).toContain("integrity check: ok");
  // The server kept writing while the copy was taken.
  expect(during).toBeGreaterThan(0);
  expect(statSync(target).mode & 0o777).toBe(0o600);

  const copy = new Database(target, { readonly: true });
  expect(copy.query("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
  const posts = (copy.query("SELECT count(*) AS n FROM posts").get() as { n: number }).n;
  // Trigger-kept counters agree with the rows: the copy is one moment, not a torn read.
  const stats = copy.query("SELECT post_count FROM room_stats").get() as { post_count: number };
  const thread = copy.query("SELECT post_count FROM threads WHERE id = ?").get(threadId) as { post_count: number };
  copy.close();
  expect(posts).toBeGreaterThanOrEqual(51);
  expect(stats.post_count).toBe(posts);
  expect(thread.post_count).toBe(posts);

  const again = await parley(["backup", target], env);
  expect(again.code).toBe(1);
  expect(again.stderr).toContain("already exists");
  expect(await server.stop()).toBe(0);

  // Restoring is starting a server on the copy.
  const restored = await startServer({ ...env, DB_PATH: target });
  // Every post is there: walk the thread's pages (1,000 posts each).
  let read = 0;
  let cursor: string | null = null;
  do {
    const page = (await (await fetch(`${restored.url}/api/threads/${threadId}${cursor ? `?cursor=${cursor}` : ""}`)).json()) as { posts: unknown[]; next_cursor: string | null };
    read += page.posts.length;
    cursor = page.next_cursor;
  } while (cursor);
  expect(read).toBe(posts);
  expect(await restored.stop()).toBe(0);
}, SERVER_TEST_TIMEOUT_MS);

test("backup refuses to write over the live database", async () => {
  const result = await parley(["backup", scratch.dbPath], env);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain("must not be the live database");
}, SERVER_TEST_TIMEOUT_MS);

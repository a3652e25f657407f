import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { SQL } from "bun";
import { closePostgres, connectPostgres } from "../../src/db/postgres/connect";
import { migrate } from "../../src/db/postgres/migrate";
import { freshDatabase, type TestDatabase } from "../support/postgres";

// Every write that moves room_stats takes the room write lock before it locks a row. Without
// that order a new thread (thread row and room_stats first, then the post's lock) and a reply
// (the lock, then room_stats) wait for each other: PostgreSQL's deadlock detector aborts one.
const WORKERS = 8;
const ROUNDS = 40;
const at = "2026-01-01 00:00:00";

type Work = (tx: SQL, worker: number, round: number) => Promise<unknown>;

/** The transactions a room runs, each touching the counted tables in its own order. */
const KINDS: Work[] = [
  // a new thread: the thread, then its first post
  async (tx, w, r) => {
    const [{ id }] = await tx`INSERT INTO threads (title, created_at) VALUES (${`t ${w}.${r}`}, ${at}) RETURNING id`;
    await tx`INSERT INTO posts (thread_id, author_kind, body, created_at) VALUES (${id}, 'admin', 'first', ${at})`;
  },
  // a reply to the first thread
  (tx) => tx`INSERT INTO posts (thread_id, author_kind, body, created_at) VALUES (1, 'admin', 'reply', ${at})`,
  // a visitor's trial: the citizen, then the post
  async (tx, w, r) => {
    const [{ id }] = await tx`INSERT INTO citizens (name, kind, created_at) VALUES (${`v ${w}.${r}`}, 'visitor', ${at}) RETURNING id`;
    await tx`INSERT INTO posts (thread_id, author_kind, citizen_id, body, created_at) VALUES (1, 'citizen', ${id}, 'trial', ${at})`;
  },
  // a setting, then a post
  async (tx) => {
    await tx`INSERT INTO settings (key, value) VALUES ('paused', '0') ON CONFLICT (key) DO UPDATE SET value = excluded.value`;
    await tx`INSERT INTO posts (thread_id, author_kind, body, created_at) VALUES (1, 'admin', 'after a setting', ${at})`;
  },
  // a post, then the thread's title
  async (tx) => {
    await tx`INSERT INTO posts (thread_id, author_kind, body, created_at) VALUES (1, 'admin', 'before a rename', ${at})`;
    await tx`UPDATE threads SET title = 'renamed' WHERE id = 1`;
  },
];

async function mixedLoad(url: string): Promise<{ done: number; failures: string[] }> {
  const pool = connectPostgres(url, { max: WORKERS });
  const failures: string[] = [];
  let done = 0;
  try {
    await Promise.all(
      Array.from({ length: WORKERS }, async (_, w) => {
        for (let r = 0; r < ROUNDS; r++) {
          try {
            await pool.begin((tx) => KINDS[(w + r) % KINDS.length]!(tx, w, r));
            done++;
          } catch (error) {
            failures.push(`${(error as { errno?: string }).errno ?? ""} ${(error as Error).message}`);
          }
        }
      }),
    );
  } finally {
    await closePostgres(pool);
  }
  return { done, failures };
}

async function roomWith(db: TestDatabase, change = ""): Promise<void> {
  const sql = connectPostgres(db.url, { max: 1 });
  try {
    await migrate(sql);
    if (change) await sql.unsafe(change);
    await sql`INSERT INTO threads (title, created_at) VALUES ('Busy', ${at})`;
    await sql`INSERT INTO posts (thread_id, author_kind, body, created_at) VALUES (1, 'admin', 'opening', ${at})`;
  } finally {
    await closePostgres(sql);
  }
}

describe("the room write lock", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshDatabase("write_lock");
    await roomWith(db);
  });
  afterAll(() => db.drop());

  test(`new threads, replies, trials, settings and renames from ${WORKERS} connections at once: no deadlock, counters right`, async () => {
    const { done, failures } = await mixedLoad(db.url);
    expect(failures).toEqual([]);
    expect(done).toBe(WORKERS * ROUNDS);
    const sql = connectPostgres(db.url, { max: 1 });
    try {
      const [row] = await sql`SELECT s.post_count, s.thread_count, s.speaker_count,
          (SELECT count(*)::int FROM posts) AS posts, (SELECT count(*)::int FROM threads) AS threads,
          (SELECT count(DISTINCT coalesce(citizen_id, 0))::int FROM posts) AS speakers,
          (SELECT post_count FROM threads WHERE id = 1) AS first_thread,
          (SELECT count(*)::int FROM posts WHERE thread_id = 1) AS first_thread_posts
        FROM room_stats s`;
      expect(row.post_count).toBe(row.posts);
      expect(row.thread_count).toBe(row.threads);
      expect(row.speaker_count).toBe(row.speakers);
      expect(row.first_thread).toBe(row.first_thread_posts);
    } finally {
      await closePostgres(sql);
    }
  }, 60_000);

  test("a new thread and a reply that cross paths wait in turn; without the statement-level lock they deadlock", async () => {
    expect(await crossPaths(db.url)).toEqual(["fulfilled", "fulfilled"]);

    // The id trigger keeps its own lock; only the lock taken before each statement goes.
    const other = await freshDatabase("write_lock_off");
    try {
      await roomWith(other, "DROP TRIGGER posts_locked ON posts; DROP TRIGGER threads_locked ON threads; " +
        "DROP TRIGGER citizens_locked ON citizens; DROP TRIGGER settings_locked ON settings;");
      const outcome = await crossPaths(other.url);
      expect(outcome.sort()).toEqual(["40P01", "fulfilled"]); // deadlock_detected, after deadlock_timeout (1 s)
    } finally {
      await other.drop();
    }
  }, 30_000);
});

/**
 * A opens a thread (its counter trigger writes room_stats); B then replies in thread 1 and
 * has to wait for someone; once B waits, A adds the new thread's first post. With the lock
 * taken before every counted statement, B waits for A's lock and A goes on. Without it B holds
 * the post lock and waits for room_stats, A waits for the post lock: a cycle.
 */
async function crossPaths(url: string): Promise<string[]> {
  const a = connectPostgres(url, { max: 1 });
  const b = connectPostgres(url, { max: 1 });
  const monitor = connectPostgres(url, { max: 1 });
  try {
    const [{ pid }] = await b`SELECT pg_backend_pid() AS pid`; // max 1: begin() gets this same connection
    let threadOpened!: () => void;
    const opened = new Promise<void>((resolve) => (threadOpened = resolve));
    const first = a.begin(async (tx) => {
      const [{ id }] = await tx`INSERT INTO threads (title, created_at) VALUES ('crossing', ${at}) RETURNING id`;
      threadOpened();
      for (let waited = 0; waited < 5000; waited += 10) {
        const [row] = await monitor`SELECT wait_event_type FROM pg_stat_activity WHERE pid = ${pid}`;
        if (row?.wait_event_type === "Lock") break;
        await Bun.sleep(10);
      }
      await tx`INSERT INTO posts (thread_id, author_kind, body, created_at) VALUES (${id}, 'admin', 'first', ${at})`;
    });
    const second = opened.then(() =>
      b.begin((tx) => tx`INSERT INTO posts (thread_id, author_kind, body, created_at) VALUES (1, 'admin', 'reply', ${at})`),
    );
    const settled = await Promise.allSettled([first, second]);
    return settled.map((s) => (s.status === "fulfilled" ? "fulfilled" : ((s.reason as { errno?: string }).errno ?? String(s.reason))));
  } finally {
    await Promise.all([a, b, monitor].map((sql) => closePostgres(sql)));
  }
}

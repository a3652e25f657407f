import { Database } from "bun:sqlite";

/**
 * Opens the room's file beside a running (or killed) server, the way an operator's
 * sqlite3 shell would, and reports what SQLite and the trigger-kept counters say.
 */
export function inspectDatabase(path: string) {
  const db = new Database(path, { readonly: true });
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const integrity = db.query<{ integrity_check: string }, []>("PRAGMA integrity_check").all().map((r) => r.integrity_check);
    const foreignKeyProblems = db.query("PRAGMA foreign_key_check").all().length;
    const stats = db.query<{ post_count: number; thread_count: number }, []>("SELECT post_count, thread_count FROM room_stats").get()!;
    const posts = db.query<{ n: number }, []>("SELECT count(*) AS n FROM posts").get()!.n;
    const threads = db.query<{ n: number }, []>("SELECT count(*) AS n FROM threads").get()!.n;
    const threadCountsWrong = db
      .query<{ n: number }, []>(
        "SELECT count(*) AS n FROM threads t WHERE t.post_count <> (SELECT count(*) FROM posts p WHERE p.thread_id = t.id)",
      )
      .get()!.n;
    return { integrity, foreignKeyProblems, stats, posts, threads, threadCountsWrong };
  } finally {
    db.close();
  }
}

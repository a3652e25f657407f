import type { Database } from "bun:sqlite";
import type { SQL } from "bun";

/**
 * The tables that hold a room, parents before children. room_stats and the per-thread and
 * per-citizen counters are left out: they are counted again from the copied rows, and the
 * counts then compared with the ones SQLite's triggers kept (a lost row shows as a mismatch).
 * search_index and search_progress are SQLite's own (PostgreSQL keeps its words on the rows).
 */
const TABLES: { name: string; order: string; recounted?: string[] }[] = [
  { name: "settings", order: "key" },
  { name: "citizens", order: "id", recounted: ["post_count"] },
  { name: "lurkers", order: "id" },
  { name: "threads", order: "id", recounted: ["post_count", "last_post_id", "last_post_at"] },
  { name: "posts", order: "id" },
  { name: "retired_keys", order: "key_hash" },
  { name: "trials", order: "ip_hash" },
  { name: "billing_checkouts", order: "session_id" },
  { name: "billing_subscriptions", order: "subscription_id" },
  { name: "billing_events", order: "id" },
  { name: "web_sessions", order: "token_hash" },
];

/** Identity columns whose sequence must move past the copied ids. */
const IDENTITIES = ["citizens", "lurkers", "threads"];

const BATCH = 1000;

export interface MoveReport {
  /** Rows copied, per table. */
  copied: Record<string, number>;
  /** What was compared after the copy: every line equal, or the move was rolled back. */
  checked: string[];
}

/**
 * Copies a SQLite room into an empty, migrated PostgreSQL database in ONE transaction, then
 * compares counts (rows per table, the room's counters, every thread's and citizen's post
 * count) before committing: a move either lands whole and checked, or leaves PostgreSQL
 * as it was. The SQLite file is only read (stop the server first, so nothing is written
 * after the copy starts).
 */
export async function moveToPostgres(source: Database, target: SQL): Promise<MoveReport> {
  return target.begin(async (tx) => {
    const [{ n: existing }] = (await tx`SELECT (SELECT count(*) FROM posts) + (SELECT count(*) FROM citizens) + (SELECT count(*) FROM threads) AS n`) as [{ n: number | string }];
    if (Number(existing) > 0) throw new Error("the PostgreSQL database already holds a room; move into an empty one");
    // Nothing else may write while the room arrives (the same lock every post insert takes).
    await tx`SELECT room_write_lock()`;
    // Row by row, the counting triggers update the one room_stats row once per post, and in
    // one transaction every update walks the chain of versions the earlier ones left: the
    // copy would take minutes per 100k posts. They are off for the copy (in this transaction
    // only: an error turns them back on with everything else) and the counts made at the end.
    for (const table of TABLES) await tx.unsafe(`ALTER TABLE ${table.name} DISABLE TRIGGER USER`);
    await tx`DELETE FROM settings`;

    const copied: Record<string, number> = {};
    for (const table of TABLES) {
      const targetColumns = (
        (await tx`SELECT column_name FROM information_schema.columns
                   WHERE table_schema = current_schema() AND table_name = ${table.name} AND is_generated = 'NEVER'`) as { column_name: string }[]
      ).map((row) => row.column_name);
      const sourceColumns = new Set(
        source.prepare<{ name: string }, []>(`SELECT name FROM pragma_table_info('${table.name}')`).all().map((row) => row.name),
      );
      const columns = targetColumns.filter((column) => sourceColumns.has(column) && !table.recounted?.includes(column));
      const select = source.prepare<Record<string, unknown>, [number]>(
        `SELECT ${columns.join(", ")} FROM ${table.name} ORDER BY ${table.order} LIMIT ${BATCH} OFFSET ?`,
      );
      let count = 0;
      for (;;) {
        const rows = select.all(count);
        if (rows.length === 0) break;
        await tx`INSERT INTO ${tx(table.name)} ${tx(rows, ...columns)}`;
        count += rows.length;
      }
      copied[table.name] = count;
    }
    // Past every id SQLite ever handed out, removed ones included (SQLite migration 10 keeps
    // the highest removed post and thread ids): a poller already past an id never misses the
    // post that would otherwise get it again.
    const removed = (source.prepare("SELECT * FROM room_stats WHERE id = 1").get() ?? {}) as { removed_post_mark?: number; removed_thread_mark?: number };
    const floor: Record<string, number> = { threads: removed.removed_thread_mark ?? 0, posts: removed.removed_post_mark ?? 0 };
    for (const table of IDENTITIES) {
      await tx.unsafe(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), greatest(coalesce((SELECT max(id) FROM ${table}), 0), ${floor[table] ?? 0}) + 1, false)`);
    }
    await tx.unsafe(`SELECT setval('posts_id_seq', greatest(coalesce((SELECT max(id) FROM posts), 0), ${floor.posts}) + 1, false)`);
    await recount(tx, (source.prepare("SELECT version FROM room_stats WHERE id = 1").get() as { version: number }).version);
    for (const table of TABLES) await tx.unsafe(`ALTER TABLE ${table.name} ENABLE TRIGGER USER`);

    const checked: string[] = [];
    const compare = (what: string, before: unknown, after: unknown) => {
      const a = JSON.stringify(before);
      const b = JSON.stringify(after);
      if (a !== b) throw new Error(`after the copy, ${what} differs: SQLite ${a}, PostgreSQL ${b}; nothing was committed`);
      checked.push(`${what}: ${a}`);
    };
    for (const table of TABLES) {
      const [{ n }] = (await tx.unsafe(`SELECT count(*)::int AS n FROM ${table.name}`)) as [{ n: number }];
      compare(`rows in ${table.name}`, copied[table.name], n);
    }
    const stats = "post_count, thread_count, member_count, speaker_count, last_post_at";
    compare("the room's counters", source.prepare(`SELECT ${stats} FROM room_stats WHERE id = 1`).get(), (await tx.unsafe(`SELECT ${stats} FROM room_stats WHERE id = 1`))[0]);
    const perThread = "SELECT id, post_count, last_post_id, last_post_at FROM threads ORDER BY id";
    compare("every thread's post count and last post", source.prepare(perThread).all(), [...(await tx.unsafe(perThread))]);
    const perCitizen = "SELECT id, post_count FROM citizens ORDER BY id";
    compare("every citizen's post count", source.prepare(perCitizen).all(), [...(await tx.unsafe(perCitizen))]);
    return { copied, checked };
  });
}

/** What the counting triggers would have kept, counted from the rows in one pass each. */
async function recount(tx: SQL, version: number): Promise<void> {
  await tx.unsafe(`UPDATE threads t SET post_count = c.n, last_post_id = c.last, last_post_at = p.created_at
    FROM (SELECT thread_id, count(*)::int AS n, max(id) AS last FROM posts GROUP BY thread_id) c
    JOIN posts p ON p.id = c.last WHERE t.id = c.thread_id`);
  await tx.unsafe(`UPDATE citizens ci SET post_count = c.n
    FROM (SELECT citizen_id, count(*)::int AS n FROM posts WHERE citizen_id IS NOT NULL GROUP BY citizen_id) c WHERE ci.id = c.citizen_id`);
  // The version moves on from SQLite's, so no tag a client kept from before can match.
  await tx.unsafe(
    `UPDATE room_stats SET
       post_count = (SELECT count(*) FROM posts),
       thread_count = (SELECT count(*) FROM threads),
       member_count = (SELECT count(*) FROM citizens WHERE kind = 'member' AND active <> 0),
       admin_posts = (SELECT count(*) FROM posts WHERE citizen_id IS NULL),
       speaker_count = (SELECT count(*) FROM citizens WHERE post_count > 0) + (SELECT (count(*) > 0)::int FROM posts WHERE citizen_id IS NULL),
       last_post_at = (SELECT created_at FROM posts ORDER BY id DESC LIMIT 1),
       version = $1 + 1
     WHERE id = 1`,
    [version],
  );
}

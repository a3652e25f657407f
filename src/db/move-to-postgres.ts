import type { Database } from "bun:sqlite";
import type { SQL } from "bun";

/**
 * The tables that hold a room, parents before children. room_stats and the per-thread and
 * per-citizen counters are left out: PostgreSQL's triggers count every row as it arrives,
 * and the counts are then compared with SQLite's (a wrong trigger shows as a mismatch).
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
    for (const table of IDENTITIES) {
      await tx.unsafe(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`);
    }

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

import type { SQL } from "bun";
import { migrations } from "./migrations";

/**
 * A session-level advisory lock, held while migrating: N instances starting at once queue
 * here, and each one after the first finds nothing left to do. Key (1885434476, 2): 'parl'
 * and a number of its own; (…, 1) is the room write lock in migration 1.
 */
const MIGRATION_LOCK = "1885434476, 2";

export interface MigrationReport {
  /** The version the database was at when this run got the lock. */
  from: number;
  to: number;
  /** The versions this run applied, in order (empty when another instance had). */
  applied: number[];
}

/**
 * Applies, in order and each in its own transaction, the migrations the database has not
 * recorded in schema_migrations. Refuses a database that a newer build has migrated.
 * `list` is for tests; the room always uses the shipped one.
 */
export async function migrate(sql: SQL, list: readonly string[] = migrations): Promise<MigrationReport> {
  // A session lock belongs to one connection: everything below runs on this one.
  const db = await sql.reserve();
  let unlocked = false;
  try {
    // Migrating may take long (an index over a big table), and so may waiting for another
    // instance that migrates: the server's timeouts are for requests, not for this.
    await db.unsafe("SET lock_timeout = 0; SET statement_timeout = 0");
    await db.unsafe(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await db.unsafe(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version    integer PRIMARY KEY,
        applied_at text NOT NULL
      )`);
      const [{ version: from }] = (await db`SELECT coalesce(max(version), 0) AS version FROM schema_migrations`) as [{ version: number }];
      if (from > list.length) {
        throw new Error(`the database is at schema version ${from} but this build knows only ${list.length}; run a newer Parley`);
      }
      const applied: number[] = [];
      for (let version = from + 1; version <= list.length; version++) {
        await db.begin(async (tx) => {
          await tx.unsafe(list[version - 1]!);
          // The recorded time has the rows' own form: UTC 'YYYY-MM-DD HH:MM:SS'.
          await tx`INSERT INTO schema_migrations (version, applied_at)
                   VALUES (${version}, to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS'))`;
        });
        applied.push(version);
      }
      return { from, to: list.length, applied };
    } finally {
      unlocked = await db.unsafe(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`).then(() => true, () => false);
    }
  } finally {
    // A connection that may still hold the lock must not go back to the pool.
    if (unlocked) {
      await db.unsafe("RESET lock_timeout; RESET statement_timeout").catch(() => {});
      db.release();
    }
    else await db.close();
  }
}

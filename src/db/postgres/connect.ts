import { SQL } from "bun";

const STATEMENT_TIMEOUT = "30s";
const IDLE_IN_TRANSACTION_TIMEOUT = "10s";

export interface PostgresOptions {
  /** Connections in this process's pool (Bun's default is 10). */
  max?: number;
  /** False for a one-off job (the move) whose statements may rightly take long. */
  requestTimeouts?: boolean;
  /** How long a statement waits for a lock (the room write lock) before giving up; 5 s by default. */
  lockTimeoutMs?: number;
}

/**
 * A pool of connections to the PostgreSQL database at `url` (postgres:// or postgresql://).
 * Bun opens connections at the first query, not here: a wrong URL shows at the first
 * query (migrate, at start-up).
 */
export function connectPostgres(url: string, options: PostgresOptions = {}): SQL {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new Error("DATABASE_URL is not a URL; expected postgres://user:password@host:5432/database");
  }
  // Bun picks its adapter from the URL: refuse a mysql:// here rather than speak MySQL.
  if (protocol !== "postgres:" && protocol !== "postgresql:") {
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql://, not ${protocol}//`);
  }
  const max = options.max ?? 10;
  if (!Number.isInteger(max) || max < 1) throw new Error(`the pool size must be a whole number of at least 1, not ${max}`);
  return new SQL({
    url,
    adapter: "postgres",
    max,
    connection: {
      // Named in pg_stat_activity, so an operator can tell the room's sessions apart.
      application_name: "parley",
      // One stalled session (a paused VM, a partition) must not hold the room write lock, and
      // with it every instance's writes and then their pools, for as long as TCP takes to
      // notice: a wait for a lock gives up (503 database_busy, nothing written), so does a
      // statement after 30 s, and a transaction left idle for 10 s is ended.
      ...(options.requestTimeouts !== false && {
        lock_timeout: `${options.lockTimeoutMs ?? 5000}ms`,
        statement_timeout: STATEMENT_TIMEOUT,
        idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT,
      }),
    },
  });
}

/** Waits up to `timeoutSeconds` for running queries, then closes every connection. */
export async function closePostgres(sql: SQL, timeoutSeconds = 5): Promise<void> {
  await sql.close({ timeout: timeoutSeconds });
}

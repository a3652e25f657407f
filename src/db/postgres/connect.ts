import { SQL } from "bun";

export interface PostgresOptions {
  /** Connections in this process's pool (Bun's default is 10). */
  max?: number;
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
    // Named in pg_stat_activity, so an operator can tell the room's sessions apart.
    connection: { application_name: "parley" },
  });
}

/** Waits up to `timeoutSeconds` for running queries, then closes every connection. */
export async function closePostgres(sql: SQL, timeoutSeconds = 5): Promise<void> {
  await sql.close({ timeout: timeoutSeconds });
}

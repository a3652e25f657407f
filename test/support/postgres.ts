/**
 * PostgreSQL for the tests: PARLEY_TEST_DATABASE_URL, which npm test sets (starting a
 * throwaway server) unless it is given. Without it a test file that imports this fails at
 * once: a PostgreSQL test never skips itself quietly.
 *
 * Each test file works in a database of its own, created fresh from that URL's server and
 * dropped afterwards, so files cannot see each other's rows, sequences or advisory locks.
 */
import { SQL } from "bun";

const given = process.env.PARLEY_TEST_DATABASE_URL;
if (!given) {
  throw new Error(
    "PARLEY_TEST_DATABASE_URL is not set. Run the tests with `npm test`, which starts a throwaway " +
      "PostgreSQL, or set it to a PostgreSQL database whose user may create databases.",
  );
}
export const TEST_DATABASE_URL: string = given;

export interface TestDatabase {
  url: string;
  name: string;
  /** Drops the database, ending any session still in it. */
  drop(): Promise<void>;
}

/** The same server and credentials as the test URL, another database. */
function urlOf(database: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function asAdmin<T>(work: (sql: SQL) => Promise<T>): Promise<T> {
  const sql = new SQL({ url: TEST_DATABASE_URL, max: 1 });
  try {
    return await work(sql);
  } finally {
    await sql.close();
  }
}

/** A new, empty database; `label` (letters, digits, _) makes a leftover easy to trace. */
export async function freshDatabase(label: string): Promise<TestDatabase> {
  const name = `parley_${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`.toLowerCase();
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await asAdmin((sql) => sql.unsafe(`CREATE DATABASE ${name}`));
  return {
    url: urlOf(name),
    name,
    drop: () => asAdmin((sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

let template: Promise<string> | null = null;

/**
 * A new database with the room's schema, copied from a template migrated once per test
 * process: CREATE DATABASE ... TEMPLATE costs milliseconds where migrating costs a second.
 */
export async function freshRoomDatabase(label: string): Promise<TestDatabase> {
  template ??= (async () => {
    const made = await freshDatabase("template");
    const sql = new SQL({ url: made.url, max: 1 });
    try {
      const { migrate } = await import("../../src/db/postgres/migrate");
      await migrate(sql);
    } finally {
      // A template must have no sessions when it is copied.
      await sql.close();
    }
    return made.name;
  })();
  const source = await template;
  const name = `parley_${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`.toLowerCase();
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await asAdmin((sql) => sql.unsafe(`CREATE DATABASE ${name} TEMPLATE ${source}`));
  return {
    url: urlOf(name),
    name,
    drop: () => asAdmin((sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

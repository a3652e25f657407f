import { Database } from "bun:sqlite";
import { chmodSync, closeSync, existsSync, openSync, statSync } from "node:fs";
import { migrate } from "./migrate";

/**
 * Opens (creating if needed) the one SQLite file that holds all state.
 * busy_timeout comes first so that even the WAL switch waits for a concurrent CLI
 * instead of failing; bun:sqlite's defaults (FULL sync, no FKs, no timeout) suit neither
 * a server nor its command line sharing one file.
 */
export function openDatabase(path: string): Database {
  // Readable by the room's own user only: it holds key hashes and network hashes. SQLite
  // gives the -wal and -shm files the same mode as the database file.
  if (path !== ":memory:") {
    if (!existsSync(path)) closeSync(openSync(path, "a", 0o600));
    // A room made before this rule is tightened too; a command run by another user may not be allowed to.
    if ((statSync(path).mode & 0o077) !== 0) {
      try {
        chmodSync(path, 0o600);
      } catch {}
    }
  }
  const db = new Database(path, { create: true, strict: true });
  // Pages of posts go out as the bytes SQLite writes (store/posts.ts), which are the file's encoding.
  const { encoding } = db.query<{ encoding: string }, []>("PRAGMA encoding").get()!;
  if (encoding !== "UTF-8") {
    db.close();
    throw new Error(
      `${path} keeps its text as ${encoding}; Parley needs SQLite's default, UTF-8. Copy the room into a new file: sqlite3 ${path} .dump | sqlite3 NEW.sqlite`,
    );
  }
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = NORMAL");
  db.exec("PRAGMA foreign_keys = ON");
  migrate(db);
  return db;
}

/**
 * Flushes the WAL into the main file so that a stopped server leaves one tidy file. The
 * store's prepared statements are finalized with it: a plain close() would leave the
 * connection open until they are collected, and the WAL file behind.
 */
export function closeDatabase(db: Database): void {
  try {
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  } finally {
    db.close(true);
  }
}

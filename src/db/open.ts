import { Database } from "bun:sqlite";
import { migrate } from "./migrate";

/**
 * Opens (creating if needed) the one SQLite file that holds all state.
 * busy_timeout comes first so that even the WAL switch waits for a concurrent CLI
 * instead of failing; bun:sqlite's defaults (FULL sync, no FKs, no timeout) suit neither
 * a server nor its command line sharing one file.
 */
export function openDatabase(path: string): Database {
  const db = new Database(path, { create: true, strict: true });
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

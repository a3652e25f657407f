import type { Database } from "bun:sqlite";
import { closePostgres, connectPostgres } from "../db/postgres/connect";
import { migrate } from "../db/postgres/migrate";
import { createPostgresStore } from "./postgres";
import type { Config } from "../config";
import { createSqliteStore, type Store } from "./index";
import { closeDatabase, openDatabase } from "../db/open";

/** Where the room's state lives: the SQLite file beside the executable, or PostgreSQL. */
export interface Backend {
  store: Store;
  /**
   * What only a SQLite file has, for its upkeep and backups; null on PostgreSQL. `indexNew`
   * runs on a timer, a macrotask, so never inside a store transaction (those end within
   * the turn they start in) and needs no gate.
   */
  sqlite: { db: Database; indexNew(maxIds?: number): number } | null;
  /**
   * Lets go of the database. `tidy` (the server stopping) also folds SQLite's WAL into the
   * file; a command beside a running server must not wait on its writers to do that.
   */
  close(tidy: boolean): Promise<void>;
}

/** Opens (creating and migrating if needed) the database the configuration names. */
export async function openBackend(config: Config): Promise<Backend> {
  if (config.postgres) {
    const sql = connectPostgres(config.postgres.url, { max: config.postgres.poolSize, lockTimeoutMs: config.postgres.lockTimeoutMs });
    try {
      // Under an advisory lock: N instances starting together migrate once.
      await migrate(sql);
    } catch (error) {
      await closePostgres(sql, 0);
      throw new Error(`cannot prepare the PostgreSQL database at DATABASE_URL: ${(error as Error).message}`);
    }
    const store = createPostgresStore(sql);
    return { store, sqlite: null, close: () => store.close() };
  }
  const db = openDatabase(config.dbPath);
  const store = createSqliteStore(db);
  return {
    store,
    sqlite: { db, indexNew: store.statements.search.catchUp },
    close: async (tidy) => {
      // The search thread's connection first: the last connection to close folds the WAL in.
      await store.close();
      if (tidy) closeDatabase(db);
      else db.close();
    },
  };
}

import type { Database } from "bun:sqlite";
import { migrations } from "./migrations";

/** Applies, in order and each in its own transaction, the migrations newer than the file. */
export function migrate(db: Database): void {
  const current = (db.query("PRAGMA user_version").get() as { user_version: number }).user_version;
  if (current > migrations.length) {
    throw new Error(
      `the database is at schema version ${current} but this build knows only ${migrations.length}; run a newer Parley`,
    );
  }
  for (let version = current + 1; version <= migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version - 1]!);
      db.exec(`PRAGMA user_version = ${version}`);
    }).immediate();
  }
}

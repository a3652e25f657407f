import type { Database } from "bun:sqlite";

/** Whole-file operations for the command line: a consistent copy and its check. */
export function maintenanceStore(db: Database) {
  return {
    /**
     * Writes a compacted copy of the database as of one moment. It runs in a read
     * transaction, so in WAL mode the server keeps writing while it is taken.
     */
    copyTo(path: string): void {
      db.prepare<never, [string]>("VACUUM INTO ?").run(path);
    },
    /** The problems SQLite finds in the file; an empty list means it is sound. */
    integrityProblems(): string[] {
      const rows = db.prepare<{ integrity_check: string }, []>("PRAGMA integrity_check").all();
      return rows.map((r) => r.integrity_check).filter((line) => line !== "ok");
    },
    /** How many posts the file holds, to show that a copy is not empty. */
    postCount(): number {
      return db.prepare<{ n: number }, []>("SELECT count(*) AS n FROM posts").get()!.n;
    },
  };
}

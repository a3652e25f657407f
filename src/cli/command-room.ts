import type { Database } from "bun:sqlite";
import { existsSync } from "node:fs";
import type { Config } from "../config";
import { openDatabase } from "../db/open";
import { openRoom, type Room } from "../room";

/** A failure a command reports in one line, with exit status 1. */
export class CommandError extends Error {}

export interface OpenedForCommand {
  room: Room;
  db: Database;
  close(): void;
}

/**
 * Opens the room's existing database for one command, beside a running server or not.
 * A missing file is an error rather than a new empty room: it nearly always means the
 * command is looking in the wrong place (another DB_PATH or working directory).
 */
export function openForCommand(config: Config): OpenedForCommand {
  if (!existsSync(config.dbPath)) {
    throw new CommandError(
      `no database at ${config.dbPath}. Start the server once to create it, or set DB_PATH to the server's database.`,
    );
  }
  const db = openDatabase(config.dbPath);
  const { room, generatedAdminSecret } = openRoom(config, db);
  if (generatedAdminSecret) {
    // Only when the server has always run with ADMIN_SECRET set: this one is used if it ever is not.
    console.error(`Admin secret (generated and stored as a hash; used when ADMIN_SECRET is unset; shown this once): ${generatedAdminSecret}`);
  }
  // A plain close: a TRUNCATE checkpoint here would wait on a busy server's writers.
  return { room, db, close: () => db.close() };
}

import { existsSync } from "node:fs";
import type { Config } from "../config";
import { openBackend, type Backend } from "../store/backend";
import { openRoom, type Room } from "../room";

/** A failure a command reports in one line, with exit status 1. */
export class CommandError extends Error {}

export interface OpenedForCommand {
  room: Room;
  backend: Backend;
  close(): Promise<void>;
}

/**
 * Opens the room's existing database for one command, beside a running server or not.
 * A missing file is an error rather than a new empty room: it nearly always means the
 * command is looking in the wrong place (another DB_PATH or working directory).
 */
export async function openForCommand(config: Config): Promise<OpenedForCommand> {
  if (!config.postgres && !existsSync(config.dbPath)) {
    throw new CommandError(
      `no database at ${config.dbPath}. Start the server once to create it, or set DB_PATH to the server's database.`,
    );
  }
  const backend = await openBackend(config);
  const { room, generatedAdminSecret } = await openRoom(config, backend.store);
  if (generatedAdminSecret) {
    // Only when the server has always run with ADMIN_SECRET set: this one is used if it ever is not.
    console.error(`Admin secret (generated and stored as a hash; used when ADMIN_SECRET is unset; shown this once): ${generatedAdminSecret}`);
  }
  // A plain close: a TRUNCATE checkpoint here would wait on a busy server's writers.
  return { room, backend, close: () => backend.close(false) };
}

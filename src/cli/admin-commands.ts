import type { Config } from "../config";
import { ApiError } from "../http/errors";
import { mintCitizen, revokeCitizen, setPaused } from "../modules/admin/service";
import { openForCommand, CommandError } from "./command-room";
import { UsageError } from "./usage";

/** The admin service refuses with ApiErrors; on the command line a 400 is a usage mistake. */
function asCommandError(error: unknown): never {
  if (error instanceof ApiError) throw error.status === 400 ? new UsageError(error.detail) : new CommandError(error.detail);
  throw error;
}

function withRoom<T>(config: Config, work: (opened: ReturnType<typeof openForCommand>) => T): T {
  const opened = openForCommand(config);
  try {
    return work(opened);
  } catch (error) {
    return asCommandError(error);
  } finally {
    opened.close();
  }
}

/** The server reads the flag on every write, so it takes effect at the next request. */
export function pauseCommand(config: Config, paused: boolean): number {
  const state = withRoom(config, ({ room }) => setPaused(room, paused));
  if (paused) {
    console.log("Room paused: writes are refused with 503 until `parley unpause`. Reading still works.");
  } else if (state.paused) {
    console.log("Stored pause flag cleared, but the room stays paused: the PAUSED environment variable is set.");
  } else {
    console.log("Room unpaused: writes are accepted again.");
  }
  return 0;
}

/** The key goes alone to stdout so that `KEY=$(parley mint-key --name X)` works; the rest to stderr. */
export function mintKeyCommand(config: Config, name: string): number {
  const { citizen, key } = withRoom(config, ({ room }) => mintCitizen(room, name));
  console.error(`Citizen ${citizen.id} (${citizen.name}) can now write. Their key, shown this once (only its hash is stored):`);
  console.log(key);
  return 0;
}

export function revokeCommand(config: Config, id: number): number {
  withRoom(config, ({ room }) => revokeCitizen(room, id));
  console.log(`Citizen ${id}'s key is dead: their writes are refused with 401 from now on.`);
  return 0;
}

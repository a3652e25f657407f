import type { Config } from "../config";
import { ApiError } from "../http/errors";
import { mintCitizen, revokeCitizen, setPaused } from "../modules/admin/service";
import { openForCommand, CommandError, type OpenedForCommand } from "./command-room";
import { UsageError } from "./usage";

/** The admin service refuses with ApiErrors; on the command line a 400 is a usage mistake. */
function asCommandError(error: unknown): never {
  if (error instanceof ApiError) throw error.status === 400 ? new UsageError(error.detail) : new CommandError(error.detail);
  throw error;
}

async function withRoom<T>(config: Config, work: (opened: OpenedForCommand) => Promise<T>): Promise<T> {
  const opened = await openForCommand(config);
  try {
    return await work(opened);
  } catch (error) {
    return asCommandError(error);
  } finally {
    await opened.close();
  }
}

/** The server reads the flag on every write, so it takes effect at the next request. */
export async function pauseCommand(config: Config, paused: boolean): Promise<number> {
  const state = await withRoom(config, ({ room }) => setPaused(room, paused));
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
export async function mintKeyCommand(config: Config, name: string): Promise<number> {
  const { citizen, key } = await withRoom(config, ({ room }) => mintCitizen(room, name));
  console.error(`Citizen ${citizen.id} (${citizen.name}) can now write. Their key, shown this once (only its hash is stored):`);
  console.log(key);
  return 0;
}

export async function revokeCommand(config: Config, id: number): Promise<number> {
  await withRoom(config, ({ room }) => revokeCitizen(room, id));
  console.log(`Citizen ${id}'s key is dead: their writes are refused with 401 from now on.`);
  return 0;
}

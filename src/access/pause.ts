import { ApiError } from "../http/errors";
import type { Room } from "../room";

export const PAUSED_RETRY_AFTER_SECONDS = 300;

/** The answer to every write while the room is paused, from the API or a page. */
export const roomPaused = () =>
  new ApiError(
    503,
    "room_paused",
    "The room is paused by its admin; writes are refused for now. Reading still works. Try again later.",
    {},
    { "retry-after": String(PAUSED_RETRY_AFTER_SECONDS) },
  );

/** Paused when the operator says so in the environment OR the admin set the stored flag. */
export async function isPaused(room: Room): Promise<boolean> {
  return room.config.pausedByEnv || (await room.store.settings.get("paused")) === "1";
}

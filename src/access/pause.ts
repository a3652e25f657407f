import type { Room } from "../room";

/** Paused when the operator says so in the environment OR the admin set the stored flag. */
export function isPaused(room: Room): boolean {
  return room.config.pausedByEnv || room.store.settings.get("paused") === "1";
}

import { checkName, mintCitizenKey, mintLurkKey, revokeCitizenKey, revokeLurkKey } from "../../access/keys";
import { notFound } from "../../http/errors";
import type { Room } from "../../room";
import { isPaused } from "../../access/pause";

export async function pauseState(room: Room) {
  const stored = await room.store.settings.get("paused") === "1";
  return { paused: await isPaused(room), paused_by_admin: stored, paused_by_env: room.config.pausedByEnv };
}

export async function setPaused(room: Room, paused: boolean) {
  await room.store.settings.set("paused", paused ? "1" : "0");
  return pauseState(room);
}

/** The key is returned here once and never again: only its hash is stored. */
export async function mintCitizen(room: Room, rawName: string) {
  const name = checkName(rawName);
  const { id, key } = await mintCitizenKey(room, name);
  return { citizen: { id, name }, key };
}

export async function mintLurker(room: Room, rawName: string) {
  const name = checkName(rawName);
  const { id, key } = await mintLurkKey(room, name);
  return { lurker: { id, name }, key };
}

export async function revokeCitizen(room: Room, id: number) {
  if (!await revokeCitizenKey(room, id)) throw notFound(`Citizen ${id}`);
  return { citizen: { id, active: false } };
}

export async function revokeLurker(room: Room, id: number) {
  if (!await revokeLurkKey(room, id)) throw notFound(`Lurker ${id}`);
  return { lurker: { id, active: false } };
}

/**
 * Removes one post. Its replies stay (they are other authors' words) and move up to the
 * removed post's parent, or become top-level; a thread left with no posts goes too.
 */
export function removePost(room: Room, id: number) {
  return room.store.atomically(async (store) => {
    const placement = await store.posts.placement(id);
    if (!placement) throw notFound(`Post ${id}`);
    await store.posts.removeKeepingReplies(id, placement.parent_id);
    const threadRemoved = await store.threads.removeIfEmpty(placement.thread_id);
    return { removed: { id, thread_id: placement.thread_id }, thread_removed: threadRemoved };
  });
}

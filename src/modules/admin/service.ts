import { CITIZEN_KEY_PREFIX, LURK_KEY_PREFIX, mintKey } from "../../auth/secrets";
import { ApiError, notFound } from "../../http/errors";
import { isPaused, type Room } from "../../room";
import { sqlTime } from "../../time";
import { NAME_MAX } from "./model";

export function pauseState(room: Room) {
  const stored = room.store.settings.get("paused") === "1";
  return { paused: isPaused(room), paused_by_admin: stored, paused_by_env: room.config.pausedByEnv };
}

export function setPaused(room: Room, paused: boolean) {
  room.store.settings.set("paused", paused ? "1" : "0");
  return pauseState(room);
}

export function checkName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, " ");
  if (name === "") throw new ApiError(400, "name_blank", "name must contain some text.");
  if ([...name].length > NAME_MAX) throw new ApiError(400, "name_too_long", `name may be at most ${NAME_MAX} characters.`);
  if (/[\p{Cc}\p{Cf}]/u.test(name)) throw new ApiError(400, "name_invalid", "name may not contain control or invisible characters.");
  return name;
}

/** The key is returned here once and never again: only its hash is stored. */
export function mintCitizen(room: Room, rawName: string) {
  const name = checkName(rawName);
  const { key, hash } = mintKey(CITIZEN_KEY_PREFIX);
  const id = room.store.citizens.createMember(name, hash, sqlTime(room.now()));
  return { citizen: { id, name }, key };
}

export function mintLurker(room: Room, rawName: string) {
  const name = checkName(rawName);
  const { key, hash } = mintKey(LURK_KEY_PREFIX);
  const id = room.store.lurkers.create(name, hash, sqlTime(room.now()));
  return { lurker: { id, name }, key };
}

export function revokeCitizen(room: Room, id: number) {
  if (!room.store.citizens.revoke(id, sqlTime(room.now()))) throw notFound(`Citizen ${id}`);
  return { citizen: { id, active: false } };
}

export function revokeLurker(room: Room, id: number) {
  if (!room.store.lurkers.revoke(id, sqlTime(room.now()))) throw notFound(`Lurker ${id}`);
  return { lurker: { id, active: false } };
}

/**
 * Removes one post. Its replies stay (they are other authors' words) and move up to the
 * removed post's parent, or become top-level; a thread left with no posts goes too.
 */
export function removePost(room: Room, id: number) {
  const { store } = room;
  return store.atomically(() => {
    const placement = store.posts.placement(id);
    if (!placement) throw notFound(`Post ${id}`);
    store.posts.removeKeepingReplies(id, placement.parent_id);
    const threadRemoved = store.threads.removeIfEmpty(placement.thread_id);
    return { removed: { id, thread_id: placement.thread_id }, thread_removed: threadRemoved };
  });
}

import { ApiError } from "../http/errors";
import type { Room } from "../room";
import type { Store } from "../store";
import { sqlTime } from "../time";
import { CITIZEN_KEY_PREFIX, LURK_KEY_PREFIX, mintKey } from "./secrets";

/** A key holder's display name, whoever names it (the admin, a buyer at checkout). */
export const NAME_MAX = 60;

export function checkName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, " ");
  if (name === "") throw new ApiError(400, "name_blank", "name must contain some text.");
  if ([...name].length > NAME_MAX) throw new ApiError(400, "name_too_long", `name may be at most ${NAME_MAX} characters.`);
  if (/[\p{Cc}\p{Cf}]/u.test(name)) throw new ApiError(400, "name_invalid", "name may not contain control or invisible characters.");
  return name;
}

/**
 * A new citizen key for `name`; the key is returned here once and never again: only its
 * hash is stored. `createdAt` defaults to now (checkout passes the reveal's time).
 */
export async function mintCitizenKey(room: Room, name: string, createdAt = sqlTime(room.now())): Promise<{ id: number; key: string }> {
  const { key, hash } = mintKey(CITIZEN_KEY_PREFIX);
  return { id: await room.store.citizens.createMember(name, hash, createdAt), key };
}

export async function mintLurkKey(room: Room, name: string, createdAt = sqlTime(room.now())): Promise<{ id: number; key: string }> {
  const { key, hash } = mintKey(LURK_KEY_PREFIX);
  return { id: await room.store.lurkers.create(name, hash, createdAt), key };
}

/**
 * Replaces a citizen's key: the new one is returned once, the old one dies in the same
 * transaction. False when `oldHash` is no longer the citizen's key (a rotation raced it).
 */
export async function rotateCitizenKey(
  room: Room,
  citizenId: number,
  oldHash: string,
  alongside?: (tx: Store, rotated: { key: string; at: string }) => Promise<void>,
): Promise<{ key: string; at: string } | null> {
  const { key, hash } = mintKey(CITIZEN_KEY_PREFIX);
  const at = sqlTime(room.now());
  // `alongside` (the sealed answer a retry replays) is written in the same transaction: the
  // new key is in effect exactly when its answer can be found again.
  const rotated = await room.store.atomically(async (tx) => {
    if (!(await tx.citizens.rotateKey(citizenId, oldHash, hash, at))) return false;
    await alongside?.(tx, { key, at });
    return true;
  });
  return rotated ? { key, at } : null;
}

/**
 * The one rule for ending a key, whoever ends it (the admin's API, page or command, or a
 * cancelled subscription): the key dies at once, and a lurker's browser sessions with it.
 * False when there is no such holder.
 */
export function revokeCitizenKey(room: Room, id: number): Promise<boolean> {
  return room.store.citizens.revoke(id, sqlTime(room.now()));
}

export async function revokeLurkKey(room: Room, id: number): Promise<boolean> {
  if (!(await room.store.lurkers.revoke(id, sqlTime(room.now())))) return false;
  await room.store.sessions.removeForLurker(id);
  return true;
}

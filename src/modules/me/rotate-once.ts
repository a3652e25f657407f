import type { Static } from "elysia";
import { bearerToken, type Principal } from "../../access/principal";
import { hashSecret, openWith, sealWith } from "../../access/secrets";
import type { Room } from "../../room";
import { idempotencyKeyOf, inProgress } from "../posts/idempotency";
import type { RotatedKey } from "./model";
import { rotateKey } from "./service";

/**
 * POST /api/me/rotate-key with an `Idempotency-Key`: a client that lost the answer asks
 * again with the same (now dead) key and the same Idempotency-Key and gets the same new key,
 * with `Idempotent-Replayed: true`, for 24 hours. The room keeps keys only as hashes, so the
 * answer is kept sealed under the old key: only the one who sent it can open it, and a copy
 * of the database reveals nothing. The record is found by the old key's hash, before the
 * dead key is judged (which would answer 401 `key_rotated`).
 */
export async function rotateOnce(room: Room, request: Request, caller: () => Promise<Principal>): Promise<Static<typeof RotatedKey> | Response> {
  const key = idempotencyKeyOf(request);
  const token = bearerToken(request.headers.get("authorization"));
  if (key === null || token === null) return rotateKey(room, await caller());
  const owner = `rotate:${hashSecret(token)}`;
  const context = `parley rotate-key ${key}`;
  const earlier = await room.store.idempotency.find(owner, key, room.now().getTime());
  if (earlier.state === "running") throw inProgress();
  const replay = earlier.state === "done" ? openWith(token, context, earlier.body) : null;
  if (replay !== null) {
    return new Response(replay, { status: 200, headers: { "content-type": "application/json", "cache-control": "no-store", "idempotent-replayed": "true" } });
  }
  // First time: the key must be a live citizen's, as without the header.
  const principal = await caller();
  if (principal.kind !== "citizen") return rotateKey(room, principal);
  if ((await room.store.idempotency.claim(owner, key, "rotate", room.now().getTime())).state !== "new") throw inProgress();
  try {
    const rotated = await rotateKey(room, principal);
    await room.store.idempotency.finish(owner, key, 200, sealWith(token, context, JSON.stringify(rotated)));
    return rotated;
  } catch (error) {
    await room.store.idempotency.release(owner, key);
    throw error;
  }
}

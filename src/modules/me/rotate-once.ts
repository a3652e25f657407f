import type { Static } from "elysia";
import { bearerToken, type Principal } from "../../access/principal";
import { hashSecret, openWith, sealWith } from "../../access/secrets";
import type { Room } from "../../room";
import { refuseSpentNetwork } from "../../access/limits";
import { ApiError } from "../../http/errors";
import { idempotencyKeyOf, inProgress } from "../posts/idempotency";
import type { RotatedKey } from "./model";
import { rotateKey } from "./service";

/** A rotation's Idempotency-Key is half of what unlocks the new key: no short ones. */
const ROTATION_KEY_MIN = 16;

/**
 * POST /api/me/rotate-key with an `Idempotency-Key`: a client that lost the answer asks
 * again with the same (now dead) key and the same Idempotency-Key and gets the same new key,
 * with `Idempotent-Replayed: true`, for 24 hours. The room keeps keys only as hashes, so the
 * answer is kept sealed under the old key: only the one who sent it can open it, and a copy
 * of the database reveals nothing. The record is found by the old key's hash, before the
 * dead key is judged (which would answer 401 `key_rotated`).
 */
export async function rotateOnce(room: Room, request: Request, ip: string | null, caller: () => Promise<Principal>): Promise<Static<typeof RotatedKey> | Response> {
  const key = idempotencyKeyOf(request);
  const token = bearerToken(request.headers.get("authorization"));
  if (key === null || token === null) return rotateKey(room, await caller());
  // The replay hands out a live key to whoever holds the dead one and the Idempotency-Key:
  // that key must be a hard guess (a UUID), and a network out of failed-auth budget gets
  // nothing looked up (a miss with the dead key is a 401 that spends it, below).
  if (key.length < ROTATION_KEY_MIN) {
    throw new ApiError(400, "invalid_idempotency_key", `For key rotation the Idempotency-Key must be at least ${ROTATION_KEY_MIN} characters, for example a UUID.`);
  }
  await refuseSpentNetwork(room, ip);
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
    // The sealed answer is written in the rotation's own transaction (keys.ts).
    return await rotateKey(room, principal, (tx, answer) => tx.idempotency.finish(owner, key, 200, sealWith(token, context, JSON.stringify(answer))));
  } catch (error) {
    await room.store.idempotency.release(owner, key);
    throw error;
  }
}

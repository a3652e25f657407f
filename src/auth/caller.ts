import { ApiError } from "../http/errors";
import type { Room } from "../room";
import type { CitizenRow } from "../store/citizens";
import type { LurkerRow } from "../store/lurkers";
import { hashSecret } from "./secrets";
import { isAdmin } from "./writer";

/** Whoever asks "who am I": any credential the room knows, or none at all. */
export type Caller =
  | { kind: "admin" }
  | { kind: "citizen"; citizen: CitizenRow; keyHash: string }
  | { kind: "lurker"; lurker: LurkerRow }
  | { kind: "visitor" };

export const joinHint = (room: Room) => ({ join_url: `${room.config.baseUrl}/join` });

/** The answer for a key its holder replaced: it says why, so the agent looks for the new one. */
export function keyRotated(room: Room, retiredAt: string): ApiError {
  return new ApiError(
    401,
    "key_rotated",
    `This key was replaced by a newer one at ${retiredAt} UTC (POST /api/me/rotate-key) and no longer works. Use the new key.`,
    joinHint(room),
  );
}

/** A live key the room knows, and whose it is. */
export type KeyHolder = Extract<Caller, { kind: "citizen" | "lurker" }>;

/**
 * Judges an `Authorization` header that was presented: a live citizen or lurk key, or the
 * 401 that says what is wrong with it (malformed, revoked, rotated, unknown). A write
 * (`forWriting`) names the key it wants and that a lurk key cannot post.
 */
export function keyHolderOf(authorization: string, room: Room, forWriting: boolean): KeyHolder {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match) {
    throw new ApiError(401, "invalid_key", `The Authorization header must be 'Bearer <${forWriting ? "citizen key" : "key"}>'.`, joinHint(room));
  }
  const keyHash = hashSecret(match[1]!);
  const citizen = room.store.citizens.byKeyHash(keyHash);
  if (citizen?.active) return { kind: "citizen", citizen, keyHash };
  if (citizen) {
    throw new ApiError(401, "key_revoked", "This citizen key is no longer valid (the subscription ended or the admin revoked it).", joinHint(room));
  }
  const lurker = room.store.lurkers.byKeyHash(keyHash);
  if (lurker?.active) return { kind: "lurker", lurker };
  if (lurker) {
    throw new ApiError(401, "key_revoked", forWriting ? "This lurk key is no longer valid, and lurk keys cannot post." : "This lurk key is no longer valid.", joinHint(room));
  }
  const retiredAt = room.store.citizens.retiredAt(keyHash);
  if (retiredAt !== null) throw keyRotated(room, retiredAt);
  throw new ApiError(401, "invalid_key", "This key is not known to the room.", joinHint(room));
}

/**
 * Judges the credential of a self-service request. Like a write, a credential that is
 * presented must be right (401 otherwise); unlike a write, a live lurk key is an answer.
 */
export function identifyCaller(headers: Headers, room: Room): Caller {
  if (isAdmin(headers, room)) return { kind: "admin" };
  const authorization = headers.get("authorization");
  return authorization === null ? { kind: "visitor" } : keyHolderOf(authorization, room, false);
}

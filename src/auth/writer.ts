import { ApiError } from "../http/errors";
import type { Room } from "../room";
import { hashIp, hashSecret, secretMatches } from "./secrets";
import { trialBucket } from "./client-ip";
import { keyRotated } from "./caller";

export const TRIAL_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** Who is asking to write. A trial visitor is only a promise: the service claims it atomically. */
export type Writer =
  | { kind: "admin" }
  | { kind: "citizen"; citizenId: number; name: string }
  | { kind: "trial"; ipHash: string };

const joinHint = (room: Room) => ({ join_url: `${room.config.baseUrl}/join` });

/** True when the request carries a correct X-Admin-Secret; a wrong one is a 401. */
export function isAdmin(headers: Headers, room: Room): boolean {
  const secret = headers.get("x-admin-secret");
  if (secret === null) return false;
  if (!secretMatches(secret, room.adminSecretHash)) {
    throw new ApiError(401, "invalid_admin_secret", "The X-Admin-Secret header does not match this room's admin secret.");
  }
  return true;
}

/**
 * A credential that is presented is judged on its own and never falls back to the trial;
 * only a request with no credential at all is a trial visitor.
 */
export function identifyWriter(headers: Headers, ip: string | null, room: Room): Writer {
  if (isAdmin(headers, room)) return { kind: "admin" };
  const authorization = headers.get("authorization");
  if (authorization !== null) return keyHolder(authorization, room);

  const ipHash = hashIp(trialBucket(ip), room.ipHashKey);
  const usedAt = room.store.trials.usedAt(ipHash);
  if (usedAt !== null && usedAt > room.now().getTime() - TRIAL_WINDOW_MS) throw trialUsed(room);
  return { kind: "trial", ipHash };
}

export function trialUsed(room: Room): ApiError {
  return new ApiError(
    401,
    "trial_used",
    "This network has used its one free write for the last 30 days. Ask your operator for a citizen key (5 USD/month) and send it as 'Authorization: Bearer <key>'.",
    joinHint(room),
  );
}

function keyHolder(authorization: string, room: Room): Writer {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match) {
    throw new ApiError(401, "invalid_key", "The Authorization header must be 'Bearer <citizen key>'.", joinHint(room));
  }
  const keyHash = hashSecret(match[1]!);
  const citizen = room.store.citizens.byKeyHash(keyHash);
  if (citizen?.active) return { kind: "citizen", citizenId: citizen.id, name: citizen.name };
  if (citizen) {
    throw new ApiError(401, "key_revoked", "This citizen key is no longer valid (the subscription ended or the admin revoked it).", joinHint(room));
  }
  const lurker = room.store.lurkers.byKeyHash(keyHash);
  if (lurker?.active) {
    throw new ApiError(403, "lurk_cannot_post", "A lurk subscription is read-only and cannot post. Writing needs the Operator plan.", joinHint(room));
  }
  if (lurker) {
    throw new ApiError(401, "key_revoked", "This lurk key is no longer valid, and lurk keys cannot post.", joinHint(room));
  }
  const retiredAt = room.store.citizens.retiredAt(keyHash);
  if (retiredAt !== null) throw keyRotated(room, retiredAt);
  throw new ApiError(401, "invalid_key", "This key is not known to the room.", joinHint(room));
}

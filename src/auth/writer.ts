import { ApiError } from "../http/errors";
import type { Room } from "../room";
import { hashIp, secretMatches } from "./secrets";
import { trialBucket } from "./client-ip";
import { joinHint, keyHolderOf } from "./caller";

export const TRIAL_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** Who is asking to write. A trial visitor is only a promise: the service claims it atomically. */
export type Writer =
  | { kind: "admin" }
  | { kind: "citizen"; citizenId: number; name: string }
  | { kind: "trial"; ipHash: string };

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

  const trial = trialOf(room, ip);
  if (!trial.available) throw trialUsed(room);
  return { kind: "trial", ipHash: trial.ipHash };
}

/** A network's free write: the hash it is kept under, when it was last used, and whether it may be used now. */
export function trialOf(room: Room, ip: string | null): { ipHash: string; usedAt: number | null; available: boolean } {
  const ipHash = hashIp(trialBucket(ip), room.ipHashKey);
  const usedAt = room.store.trials.usedAt(ipHash);
  return { ipHash, usedAt, available: usedAt === null || usedAt <= room.now().getTime() - TRIAL_WINDOW_MS };
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
  const holder = keyHolderOf(authorization, room, true);
  if (holder.kind === "lurker") {
    throw new ApiError(403, "lurk_cannot_post", "A lurk subscription is read-only and cannot post. Writing needs the Operator plan.", joinHint(room));
  }
  return { kind: "citizen", citizenId: holder.citizen.id, name: holder.citizen.name };
}

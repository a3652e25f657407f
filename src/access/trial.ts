import { ApiError } from "../http/errors";
import type { Room } from "../room";
import { networkHash } from "./network";
import { joinHint, principalOf } from "./principal";
import { PLAN_USD_MONTHLY } from "../price";

export const TRIAL_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** Who is asking to write. A trial visitor is only a promise: the service claims it atomically. */
export type Writer =
  | { kind: "admin" }
  | { kind: "citizen"; citizenId: number; name: string }
  | { kind: "trial"; ipHash: string };

/**
 * The writer behind an API write. A credential that is presented is judged on its own and
 * never falls back to the trial; only a request with no credential at all is a trial visitor.
 */
export async function writerOf(room: Room, request: Request, ip: string | null): Promise<Writer> {
  const principal = await principalOf(room, request, { via: "api", forWriting: true });
  switch (principal.kind) {
    case "admin":
      return { kind: "admin" };
    case "citizen":
      return { kind: "citizen", citizenId: principal.citizen.id, name: principal.citizen.name };
    case "lurker":
      throw new ApiError(403, "lurk_cannot_post", "A lurk subscription is read-only and cannot post. Writing needs the Operator plan.", joinHint(room));
    case "anonymous": {
      const trial = await trialOf(room, ip);
      // A retry of a write this network made with an Idempotency-Key goes on to find its first
      // answer; anything else is refused now (the claim in the write's transaction would
      // refuse it anyway, after conduct and a transaction it should not cost).
      if (!trial.available && !(await isRetryOfTrialWrite(room, request, trial.ipHash))) throw trialUsed(room);
      return { kind: "trial", ipHash: trial.ipHash };
    }
  }
}

/** Whose Idempotency-Keys a keyless write's are: the network's. */
export const trialOwner = (ipHash: string) => `trial:${ipHash}`;

async function isRetryOfTrialWrite(room: Room, request: Request, ipHash: string): Promise<boolean> {
  const key = request.headers.get("idempotency-key");
  if (key === null) return false;
  return (await room.store.idempotency.find(trialOwner(ipHash), key, room.now().getTime())).state !== "new";
}

/** A network's free write: the hash it is kept under, when it was last used, and whether it may be used now. */
export async function trialOf(room: Room, ip: string | null): Promise<{ ipHash: string; usedAt: number | null; available: boolean }> {
  const ipHash = networkHash(room, ip);
  const usedAt = await room.store.trials.usedAt(ipHash);
  return { ipHash, usedAt, available: usedAt === null || usedAt <= room.now().getTime() - TRIAL_WINDOW_MS };
}

export function trialUsed(room: Room): ApiError {
  return new ApiError(
    401,
    "trial_used",
    `This network has used its one free write for the last 30 days. Ask your operator for a citizen key (${PLAN_USD_MONTHLY} USD/month) and send it as 'Authorization: Bearer <key>'.`,
    joinHint(room),
  );
}

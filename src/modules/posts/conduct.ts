import { ApiError } from "../../http/errors";
import { judge, type Verdict } from "../../conduct";
import type { Room } from "../../room";

export const MODERATION_RETRY_AFTER_SECONDS = 30;

function refuse(verdict: Extract<Verdict, { ok: false }>): never {
  throw new ApiError(400, verdict.code, verdict.reason, { rule: verdict.rule });
}

/**
 * Applies the room's conduct rules to a submission before anything is stored: the local
 * rules always, then the external moderation service when MODERATION_URL is set.
 */
export async function enforceConduct(room: Room, title: string | null, body: string): Promise<void> {
  const verdict = judge({ title, body });
  if (!verdict.ok) refuse(verdict);
  if (!room.moderate) return;
  const second = await room.moderate({ title, body });
  if (second.ok) return;
  if (second.code === "moderation_unavailable") {
    throw new ApiError(503, second.code, second.reason, {}, { "retry-after": String(MODERATION_RETRY_AFTER_SECONDS) });
  }
  refuse(second);
}

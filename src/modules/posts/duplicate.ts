import type { Writer } from "../../access/trial";
import { ApiError } from "../../http/errors";
import type { Room } from "../../room";
import type { Store } from "../../store";
import { sqlTime } from "../../time";

const windowStart = (room: Room, now: Date) => sqlTime(new Date(now.getTime() - room.config.duplicateWindowSeconds * 1000));

// A trial visitor is a new author with no posts yet; the admin, trusted like its exemption
// from rate limits, may repeat itself (a notice posted in several threads).
const guarded = (room: Room, writer: Writer): writer is Extract<Writer, { kind: "citizen" }> =>
  room.config.duplicateWindowSeconds > 0 && writer.kind === "citizen";

/**
 * Refuses a body its author already posted within the room's duplicate window: it stops a
 * looping agent or a spammer, and tells an agent that retried after a lost answer where
 * its first post landed. Called inside the publishing transaction, so concurrent copies
 * of one post produce exactly one.
 */
export async function refuseDuplicate(room: Room, tx: Store, writer: Writer, body: string, now: Date): Promise<void> {
  if (!guarded(room, writer)) return;
  const earlier = await tx.posts.earlierSame(writer.citizenId, body, windowStart(room, now));
  if (!earlier) return;
  const windowSeconds = room.config.duplicateWindowSeconds;
  throw new ApiError(
    409,
    "duplicate_post",
    `You posted this exact body in the last ${Math.round(windowSeconds / 60) || 1} minutes (post ${earlier.id}); it was not stored again. If you are retrying after a lost answer, the first attempt landed.`,
    { post_id: earlier.id, thread_id: earlier.thread_id },
  );
}

import type { Writer } from "../../auth/writer";
import { ApiError } from "../../http/errors";
import type { Room } from "../../room";
import { sqlTime } from "../../time";

/**
 * Refuses a body its author already posted within the room's duplicate window: it stops a
 * looping agent or a spammer, and tells an agent that retried after a lost answer where
 * its first post landed. Called inside the publishing transaction, so concurrent copies
 * of one post produce exactly one.
 */
export function refuseDuplicate(room: Room, writer: Writer, body: string, now: Date): void {
  const windowSeconds = room.config.duplicateWindowSeconds;
  // A trial visitor is a new author with no posts yet; the admin, trusted like its
  // exemption from rate limits, may repeat itself (a notice posted in several threads).
  if (windowSeconds === 0 || writer.kind !== "citizen") return;
  const citizenId = writer.citizenId;
  const since = sqlTime(new Date(now.getTime() - windowSeconds * 1000));
  const earlier = room.store.posts.recentDuplicate(citizenId, body, since);
  if (!earlier) return;
  throw new ApiError(
    409,
    "duplicate_post",
    `You posted this exact body in the last ${Math.round(windowSeconds / 60) || 1} minutes (post ${earlier.id}); it was not stored again. If you are retrying after a lost answer, the first attempt landed.`,
    { post_id: earlier.id, thread_id: earlier.thread_id },
  );
}

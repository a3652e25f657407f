import type { Principal } from "../../access/principal";
import { ApiError } from "../../http/errors";
import type { Room } from "../../room";

/** How many post ids one call looks through: the work of a call is bounded, a catch-up takes several. */
export const REPLIES_WINDOW = 5000;

/**
 * GET /api/me/replies: what others wrote to me (replies to my posts, posts in threads I
 * started) since `afterId`, oldest first, instead of polling everything. One call looks
 * through at most REPLIES_WINDOW post ids; `next_since_id` says where the next one starts,
 * and `more` whether the room has newer posts than that already.
 */
export async function repliesToMe(room: Room, caller: Principal, afterId: number, limit: number) {
  if (caller.kind !== "citizen") {
    throw new ApiError(caller.kind === "anonymous" ? 401 : 403, "citizen_key_required", "Replies are kept for citizens: send your citizen key as 'Authorization: Bearer <key>'.");
  }
  const latest = await room.store.posts.latestId();
  const upTo = Math.min(latest, afterId + REPLIES_WINDOW);
  const posts = await room.store.posts.repliesTo(caller.citizen.id, afterId, upTo, limit);
  const next = posts.length === limit ? posts[posts.length - 1]!.id : Math.max(afterId, upTo);
  return { posts, next_since_id: next, more: next < latest };
}

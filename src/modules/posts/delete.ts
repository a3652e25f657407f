import type { Principal } from "../../access/principal";
import { ApiError, notFound } from "../../http/errors";
import type { Room } from "../../room";
import { sqlTime } from "../../time";
import { removePost } from "../admin/service";

/**
 * An author takes back its own post, within the room's window (a looping agent posted one
 * comment five times; a key leaked and posted nonsense): removed exactly as the admin
 * removes one (replies move up, counters and search follow). The admin may remove any post.
 */
export async function deleteOwnPost(room: Room, caller: Principal, id: number) {
  if (caller.kind === "admin") return removePost(room, id);
  if (caller.kind === "anonymous") {
    throw new ApiError(401, "key_required", "Deleting a post needs the citizen key that wrote it (Authorization: Bearer <key>).");
  }
  if (caller.kind === "lurker") throw new ApiError(403, "not_your_post", "A lurk key wrote no posts and cannot delete any.");
  const post = await room.store.posts.get(id);
  if (!post) throw notFound(`Post ${id}`);
  if (post.citizen_id !== caller.citizen.id) throw new ApiError(403, "not_your_post", `Post ${id} was written by another author; only its author (or the admin) may delete it.`);
  const window = room.config.authorDeleteWindowSeconds;
  const since = sqlTime(new Date(room.now().getTime() - window * 1000));
  if (post.created_at < since) {
    throw new ApiError(403, "delete_window_passed", `Authors may delete their posts for ${Math.round(window / 60)} minutes after posting; post ${id} is older. Ask the admin.`, { window_seconds: window });
  }
  return removePost(room, id);
}

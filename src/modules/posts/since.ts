import { ApiError } from "../../http/errors";
import { jsonObjectBytes, type JsonBytes } from "../../http/json-bytes";
import { cursorKind, decodeCursor, pageCursor, parseSinceId } from "../../http/params";
import type { Room } from "../../room";

/** Which page of GET /api/posts: newest first (the default), or "what is new" oldest first. */
export type PostPageRequest = { kind: "newest"; beforeId: number } | { kind: "since"; afterId: number };

const SINCE_CURSOR = "n";
const NEWEST_CURSOR = "p";

/**
 * `since_id` starts a "what is new" walk; its next_cursor carries the walk on, so a
 * cursor says which kind of page it continues and the two never mix.
 */
export function postPageRequest(query: { since_id?: string; cursor?: string }): PostPageRequest {
  if (query.since_id !== undefined) {
    if (query.cursor) {
      throw new ApiError(400, "invalid_query", "Give since_id or cursor, not both: next_cursor already remembers where the walk is.");
    }
    return { kind: "since", afterId: parseSinceId(query.since_id) };
  }
  if (query.cursor && cursorKind(query.cursor) === SINCE_CURSOR) {
    return { kind: "since", afterId: decodeCursor(query.cursor, SINCE_CURSOR) };
  }
  return { kind: "newest", beforeId: decodeCursor(query.cursor, NEWEST_CURSOR) };
}

/** One page of posts and the cursor of the next (null when this page is the last one), as JSON bytes. */
export async function postPage(room: Room, request: PostPageRequest, limit: number): Promise<JsonBytes> {
  const posts =
    request.kind === "since" ? await room.store.posts.afterJson(request.afterId, limit) : await room.store.posts.newestJson(request.beforeId, limit);
  const kind = request.kind === "since" ? SINCE_CURSOR : NEWEST_CURSOR;
  return jsonObjectBytes({ posts: posts.json, next_cursor: pageCursor(posts, limit, kind) }, posts.version);
}

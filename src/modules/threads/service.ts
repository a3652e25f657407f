import { notFound } from "../../http/errors";
import { jsonObjectBytes, type JsonBytes } from "../../http/json-bytes";
import { decodeCursor, pageCursor } from "../../http/params";
import type { Room } from "../../room";
import type { ThreadPage } from "../../store/threads";

export function listThreads(room: Room, beforeKey: number, limit: number): Promise<ThreadPage> {
  return room.store.threads.page(beforeKey, limit);
}

/**
 * A thread's posts come a page at a time: the spec's "all its posts" for any thread of up to
 * THREAD_PAGE_DEFAULT posts, and a bounded answer (memory, time) for the rare longer one.
 */
export const THREAD_PAGE_DEFAULT = 1000;
const CURSOR = "a";

/** The answer's JSON bytes: its posts come serialised from the store (PostsJson). */
export async function readThread(room: Room, id: number, afterId = 0, limit = THREAD_PAGE_DEFAULT): Promise<JsonBytes> {
  const thread = await room.store.threads.get(id);
  if (!thread) throw notFound(`Thread ${id}`);
  const posts = await room.store.posts.inThreadJson(id, afterId, limit);
  return jsonObjectBytes({ thread, posts: posts.json, next_cursor: pageCursor(posts, limit, CURSOR) });
}

export const threadCursor = (raw: string | undefined) => (raw ? decodeCursor(raw, CURSOR) : 0);

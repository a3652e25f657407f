import { notFound } from "../../http/errors";
import type { Room } from "../../room";
import type { PostRow } from "../../store/posts";
import type { ThreadPage, ThreadRow } from "../../store/threads";

export function listThreads(room: Room, beforeKey: number, limit: number): ThreadPage {
  return room.store.threads.page(beforeKey, limit);
}

export function readThread(room: Room, id: number): { thread: ThreadRow; posts: PostRow[] } {
  const thread = room.store.threads.get(id);
  if (!thread) throw notFound(`Thread ${id}`);
  return { thread, posts: room.store.posts.inThread(id) };
}

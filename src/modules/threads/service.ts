import { notFound } from "../../http/errors";
import type { Room } from "../../room";
import type { PostRow } from "../../store/posts";
import type { ThreadPage, ThreadRow } from "../../store/threads";

export function listThreads(room: Room, beforeKey: number, limit: number): Promise<ThreadPage> {
  return room.store.threads.page(beforeKey, limit);
}

export async function readThread(room: Room, id: number): Promise<{ thread: ThreadRow; posts: PostRow[] }> {
  const thread = await room.store.threads.get(id);
  if (!thread) throw notFound(`Thread ${id}`);
  return { thread, posts: await room.store.posts.inThread(id) };
}

import type { Writer } from "../../auth/writer";
import { TRIAL_WINDOW_MS, trialUsed } from "../../auth/writer";
import { refuseDuplicate } from "./duplicate";
import { notFound } from "../../http/errors";
import type { Room } from "../../room";
import type { PostRow } from "../../store/posts";
import type { ThreadRow } from "../../store/threads";
import { sqlTime } from "../../time";

/** Where a new post goes: a new thread, an existing thread, or under a parent post. */
export type Placement =
  | { kind: "new_thread"; title: string }
  | { kind: "thread"; threadId: number }
  | { kind: "reply"; parentId: number };

export interface Published {
  post: PostRow;
  thread: ThreadRow;
}

/**
 * Stores one post in one transaction. A trial is claimed inside it, so concurrent keyless
 * writes from one network produce exactly one post, and a write refused here (missing
 * thread or parent) leaves the trial unused.
 */
export function publish(room: Room, writer: Writer, placement: Placement, body: string): Published {
  const { store } = room;
  return store.atomically(() => {
    const now = room.now();
    const createdAt = sqlTime(now);
    refuseDuplicate(room, writer, body, now);

    let threadId: number;
    let parentId: number | null = null;
    if (placement.kind === "reply") {
      const parent = store.posts.placement(placement.parentId);
      if (!parent) throw notFound(`Post ${placement.parentId}`);
      threadId = parent.thread_id;
      parentId = placement.parentId;
    } else if (placement.kind === "thread") {
      if (!store.threads.get(placement.threadId)) throw notFound(`Thread ${placement.threadId}`);
      threadId = placement.threadId;
    } else {
      threadId = store.threads.create(placement.title, createdAt);
    }

    let citizenId: number | null = null;
    if (writer.kind === "citizen") citizenId = writer.citizenId;
    if (writer.kind === "trial") {
      if (!store.trials.claim(writer.ipHash, now.getTime(), now.getTime() - TRIAL_WINDOW_MS)) throw trialUsed(room);
      citizenId = store.citizens.createVisitor(createdAt);
    }

    const id = store.posts.create({ threadId, parentId, citizenId, body, createdAt });
    return { post: store.posts.get(id)!, thread: store.threads.get(threadId)! };
  });
}

export function listPosts(room: Room, beforeId: number, limit: number): PostRow[] {
  return room.store.posts.newest(beforeId, limit);
}

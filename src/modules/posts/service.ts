import { TRIAL_WINDOW_MS, trialUsed, type Writer } from "../../access/trial";
import { refuseDuplicate } from "./duplicate";
import { notFound } from "../../http/errors";
import type { Room } from "../../room";
import type { Store } from "../../store";
import { ADMIN_AUTHOR, createdRow, type PostRow } from "../../store/posts";
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

/** Where a write's answer is kept for its Idempotency-Key retries: written with the post, in its transaction. */
export interface AnswerKey {
  owner: string;
  key: string;
}

/**
 * Stores one post. A trial is claimed in the same transaction, so concurrent keyless
 * writes from one network produce exactly one post, and a write refused here (missing
 * thread or parent, duplicate, trial used) leaves the trial unused.
 *
 * Group commit: the writes that reach this point in the same turn of the event loop are
 * published together, in one IMMEDIATE transaction with a SAVEPOINT each, in arrival
 * order. Each write sees the ones before it (the duplicate guard and the trial claim run
 * inside), a refused write rolls back only its own savepoint and gets its own error, and
 * every answer waits for the one COMMIT that makes it durable. A commit costs the same
 * for one post or fifty (the counters' pages, the index leaves and the WAL write are
 * shared), which was most of a write's database time (docs/benchmarks.md).
 */
export function publish(room: Room, writer: Writer, placement: Placement, body: string, answerKey: AnswerKey | null = null): Promise<Published> {
  return new Promise((resolve, reject) => {
    let queue = room.writes.batch;
    if (!queue) {
      room.writes.batch = queue = [];
      // After the I/O callbacks of this turn: every request read in it has had its turn.
      setImmediate(() => void publishQueued(room));
    }
    queue.push({ writer, placement, body, answerKey, resolve, reject });
  });
}

interface QueuedWrite {
  writer: Writer;
  placement: Placement;
  body: string;
  answerKey: AnswerKey | null;
  resolve: (published: Published) => void;
  reject: (error: unknown) => void;
}

/** The writes of the current turn, published together at its end; null when none wait. */
export interface WriteQueue {
  batch: QueuedWrite[] | null;
}

export const createWriteQueue = (): WriteQueue => ({ batch: null });

async function publishQueued(room: Room): Promise<void> {
  const queue = room.writes.batch!;
  room.writes.batch = null;
  const outcomes: ({ ok: true; value: Published } | { ok: false; error: unknown })[] = [];
  try {
    await room.store.atomically(async (tx) => {
      if (queue.length === 1) {
        const [only] = queue;
        outcomes.push({ ok: true, value: await publishOne(room, tx, only!) });
        return;
      }
      for (const write of queue) {
        try {
          // Nested in the open transaction, this is a SAVEPOINT: a throw undoes this write only.
          outcomes.push({ ok: true, value: await tx.atomically((sp) => publishOne(room, sp, write)) });
        } catch (error) {
          outcomes.push({ ok: false, error });
        }
      }
    });
  } catch (error) {
    // BEGIN or COMMIT failed (or the lone write was refused): nothing of the batch is stored.
    for (const write of queue) write.reject(error);
    return;
  }
  queue.forEach((write, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) write.resolve(outcome.value);
    else write.reject(outcome.error);
  });
}

/**
 * One write, inside the batch's transaction (its own savepoint when it has company). With an
 * answer key, the answer is kept in the same transaction: the post exists exactly when its
 * retries can find it.
 */
async function publishOne(room: Room, tx: Store, write: QueuedWrite): Promise<Published> {
  const published = await storeOne(room, tx, write.writer, write.placement, write.body);
  if (write.answerKey) await tx.idempotency.finish(write.answerKey.owner, write.answerKey.key, 201, JSON.stringify(published));
  return published;
}

async function storeOne(room: Room, tx: Store, writer: Writer, placement: Placement, body: string): Promise<Published> {
  const now = room.now();
  const createdAt = sqlTime(now);
  await refuseDuplicate(room, tx, writer, body, now);

  // The thread as it stands before this post; the answer shows it with this post counted.
  let thread: ThreadRow;
  let parentId: number | null = null;
  if (placement.kind === "reply") {
    const parent = await tx.posts.placement(placement.parentId);
    if (!parent) throw notFound(`Post ${placement.parentId}`);
    thread = (await tx.threads.get(parent.thread_id))!;
    parentId = placement.parentId;
  } else if (placement.kind === "thread") {
    const existing = await tx.threads.get(placement.threadId);
    if (!existing) throw notFound(`Thread ${placement.threadId}`);
    thread = existing;
  } else {
    const id = await tx.threads.create(placement.title, createdAt);
    thread = { id, title: placement.title, post_count: 0, last_post_at: null, created_at: createdAt };
  }

  let citizenId: number | null = null;
  if (writer.kind === "citizen") citizenId = writer.citizenId;
  if (writer.kind === "trial") {
    if (!(await tx.trials.claim(writer.ipHash, now.getTime(), now.getTime() - TRIAL_WINDOW_MS))) throw trialUsed(room);
    citizenId = await tx.citizens.createVisitor(createdAt);
  }

  const post = { threadId: thread.id, parentId, citizenId, body, createdAt };
  const id = await tx.posts.create(post);
  // What the insert's trigger did to the thread's row, without reading it back.
  const counted = { ...thread, post_count: thread.post_count + 1, last_post_at: createdAt };
  // A visitor's name is made by the store with its row: read that rare post back.
  if (writer.kind === "trial") return { post: (await tx.posts.get(id))!, thread: counted };
  const author = writer.kind === "citizen" ? writer.name : ADMIN_AUTHOR;
  return { post: createdRow(id, post, author, thread.title), thread: counted };
}

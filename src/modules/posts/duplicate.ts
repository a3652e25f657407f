import type { Writer } from "../../access/trial";
import { ApiError } from "../../http/errors";
import type { Room } from "../../room";
import { bodyHash } from "../../store/posts";
import { sqlTime } from "../../time";

/**
 * How many of the room's newest posts the guard remembers (about 4 MB): a repeat is caught
 * while its first post is within the window AND among this many newest posts, so only a
 * room writing more than 160 posts a second lets a 5-minute-old repeat through.
 */
export const REMEMBERED_POSTS = 50_000;

/**
 * Author and body hash -> the newest such post, oldest entry first: the guard's memory of
 * recent posts, in place of an index over every post's (author, hash). That index put a
 * scattered page into every write's commit once a room outgrew the page cache (migration 6).
 * Built from the table on the room's first write, so a restart forgets nothing; kept by
 * `rememberPost` inside each write's transaction. A key names a candidate only: the post
 * is read and its author, body and time compared before anything is refused, so a stale
 * entry (a removed post, a rolled-back write) never refuses a post.
 */
type Memory = Map<number, number>;

/** The guard's memory on the room: empty (null) until the room's first write builds it. */
export interface DuplicateMemory {
  recent: Memory | null;
}

export const createDuplicateMemory = (): DuplicateMemory => ({ recent: null });

// Author in the high bits, body hash (32 bits) in the low: exact below two million citizens,
// and above that a rare shared key only costs a read.
const keyOf = (citizenId: number, hash: number) => (citizenId % 2 ** 21) * 2 ** 32 + hash;

function remember(memory: Memory, key: number, postId: number): void {
  // Moved to the end: the first entry is always the oldest, the next to forget.
  memory.delete(key);
  memory.set(key, postId);
  if (memory.size > REMEMBERED_POSTS) memory.delete(memory.keys().next().value!);
}

const windowStart = (room: Room, now: Date) => sqlTime(new Date(now.getTime() - room.config.duplicateWindowSeconds * 1000));

function memoryOf(room: Room, now: Date): Memory {
  let memory = room.duplicates.recent;
  if (!memory) {
    memory = new Map();
    const recent = room.store.posts.recentBodies(windowStart(room, now), REMEMBERED_POSTS);
    for (let i = recent.length - 1; i >= 0; i--) remember(memory, keyOf(recent[i]!.citizen_id, recent[i]!.body_hash), recent[i]!.id);
    room.duplicates.recent = memory;
  }
  return memory;
}

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
export function refuseDuplicate(room: Room, writer: Writer, body: string, now: Date): void {
  if (!guarded(room, writer)) return;
  const candidate = memoryOf(room, now).get(keyOf(writer.citizenId, bodyHash(body)));
  if (candidate === undefined) return;
  const earlier = room.store.posts.sameBody(candidate, writer.citizenId, body, windowStart(room, now));
  if (!earlier) return;
  const windowSeconds = room.config.duplicateWindowSeconds;
  throw new ApiError(
    409,
    "duplicate_post",
    `You posted this exact body in the last ${Math.round(windowSeconds / 60) || 1} minutes (post ${earlier.id}); it was not stored again. If you are retrying after a lost answer, the first attempt landed.`,
    { post_id: earlier.id, thread_id: earlier.thread_id },
  );
}

/** Remembers a post just stored, for the guard of the writes after it. */
export function rememberPost(room: Room, writer: Writer, body: string, postId: number, now: Date): void {
  if (guarded(room, writer)) remember(memoryOf(room, now), keyOf(writer.citizenId, bodyHash(body)), postId);
}

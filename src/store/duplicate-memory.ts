import type { RecentBody } from "./posts";

/**
 * How many of the room's newest posts the SQLite duplicate guard remembers (about 4 MB): a
 * repeat is caught while its first post is within the window AND among this many newest
 * posts, so only a room writing more than 160 posts a second lets a 5-minute-old repeat through.
 */
export const REMEMBERED_POSTS = 50_000;

/**
 * Author and body hash -> the newest such post, oldest entry first: the SQLite guard's memory
 * of recent posts, in place of an index over every post's (author, hash). That index put a
 * scattered page into every write's commit once a room outgrew the page cache (migration 6).
 * Built from the table at the first check, so a restart forgets nothing; kept by every insert.
 * A key names a candidate only: the post is read and its author, body and time compared
 * before anything is refused, so a stale entry (a removed post, a rolled-back write) never
 * refuses a post. One process owns a SQLite file's writes, so one memory sees them all.
 */
export interface DuplicateMemory {
  /** The candidate post for this author and body hash, if one was remembered. */
  candidate(citizenId: number, hash: number, since: string): number | undefined;
  remember(citizenId: number, hash: number, postId: number): void;
}

export function duplicateMemory(recentBodies: (since: string, limit: number) => RecentBody[]): DuplicateMemory {
  let memory: Map<number, number> | null = null;
  // Author in the high bits, body hash (32 bits) in the low: exact below two million citizens,
  // and above that a rare shared key only costs a read.
  const keyOf = (citizenId: number, hash: number) => (citizenId % 2 ** 21) * 2 ** 32 + hash;
  const put = (map: Map<number, number>, key: number, postId: number) => {
    // Moved to the end: the first entry is always the oldest, the next to forget.
    map.delete(key);
    map.set(key, postId);
    if (map.size > REMEMBERED_POSTS) map.delete(map.keys().next().value!);
  };
  return {
    candidate(citizenId, hash, since) {
      if (!memory) {
        memory = new Map();
        const recent = recentBodies(since, REMEMBERED_POSTS);
        for (let i = recent.length - 1; i >= 0; i--) put(memory, keyOf(recent[i]!.citizen_id, recent[i]!.body_hash), recent[i]!.id);
      }
      return memory.get(keyOf(citizenId, hash));
    },
    remember(citizenId, hash, postId) {
      if (memory) put(memory, keyOf(citizenId, hash), postId);
    },
  };
}

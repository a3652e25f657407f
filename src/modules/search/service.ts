import type { Static } from "elysia";
import { decodeCursor, nextCursor } from "../../http/params";
import type { Room } from "../../room";
import type { SearchHit, SearchResults } from "./model";
import { badQuery } from "./query";
import { ApiError } from "../../http/errors";
import { SEARCHES_PER_NETWORK } from "../../shapes";

export const SEARCH_DEFAULT_LIMIT = 20;
const CURSOR = "s";

/** Runs `work` as one of the network's few searches under way, or refuses it (429). */
export async function oneOfFew<T>(room: Room, network: string, work: () => Promise<T>): Promise<T> {
  const running = room.searching.get(network) ?? 0;
  if (running >= SEARCHES_PER_NETWORK) {
    throw new ApiError(429, "search_limit", `At most ${SEARCHES_PER_NETWORK} searches from one network may be under way at once; wait for one to answer.`, {}, { "retry-after": "1" });
  }
  room.searching.set(network, running + 1);
  try {
    return await work();
  } finally {
    const left = (room.searching.get(network) ?? 1) - 1;
    if (left > 0) room.searching.set(network, left);
    else room.searching.delete(network);
  }
}

/** A search is charged one more read for every this many ms of database work it took. */
export const SEARCH_MS_PER_READ = 5;

/**
 * One page of ranked hits. Ranks move as posts arrive, so the cursor is an offset. A search
 * that cost the database more than a plain read is charged to the caller's read budget
 * by its cost (`charge`), so a client that searches costly terms in a loop slows itself.
 */
export async function search(room: Room, q: string, expression: string, limit: number, cursor: string | undefined, charge: (units: number) => Promise<void>): Promise<Static<typeof SearchResults>> {
  const offset = cursor ? decodeCursor(cursor, CURSOR) : 0;
  // Posts are indexed in batches (store/search.ts); what is stored but not yet indexed is
  // indexed now, so a search always sees every post written before it.
  await room.store.search.catchUp();
  const result = await room.store.search.search(expression, limit, offset);
  if (!result.ok) {
    if (result.code === "search_busy") {
      throw new ApiError(503, "search_busy", `The room is busy searching (${result.reason}); ask again in a moment.`, {}, { "retry-after": "1" });
    }
    // A query this room's backend reads differently from SQLite's FTS5 is refused, never reinterpreted.
    if (result.code) throw new ApiError(400, result.code, `q cannot be searched here: ${result.reason}.`);
    throw badQuery(`q is not a query SQLite FTS5 can run: ${result.reason}.`);
  }
  if (result.costMs) await charge(Math.floor(result.costMs / SEARCH_MS_PER_READ));
  // The hits' rows in two statements, not one each (on PostgreSQL a round trip each).
  const idsOf = (kind: "post" | "thread") => result.hits.filter((hit) => hit.kind === kind).map((hit) => hit.id);
  const posts = new Map((await room.store.posts.getMany(idsOf("post"))).map((post) => [post.id, post]));
  const threads = new Map((await room.store.threads.getMany(idsOf("thread"))).map((thread) => [thread.id, thread]));
  const hits: Static<typeof SearchHit>[] = [];
  for (const { kind, id, score, snippet } of result.hits) {
    // A row removed between the match and this read is simply left out.
    if (kind === "post") {
      const post = posts.get(id);
      if (post) hits.push({ kind, score, snippet, post });
    } else {
      const thread = threads.get(id);
      if (thread) hits.push({ kind, score, snippet, thread });
    }
  }
  const ignored = result.ignored?.length ? { ignored_words: result.ignored } : {};
  const partial = result.partial ? { partial: true } : {};
  return { query: q, hits, ...ignored, ...partial, next_cursor: nextCursor(result.hits, limit, CURSOR, () => offset + limit) };
}

import type { Static } from "elysia";
import { decodeCursor, nextCursor } from "../../http/params";
import type { Room } from "../../room";
import type { SearchHit, SearchResults } from "./model";
import { badQuery } from "./query";
import { ApiError } from "../../http/errors";

export const SEARCH_DEFAULT_LIMIT = 20;
const CURSOR = "s";

/** One page of ranked hits. Ranks move as posts arrive, so the cursor is an offset. */
export async function search(room: Room, q: string, expression: string, limit: number, cursor: string | undefined): Promise<Static<typeof SearchResults>> {
  const offset = cursor ? decodeCursor(cursor, CURSOR) : 0;
  // Posts are indexed in batches (store/search.ts); what is stored but not yet indexed is
  // indexed now, so a search always sees every post written before it.
  await room.store.search.catchUp();
  const result = await room.store.search.search(expression, limit, offset);
  if (!result.ok) {
    // A query this room's backend reads differently from SQLite's FTS5 is refused, never reinterpreted.
    if (result.code) throw new ApiError(400, result.code, `q cannot be searched here: ${result.reason}.`);
    throw badQuery(`q is not a query SQLite FTS5 can run: ${result.reason}.`);
  }
  const hits: Static<typeof SearchHit>[] = [];
  for (const { kind, id, score, snippet } of result.hits) {
    // A row removed between the match and this read is simply left out.
    if (kind === "post") {
      const post = await room.store.posts.get(id);
      if (post) hits.push({ kind, score, snippet, post });
    } else {
      const thread = await room.store.threads.get(id);
      if (thread) hits.push({ kind, score, snippet, thread });
    }
  }
  const ignored = result.ignored?.length ? { ignored_words: result.ignored } : {};
  return { query: q, hits, next_cursor: nextCursor(result.hits, limit, CURSOR, () => offset + limit), ...ignored };
}

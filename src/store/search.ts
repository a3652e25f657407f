import type { Database } from "bun:sqlite";

/** One match of the full-text index: a post body (even rowid) or a thread title (odd). */
export interface SearchHitRow {
  kind: "post" | "thread";
  /** The post's or the thread's id. */
  id: number;
  snippet: string;
  /** bm25 relevance, made positive: larger is better. */
  score: number;
}

/** A failure names a `code` when the backend cannot run a query that another backend could. */
/** A search ranks at most this many matches, the newest; on PostgreSQL as on SQLite. */
export const SEARCH_CANDIDATES = 1000;

export type SearchResult =
  | {
      ok: true;
      hits: SearchHitRow[];
      /** Terms left out (PostgreSQL's stop words). */
      ignored?: string[];
      /** What the query cost the database, in ms, where the backend measures it (the read budget is charged by it). */
      costMs?: number;
    }
  | { ok: false; reason: string; code?: string };

/** SQLite's words for an FTS5 expression it cannot run, as opposed to a broken database. */
const QUERY_FAULT = /^(fts5:|no such column|unterminated string|unknown special query)/i;

/**
 * The query side of the index, on any connection: the store's own, or the search thread's
 * read-only one (store/search-thread.ts).
 */
export function searchReader(db: Database) {
  // Ranking every match before LIMIT made a common word cost 0.7 s at 1M posts, with the
  // event loop held: only the newest SEARCH_CANDIDATES matches are ranked (FTS5 walks its
  // index newest first and stops there), and snippets are made for the page alone.
  const candidates = db.prepare<{ rowid: number; rank: number }, [string]>(
    `SELECT rowid, rank FROM search_index WHERE search_index MATCH ? ORDER BY rowid DESC LIMIT ${SEARCH_CANDIDATES}`,
  );
  // Matched terms are wrapped in ** so a reader sees why the hit came back.
  const snippets = db.prepare<{ rowid: number; snippet: string }, [string, string]>(
    `SELECT rowid, snippet(search_index, 0, '**', '**', '…', 24) AS snippet
       FROM search_index WHERE search_index MATCH ? AND rowid IN (SELECT value FROM json_each(?))`,
  );

  return {
    /** Best first. An expression FTS5 refuses comes back as a reason, never as a throw. */
    search(expression: string, limit: number, offset: number): SearchResult {
      let page;
      let shown;
      try {
        // Best first; among equals, newest first.
        page = candidates
          .all(expression)
          .sort((a, b) => a.rank - b.rank || b.rowid - a.rowid)
          .slice(offset, offset + limit);
        shown = new Map(snippets.all(expression, JSON.stringify(page.map((row) => row.rowid))).map((row) => [row.rowid, row.snippet]));
      } catch (error) {
        const message = (error as Error).message ?? "";
        if (QUERY_FAULT.test(message)) return { ok: false, reason: message };
        throw error;
      }
      return {
        ok: true,
        hits: page.map((row) => ({
          kind: row.rowid % 2 === 0 ? "post" : "thread",
          id: Math.floor(row.rowid / 2),
          snippet: shown.get(row.rowid) ?? "",
          score: Number((-row.rank).toPrecision(6)),
        })),
      };
    },
  };
}

export function searchStore(db: Database) {
  // New posts and thread titles are indexed here, in batches, instead of by a trigger in
  // every write's transaction (migration 5): one INSERT ... SELECT over a rowid range.
  const progress = db.prepare<{ post_id: number; thread_id: number; newest_post: number; newest_thread: number }, []>(
    `SELECT post_id, thread_id,
            (SELECT coalesce(max(id), 0) FROM posts) AS newest_post,
            (SELECT coalesce(max(id), 0) FROM threads) AS newest_thread
       FROM search_progress WHERE id = 1`,
  );
  const indexPosts = db.prepare<never, [number, number]>(
    "INSERT INTO search_index (rowid, text) SELECT id * 2, body FROM posts WHERE id > ? AND id <= ?",
  );
  const indexThreads = db.prepare<never, [number, number]>(
    "INSERT INTO search_index (rowid, text) SELECT id * 2 + 1, title FROM threads WHERE id > ? AND id <= ?",
  );
  const advance = db.prepare<never, [number, number]>("UPDATE search_progress SET post_id = ?, thread_id = ? WHERE id = 1");
  const behind = (p: { post_id: number; thread_id: number; newest_post: number; newest_thread: number }) =>
    p.newest_post > p.post_id || p.newest_thread > p.thread_id;
  const catchUp = db.transaction((maxIds: number) => {
    const p = progress.get()!;
    if (!behind(p)) return 0;
    const postsTo = Math.min(p.newest_post, p.post_id + maxIds);
    const threadsTo = Math.min(p.newest_thread, p.thread_id + maxIds);
    if (postsTo > p.post_id) indexPosts.run(p.post_id, postsTo);
    if (threadsTo > p.thread_id) indexThreads.run(p.thread_id, threadsTo);
    advance.run(Math.max(p.post_id, postsTo), Math.max(p.thread_id, threadsTo));
    return Math.max(0, postsTo - p.post_id) + Math.max(0, threadsTo - p.thread_id);
  });

  return {
    /**
     * Indexes the posts and titles stored since the last call, from any connection, in one
     * transaction; returns how many ids it moved past (0: nothing was new). `maxIds` bounds
     * one call (the server's timer indexes in slices so no request waits long behind it);
     * a search calls it without a bound. Cheap when there is nothing to do: one read.
     */
    catchUp(maxIds = Number.MAX_SAFE_INTEGER): number {
      // The first look needs no write lock: an idle room costs one read.
      if (!behind(progress.get()!)) return 0;
      // Inside an outer transaction (a bulk load) this is a savepoint.
      return catchUp.immediate(maxIds);
    },
    search: searchReader(db).search,
  };
}

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
/** Rowids in the first window a search looks through (posts are even rowids, titles odd); each next one is 8 times wider, up to LAST_WINDOW. */
const FIRST_WINDOW = 4096;
const LAST_WINDOW = 131_072;
/** How long a search looks back for matches before it answers with what it found. */
export const SEARCH_BUDGET_MS = 20;

export type SearchResult =
  | {
      ok: true;
      hits: SearchHitRow[];
      /** Terms left out (PostgreSQL's stop words). */
      ignored?: string[];
      /** What the query cost the database, in ms, where the backend measures it (the read budget is charged by it). */
      costMs?: number;
      /** True when the search stopped looking back before the oldest post (its time was up). */
      partial?: boolean;
    }
  | { ok: false; reason: string; code?: string };

/** SQLite's words for an FTS5 expression it cannot run, as opposed to a broken database. */
const QUERY_FAULT = /^(fts5:|no such column|unterminated string|unknown special query)/i;

/**
 * The query side of the index, on any connection: the store's own, or the search thread's
 * read-only one (store/search-thread.ts).
 */
export function searchReader(db: Database, budgetMs = SEARCH_BUDGET_MS) {
  // Only the newest SEARCH_CANDIDATES matches are looked at (ranking every match made a
  // common word cost 0.7 s at 1M posts). They are found window by window, newest first: FTS5
  // honours a rowid range only in ascending order (with ORDER BY rowid DESC it walks every
  // list whole: 50 ms for a phrase of common words that never occurs, at 1M posts).
  const newestRowid = db.prepare<{ rowid: number }, []>("SELECT rowid FROM search_index ORDER BY rowid DESC LIMIT 1");
  const inRange = db.prepare<{ rowid: number }, [string, number, number]>(
    "SELECT rowid FROM search_index WHERE search_index MATCH ? AND rowid >= ? AND rowid <= ?",
  );
  // bm25 weighs each term by how rare it is, and learns that by walking the term's whole
  // list (18 ms for "the" at 1M posts, whatever the LIMIT): a query matching more than
  // SEARCH_CANDIDATES posts is broad, and its newest matches come newest first, unranked.
  const ranked = db.prepare<{ rowid: number; rank: number }, [string, number, number]>(
    "SELECT rowid, rank FROM search_index WHERE search_index MATCH ? AND rowid >= ? AND rowid <= ?",
  );
  // Matched terms are wrapped in ** so a reader sees why the hit came back.
  const snippets = db.prepare<{ rowid: number; snippet: string }, [string, string]>(
    `SELECT rowid, snippet(search_index, 0, '**', '**', '…', 24) AS snippet
       FROM search_index WHERE search_index MATCH ? AND rowid IN (SELECT value FROM json_each(?))`,
  );

  /**
   * Up to SEARCH_CANDIDATES + 1 matching rowids, newest first, and whether the whole index
   * was looked through: a query that is still looking after SEARCH_BUDGET_MS (a phrase of
   * common words that never occurs walks every position of those words) stops there.
   */
  const newestMatches = (expression: string): { matches: number[]; partial: boolean } => {
    const started = performance.now();
    const matches: number[] = [];
    let hi = newestRowid.get()?.rowid ?? 0;
    for (let width = FIRST_WINDOW; hi > 0 && matches.length <= SEARCH_CANDIDATES; hi -= width, width = Math.min(width * 8, LAST_WINDOW)) {
      if (performance.now() - started > budgetMs) return { matches, partial: true };
      const rows = inRange.all(expression, Math.max(1, hi - width + 1), hi);
      for (let i = rows.length - 1; i >= 0; i--) matches.push(rows[i]!.rowid);
    }
    return { matches: matches.slice(0, SEARCH_CANDIDATES + 1), partial: false };
  };

  return {
    /** Best first (broad queries: newest first). An expression FTS5 refuses comes back as a reason, never as a throw. */
    search(expression: string, limit: number, offset: number): SearchResult {
      let page: { rowid: number; rank: number }[];
      let shown;
      let partial = false;
      try {
        const { matches, partial: cut } = newestMatches(expression);
        partial = cut;
        if (matches.length > SEARCH_CANDIDATES) {
          page = matches.slice(offset, Math.min(offset + limit, SEARCH_CANDIDATES)).map((rowid) => ({ rowid, rank: 0 }));
        } else if (matches.length === 0) {
          page = [];
        } else {
          // Best first; among equals, newest first.
          page = ranked
            .all(expression, matches[matches.length - 1]!, matches[0]!)
            .sort((a, b) => a.rank - b.rank || b.rowid - a.rowid)
            .slice(offset, offset + limit);
        }
        shown = new Map(
          page.length ? snippets.all(expression, JSON.stringify(page.map((row) => row.rowid))).map((row) => [row.rowid, row.snippet]) : [],
        );
      } catch (error) {
        const message = (error as Error).message ?? "";
        if (QUERY_FAULT.test(message)) return { ok: false, reason: message };
        throw error;
      }
      return {
        ok: true,
        ...(partial && { partial }),
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

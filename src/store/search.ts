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

export type SearchResult = { ok: true; hits: SearchHitRow[] } | { ok: false; reason: string };

/** SQLite's words for an FTS5 expression it cannot run, as opposed to a broken database. */
const QUERY_FAULT = /^(fts5:|no such column|unterminated string|unknown special query)/i;

export function searchStore(db: Database) {
  // Matched terms are wrapped in ** so a reader sees why the hit came back.
  const hits = db.prepare<{ rowid: number; snippet: string; rank: number }, [string, number, number]>(
    `SELECT rowid, snippet(search_index, 0, '**', '**', '…', 24) AS snippet, rank
       FROM search_index WHERE search_index MATCH ? ORDER BY rank LIMIT ? OFFSET ?`,
  );

  return {
    /** Best first. An expression FTS5 refuses comes back as a reason, never as a throw. */
    search(expression: string, limit: number, offset: number): SearchResult {
      let rows;
      try {
        rows = hits.all(expression, limit, offset);
      } catch (error) {
        const message = (error as Error).message ?? "";
        if (QUERY_FAULT.test(message)) return { ok: false, reason: message };
        throw error;
      }
      return {
        ok: true,
        hits: rows.map((row) => ({
          kind: row.rowid % 2 === 0 ? "post" : "thread",
          id: Math.floor(row.rowid / 2),
          snippet: row.snippet,
          score: Number((-row.rank).toPrecision(6)),
        })),
      };
    },
  };
}

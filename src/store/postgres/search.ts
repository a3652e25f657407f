import { SEARCH_CANDIDATES, type SearchResult } from "../search";
import type { Query } from "./query";

const MAX_TERMS = 8;

type Term = { text: string; prefix: boolean; negative: boolean; orWithPrevious: boolean };

const unsupported = (reason: string, code = "search_syntax_unsupported"): SearchResult => ({ ok: false, reason, code });

/**
 * Reads back the expression the words syntax builds (search/query.ts: quoted terms, a
 * trailing * for a prefix, OR between two terms, NOT before an excluded one). Anything else
 * is raw FTS5 syntax, which PostgreSQL would silently read another way: refused.
 */
function parse(expression: string): Term[] | null {
  const terms: Term[] = [];
  let negative = false;
  let or = false;
  const token = /\s*(?:"((?:[^"]|"")*)"(\*)?|(OR|NOT)\b|([()]))/y;
  let at = 0;
  while (at < expression.length) {
    token.lastIndex = at;
    const m = token.exec(expression);
    if (!m) return expression.slice(at).trim() === "" ? terms : null;
    at = token.lastIndex;
    if (m[4]) continue;
    if (m[3] === "OR") or = true;
    else if (m[3] === "NOT") negative = true;
    else {
      const text = m[1]!.replaceAll('""', '"');
      // A prefix with no letter or digit has no tsquery form (to_tsquery(':*') is an error).
      if (m[2] === "*" && !/[\p{L}\p{N}]/u.test(text)) return null;
      terms.push({ text, prefix: m[2] === "*", negative, orWithPrevious: or });
      negative = or = false;
    }
  }
  return terms;
}

/**
 * The tsquery for the terms, as SQL over parameters $1..$n: words and phrases through
 * phraseto_tsquery (the stemmer and unaccent, like the stored words), a prefix through
 * to_tsquery(':*'); AND binds tighter than OR, as in FTS5.
 */
function tsquery(terms: Term[]): { sql: string; params: string[] } {
  const params: string[] = [];
  const one = (term: Term) => {
    if (term.prefix) {
      params.push(term.text.replace(/[^\p{L}\p{N}]+/gu, " ").trim().split(/\s+/).join(" & ") + ":*");
      return `to_tsquery('parley', $${params.length})`;
    }
    params.push(term.text);
    return `phraseto_tsquery('parley', $${params.length})`;
  };
  const groups: string[][] = [];
  for (const term of terms.filter((t) => !t.negative)) {
    if (term.orWithPrevious && groups.length) groups.push([one(term)]);
    else if (groups.length === 0) groups.push([one(term)]);
    else groups[groups.length - 1]!.push(one(term));
  }
  let sql = groups.map((group) => `(${group.join(" && ")})`).join(" || ");
  for (const term of terms.filter((t) => t.negative)) sql = `(${sql}) && !!${one(term)}`;
  return { sql, params };
}

export function searchStatements(q: Query) {
  return {
    /** PostgreSQL keeps the words on each row in the writing transaction: nothing to catch up. */
    async catchUp(_maxIds?: number): Promise<number> {
      return 0;
    },
    async search(expression: string, limit: number, offset: number): Promise<SearchResult> {
      // The wall time of the statements stands for their cost (the read budget is charged by it).
      const started = performance.now();
      const terms = parse(expression);
      if (!terms) {
        return unsupported(
          "this room keeps its posts in PostgreSQL, whose search does not run SQLite's FTS5 syntax (NEAR, column filters, ^). Use the default syntax: words, \"phrases\", prefix*, -exclude and OR",
        );
      }
      if (terms.length > MAX_TERMS) return unsupported(`a search may use at most ${MAX_TERMS} words and phrases`, "search_query_too_complex");
      // Common words are not in PostgreSQL's index: a term of nothing else is left out (and
      // named in the answer); a query of nothing else cannot be run.
      const common = await q<{ n: number }>(
        "SELECT numnode(phraseto_tsquery('parley', term)) AS n FROM unnest($1::text[]) WITH ORDINALITY AS t(term, i) ORDER BY i",
        [terms.map((term) => (term.prefix ? "x" : term.text))],
      );
      const used = terms.filter((_, i) => common[i]!.n > 0);
      const ignored = terms.filter((_, i) => common[i]!.n === 0).map((term) => term.text);
      if (!used.some((term) => !term.negative)) {
        return unsupported(
          `${terms.map((term) => `"${term.text}"`).join(" ")} is only common words (like "the", "is" or "what"), which this room's PostgreSQL search does not index; search for a rarer word`,
          "search_stop_words",
        );
      }
      const { sql, params } = tsquery(used);
      const n = params.length;
      const rows = await q<{ kind: "post" | "thread"; id: number; snippet: string; score: number }>(
        `WITH query AS (SELECT ${sql} AS query),
         ranked AS (
           (SELECT 'post' AS kind, p.id, p.body AS text, ts_rank(p.words, query.query) AS score
              FROM posts p, query WHERE p.words @@ query.query ORDER BY p.id DESC LIMIT ${SEARCH_CANDIDATES})
           UNION ALL
           (SELECT 'thread', t.id, t.title, ts_rank(t.words, query.query)
              FROM threads t, query WHERE t.words @@ query.query ORDER BY t.id DESC LIMIT ${SEARCH_CANDIDATES})
           ORDER BY score DESC, id DESC LIMIT $${n + 1} OFFSET $${n + 2})
         SELECT kind, id, score::float8 AS score,
                ts_headline('parley', text, query.query, 'StartSel=**, StopSel=**, MaxWords=24, MinWords=8, MaxFragments=1, FragmentDelimiter=…') AS snippet
           FROM ranked, query ORDER BY score DESC, id DESC`,
        [...params, limit, offset],
      );
      const hits = rows.map((row) => ({ kind: row.kind, id: row.id, snippet: row.snippet, score: Number(row.score.toPrecision(6)) }));
      return { ok: true, hits, ...(ignored.length > 0 && { ignored }), costMs: performance.now() - started };
    },
  };
}

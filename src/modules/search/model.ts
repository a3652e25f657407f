import { t } from "elysia";
import { Post, Thread } from "../../shapes";
import { QUERY_MAX } from "./query";

export const SearchQuery = t.Object({
  q: t.String({
    description: `at most ${QUERY_MAX} characters. Words must all match; "a phrase" matches as written; word* is a prefix; -word excludes; OR between words accepts either`,
  }),
  syntax: t.Optional(
    t.Union([t.Literal("words"), t.Literal("fts5")], {
      description: "words (default): the plain syntax above, never a syntax error. fts5: SQLite FTS5 query syntax as written",
    }),
  ),
  limit: t.Optional(t.String({ description: "1 to 100, default 20; larger values are treated as 100" })),
  cursor: t.Optional(t.String({ description: "next_cursor from the previous page of the same query" })),
});

const Hit = {
  score: t.Number({ description: "relevance (bm25): larger is better" }),
  snippet: t.String({ description: "the matching passage, matched terms wrapped in **" }),
};

export const SearchHit = t.Union([
  t.Object({ kind: t.Literal("post"), ...Hit, post: Post }),
  t.Object({ kind: t.Literal("thread"), ...Hit, thread: Thread }),
]);

export const SearchResults = t.Object({
  query: t.String({ description: "q as received" }),
  hits: t.Array(SearchHit, {
    description:
      "best first: thread titles and post bodies ranked together. A query matching more than 1000 posts is broad: its newest 1000 matches come newest first, with score 0",
  }),
  ignored_words: t.Optional(
    t.Array(t.String(), {
      description: "Words of q that were not searched for: on a room kept in PostgreSQL, common words (the, is, what) are not indexed. Absent when every word was used.",
    }),
  ),
  partial: t.Optional(
    t.Boolean({
      description: "true when the search ran out of time before it had looked through the oldest posts (a phrase of very common words): older matches may exist; use rarer words. Absent otherwise.",
    }),
  ),
  next_cursor: t.Nullable(t.String({ description: "pass as ?cursor= (with the same q) for the next page; null on the last page" })),
});

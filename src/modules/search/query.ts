import { ApiError } from "../../http/errors";

export const QUERY_MAX = 200;
/** Words and phrases in one query: each is a walk through the index, and each is ranked. */
export const TERMS_MAX = 8;
/** Prefix terms in one query: each is one more list to merge. */
export const PREFIXES_MAX = 4;
/** A prefix matches every indexed word it starts: a one- or two-letter prefix is most of the dictionary. */
export const PREFIX_MIN = 3;

const badQuery = (detail: string) =>
  new ApiError(400, "invalid_search_query", detail, {
    hint: 'Plain words all have to match; "a quoted phrase" matches as written; word* matches a prefix; -word excludes; OR between two words accepts either.',
  });

/** Quotes one phrase for FTS5 so that no character in it can act as an operator. */
const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
const hasWord = (text: string) => /[\p{L}\p{N}]/u.test(text);

/**
 * Turns what an agent types into an FTS5 expression that cannot be a syntax error:
 * every word and phrase is quoted, and only `OR`, a leading `-` and a trailing `*` mean
 * anything. Punctuation inside a word (e-mail, C++) is the tokenizer's business.
 */
export function wordsToExpression(q: string): string {
  if ((q.match(/"/g)?.length ?? 0) % 2 === 1) throw badQuery("A quotation mark in q is not closed.");
  const wanted: string[] = [];
  const unwanted: string[] = [];
  let orPending = false;
  for (const [, phrase, word] of q.matchAll(/"([^"]*)"|(\S+)/g)) {
    if (word === "OR") {
      orPending = wanted.length > 0;
      continue;
    }
    let term: string;
    let negative = false;
    if (phrase !== undefined) {
      if (!hasWord(phrase)) continue;
      term = quoted(phrase.trim());
    } else {
      let text = word!;
      negative = text.startsWith("-") && text.length > 1;
      if (negative) text = text.slice(1);
      const prefix = text.endsWith("*");
      text = text.replace(/\*+$/, "");
      if (!hasWord(text)) continue;
      if (prefix && [...text].length < PREFIX_MIN) {
        throw badQuery(`"${text}*" is too short a prefix: give at least ${PREFIX_MIN} letters before the *.`);
      }
      term = quoted(text) + (prefix ? "*" : "");
    }
    if (negative) {
      unwanted.push(term);
    } else if (orPending) {
      wanted.push(`OR ${term}`);
      orPending = false;
    } else {
      wanted.push(term);
    }
  }
  if ([...wanted, ...unwanted].filter((term) => term.endsWith("*")).length > PREFIXES_MAX) {
    throw new ApiError(400, "search_query_too_complex", `q may hold at most ${PREFIXES_MAX} prefixes (word*).`, { limit: PREFIXES_MAX });
  }
  if (wanted.length + unwanted.length > TERMS_MAX) {
    throw new ApiError(400, "search_query_too_complex", `q has more than ${TERMS_MAX} words and phrases; search for fewer.`, { limit: TERMS_MAX });
  }
  if (wanted.length === 0) {
    throw badQuery(
      unwanted.length
        ? "q only excludes words (-word); give at least one word to look for."
        : "q has no words to look for (letters or digits).",
    );
  }
  const positive = wanted.length > 1 ? `(${wanted.join(" ")})` : wanted[0]!;
  return [positive, ...unwanted.map((term) => `NOT ${term}`)].join(" ");
}

/** Checks q before anything runs; `syntax=fts5` hands it to SQLite as written (SQLite rooms only). */
export function searchExpression(q: string, syntax: "words" | "fts5", backend: "sqlite" | "postgres" = "sqlite"): string {
  if (syntax === "fts5" && backend === "postgres") {
    throw new ApiError(400, "search_syntax_unsupported", "This room keeps its posts in PostgreSQL, which does not run SQLite's FTS5 syntax: leave out syntax=fts5 and use words, \"phrases\", prefix*, -exclude and OR.");
  }
  const text = q.trim();
  if (text === "") throw new ApiError(400, "search_query_required", "Give the words to look for as ?q=, for example ?q=rust+compiler.");
  if ([...text].length > QUERY_MAX) {
    throw new ApiError(400, "search_query_too_long", `q is at most ${QUERY_MAX} characters.`, { limit: QUERY_MAX });
  }
  return syntax === "fts5" ? text : wordsToExpression(text);
}

export { badQuery };

// The shared word split. Both rules read the same post, so they split it once: the last text
// split is remembered (one entry, compared by identity of content), which keeps `judge` pure
// while rule 1 and rule 2 share the work. No regex runs per word.

/** Whitespace-separated tokens (space, tab, newlines, no-break and other Unicode spaces). */
export function tokens(text: string): readonly string[] {
  if (text === lastTokensText) return lastTokens;
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    if (isSpace(text.charCodeAt(i))) {
      if (start >= 0) { out.push(text.slice(start, i)); start = -1; }
    } else if (start < 0) start = i;
  }
  if (start >= 0) out.push(text.slice(start));
  lastTokensText = text;
  lastTokens = out;
  return out;
}
let lastTokensText: string | null = null;
let lastTokens: readonly string[] = [];

/**
 * Plain words of folded (lower-case) text: maximal runs of ASCII letters, digits and inner
 * apostrophes; everything else separates. "don't stop-the_bot2" -> don't, stop, the, bot2.
 */
export function plainWords(folded: string): readonly string[] {
  if (folded === lastWordsText) return lastWords;
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i <= folded.length; i++) {
    const c = i < folded.length ? folded.charCodeAt(i) : 32;
    const word = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c === 39 && start >= 0 && isAlnum(folded.charCodeAt(i + 1)));
    if (word) { if (start < 0) start = i; }
    else if (start >= 0) { out.push(folded.slice(start, i)); start = -1; }
  }
  lastWordsText = folded;
  lastWords = out;
  return out;
}
let lastWordsText: string | null = null;
let lastWords: readonly string[] = [];

export function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
}

function isAlnum(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}

/** Letters a-z only (lower case), for a token already known to be ASCII. */
export function isLowerAlpha(token: string): boolean {
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c < 97 || c > 122) return false;
  }
  return token.length > 0;
}

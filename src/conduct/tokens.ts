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

/** FNV-1a, the hash `WordTable` expects: fold each character code in with `fnvStep`. */
export const FNV_SEED = 2166136261;
export const fnvStep = (h: number, c: number): number => Math.imul(h ^ c, 16777619);

/**
 * Words interned by their characters in a text, so a rule can look a word up without cutting
 * it out of the text: the caller hashes the word's characters while scanning (FNV_SEED, fnvStep)
 * and passes the range; the string is cut and `make` run only the first time a word is seen.
 * Open addressing; cleared when `cap` words are held, so memory stays flat on a long-running
 * server (values already handed out stay valid).
 */
export class WordTable<T> {
  private keys: string[] = [];
  private hashes: number[] = [];
  private values: T[] = [];
  private slots: Int32Array;
  private readonly mask: number;
  constructor(private readonly make: (word: string) => T, private readonly cap = 30_000) {
    let size = 1;
    while (size < cap * 2) size <<= 1;
    this.slots = new Int32Array(size).fill(-1);
    this.mask = size - 1;
  }

  get(text: string, start: number, end: number, hash: number): T {
    const h = hash >>> 0;
    const len = end - start;
    let i = h & this.mask;
    for (let k = this.slots[i]!; k >= 0; i = (i + 1) & this.mask, k = this.slots[i]!) {
      if (this.hashes[k] !== h) continue;
      const key = this.keys[k]!;
      if (key.length !== len) continue;
      let same = true;
      for (let j = 0; j < len; j++) if (key.charCodeAt(j) !== text.charCodeAt(start + j)) { same = false; break; }
      if (same) return this.values[k]!;
    }
    if (this.keys.length >= this.cap) {
      this.keys = [];
      this.hashes = [];
      this.values = [];
      this.slots.fill(-1);
      i = h & this.mask;
    }
    const word = text.slice(start, end);
    const value = this.make(word);
    this.slots[i] = this.keys.length;
    this.keys.push(word);
    this.hashes.push(h);
    this.values.push(value);
    return value;
  }
}

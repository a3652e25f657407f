import { ENGLISH_FUNCTION, FOREIGN_FUNCTION, isEnglishWord } from "./lexicon";

// How English a stretch of prose reads, from its words alone. Works on the folded text
// (lower case, look-alikes folded, accents dropped), one token per word.

export type WordStats = {
  /** Words judged (names, acronyms and numbers are left out). */
  words: number;
  known: number;
  englishFunction: number;
  foreignFunction: number;
  /** Tokens mixing letters with symbols, like identifiers or invented shorthand. */
  jargon: number;
  /** All-capital tokens, and how many of those are English words ("PLEASE UPGRADE"). */
  caps: number;
  capsKnown: number;
  /** Tokens that are numbers (no letters), and tokens with neither letters nor digits
   * (symbols, ASCII art, emoji; a lone character counts half). */
  numbers: number;
  symbolic: number;
  /** Every token. */
  tokens: number;
};

export function emptyStats(): WordStats {
  return { words: 0, known: 0, englishFunction: 0, foreignFunction: 0, jargon: 0, caps: 0, capsKnown: 0, numbers: 0, symbolic: 0, tokens: 0 };
}

/** Letters or digits in a token (ASCII, or any non-ASCII letter after NFKC). */
function classOf(token: string): { letters: boolean; digits: boolean } {
  let letters = false;
  let digits = false;
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (c >= 48 && c <= 57) digits = true;
    else if ((c | 32) >= 97 && (c | 32) <= 122) letters = true;
    else if (c >= 0xc0 && c < 0x2000 && c !== 0xd7 && c !== 0xf7) letters = true;
    else if (c >= 0x3040 && c < 0xd800) letters = true;
  }
  return { letters, digits };
}
const FILE_NAME = /^[\w.-]+\.[a-z]{1,4}$/;

const TOKEN = /[^\s|;]+/g;
const EDGE_PUNCT = /^[("'“‘\[{<*_~¡¿«»]+|[)"'”’\]}>*_~.,;:!?…»«]+$/g;
const WORD = /^[a-z]+(?:['’][a-z]+)?$/;
const PLAIN = /^([a-z]+(?:'[a-z]+)?)[.,;:!?]?$/;
const UPPER_START = /^["'(\[]?[A-Z]/;
const NUMBERISH = /^[-+±~≈$€£¥]?\d[\d.,:/%x×^*+\-]*(?:st|nd|rd|th|s|k|m|b|x|px|ms|kb|mb|gb|tb|hz|km|kg|cm|mm)?$/;
const MATHISH = /^[\p{N}\p{Sm}a-z^()[\]|.,'!]+$/u;

/** What PLAIN captures, without a regex match object: letters, one inner apostrophe, one trailing mark. */
function plainWord(raw: string): string | null {
  let end = raw.length;
  const last = raw.charCodeAt(end - 1);
  // . , ; : ! ?
  if (last === 46 || last === 44 || last === 59 || last === 58 || last === 33 || last === 63) end--;
  if (end === 0) return null;
  let apostrophe = -1;
  for (let j = 0; j < end; j++) {
    const c = raw.charCodeAt(j);
    if (c >= 97 && c <= 122) continue;
    if (c === 39 && apostrophe < 0 && j > 0 && j < end - 1) { apostrophe = j; continue; }
    return null;
  }
  return end === raw.length ? raw : raw.slice(0, end);
}

/** UPPER_START without a regex: an optional opening quote or bracket, then a capital. */
function upperStart(token: string): boolean {
  let c = token.charCodeAt(0);
  if (c === 34 || c === 39 || c === 40 || c === 91) c = token.charCodeAt(1);
  return c >= 65 && c <= 90;
}

export function wordStats(foldedProse: string, visibleProse: string): WordStats {
  const stats = emptyStats();
  const visibleTokens = visibleProse.match(TOKEN) ?? [];
  const foldedTokens = foldedProse.match(TOKEN) ?? [];
  const aligned = visibleTokens.length === foldedTokens.length;
  stats.tokens = foldedTokens.length;
  for (let i = 0; i < foldedTokens.length; i++) {
    const raw = foldedTokens[i]!;
    // Fast path for the common case: a plain lower-case word, maybe with trailing punctuation.
    const w0 = plainWord(raw);
    if (w0 !== null && (!aligned || !upperStart(visibleTokens[i]!))) {
      const w = w0;
      stats.words++;
      if (isEnglishWord(w)) stats.known++;
      if (ENGLISH_FUNCTION.has(w)) stats.englishFunction++;
      else if (FOREIGN_FUNCTION.has(w)) stats.foreignFunction++;
      continue;
    }
    const token = raw.replace(EDGE_PUNCT, "");
    const cls = classOf(raw);
    if (!cls.letters) {
      if (cls.digits) stats.numbers++;
      else stats.symbolic += raw.length <= 2 ? 0.5 : 1;
      continue;
    }
    if (!token || !/[a-z]/.test(token)) continue;
    if (NUMBERISH.test(token)) { stats.numbers++; continue; }
    const letters = token.replace(/[^a-z]/g, "").length;
    if (letters <= 2 && MATHISH.test(token)) continue;
    const parts = token.split(/[-/–—]/);
    if (parts.every((p) => p === "" || WORD.test(p))) {
      const original = aligned ? visibleTokens[i]!.replace(EDGE_PUNCT, "") : token;
      // Acronyms and capitalised unknown words are names or abbreviations; judge neither.
      if (original.length >= 2 && original === original.toUpperCase() && /[A-Z]/.test(original)) {
        stats.caps++;
        if (parts.every((p) => !p || isEnglishWord(p))) stats.capsKnown++;
        continue;
      }
      for (const p of parts) {
        if (!p) continue;
        const w = p.replace(/’/g, "'");
        const known = isEnglishWord(w);
        if (!known && i > 0 && aligned && /^\p{Lu}/u.test(visibleTokens[i]!.replace(EDGE_PUNCT, ""))) continue;
        stats.words++;
        if (known) stats.known++;
        if (ENGLISH_FUNCTION.has(w)) stats.englishFunction++;
        else if (FOREIGN_FUNCTION.has(w)) stats.foreignFunction++;
      }
    } else if (/^[a-z]+\d+[a-z]*$|^\d+[a-z]+$/.test(token) || FILE_NAME.test(token)) {
      stats.jargon += 0.5;
    } else if (/[a-z]{2}/.test(token)) {
      stats.jargon += 1;
    } else {
      stats.jargon += 0.5;
    }
  }
  return stats;
}

export function coverage(s: WordStats): number {
  return s.words === 0 ? 1 : s.known / s.words;
}

// Classic ways to hide English in Latin letters. If one of them turns unreadable words
// into readable ones, the post is a cipher, not a language we failed to recognise.
const TRANSFORMS: { name: string; apply: (w: string) => string }[] = [
  { name: "reversed text", apply: (w) => [...w].reverse().join("") },
  { name: "a rot13 cipher", apply: (w) => shift(w, 13) },
  { name: "an Atbash cipher", apply: (w) => w.replace(/[a-z]/g, (c) => String.fromCharCode(219 - c.charCodeAt(0))) },
];
for (let k = 1; k < 26; k++) if (k !== 13) TRANSFORMS.push({ name: "a Caesar-shift cipher", apply: (w) => shift(w, k) });

function shift(w: string, k: number): string {
  return w.replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + k) % 26) + 97));
}

export function detectCipher(foldedProse: string): string | null {
  const words = (foldedProse.match(/[a-z]+/g) ?? []).filter((w) => w.length >= 2).slice(0, 40);
  if (words.length < 2) return null;
  const base = words.filter((w) => isEnglishWord(w)).length / words.length;
  if (base > 0.5) return null;
  // Reversal of the whole string also reverses word order; word-by-word reversal covers both.
  for (const t of TRANSFORMS) {
    let hits = 0;
    for (const w of words) if (isEnglishWord(t.apply(w))) hits++;
    const score = hits / words.length;
    if (score >= 0.75 && score - base >= 0.4) return t.name;
  }
  return null;
}

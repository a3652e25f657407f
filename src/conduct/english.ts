import { ENGLISH, FOREIGN, FUNCTION, isEnglishWord, wordFlags } from "./lexicon";
import { foldText } from "./normalise";
import { FNV_SEED, fnvStep, isSpace, WordTable } from "./tokens";

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
  /** Words in leetspeak (digits or symbols standing for letters of an English word). */
  leet: number;
  /** Words of the NATO phonetic alphabet. */
  nato: number;
  /** Short maths-like tokens (x^2, f(x), q.t1), neutral in prose. */
  mathish: number;
  /** Relations and operators of a formula standing on their own: "=", "≈", "≤", "⇒", "+", "×"... */
  relations: number;
};

export function emptyStats(): WordStats {
  return { words: 0, known: 0, englishFunction: 0, foreignFunction: 0, jargon: 0, caps: 0, capsKnown: 0, numbers: 0, symbolic: 0, tokens: 0, leet: 0, nato: 0, mathish: 0, relations: 0 };
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

const EDGE_PUNCT = /^[("'“‘\[{<*_~¡¿«»]+|[)"'”’\]}>*_~.,;:!?…»«]+$/g;
const WORD = /^[a-z]+(?:['’][a-z]+)?$/;
const NUMBERISH = /^[-+±~≈$€£¥]?\d[\d.,:/%x×^*+\-]*(?:st|nd|rd|th|s|k|m|b|x|px|ms|kb|mb|gb|tb|hz|km|kg|cm|mm)?$/;
const MATHISH = /^[\p{N}\p{Sm}a-z^()[\]|.,'!]+$/u;
// A relation or an arithmetic operator standing on its own (not "-", "*" or "/": dashes, bullets
// and "and/or"); glued into a token ("t=+12m") it is shorthand as often as maths.
const RELATION = /^(?:[=≈≃≅≡≠≤≥<>⇒⟹∝~+±×·÷−]|==|:=|<=|>=)[.,;:]?$/;

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

/** A sentence or line of prose with its word statistics. */
export type PartStats = WordStats & { visible: string };

const enum Ch { Bar = 124, Semi = 59, NL = 10 }

/**
 * Word statistics per sentence or line, in one pass over the visible prose (no regex per
 * word): tokens split at whitespace, `|` and `;`; a part ends after a token ending in
 * . ! ? or : and at a line break, so a foreign or coded passage inside English shows up.
 */
export function readParts(visible: string): PartStats[] {
  const parts: PartStats[] = [];
  const n = visible.length;
  let cur = newPart();
  let partStart = 0;
  let index = 0;
  const close = (end: number) => {
    if (index > 0) {
      cur.visible = visible.slice(partStart, end);
      parts.push(cur);
      cur = newPart();
    }
    partStart = end;
    index = 0;
  };
  let i = 0;
  while (i < n) {
    let newline = false;
    while (i < n) {
      const c = visible.charCodeAt(i);
      if (c === Ch.NL) newline = true;
      if (isSpace(c) || c === Ch.Bar || c === Ch.Semi) i++;
      else break;
    }
    if (newline) close(i);
    if (i >= n) break;
    const start = i;
    // Lower-case letters only so far? Then the token is a plain word (the common case),
    // counted here without another pass over it.
    // A capital first letter or one trailing mark (. , ; : ! ?) still leaves a plain word.
    // The word's characters are hashed on the way for the interned lookup (WordTable).
    let other = 0;
    let h = FNV_SEED;
    const first = visible.charCodeAt(i);
    const capital = first >= 65 && first <= 90;
    if (capital) { h = fnvStep(h, first); i++; }
    while (i < n) {
      const c = visible.charCodeAt(i);
      if (c >= 97 && c <= 122) { if (other === 0) h = fnvStep(h, c); i++; continue; }
      if (isSpace(c) || c === Ch.Bar || c === Ch.Semi) break;
      other++;
      i++;
    }
    const last = visible.charCodeAt(i - 1);
    const trailing = last === 46 || last === 44 || last === 58 || last === 33 || last === 63;
    const end = other === 1 && trailing ? i - 1 : i;
    if ((other === 0 || end < i) && end - start >= (capital ? 2 : 1)) {
      cur.tokens++;
      if (capital) countCapitalised(cur, CAPITALISED.get(visible, start, end, h), index);
      else countFlags(cur, PLAIN.get(visible, start, end, h));
      index++;
    } else addToken(cur, visible.slice(start, i), index++);
    // . ! ? :
    if (last === 46 || last === 33 || last === 63 || last === 58) close(i);
  }
  close(n);
  return parts;
}

function newPart(): PartStats {
  return { words: 0, known: 0, englishFunction: 0, foreignFunction: 0, jargon: 0, caps: 0, capsKnown: 0, numbers: 0, symbolic: 0, tokens: 0, leet: 0, nato: 0, mathish: 0, relations: 0, visible: "" };
}

// Lexicon flags per distinct word, looked up by the word's characters in the text, so a plain
// or capitalised word costs no string cut or lowercase copy once it has been seen.
const PLAIN = new WordTable<number>((w) => wordFlags(w));
const CAPITALISED = new WordTable<{ flags: number; nato: boolean }>((w) => {
  const lower = w.toLowerCase();
  return { flags: wordFlags(lower), nato: NATO.has(lower) };
});

function countWord(stats: WordStats, w: string): void {
  countFlags(stats, wordFlags(w));
}

function countFlags(stats: WordStats, f: number): void {
  stats.words++;
  if (f & ENGLISH) stats.known++;
  if (f & FUNCTION) stats.englishFunction++;
  else if (f & FOREIGN) stats.foreignFunction++;
}

/** A capitalised word: a name when unknown past the first word of its sentence, so not judged. */
function countCapitalised(stats: WordStats, w: { flags: number; nato: boolean }, index: number): void {
  if (w.nato) stats.nato++;
  const f = w.flags;
  if (!(f & ENGLISH) && index > 0) return;
  stats.words++;
  if (f & ENGLISH) stats.known++;
  if (f & FUNCTION) stats.englishFunction++;
  else if (f & FOREIGN) stats.foreignFunction++;
}

/** Adds the counts of `p` to `t`. */
export function addStats(t: WordStats, p: WordStats): void {
  t.words += p.words; t.known += p.known; t.englishFunction += p.englishFunction; t.foreignFunction += p.foreignFunction;
  t.jargon += p.jargon; t.caps += p.caps; t.capsKnown += p.capsKnown; t.numbers += p.numbers; t.symbolic += p.symbolic;
  t.tokens += p.tokens; t.leet += p.leet; t.nato += p.nato; t.mathish += p.mathish; t.relations += p.relations;
}

function isAsciiToken(t: string): boolean {
  for (let i = 0; i < t.length; i++) if (t.charCodeAt(i) > 127) return false;
  return true;
}

// What a token adds to the counts depends only on the token and on whether it opens its part,
// so the counts of tokens that are not plain words (punctuated, accented, numbers, symbols)
// are remembered instead of folded and matched again (at most 10,000 tokens per map).
const FIRST_TOKENS = new Map<string, WordStats>();
const LATER_TOKENS = new Map<string, WordStats>();

function addToken(stats: WordStats, visibleToken: string, i: number): void {
  stats.tokens++;
  const memo = i > 0 ? LATER_TOKENS : FIRST_TOKENS;
  let counts = memo.get(visibleToken);
  if (!counts) {
    if (memo.size >= 10_000) memo.clear();
    counts = emptyStats();
    countToken(counts, visibleToken, i);
    memo.set(visibleToken, counts);
  }
  addStats(stats, counts);
}

function countToken(stats: WordStats, visibleToken: string, i: number): void {
  // Fast path for the common case: a plain lower-case word, maybe with trailing punctuation.
  const w0 = plainWord(visibleToken);
  if (w0 !== null) {
    countWord(stats, w0);
    return;
  }
  if (RELATION.test(visibleToken)) stats.relations++;
  const raw = isAsciiToken(visibleToken) ? visibleToken.toLowerCase() : foldText(visibleToken);
  const token = raw.replace(EDGE_PUNCT, "");
  const cls = classOf(raw);
  if (!cls.letters) {
    if (cls.digits) stats.numbers++;
    else stats.symbolic += raw.length <= 2 ? 0.5 : 1;
    return;
  }
  if (!token || !/[a-z]/.test(token)) {
    // A word made only of stand-ins ("₳₦Đ") is still leetspeak.
    if (token && LEET_TRIGGER.test(token) && isLeet(raw)) { stats.leet++; stats.jargon += 0.5; }
    return;
  }
  if (cls.digits || LEET_TRIGGER.test(token)) {
    if (isLeet(raw)) {
      stats.leet++;
      stats.jargon += 0.5;
      return;
    }
  }
  if (NUMBERISH.test(token)) { stats.numbers++; return; }
  const letters = token.replace(/[^a-z]/g, "").length;
  if (letters <= 2 && MATHISH.test(token)) { stats.mathish++; return; }
  const parts = token.split(/[-/–—]/);
  if (parts.every((p) => p === "" || WORD.test(p))) {
    const original = visibleToken.replace(EDGE_PUNCT, "");
    // Acronyms and capitalised unknown words are names or abbreviations; judge neither.
    if (original.length >= 2 && original === original.toUpperCase() && /[A-Z]/.test(original)) {
      stats.caps++;
      if (parts.every((p) => !p || isEnglishWord(p))) stats.capsKnown++;
      return;
    }
    for (const p of parts) {
      if (!p) continue;
      const w = p.replace(/’/g, "'");
      if (NATO.has(w)) stats.nato++;
      const known = isEnglishWord(w);
      if (!known && i > 0 && /^\p{Lu}/u.test(original)) continue;
      stats.words++;
      if (known) stats.known++;
      const f = wordFlags(w);
      if (f & FUNCTION) stats.englishFunction++;
      else if (f & FOREIGN) stats.foreignFunction++;
    }
  } else if (/^[a-z]+\d+[a-z]*$|^\d+[a-z]+$/.test(token) || FILE_NAME.test(token)) {
    stats.jargon += 0.5;
  } else if (/[a-z]{2}/.test(token)) {
    stats.jargon += 1;
  } else {
    stats.jargon += 0.5;
  }
}

const NATO = new Set("alfa alpha bravo charlie delta echo foxtrot golf hotel india juliet juliett kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey whisky xray yankee zulu".split(" "));

const LEET_MAP: Record<string, string> = {
  "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "9": "g", "@": "a", $: "s", "!": "i", "|": "l",
  // Symbols that pass for letters: currency, marks and a few maths signs
  "€": "e", "£": "l", "¥": "y", "¢": "c", "ß": "b", "ø": "o", "µ": "u", "μ": "u", "ƒ": "f", "†": "t", "¡": "i", "®": "r", "©": "c", "∂": "d", "∑": "e", "π": "n", "ω": "w", "ð": "d", "þ": "p", "æ": "ae", "œ": "oe",
  // The "currency" and stroked letters of text-style generators (₳฿₵ĐɆ₣₲ⱧłɆ₭Ⱡ₥₦Ø₱ⱤS₮ɄV₩ӾɎⱫ), lower-cased
  "₳": "a", "฿": "b", "₵": "c", "đ": "d", "ɇ": "e", "₣": "f", "₲": "g", "ⱨ": "h", "ħ": "h", "ł": "l", "₭": "k", "ⱡ": "l", "₥": "m", "₦": "n", "₱": "p", "ɽ": "r", "₴": "s", "₮": "t", "ŧ": "t", "ʉ": "u", "₩": "w", "ӿ": "x", "ɏ": "y", "ⱬ": "z",
};
const LEET_CHARS = /[0-9@$!|€£¥¢ßøµμƒ†¡®©∂∑πωðþ₳฿₵đɇ₣₲ⱨħł₭ⱡ₥₦₱ɽ₴₮ŧʉ₩ӿɏⱬæœ]/g;
const LEET_TRIGGER = /[0-9@$|€£¥¢ßøµμƒ†¡®©∂∑πωðþ₳฿₵đɇ₣₲ⱨħł₭ⱡ₥₦₱ɽ₴₮ŧʉ₩ӿɏⱬ]/;
// Letters and stand-ins only, with at least one letter or non-digit stand-in ("1337" is a number).
const LEET_TOKEN = /^(?=.*[a-z@$|€£¥¢ßøµμƒ†¡®©∂∑πωðþ₳฿₵đɇ₣₲ⱨħł₭ⱡ₥₦₱ɽ₴₮ŧʉ₩ӿɏⱬ])[a-z0-9@$!|€£¥¢ßøµμƒ†¡®©∂∑πωðþ₳฿₵đɇ₣₲ⱨħł₭ⱡ₥₦₱ɽ₴₮ŧʉ₩ӿɏⱬæœ]+$/;

export function deleet(token: string): string {
  return token.replace(LEET_CHARS, (c) => LEET_MAP[c] ?? c);
}

/** A token whose digits and symbols, read as letters, spell an English word it does not already spell. */
function isLeet(folded: string): boolean {
  const token = folded.replace(/^[("'\[]+|[)"'\].,;:?]+$/g, "");
  if (token.length < 3 || !LEET_TRIGGER.test(token) || !LEET_TOKEN.test(token)) return false;
  if (/^\d+[a-z]{1,3}$|^[a-z]{1,3}\d+$|^\d+(?:st|nd|rd|th|s)$/.test(token)) return false; // 10x, 4k, mp3, x86, 1990s
  const plain = deleet(token);
  const lettersOnly = token.replace(/[^a-z]/g, "");
  return plain !== token && /^[a-z]+$/.test(plain) && isEnglishWord(plain) && (lettersOnly.length < 3 || !isEnglishWord(lettersOnly));
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

import { isEnglishWord } from "./lexicon";

// Machine encodings of text: each check returns the name of what it found, or null.
// A run is only refused when it is long enough to carry a message, or when decoding it
// actually yields readable text, so hashes, IDs and version numbers in prose stay fine.

function printableRatio(bytes: number[]): number {
  if (bytes.length === 0) return 0;
  let ok = 0;
  for (const b of bytes) if ((b >= 32 && b < 127) || b === 10 || b === 13 || b === 9 || b >= 0xc2) ok++;
  return ok / bytes.length;
}

function looksLikeText(bytes: number[]): boolean {
  if (bytes.length < 5 || printableRatio(bytes) < 0.9) return false;
  let letters = 0;
  for (const b of bytes) if ((b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b === 32) letters++;
  return letters / bytes.length >= 0.6;
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
function decodeBase64(s: string): number[] {
  const clean = s.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  const out: number[] = [];
  let buf = 0;
  let bits = 0;
  for (const ch of clean) {
    const v = B64.indexOf(ch);
    if (v < 0) return [];
    buf = (buf << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((buf >> bits) & 0xff);
    }
  }
  return out;
}

function decodeBase32(s: string): number[] {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const out: number[] = [];
  let buf = 0;
  let bits = 0;
  for (const ch of s.replace(/=+$/, "")) {
    const v = alphabet.indexOf(ch);
    if (v < 0) return [];
    buf = ((buf << 5) | v) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((buf >> bits) & 0xff);
    }
  }
  return out;
}

// /(?<![\w+/.-])[A-Za-z0-9+/_-]{8,}={0,2}(?![\w+/])/g, as nextB64Run reads it: a maximal run
// of base64 characters, eight or more, not after a word character, + / . or -, with up to two
// '=' that are not followed by a word character, + or /.
const isB64Char = (c: number) => ((c | 32) >= 97 && (c | 32) <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47 || c === 95 || c === 45;
const isWordPlusSlash = (c: number) => ((c | 32) >= 97 && (c | 32) <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 43 || c === 47;

/** The next B64_RUN match from `from`: its start, its end (`next`), and whether it is a plain or capitalised word. */
function nextB64Run(text: string, from: number): { start: number; next: number; word: boolean } | null {
  const n = text.length;
  let i = from;
  while (i < n) {
    if (!isB64Char(text.charCodeAt(i))) { i++; continue; }
    const start = i;
    // [A-Za-z]?[a-z]+: a letter, then lower-case letters only.
    const first = text.charCodeAt(i) | 32;
    let word = first >= 97 && first <= 122;
    i++;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (!isB64Char(c)) break;
      if (c < 97 || c > 122) word = false;
      i++;
    }
    if (i - start < 8) continue;
    const before = start > 0 ? text.charCodeAt(start - 1) : -1;
    if (before >= 0 && (isWordPlusSlash(before) || before === 46 || before === 45)) continue;
    let k = 0;
    while (k < 2 && text.charCodeAt(i + k) === 61) k++;
    while (k > 0 && i + k < n && isWordPlusSlash(text.charCodeAt(i + k))) k--;
    return { start, next: i + k, word: word && k === 0 };
  }
  return null;
}
const B32_RUN = /\b[A-Z2-7]{16,}={0,6}/g;
const HEX_RUN = /\b(?:0x)?[0-9a-fA-F]{16,}\b/g;
/** The bytes of hex written in pairs run together ("48656c6c6f"). */
const pairBytes = (hex: string) => (hex.match(/../g) ?? []).map((b) => parseInt(b, 16));
/** The bytes of hex written as separate tokens, each perhaps after \x, 0x or % ("48 65", "\x48,\x65"). */
const tokenBytes = (run: string) => (run.match(/[0-9a-fA-F]{2}(?=[\s,:]|$)/g) ?? []).map((b) => parseInt(b, 16));
// Bytes of text all start with a digit in hex (0x20-0x7e), so a run is only looked for from one.
const HEX_BYTES = /(?:\\x|0x|%)?[0-9][0-9a-fA-F][\s,:]+(?:(?:\\x|0x|%)?[0-9a-fA-F]{2}(?:[\s,:]+|$)){7,}/g;
const ESCAPED = /(?:\\x[0-9a-fA-F]{2}){6,}|(?:\\u[0-9a-fA-F]{4}){4,}|(?:%[0-9a-fA-F]{2}){6,}|(?:&#x?[0-9a-fA-F]{1,6};){4,}/;
const BINARY = /(?:\b[01]{7,8}\b[\s,]*){4,}|\b[01]{24,}\b/;
const CHAR_CODES = /(?:\b\d{2,3}\b[\s,]+){7,}\b\d{2,3}\b/g;
const MORSE_TOKEN = /^[.\-·•−–—_]{1,7}$/;

const MORSE_HINT = /(?:^|[\s/|])[.\-·•−–—_]{1,7}[\s/|]+[.\-·•−–—_]{1,7}[\s/|]+[.\-·•−–—_]{1,7}(?=[\s/|]|$)/;

export function findEncoding(text: string, codeOnly: boolean): string | null {
  if (!codeOnly && MORSE_HINT.test(text) && hasMorse(text)) return "Morse code";
  if (!/[0-9\\%&~]|begin |[A-Z][a-z]*[A-Z]|[a-z][A-Z]/.test(text)) return null; // plain words only: nothing below can match
  if (/data:[\w/+.-]*;base64,/i.test(text)) return "a base64 data URI";
  if (/<~[\s\S]{10,}~>/.test(text) || /^begin [0-7]{3} \S+/m.test(text)) return "an ASCII-armoured binary encoding";
  if (/\\[xu]|%[0-9a-fA-F]|&#/.test(text) && ESCAPED.test(text)) return "escaped character codes";
  if (text.includes("%") && percentLetters(text) >= 2) return "percent-encoded letters";
  if (text.includes("%") && PERCENT_TEXT.test(text)) return "percent-encoded text";
  const digits = /\d/.test(text);
  if (digits && /[01]{7}/.test(text) && BINARY.test(text)) return "binary digits";
  // A few bytes carry a word in a title or a short post; longer posts need the runs above.
  if (digits && text.length <= 300 && /[01]{7}/.test(text) && shortBinary(text)) return "binary digits";
  if (digits && text.length <= 300 && shortHex(text)) return "hex-encoded bytes";
  if (digits) for (const m of text.matchAll(HEX_BYTES)) {
    const bytes = tokenBytes(m[0]);
    const hasHexLetter = /[a-fA-F]/.test(m[0]) || /\\x|0x|%/.test(m[0]);
    if (hasHexLetter && (looksLikeText(bytes) || bytes.length >= 16)) return "hex-encoded bytes";
  }
  if (digits) for (const m of text.matchAll(HEX_RUN)) {
    const hex = m[0].replace(/^0x/, "");
    if (!/[a-fA-F]/.test(hex) || !/\d/.test(hex)) continue;
    const bytes = pairBytes(hex);
    if (looksLikeText(bytes)) return "hex-encoded text";
    // A hash or ID is at most 64 hex digits; longer runs are payloads.
    if (hex.length > 64 && !codeOnly) return "a long hex run";
  }
  if (digits && /\d\d[\s,]+\d\d+[\s,]+\d\d/.test(text)) for (const m of text.matchAll(CHAR_CODES)) {
    const codes = m[0].split(/[\s,]+/).map(Number);
    if (codes.every((c) => c >= 32 && c < 127) && looksLikeText(codes)) return "decimal character codes";
  }
  if (digits) for (const m of text.matchAll(B32_RUN)) {
    if (/\d/.test(m[0]) && looksLikeText(decodeBase32(m[0]))) return "base32-encoded text";
  }
  for (let at = 0; at < text.length; ) {
    // The matches of B64_RUN, found by hand so that ordinary words cost no match object.
    const found = nextB64Run(text, at);
    if (!found) break;
    at = found.next;
    // Ordinary and capitalised words are not worth decoding.
    if (found.word) continue;
    const run = text.slice(found.start, found.next);
    if (/^[A-Za-z]?[a-z]+$/.test(run)) continue;
    if (/^[a-z]+$/.test(run) || /^[A-Z]+$/.test(run) || /^\d+$/.test(run)) continue;
    if (/^[A-Za-z]+(?:[-_][A-Za-z]+)+$/.test(run)) continue; // kebab-case and snake_case names
    const bytes = decodeBase64(run);
    if (looksLikeText(bytes)) return "base64-encoded text";
    if (codeOnly) continue;
    const classes = +/[a-z]/.test(run) + +/[A-Z]/.test(run) + +/\d/.test(run);
    if (run.length >= 28 && classes === 3 && !/[-_]/.test(run)) return "a long base64-like run";
  }
  return null;
}

// Two-digit hex tokens in a row, inside quotes or brackets too (not next to a letter or digit).
const HEX_TOKENS = /(?<![0-9a-zA-Z])(?:\\x|0x|%)?[0-9a-fA-F]{2}(?:[\s,:]+(?:\\x|0x|%)?[0-9a-fA-F]{2})+(?![0-9a-zA-Z])/g;

/** A run of `text` (from `start` to `end`) that decodes to readable text, and that text. */
export type DecodedRun = { start: number; end: number; decoded: string };

/**
 * The base64 and hex runs of `text` that decode to readable text, with that text: a post that
 * shows the decoded text in clear beside its encoding hides nothing (opaque.ts shownDecoded).
 */
export function decodedRuns(text: string): DecodedRun[] {
  const out: DecodedRun[] = [];
  const ascii = (bytes: number[]) => String.fromCharCode(...bytes);
  for (let at = 0; at < text.length; ) {
    const found = nextB64Run(text, at);
    if (!found) break;
    at = found.next;
    if (found.word) continue;
    const bytes = decodeBase64(text.slice(found.start, found.next));
    if (looksLikeText(bytes)) out.push({ start: found.start, end: found.next, decoded: ascii(bytes) });
  }
  for (const m of text.matchAll(HEX_TOKENS)) {
    const bytes = tokenBytes(m[0]);
    if (bytes.length >= 4 && (wordBytes(bytes) || looksLikeText(bytes))) out.push({ start: m.index, end: m.index + m[0].length, decoded: ascii(bytes) });
  }
  for (const m of text.matchAll(HEX_RUN)) {
    const bytes = pairBytes(m[0].replace(/^0x/, ""));
    if (looksLikeText(bytes)) out.push({ start: m.index, end: m.index + m[0].length, decoded: ascii(bytes) });
  }
  return out;
}

// A few bytes are enough to carry a word in a title: "01101000 01101001", "68 65 6c 6c 6f", and
// seven-bit groups ("1101111 1101011") or bytes run together ("0110100001101001").
const BYTE_GROUPS = /(?:\b[01]{8}\b[\s,]*){2,}|(?:\b[01]{7}\b[\s,]*){2,}|\b(?:[01]{8}){2,}\b/g;
// Words run together with percent escapes ("C%27est%20encod%C3%A9%20..."): three escapes in a
// token outside a URL (URLs are removed before this runs).
const PERCENT_TEXT = /[^\s%]*%[0-9a-fA-F]{2}[^\s%]*%[0-9a-fA-F]{2}[^\s%]*%[0-9a-fA-F]{2}/;
const HEX_GROUPS = /(?:^|\s)((?:(?:\\x|0x|%)?[0-9a-fA-F]{2}[\s,:]+){3,}(?:\\x|0x|%)?[0-9a-fA-F]{2})(?=\s|$)/g;

function wordBytes(bytes: number[]): boolean {
  let letters = 0;
  for (const b of bytes) {
    if ((b >= 65 && b <= 90) || (b >= 97 && b <= 122)) letters++;
    else if (b !== 32 && b !== 33 && b !== 39 && b !== 44 && b !== 46 && b !== 63) return false;
  }
  return letters >= 2;
}

function shortBinary(text: string): boolean {
  const dense = text.replace(/\s+/g, "").length;
  for (const m of text.matchAll(BYTE_GROUPS)) {
    const seven = /^[01]{7}\b/.test(m[0]);
    const groups = m[0].replace(/[\s,]+/g, "").match(seven ? /[01]{7}/g : /[01]{8}/g)!;
    if (!wordBytes(groups.map((g) => parseInt(g, 2)))) continue;
    if (groups.length >= 3 || groups.length * 8 * 2 >= dense) return true;
  }
  return false;
}

function shortHex(text: string): boolean {
  for (const m of text.matchAll(HEX_GROUPS)) {
    const run = m[1]!;
    if (!/[a-fA-F]/.test(run) && !/\\x|0x|%/.test(run)) continue;
    const bytes = tokenBytes(run);
    if (bytes.length >= 4 && wordBytes(bytes)) return true;
  }
  return false;
}

// A letter written as %xx inside a word ("m%61ke") has no honest use outside a URL (URLs are
// removed before this runs).
const PERCENT_LETTER = /%(?:4[1-9a-fA-F]|5[0-9aA]|6[1-9a-fA-F]|7[0-9aA])/g;
/**
 * A sentence percent-encoded inside a link, which the other checks never read (segments.ts blanks
 * URLs): a run of escapes, letters among them, that decodes to two English words or more between spaces
 * ("https://example.org/r/%57%65%61%74%68%65%72%20%75%70%64%61%74%65..."). A cold review's
 * ordinary posts quoted encoded paths and links ("/%65%74%63/%70%61%73%73%77%64" probing for
 * /etc/passwd, a click tracker's "%68%74%74%70%73%3A%2F%2F..."), which decode to no sentence.
 */
export function sentenceEncodedInLinks(text: string): string | null {
  if (!text.includes("%")) return null;
  for (const [run] of text.matchAll(PERCENT_RUN)) {
    const decoded = run.replace(/\+/g, " ").replace(/%([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    const words = decoded.toLowerCase().split(/[^a-z']+/).filter((w) => w.length > 1 && isEnglishWord(w));
    // Query strings encode spaces and punctuation ("q=how%20to%20bake"); only a hidden text encodes letters too.
    if (/\s/.test(decoded) && words.length >= 2 && percentLetters(run) >= 4) return "percent-encoded text";
  }
  return null;
}
/** Eight or more escapes, with the characters a link leaves plain between them. */
const PERCENT_RUN = /(?:%[0-9a-fA-F]{2}[\w.~+-]*){8,}/g;

function percentLetters(text: string): number {
  let n = 0;
  for (const m of text.matchAll(PERCENT_LETTER)) {
    const before = text.charCodeAt(m.index - 1);
    const after = text.charCodeAt(m.index + 3);
    const wordy = (c: number) => ((c | 32) >= 97 && (c | 32) <= 122) || c === 37 || (c >= 48 && c <= 57);
    if (wordy(before) || wordy(after)) n++;
  }
  return n;
}

function hasMorse(text: string): boolean {
  let run = 0;
  const distinct = new Set<string>();
  for (const token of text.split(/[\s/|]+/)) {
    if (!token) continue;
    if (MORSE_TOKEN.test(token)) {
      run++;
      distinct.add(token);
      if (run >= 6 && distinct.size >= 3) return true;
    } else {
      run = 0;
      distinct.clear();
    }
  }
  return false;
}

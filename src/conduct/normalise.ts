import { CONFUSABLE } from "./confusables";

// Characters that draw nothing. Some have honest uses (emoji joiners, presentation
// selectors, a leading byte-order mark, England's flag), which `scanInvisible` allows;
// every other occurrence counts as hidden.
// Written on UTF-16 code units (no /u flag), which keeps the scan cheap on long posts.
const INVISIBLE =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB]|\uD834[\uDD73-\uDD7A]|\uDB40[\uDC00-\uDDEF]/g;
const HAS_INVISIBLE = new RegExp(INVISIBLE.source);
// Control characters other than the line breaks and tab of ordinary text: the rest of C0
// (NUL, BEL, backspace, ESC that starts a terminal escape sequence, vertical tab, form feed...),
// DEL and C1. A terminal acts on them instead of showing them, so they can hide or rewrite text.
const CONTROL = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]/g;
const HAS_CONTROL = new RegExp(CONTROL.source);
const COMBINING = /[\u0300-\u036F\u0483-\u0489\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]/;

const PICTO = /[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u20E3]/u;

export type Normalised = {
  /** NFKC, invisible characters removed; original case and scripts kept (for script checks). */
  visible: string;
  /** `visible` lower-cased, look-alike letters folded to ASCII and accents dropped (for matching). */
  folded: string;
  /** Invisible characters with no honest explanation in their position. */
  hidden: number;
  /** Control characters (C0 except \n, \r and \t; DEL; C1). */
  controls: number;
  /** Bidirectional overrides and embeddings, which can display text in another order. */
  bidiOverrides: number;
  /** Letters carrying three or more stacked combining marks ("zalgo" text). */
  stackedMarks: number;
  /** Combining marks left after NFKC composed what it could, and letters, to spot light zalgo. */
  looseMarks: number;
  letters: number;
  /** Styled letters before NFKC read them as plain ones: fullwidth, mathematical, circled,
   * parenthesised, squared, small capitals, superscripts (a filter-dodging trick). */
  styled: number;
  /** Styled letters standing in runs of three or more (words), as opposed to a lone 𝑥 in maths. */
  styledInWords: number;
};

function scanInvisible(text: string): { hidden: number; bidiOverrides: number } {
  let hidden = 0;
  let bidiOverrides = 0;
  let softHyphens = 0;
  INVISIBLE.lastIndex = 0;
  for (let m = INVISIBLE.exec(text); m; m = INVISIBLE.exec(text)) {
    const ch = m[0];
    const cp = ch.codePointAt(0)!;
    const at = m.index;
    if ((cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069)) bidiOverrides++;
    const before = prevCodePoint(text, at);
    if (cp === 0xfeff && at === 0) continue;
    if (cp === 0x00ad) { softHyphens++; continue; } // a hyphenation hint in pasted prose
    if (cp === 0x200d && before !== null && PICTO.test(String.fromCodePoint(before))) continue;
    if ((cp === 0xfe0f || cp === 0xfe0e) && before !== null) continue;
    if (cp >= 0xe0020 && cp <= 0xe007f && isFlagTagSequence(text, at)) continue;
    hidden++;
  }
  // Hyphenation hints sit inside long words, a few per word; one after every letter or
  // next to spaces is stuffing that splits words for filters.
  if (softHyphens >= 4 && (softHyphens * 3 >= text.length || /\u00AD\s|\s\u00AD/.test(text) || stuffedWord(text))) hidden += softHyphens;
  return { hidden, bidiOverrides };
}

/**
 * A word cut by soft hyphens into pieces of a letter or so ("st-a-l-k-e-r", each hyphen
 * invisible, at most 1.5 letters a piece): hyphenation hints fall between syllables, and words
 * of short syllables ("se-cu-ri-ty", "a-bil-i-ty") average 1.75 or more (a cold review's finds).
 * Letters are code points, marks left out, so styled or accented letters count once.
 */
function stuffedWord(text: string): boolean {
  for (const word of text.matchAll(/[\p{L}\p{M}\u00AD]+/gu)) {
    const hints = word[0].split("\u00AD").length - 1;
    if (hints < 3) continue;
    const letters = [...word[0].replace(/[\u00AD\p{M}]/gu, "")].length;
    if (2 * letters <= 3 * (hints + 1)) return true;
  }
  return false;
}

function prevCodePoint(text: string, at: number): number | null {
  if (at === 0) return null;
  const lo = text.charCodeAt(at - 1);
  if (lo >= 0xdc00 && lo <= 0xdfff && at >= 2) return text.codePointAt(at - 2)!;
  return lo;
}

// Subdivision flags are a black flag followed by tag letters and a cancel tag.
function isFlagTagSequence(text: string, at: number): boolean {
  let i = at;
  while (i >= 2) {
    const cp = text.codePointAt(i - 2)!;
    if (cp >= 0xe0020 && cp <= 0xe007e) i -= 2;
    else break;
  }
  return i >= 2 && text.codePointAt(i - 2) === 0x1f3f4;
}

const STACKED = /\p{M}{3,}/gu;
const MARKS = /\p{M}/gu;
const NON_ASCII = /[^\x00-\x7f]/g;
const HAS_NON_ASCII = /[^\x00-\x7f]/;

const NON_ASCII_RUN = /[^\x00-\x7f]+/g;

export function foldText(visible: string): string {
  if (!HAS_NON_ASCII.test(visible)) return visible.toLowerCase();
  // Only the non-ASCII runs need NFD, mark removal and look-alike folding: ASCII characters
  // decompose to themselves and, having combining class 0, are never reordered with marks,
  // so folding run by run gives the same string as folding the whole text (lower-casing,
  // which has context rules such as the final sigma, still runs on the whole).
  let out = "";
  let last = 0;
  NON_ASCII_RUN.lastIndex = 0;
  for (let m = NON_ASCII_RUN.exec(visible); m; m = NON_ASCII_RUN.exec(visible)) {
    out += visible.slice(last, m.index) + m[0].normalize("NFD").replace(MARKS, "").replace(NON_ASCII, (ch) => CONFUSABLE.get(ch) ?? ch);
    last = m.index + m[0].length;
  }
  return (out + visible.slice(last)).toLowerCase();
}

/** Is this code point a styled letter that NFKC (or the look-alike table) reads as a plain one? */
function isStyledLetter(cp: number): boolean {
  if (cp < 0x1d00) return (cp >= 0x0262 && cp <= 0x029f && SMALL_CAPS_IPA.has(cp)) || (cp >= 0x02b0 && cp <= 0x02b8) || (cp >= 0x02e0 && cp <= 0x02e4);
  if (cp <= 0x1d6a) return cp <= 0x1d22 || cp >= 0x1d2c; // small capitals, modifier letters
  if (cp >= 0x1d9b && cp <= 0x1dbf) return true; // modifier small letters (ᶠ ᶻ)
  if (cp === 0x2071 || cp === 0x207f || (cp >= 0x2090 && cp <= 0x209c)) return true; // super- and subscript letters
  if (cp >= 0x249c && cp <= 0x24e9) return true; // parenthesised and circled letters
  if (cp === 0xa730 || cp === 0xa731) return true;
  if ((cp >= 0xff21 && cp <= 0xff3a) || (cp >= 0xff41 && cp <= 0xff5a)) return true; // fullwidth
  if (cp >= 0x1d400 && cp <= 0x1d6a3) return true; // mathematical Latin letters
  if (cp >= 0x1f130 && cp <= 0x1f189) return true; // squared and negative circled letters
  return false;
}
const SMALL_CAPS_IPA = new Set([0x0262, 0x026a, 0x0274, 0x0276, 0x0280, 0x0281, 0x028f, 0x0299, 0x029b, 0x029c, 0x029f]);

function scanStyled(text: string): { styled: number; styledInWords: number } {
  let styled = 0;
  let styledInWords = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x262) { if (run >= 3) styledInWords += run; run = 0; continue; }
    const cp = text.codePointAt(i)!;
    if (cp > 0xffff) i++;
    if (isStyledLetter(cp)) { styled++; run++; }
    else if (cp !== 0xfe0f && cp !== 0x200d) { if (run >= 3) styledInWords += run; run = 0; }
  }
  if (run >= 3) styledInWords += run;
  return { styled, styledInWords };
}

export function normalise(text: string): Normalised {
  const { styled, styledInWords } = HAS_NON_ASCII.test(text) ? scanStyled(text) : { styled: 0, styledInWords: 0 };
  const invisible = HAS_INVISIBLE.test(text);
  const { hidden, bidiOverrides } = invisible ? scanInvisible(text) : { hidden: 0, bidiOverrides: 0 };
  const stripped = invisible ? text.replace(INVISIBLE, "") : text;
  // NFKC leaves ASCII text as it is.
  const visible = HAS_NON_ASCII.test(stripped) ? stripped.normalize("NFKC") : stripped;
  const controls = HAS_CONTROL.test(text) ? (text.match(CONTROL)?.length ?? 0) : 0;
  const marked = COMBINING.test(visible);
  const stackedMarks = marked ? (visible.normalize("NFD").match(STACKED)?.length ?? 0) : 0;
  const looseMarks = marked ? (visible.match(MARKS)?.length ?? 0) : 0;
  const letters = looseMarks ? (visible.match(/\p{L}/gu)?.length ?? 0) : 0;
  return { visible, folded: foldText(visible), hidden, controls, bidiOverrides, stackedMarks, looseMarks, letters, styled, styledInWords };
}

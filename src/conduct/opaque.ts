import { isBareCode, namesCode } from "./bare-code";
import { findA1Z26, findRot47 } from "./ciphers";
import { CONFUSABLE, UPSIDE_DOWN } from "./confusables";
import { decodedRuns, findEncoding, sentenceEncodedInLinks, type DecodedRun } from "./encodings";
import { addStats, coverage, deleet, detectCipher, emptyStats, readParts, type PartStats, type WordStats } from "./english";
import { isEnglishWord } from "./lexicon";
import { foldText, normalise, type Normalised } from "./normalise";
import { segment, type Segments } from "./segments";
import { tokens } from "./tokens";
import { noiseInRuns } from "./vowelless";

// Rule 1: content must be plain English that humans can understand. Each check returns a
// finding phrased for the author ("it contains ..."), or null. Thresholds lean towards
// accepting: a refused honest post costs the room a member.

export { deleet } from "./english";

const PICTOGRAPH = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]/u;
const SYMBOL = /[\p{So}\p{Sk}]/u;
const HAN_LIKE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const LATIN = /\p{Script=Latin}/u;
const LETTER = /\p{L}/u;
const TIGHT_SCRIPTS = /[\p{Script=Cyrillic}\p{Script=Armenian}\p{Script=Cherokee}]/u;
const GREEK = /\p{Script=Greek}/u;
const NON_ASCII_WORD = /[\p{L}\p{M}]*[^\p{ASCII}\P{L}][\p{L}\p{M}]*/gu;

// Findings that name a trick for hiding text (as opposed to text that is simply not English):
// these are refused as opaque whatever the hidden text says, and the reason says so.
const TRICKS = new Set<string>();
function trick(finding: string): string {
  TRICKS.add(finding);
  return finding;
}
export function isTrick(finding: string): boolean {
  return TRICKS.has(finding);
}

const CONTROL_FINDING = trick("it contains control characters (terminal escape codes, backspace, bell, null) that can hide or rewrite text");
const INVISIBLE_FINDING = trick("it contains invisible or zero-width characters that hide or reorder text");
const MARKS_FINDING = trick("it stacks accent marks on letters to distort the text");
const STYLED_FINDING = trick("it is written in styled letters (fullwidth, mathematical, circled or small-capital letters)");
const UPSIDE_FINDING = trick("it uses upside-down letters");
const BRAILLE_FINDING = trick("it is written in Braille symbols");
const HOMOGLYPH_FINDING = trick("it mixes look-alike letters from other alphabets into words (homoglyphs)");
const LEET_FINDING = trick("it is written in leetspeak (digits and symbols standing in for letters)");
const SHORTHAND_FINDING = "it is written in compressed shorthand or notation rather than English sentences";
const NUMBERS_FINDING = "it is a wall of numbers with no plain-English explanation";
/** English words that explain the sorted lines of bare numbers in a post (judgeNoise). */
const NUMBERS_EXPLAINED = 12;
const SYMBOLS_FINDING = "it is mostly symbols or ASCII art rather than words";
/** Words of letter noise in runs that make a post unreadable (a Czech tongue-twister has four). */
const NOISE_WORDS = 5;
const CODE_FINDING = "it is code or data with no plain-English explanation around it";
const UNREADABLE_FINDING = "it does not read as English words (it looks like a cipher, another language or an invented code)";
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const NON_EMOJI_SYMBOL = /(?![\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}])[\p{S}]/gu;
const encodingFindings = new Map<string, string>();
const cipherFindings = new Map<string, string>();

/** Rule 1 on a post: the body, then the title; which part was refused, and why. */
export function findOpaquePost(body: Normalised, title: Normalised | null): { part: "body" | "title"; finding: string } | null {
  // A code block under a title that asks about it is explained by the title, and a title
  // that is an error message ("psycopg2.OperationalError: ...") by the body under it.
  const bodyFinding = findOpaque(body, () => (title ? total(readParts(segment(title.visible).prose)).known : 0));
  if (bodyFinding) return { part: "body", finding: bodyFinding };
  if (namesCode(title?.visible ?? null) && isBareCode(body.visible)) return { part: "body", finding: CODE_FINDING };
  const titleFinding = title && findOpaque(title, () => total(readParts(segment(body.visible).prose)).known, true);
  return titleFinding ? { part: "title", finding: titleFinding } : null;
}

/**
 * Rule 1 on one text; `elsewhere` counts the English words around it (a title over a body).
 * A short title of jargon ("CTF writeup: warmup crypto") is not refused as unreadable: the
 * body says what it is about. Tricks, ciphers and other languages in a title still are.
 */
function findOpaque(n: Normalised, elsewhere: () => number = () => 0, title = false, inCode = false): string | null {
  if (n.controls > 0) return CONTROL_FINDING;
  if (n.bidiOverrides > 0 || n.hidden >= 2) return INVISIBLE_FINDING;
  if (n.stackedMarks >= 2 || (n.looseMarks >= 6 && n.looseMarks * 3 >= n.letters)) return MARKS_FINDING;

  const text = n.visible;
  // A body of symbols with no letter or digit ("▲╝┬"); an emoji or two alone is a reaction.
  if (!title && !LETTER_OR_DIGIT.test(text) && (text.match(NON_EMOJI_SYMBOL)?.length ?? 0) >= 2) return SYMBOLS_FINDING;
  // Runs of words taken out of code are read as prose whatever they look like.
  const seg: Segments = inCode ? { prose: text, codeChars: 0, code: "" } : segment(text);
  const encoding = findEncoding(seg.prose, false) ?? findEncoding(seg.code, true) ?? sentenceEncodedInLinks(text);
  if (encoding && !quotedExamples(seg) && !shownDecoded(seg)) return named(encodingFindings, `it contains ${encoding}`);

  const scripts = scanScripts(text);
  if (n.styledInWords >= 12 || (n.styledInWords >= 3 && n.styledInWords * 3 >= scripts.latin + scripts.foreign)) return STYLED_FINDING;
  if (scripts.upsideDown >= 4) return UPSIDE_FINDING;
  if (scripts.braille >= 4) return BRAILLE_FINDING;
  if (scripts.homoglyphs >= 2) return HOMOGLYPH_FINDING;
  if (scripts.foreign >= 4 && (scripts.foreignWeighted >= scripts.latin || scripts.longestForeignRun >= 40))
    return "it is written in a language or script other than English";

  const allParts = readParts(seg.prose);
  const all = total(allParts);
  const leet = all.leet + glyphLeet(seg.prose, all.words);
  if (leet >= 4 || (leet >= 2 && leet * 4 >= all.words + leet)) return LEET_FINDING;
  // A message of a word or two with no English word around it: "b2s=", "Jgnnq yqtnf".
  if (all.known + all.capsKnown === 0) {
    const tiny = tinyCode(seg.prose);
    if (tiny) return named(tiny.startsWith("it looks") ? cipherFindings : encodingFindings, tiny);
  }

  // A run of letters longer than any English word ("zymlopifq…", 60 or more, five different
  // letters or more: "Noooo…", "hahaha…" and a DNA sequence are not noise) is noise: refused when
  // such runs hold most of the post's letters and neither the post nor its title has three
  // English words. A cold review found a share of the letters alone (the first version) refused a
  // protein sequence asked about in one sentence and a long test name. The title is read last:
  // it costs a second reading of the body.
  if (
    scripts.latin > 0 &&
    all.known + all.capsKnown < 3 &&
    lettersInLongRuns(seg.prose) * 2 >= scripts.latin &&
    all.known + all.capsKnown + elsewhere() < 3
  )
    return UNREADABLE_FINDING;
  // Letter noise among words, in runs ("qzxv bnmmk ghtrl plw ffrrt"): vowelless.ts.
  if (!inCode && noiseInRuns(seg.prose) >= NOISE_WORDS) return UNREADABLE_FINDING;

  // Formulas ("x² / (0.01 − x) = 1.8 × 10^-5") are maths, not noise, when the post has English
  // words to explain them: in a sentence or line holding a relation or an operator, numbers,
  // symbols and notation count for nothing unless shorthand outweighs them ("rqst⇑ ⇒ ∂sync").
  const maths = all.relations > 0 && all.known + all.capsKnown >= 3 ? allParts.map(defuseFormula) : allParts;
  const parts = maths === allParts || maths.every((p, i) => p === allParts[i]) ? allParts : maths;
  const stats = parts === allParts ? all : total(parts);

  // Ciphers made of numbers or punctuation, which the word checks below cannot read.
  const english = stats.known + stats.capsKnown;
  const noise = noiseOf(stats);
  if ((noise >= 3 && noise > english) || english < 4) {
    const numberCipher = stats.numbers >= 3 ? findA1Z26(tokens(parts === allParts ? seg.prose : parts.filter((p) => !p.relations).map((p) => p.visible).join(" "))) : null;
    if (numberCipher) return named(cipherFindings, `it looks like ${numberCipher}`);
    let noisyText = "";
    for (const p of parts) if (p.tokens - p.known >= 2 && !(parts !== allParts && p.relations)) noisyText += ` ${p.visible}`;
    const r47 = noisyText ? findRot47(noisyText) : null;
    if (r47) return named(cipherFindings, `it looks like ${r47}`);
  }
  if (stats.nato >= 6 && stats.nato * 10 >= stats.words * 7) return named(cipherFindings, "it looks like letters spelled out in the NATO phonetic alphabet");

  // Read again for what code hides, the post is judged for ciphers and languages only: a
  // finding of shorthand or symbols would come first and be thrown away, and a cipher with it.
  if (!inCode) {
    const soup = symbolSoup(scripts, stats.words);
    if (soup) return soup;

    // Code or data with one English word around it at most. Two ("works now:", "any idea?") are
    // a lead-in that a reader takes as explanation: a cold review's terse posts (configs, diffs,
    // stack traces after two words) were refused at two, and no opaque post of the training data
    // or the opened blind sets was caught by two and not by one. A program with no English at all
    // that reads as prose line by line is bare-code.ts's.
    const proseWords = stats.known;
    if (seg.codeChars >= 30 && (proseWords <= 1 || (seg.codeChars >= 1500 && proseWords < 12))) {
      const around = proseWords + elsewhere() + commentWords(seg.code);
      if (around <= 1 || (seg.codeChars >= 1500 && around < 12)) return CODE_FINDING;
    }
    if (stats.jargon >= 4 && stats.jargon > stats.words) return SHORTHAND_FINDING;

    // Shouting in English is fine; a post made of unknown capitalised codes is shorthand.
    if (stats.caps >= 5 && stats.caps >= 2 * stats.words && stats.capsKnown * 2 < stats.caps) return SHORTHAND_FINDING;

    // Tokens that are not English words (shorthand, numbers, symbols, ASCII art) outweighing
    // the words, in the whole post or in parts that make up most of it.
    const notProse = judgeNoise(parts, stats);
    if (notProse) return notProse;
  }

  const language = judgeLanguage(parts, stats, title);
  if (language) return language;

  // Code is read above by the encoding checks only, so a sentence put in a code block, a string,
  // a comment or a log line would hide there from the rest: its runs of plain words are read
  // again with the prose, as if they stood in it (so an example explained by the prose around it
  // is judged as it would be there), for what hides text (a cipher, reversed text, leetspeak) or
  // another language only. Keywords and names in a row ("SELECT id FROM users WHERE") are not
  // English sentences and are no finding here.
  if (inCode) return null;
  const cut = cipherInPieces(seg.code, stats.words);
  if (cut) return cut;
  const words = codeWordRuns(seg.code);
  const hidden = words && words.split("\n").some(mostlyUnknown) ? findOpaque(normalise(`${seg.prose}\n${words}`), () => 0, false, true) : null;
  if (!hidden) return null;
  if (isTrick(hidden) || OTHER_LANGUAGE.test(hidden)) return hidden;
  return hidden === UNREADABLE_FINDING && wordSalad(seg.code, title ? 5 : 10) ? hidden : null;
}

/**
 * A named cipher (rot13, a Caesar shift, reversed words, Atbash) cut into pieces too short to
 * be read as sentences: three words to a call, a log line, a list item or a comment. The words
 * of code that are not English are decoded together, each once; identifiers do not decode to
 * English. It takes eight such words, and, as in prose, a short example that the post explains
 * is not refused: twenty of them, or a fifth of the post's words.
 */
function cipherInPieces(code: string, proseWords: number): string | null {
  if (!code) return null;
  // Each word once: code repeats its names ("git git git"), a sentence rarely its words.
  const unknown = new Set<string>();
  // Names split at their joints (snake_case, kebab-case, dotted, CSV cells) are words too.
  for (const word of codeWordRuns(code.replace(/[_,./-]+/g, " "), true, 1).split(/\s+/)) {
    const folded = word.toLowerCase();
    // Short names ("qty", "sku") decode to a word under some shift too often to be evidence.
    if (folded.length >= 3 && /^[a-z]+$/.test(folded) && !isEnglishWord(folded)) unknown.add(folded);
  }
  const count = unknown.size;
  if (count < 8 || (count < 20 && count * 4 < proseWords + count)) return null;
  const cipher = detectCipher([...unknown].join(" "));
  return cipher ? named(cipherFindings, `it looks like ${cipher}`) : null;
}

/**
 * Whether code holds `enough` words in no language at all, counted as prose counts them: runs
 * of five words or more that read badly ("eixz zp lak gz fgwyo e bwcp faao qvaa n ...", or
 * invented words between English ones), the shape of a cipher that no check decodes. The names
 * a package manager installs and the items of a quoted list ("pikachu", "bulbasaur", ...) are
 * not sentences and do not count.
 */
function wordSalad(code: string, enough: number): boolean {
  let unreadable = 0;
  for (const run of readParts(codeWordRuns(code.replace(INSTALL_LINE, ""), true))) {
    // Words in no language, or invented words in English grammar ("pbmm me kwe to qtjmo a ujub").
    if (run.words >= CODE_RUN_WORDS && run.words - run.known >= 4 && coverage(run) < 0.5) unreadable += run.words;
  }
  return unreadable >= enough;
}
/** `brew install jq fzf ...`, `pacman -S ...`: package names, not words. */
const INSTALL_LINE = /^\s*(?:sudo\s+)?(?:brew|apt(?:-get)?|pip3?|npm|yarn|pnpm|bun|pacman|dnf|yum|apk|zypper|winget|choco|conda|gem|cargo|go|snap|flatpak|nix-env)\s+(?:install|add|get|-S\w*)\b.*$/gm;

const OTHER_LANGUAGE = /\b(?:language|script) other than English\b/;

/** At least this many words in a row, outside identifiers and punctuation, read as a sentence in code. */
const CODE_RUN_WORDS = 5;
/** A word as a sentence in code has it: letters (leetspeak digits too), an apostrophe; never a_snake or camelCase. */
const PLAIN_WORD = /^[A-Za-z0-9']*[A-Za-z][A-Za-z0-9']*$/;
const CAMEL = /[a-z][A-Z]/;
// HTML's text elements by name: a type parameter (<K extends keyof E>) is code, not markup.
const MARKUP_TAG = /<\/?(?:p|div|span|a|b|i|u|em|strong|small|li|ul|ol|h[1-6]|td|th|tr|table|pre|code|button|label|title|body|html|head|section|article|header|footer|nav|main|blockquote|option)(?:\s[^<>]*)?>/gi;
const OPENED_STRING = /([(\[{,=])(["'`])/g;
/** Placeholder Latin of page mock-ups, not a language anyone writes to the room in. */
const LOREM = /\blorem ipsum\b/i;

/**
 * Whether a quarter or more of these words are not English words: only then can they hide
 * anything, and only then is the post read a second time (English comments and strings in
 * code, the common case, cost one pass over their words).
 */
function mostlyUnknown(words: string): boolean {
  let unknown = 0;
  let all = 0;
  for (const word of words.split(/\s+/)) {
    all++;
    if (!isEnglishWord(word.toLowerCase().replace(/'s$/, ""))) unknown++;
  }
  return unknown * 4 >= all;
}

/**
 * The runs of CODE_RUN_WORDS or more plain words in code, a line each; "" when there are none.
 * With `items`, a quoted item followed by a comma ends a run too: a list is not a sentence.
 * `minWords` below CODE_RUN_WORDS gathers shorter pieces too.
 */
function codeWordRuns(code: string, items = false, minWords = CODE_RUN_WORDS): string {
  if (!code) return "";
  const runs: string[] = [];
  for (const line of code.split("\n")) {
    let run: string[] = [];
    const flush = () => {
      if (run.length >= minWords && !LOREM.test(run.join(" "))) runs.push(run.join(" "));
      run = [];
    };
    // A markup tag is punctuation around the words it holds ("<p>words</p>").
    // A string opened straight after a bracket, a comma or "=" starts at its first word: print("hyg ...
    for (const raw of line.replace(MARKUP_TAG, " ").replace(OPENED_STRING, "$1 $2").split(/\s+/)) {
      // Quotes, brackets and punctuation around a word are code's, not the word's.
      const word = raw.replace(/^[^A-Za-z0-9']+|[^A-Za-z0-9']+$/g, "");
      if (word && PLAIN_WORD.test(word) && !CAMEL.test(word) && !/[^A-Za-z0-9'"`(){}\[\];:,.!?<>=+\-*/#|&]/.test(raw)) run.push(word);
      else flush();
      // A word closing a string or a call ends the run: what follows is code again.
      if (word && (items ? /['"`)\]};>],?$/ : /['"`)\]};>]$/).test(raw)) flush();
    }
    flush();
  }
  return runs.join("\n");
}

function named(cache: Map<string, string>, finding: string): string {
  let f = cache.get(finding);
  if (!f) {
    f = trick(finding);
    cache.set(finding, f);
  }
  return f;
}

/** Tokens that are not English words: shorthand, numbers, symbols and unknown words. */
function noiseOf(s: WordStats): number {
  return s.jargon + s.numbers + s.symbolic + (s.words - s.known);
}

function isNoisy(s: WordStats): boolean {
  // With no English word at all, maths-like tokens are notation too.
  const noise = noiseOf(s) + (s.known + s.capsKnown === 0 && s.tokens >= 8 ? s.mathish / 2 : 0);
  const english = s.known + s.capsKnown;
  if (english === 0 && noise >= 3 && s.jargon + s.symbolic >= 2) return true;
  // A short message in agent shorthand ("q: who hs lck on res/cfg? | etl-4: me, rel @+3 | ok"):
  // a few English words among more abbreviations and codes.
  if (s.tokens <= 24 && noise >= 6 && noise * 2 >= english * 3 && s.jargon + s.symbolic >= 2) return true;
  return noise >= 4 && english * 2 < noise && (s.jargon + s.symbolic >= 2 || s.numbers >= 6);
}

/**
 * Whether a line of numbers is data: its numbers run in order, up or down (ties allowed), and no
 * run of them from 1 to 26 spells a word as letter positions (a word whose letters are in order,
 * "1 3 3 5 19 19", "access", can be written sorted).
 */
function dataLine(visible: string): boolean {
  const xs = (visible.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  let up = true, down = true;
  for (let i = 1; i < xs.length; i++) {
    if (xs[i]! < xs[i - 1]!) up = false;
    if (xs[i]! > xs[i - 1]!) down = false;
  }
  if (!xs.length || !(up || down)) return false;
  let letters = "";
  for (const x of [...xs, 0]) {
    if (Number.isInteger(x) && x >= 1 && x <= 26) letters += String.fromCharCode(96 + x);
    else {
      if (letters.length >= 3 && isEnglishWord(letters)) return false;
      letters = "";
    }
  }
  return true;
}

function judgeNoise(parts: PartStats[], all: WordStats): string | null {
  let noisy: WordStats | null = null;
  if (isNoisy(all)) noisy = all;
  else {
    const sum = emptyStats();
    for (const p of parts) if (isNoisy(p)) addStats(sum, p);
    const size = noiseOf(sum) + sum.known + sum.capsKnown;
    if (size >= 5 && size * 3 >= noiseOf(all) + all.known + all.capsKnown) noisy = sum;
    // Lines of bare numbers in a post of English sentences, each in order ("latency samples
    // (ms), sorted: 12 15 15 18 ... 300"), are data the sentences explain: a sorted line carries
    // at most a word whose letters are in order, and those are looked for (dataLine). Numbers in
    // any other order may carry anything (character codes in hex or octal, letter positions
    // shifted or reversed), and stay refused.
    if (noisy && noiseOf(sum) === sum.numbers && all.known + all.capsKnown >= NUMBERS_EXPLAINED && parts.every((p) => !isNoisy(p) || dataLine(p.visible))) return null;
  }
  if (!noisy) return null;
  if (noisy.numbers >= 2 * (noisy.jargon + noisy.symbolic)) return NUMBERS_FINDING;
  if (noisy.symbolic >= 2 * noisy.jargon && noisy.symbolic >= noisy.words) return SYMBOLS_FINDING;
  return SHORTHAND_FINDING;
}

type ScriptScan = {
  latin: number; foreign: number; foreignWeighted: number; longestForeignRun: number; homoglyphs: number; upsideDown: number; braille: number;
  /** Emoji and symbols (box drawing, arrows, main maths operators, degree and trade marks left out). */
  symbols: number; distinctSymbols: Set<string> | null;
};

/** One pass over the characters: letters by script, upside-down letters, Braille, emoji and symbols. */
function scanScripts(text: string): ScriptScan {
  const scan: ScriptScan = { latin: 0, foreign: 0, foreignWeighted: 0, longestForeignRun: 0, homoglyphs: 0, upsideDown: 0, braille: 0, symbols: 0, distinctSymbols: null };
  if (!/[^\x00-\x7f]/.test(text)) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i) | 32;
      if (c >= 97 && c <= 122) scan.latin++;
    }
    return scan;
  }
  let run = 0;
  let greek = false;
  let lookalikeScript = false;
  // By UTF-16 unit, so ASCII (most of any English post) costs no string per character.
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) {
      const lower = code | 32;
      if (lower >= 97 && lower <= 122) {
        scan.latin++;
        if (run > scan.longestForeignRun) scan.longestForeignRun = run;
        run = 0;
      }
      continue;
    }
    const cp = text.codePointAt(i)!;
    const ch = cp > 0xffff ? text.slice(i, ++i + 1) : text[i]!;
    if ((code >= 0x370 && code <= 0x58f) || (code >= 0x13a0 && code <= 0x13ff) || (code >= 0xab70 && code <= 0xabbf)) {
      lookalikeScript = true;
      if (code <= 0x3ff) greek = true;
    } else if (code >= 0x1f00 && code <= 0x1fff) greek = true;
    if (UPSIDE_DOWN.has(ch)) scan.upsideDown++;
    if (cp >= 0x2800 && cp <= 0x28ff) scan.braille++;
    if (!LETTER.test(ch)) {
      if (code >= 0xa9) countSymbol(scan, cp, ch);
      continue;
    }
    if (LATIN.test(ch)) {
      scan.latin++;
      if (run > scan.longestForeignRun) scan.longestForeignRun = run;
      run = 0;
    } else if (!GREEK.test(ch) || !CONFUSABLE.has(ch)) {
      // A Chinese or Japanese character is about a word; a Hangul syllable about half of one
      // (Korean spaces its words), so a quoted Korean proverb with its gloss passes.
      const weight = HAN_LIKE.test(ch) ? 3 : HANGUL.test(ch) ? 1.5 : 1;
      scan.foreign++;
      scan.foreignWeighted += weight;
      run += weight;
    }
  }
  if (run > scan.longestForeignRun) scan.longestForeignRun = run;
  // Lone Greek letters are maths (α, β, μs); Greek only counts as a language in words.
  if (greek) {
    const greekWordLetters = (text.match(/\p{Script=Greek}{3,}/gu) ?? []).join("").length;
    const greekAll = (text.match(/\p{Script=Greek}/gu) ?? []).filter((c) => !CONFUSABLE.has(c)).length;
    scan.foreign -= greekAll - greekWordLetters;
    scan.foreignWeighted -= greekAll - greekWordLetters;
  }
  // Homoglyph words need a look-alike alphabet (Greek, Cyrillic, Armenian, Cherokee).
  if (lookalikeScript) for (const [word] of text.matchAll(NON_ASCII_WORD)) {
    const hasLatin = /[A-Za-z]/.test(word);
    const tight = TIGHT_SCRIPTS.test(word);
    const greekLookalike = [...word].some((c) => GREEK.test(c) && CONFUSABLE.has(c));
    if (hasLatin && tight) scan.homoglyphs += 2;
    else if (hasLatin && greekLookalike) scan.homoglyphs += 1;
    else if (!hasLatin && word.length >= 3 && [...word].every((c) => CONFUSABLE.has(c)) && scan.latin > scan.foreign) {
      if (isEnglishWord(foldText(word))) scan.homoglyphs += 2;
    }
  }
  return scan;
}

function countSymbol(scan: ScriptScan, cp: number, ch: string): void {
  if ((cp >= 0x2500 && cp <= 0x259f) || (cp >= 0x2190 && cp <= 0x21ff) || cp === 0xb0 || cp === 0x2122 || cp === 0xae || cp === 0xa9) return;
  if (cp >= 0x1f3fb && cp <= 0x1f3ff) return; // skin tones belong to the emoji before them
  // Technical symbols and odd brackets (⌘ ⟦ ⟨ ⦃ ⨁) count; the main maths operators do not.
  const technical = (cp >= 0x2300 && cp <= 0x23ff) || (cp >= 0x27c0 && cp <= 0x27ef) || (cp >= 0x2980 && cp <= 0x2aff);
  if (technical || PICTOGRAPH.test(ch) || SYMBOL.test(ch)) {
    scan.symbols++;
    (scan.distinctSymbols ??= new Set()).add(ch);
  }
}

const LONG_LETTER_RUN = /\p{L}{60,}/gu;
/** Letters (code points) in runs of 60 or more that use five different letters or more. */
const lettersInLongRuns = (text: string) => {
  let n = 0;
  for (const run of text.matchAll(LONG_LETTER_RUN)) {
    const letters = [...run[0].toLowerCase()];
    if (new Set(letters).size >= 5) n += letters.length;
  }
  return n;
};

function symbolSoup(scan: ScriptScan, words: number): string | null {
  const symbols = scan.symbols;
  if (symbols === 0) return null;
  const distinct = scan.distinctSymbols!.size;
  if ((words === 0 && symbols >= 3 && distinct >= 3) || (distinct >= 5 && symbols > words * 3) || (distinct >= 8 && symbols > words))
    return "it is mostly emoji or symbols instead of words";
  return null;
}

// Letters drawn with ASCII strokes ("|\|" n, "\/\/" w, "|-|" h, "|2" r, "|)" d, "+" t): `|` splits
// tokens in readParts, so these words are read here from the whitespace-separated text.
const GLYPHS: [RegExp, string][] = [
  [/\/\\\/\\/g, "m"], [/\|\\\/\|/g, "m"], [/\|v\|/g, "m"], [/\\\/\\\//g, "w"], [/\|\\\|/g, "n"], [/\/\\\//g, "n"], [/\|-\|/g, "h"], [/\]-\[/g, "h"],
  [/\|_\|/g, "u"], [/\|_/g, "l"], [/\|2/g, "r"], [/\|\)/g, "d"], [/\|</g, "k"], [/\|3/g, "b"], [/\|>/g, "p"], [/\(\)/g, "o"], [/\/\\/g, "a"], [/\\\//g, "v"], [/></g, "x"], [/\+/g, "t"],
];
function glyphLeet(prose: string, words: number): number {
  if (!prose.includes("|") && !prose.includes("\\") && !prose.includes("/")) return 0;
  let found = 0;
  for (const raw of prose.split(/\s+/)) {
    if (raw.length < 3 || !/[|\\/]/.test(raw)) continue;
    let t = raw.toLowerCase().replace(/[.,;:!?]+$/, "");
    for (const [re, letter] of GLYPHS) t = t.replace(re, letter);
    const plain = deleet(t);
    if (plain.length >= 3 && /^[a-z]+$/.test(plain) && isEnglishWord(plain)) found++;
  }
  // One such word is enough when it is most of the text.
  return found >= 2 || (found === 1 && words <= 2) ? Math.max(found, 2) : 0;
}

// Quoted examples of an encoding in a post that explains them ("a string like "SGVsbG8=" is
// base64"): short quoted runs in a post of 25 English words or more are examples, not a
// hidden message; refused only when something encoded is left outside the quotes.
const QUOTED_RUN = /["'“‘`]([^\s"'“”‘’`]{2,40})["'”’`]/g;
function quotedExamples(seg: Segments): boolean {
  if (total(readParts(seg.prose)).known < 25) return false;
  const strip = (t: string) => t.replace(QUOTED_RUN, " ");
  return !findEncoding(strip(seg.prose), false) && !findEncoding(strip(seg.code), true);
}

// An encoding shown decoded in the same post ("s = "aGVsbG8sIHdvcmxkIQ==" ... # hello, world!")
// hides nothing: its decoded text stands in clear, word for word, where both rules read it. A
// run that decodes to two words or more, in a post of at most MAX_SHOWN decodable runs, is set
// aside (exactly its span); the post is refused when anything encoded is left. The decoded text
// must appear whole, case and punctuation kept: any part of it not shown in clear (case,
// symbols, Morse) could carry a message.
const MAX_SHOWN = 16;
const squeeze = (t: string) => t.replace(/\s+/g, " ").trim();
function shownDecoded(seg: Segments): boolean {
  const runs = { prose: decodedRuns(seg.prose), code: decodedRuns(seg.code) };
  if (!runs.prose.length && !runs.code.length) return false;
  if (runs.prose.length + runs.code.length > MAX_SHOWN) return false;
  const without = (text: string, spans: DecodedRun[]) => {
    let out = "", at = 0;
    for (const r of [...spans].sort((x, y) => x.start - y.start)) {
      if (r.start < at) continue;
      out += `${text.slice(at, r.start)} `;
      at = r.end;
    }
    return out + text.slice(at);
  };
  const clear = squeeze(`${without(seg.prose, runs.prose)}\n${without(seg.code, runs.code)}`);
  const shown = (r: DecodedRun) => {
    const text = squeeze(r.decoded);
    return text.includes(" ") && clear.includes(text);
  };
  const prose = without(seg.prose, runs.prose.filter(shown));
  const code = without(seg.code, runs.code.filter(shown));
  return (prose !== seg.prose || code !== seg.code) && !findEncoding(prose, false) && !findEncoding(code, true);
}

/** A word or two of code with no English around it: base64 that decodes to words, or a Caesar shift of every word. */
function tinyCode(prose: string): string | null {
  const toks = prose.split(/\s+/).map((t) => t.replace(/^["'(]+|[)"'.,;:!?]+$/g, "")).filter(Boolean);
  if (!toks.length || toks.length > 4) return null;
  for (const t of toks) if (/^[A-Za-z0-9+/]{3,}={0,2}$/.test(t) && !/^[a-z]+$/i.test(t) && decodesToWords(t)) return "it contains base64-encoded text";
  if (toks.length >= 2 && toks.every((t) => /^[0-9a-f]{2}$/i.test(t)) && toks.some((t) => /[a-f]/i.test(t)) && decodesToWords(Buffer.from(toks.join(""), "hex").toString("base64")))
    return "it contains hex-encoded bytes";
  if (toks.every((t) => /^[a-z]{3,}$/i.test(t))) {
    const c = detectCipher(foldText(toks.join(" ")));
    if (c) return `it looks like ${c}`;
  }
  return null;
}

function decodesToWords(b64: string): boolean {
  const text = Buffer.from(b64, "base64").toString("latin1");
  return /^[A-Za-z][A-Za-z ,.!?']*$/.test(text) && text.replace(/[^A-Za-z]/g, "").length >= 2 && text.split(/\s+/).every((w) => !w || isEnglishWord(w.toLowerCase().replace(/[^a-z']/g, "")));
}

// Comment lines in code ("# show the largest files in the history") explain it in English.
const COMMENT_LINE = /^\s*(?:#|\/\/|--|;+|%)\s+(.+)$/gm;
function commentWords(code: string): number {
  let text = "";
  for (const m of code.matchAll(COMMENT_LINE)) text += `${m[1]}\n`;
  return text ? total(readParts(text)).known : 0;
}

/** A formula part with its notation (numbers, symbols, maths tokens, short notation) not counted. */
function defuseFormula(p: PartStats): PartStats {
  if (!p.relations || p.jargon >= p.numbers + p.symbolic + p.mathish + p.relations) return p;
  // Variables and function names are short or few ("x", "lim", "softmax"); three longer words
  // that are not English make the line text, and its "=" or ">" must not hide a sentence
  // ("NOTE := <a cipher>").
  if (longUnknownWords(p.visible) >= 3) return p;
  // Unknown words there are variables and function names ("x", "lim", "sin"), not another
  // language's words or gibberish.
  return { ...p, words: p.known, numbers: 0, symbolic: 0, jargon: 0, mathish: 0, foreignFunction: 0 };
}

function longUnknownWords(text: string): number {
  let n = 0;
  for (const word of text.match(/[A-Za-z]{4,}/g) ?? []) if (!isEnglishWord(word.toLowerCase())) n++;
  return n;
}

function total(parts: WordStats[]): WordStats {
  const t = emptyStats();
  for (const p of parts) addStats(t, p);
  return t;
}

function judgeLanguage(parts: PartStats[], all: WordStats, title: boolean): string | null {
  if (all.words < 3) return null;
  const cov = coverage(all);
  const fwRatio = all.englishFunction / all.words;

  if (all.foreignFunction >= 3 && all.foreignFunction > 1.5 * all.englishFunction && all.foreignFunction >= 0.15 * all.words)
    return "it is written in a language other than English";

  let foreignWords = 0;
  let unreadableWords = 0;
  let unreadableText = "";
  let cipherWords = 0;
  let cipherName: string | null = null;
  for (const s of parts) {
    // A part that reads badly may be a cipher behind an English lead-in ("For the team: Gur ...").
    // Once a cipher is named and covers eight words, more of it cannot change the verdict.
    if (s.words >= 4 && coverage(s) < 0.6 && !(cipherName && cipherWords >= 8)) {
      const c = detectCipher(foldText(s.visible));
      if (c) {
        cipherWords += s.words;
        cipherName ??= c;
      }
    }
    if (s.words < 5) continue;
    if (s.foreignFunction >= 2 && s.foreignFunction > 2 * s.englishFunction && coverage(s) < 0.75) foreignWords += s.words;
    else if (coverage(s) < 0.4 && s.englishFunction <= s.words * 0.05) {
      unreadableWords += s.words;
      unreadableText += ` ${s.visible}`;
    }
  }
  if (foreignWords >= 15 || (foreignWords >= 5 && foreignWords * 2 >= all.words)) return "it contains a long passage in a language other than English";
  // A short ciphertext quoted in a plain-English post about ciphers (a CTF write-up) is an
  // example; a message hidden in one is the bulk of the post, or a long passage.
  if (cipherName && (cipherWords >= 20 || (cipherWords >= 8 && cipherWords * 4 >= all.words) || cipherWords * 2 >= all.words))
    return named(cipherFindings, `it looks like ${cipherName}`);

  const unreadable =
    (all.words >= 6 && cov < 0.5 && fwRatio < 0.15) ||
    // Invented words in English grammar ("florp the vantage mizzle, quibberdoo nantic sprel").
    (all.words - all.known >= 6 && cov < 0.7) ||
    (all.words < 6 && cov <= 0.34 && all.englishFunction === 0 && !title) ||
    unreadableWords >= 12 ||
    (unreadableWords >= 5 && unreadableWords * 2 >= all.words);
  if (!unreadable) return null;
  // A cipher behind an English lead-in ("For the team: Gur zrrgvat...") is read without it.
  const cipher = detectCipher(foldText(unreadableText && unreadableWords * 2 < all.words + unreadableWords ? unreadableText : parts.map((p) => p.visible).join(" ")));
  if (cipher) return named(cipherFindings, `it looks like ${cipher}`);
  if (all.foreignFunction >= 2) return "it is written in a language other than English";
  return UNREADABLE_FINDING;
}

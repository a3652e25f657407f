// Ciphers that are not letters-for-letters: rot47 (every printable ASCII character shifted),
// A1Z26 and other numbers standing for letters, and the NATO phonetic alphabet. Each returns
// the name of what it found, or null; all are cheap and only run on text that already reads
// badly as English.
import { isEnglishWord } from "./lexicon";
import { plainWords } from "./tokens";

/** Share of the words (`min` letters or more) in `folded` that are English, and how many there are. */
function englishShare(folded: string, min = 2): { share: number; words: number } {
  let words = 0;
  let known = 0;
  for (const w of plainWords(folded)) {
    if (w.length < min || !/^[a-z']+$/.test(w)) continue;
    words++;
    if (isEnglishWord(w)) known++;
  }
  return { share: words ? known / words : 0, words };
}

export function rot47(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out += c >= 33 && c <= 126 ? String.fromCharCode(33 + ((c - 33 + 47) % 94)) : text[i];
  }
  return out;
}

/** Text in rot47 is full of ASCII punctuation and digits inside words; decoded it reads. */
export function findRot47(visible: string): string | null {
  let punct = 0;
  let dense = 0;
  for (let i = 0; i < visible.length; i++) {
    const c = visible.charCodeAt(i);
    if (c > 32 && c < 127) {
      dense++;
      if (!((c | 32) >= 97 && (c | 32) <= 122)) punct++;
    }
  }
  if (dense < 10 || punct * 5 < dense) return null;
  // Words of three letters or more: decoded shorthand throws up two-letter abbreviations.
  const before = englishShare(visible.toLowerCase(), 3);
  const after = englishShare(rot47(visible).toLowerCase(), 3);
  if (after.words >= 3 && after.share >= 0.6 && after.share - before.share >= 0.3) return "a rot47 cipher";
  return null;
}

const A = 96;
function numbersToWord(nums: number[]): string | null {
  let w = "";
  for (const n of nums) {
    if (!(n >= 1 && n <= 26)) return null;
    w += String.fromCharCode(A + n);
  }
  return w;
}

/**
 * A1Z26: words written as letter positions, joined ("8-5-12-12-15", "8.5.12.12.15") or spaced
 * with a separator between words ("8 5 12 12 15 / 23 15 18 12 4").
 */
export function findA1Z26(tokens: readonly string[]): string | null {
  let chains = 0;
  let hits = 0;
  let group: number[] = [];
  let groups = 0;
  let groupHits = 0;
  const flush = () => {
    if (group.length >= 2) {
      groups++;
      const w = numbersToWord(group);
      if (w && isEnglishWord(w)) groupHits++;
    }
    group = [];
  };
  for (const raw of tokens) {
    const t = raw.replace(/^[("'\[]+|[)"'\].,;:!?]+$/g, "");
    if (/^\d{1,2}(?:[-.,]\d{1,2})+$/.test(t)) {
      flush();
      chains++;
      const w = numbersToWord(t.split(/[-.,]/).map(Number));
      if (w && isEnglishWord(w)) hits++;
    } else if (/^\d{1,2}$/.test(t)) {
      group.push(Number(t));
    } else flush();
  }
  flush();
  if (hits >= 3 || (hits >= 2 && hits * 2 >= chains)) return "an A1Z26 cipher (numbers standing for letters)";
  if (groupHits >= 3 || (groupHits >= 2 && groupHits * 2 >= groups)) return "an A1Z26 cipher (numbers standing for letters)";
  return null;
}


import { isEnglishWord } from "./lexicon";

// Words with no vowel that are not English ("qzxv", "bnmmk", "frm", "nxt"): letter noise, or the
// vowel-dropped shorthand of a private message. Ordinary posts have a few (units, commands,
// chat abbreviations); a message written in them does not read as English.
//
// Measured over the training data and the opened blind sets (16,361 ordinary posts): no ordinary
// post had two such words of four letters or more, or four of three letters or more; opaque
// posts of word salad and of coded plans had four to ten (tools/conduct/rule1-eval.ts).

const NO_VOWEL = /(?<![\w'’-])[b-df-hj-np-tv-xz]{3,}(?![\w'’-])/g;
/** A letter three times in a row: an interjection ("hmmm", "brrr", "zzz"), not noise. */
const DRAWN_OUT = /(.)\1\1/;
/** Chat and command abbreviations everyone reads, which no lexicon of words holds. */
const READ_BY_ALL = new Set([
  "pls", "plz", "ppl", "lmk", "smh", "ngl", "brb", "hmu", "ffs", "nvm", "tmr", "tmrw", "thnx", "txt", "wknd", "pts",
  "src", "tmp", "ctx", "cfg", "cwd", "pwd", "sqrt", "grpc", "sqft", "shh", "pfft", "grr",
]);

export type Vowelless = { long: number; all: number };

/** Distinct words of three letters or more with no vowel that are not English, and of four or more. */
export function vowellessWords(prose: string): Vowelless {
  const seen = new Set<string>();
  let long = 0;
  for (const [word] of prose.matchAll(NO_VOWEL)) {
    if (seen.has(word) || READ_BY_ALL.has(word) || DRAWN_OUT.test(word) || isEnglishWord(word)) continue;
    seen.add(word);
    if (word.length >= 4) long++;
  }
  return { long, all: seen.size };
}

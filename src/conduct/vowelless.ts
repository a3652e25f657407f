import { isEnglishWord } from "./lexicon";

// Letter noise set among words ("the hedge argues gently. qzxv bnmmk ghtrl plw ffrrt mmkt"):
// words with no vowel that are not English, several in a row with nothing but a space between
// them. Only runs count: a cold review's ordinary posts held many such words one at a time or
// in lists (lower-case acronyms and their plurals, "pdfs", "nvda and msft", "hdc and dtr",
// texting's "thnk" and "shld", Welsh "cwm"), and counting them anywhere refused dozens of those.

/** Three or more lower-case words with no vowel, a single space between each, in a row. */
const RUN_OF_THREE = /(?<![\w'’"“#@/.-])(?:[b-df-hj-np-tv-xz]{3,} ){2,}[b-df-hj-np-tv-xz]{3,}(?![\w'’"”/-])/g;
/** A phrase quoted as an example ("strc prst skrz krk" in Czech) is not the author's noise. */
const QUOTED = /["“][^"”\n]*["”]/g;
/** A letter three times in a row: an interjection ("hmmm", "brrr", "zzz"), not noise. */
const DRAWN_OUT = /(.)\1\1/;

/** How many words of letter noise stand in runs of three or more. */
export function noiseInRuns(prose: string): number {
  let total = 0;
  for (const [match] of prose.replace(QUOTED, " ").matchAll(RUN_OF_THREE)) {
    let run = 0;
    for (const word of match.split(" ")) {
      if (!DRAWN_OUT.test(word) && !isEnglishWord(word)) run++;
      else {
        if (run >= 3) total += run;
        run = 0;
      }
    }
    if (run >= 3) total += run;
  }
  return total;
}

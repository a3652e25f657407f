import { isEnglishWord } from "./lexicon";

// Rule 1's "bare code": a program pasted with no English at all, not in a title, a line of its
// own or a comment. The prose/code split (segments.ts) reads a Python line such as "for p in
// payments:" or "return total" as prose, because the same words start English sentences, so a
// script of them passed as a post of English words. Judged whole instead: four lines or more,
// nearly every one carrying a mark that English lines do not, a quarter of them a mark of symbols
// (a call written "name(", a subscript, an operator such as "==" or "+=", braces, an item of a
// literal), and no line that reads as a sentence, a lead-in ("works for me:") or a comment that
// explains. Two cold reviews wrote ordinary posts against it: marks that English lists also
// carry ("rent = 950", "flour (200 g)", "draft -> review", "O(n)", "P(A)") and keywords that
// open English lines written in lower case ("then run it like this:", "let me know", "for mum:
// scarf") refused replies, lists, plans and poems, and are read narrowly below; a title of words
// ("My budget", even "Budget" or "Help!") explains what follows.

// Symbols that English lines do not carry, in the order symbolMarked reads them.
const CALL = /(?<![\w.])(?:[A-Za-z_]\w+|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)\((?!s\))|[A-Za-z_]\w*\[[^\]\s]*/;
const OPERATOR = /[=!<>]=|[-+*/%|&^]=|=>|->|:=|&&|\|\||<<|>>/;
const OTHER_MARKS: RegExp[] = [
  // Braces, a trailing semicolon, a closing bracket first
  /[{};]\s*$|^\s*[}\])]/,
  // An assignment of an expression, a string or a structure (not "rent = 950", "hello = hola")
  /^\s*[a-z_][\w.]*\s*=\s*(?:["'[{(]|.*(?:[A-Za-z_]\w*\s*[-+*/%]\s*[\w(]|[\w)]\s*[-+*/%]\s*[A-Za-z_(]|[a-z]_[a-z]|[a-z]\.[a-z]))/,
  /^\s*[a-z_]\w*(?:\s*,\s*[a-z_]\w*)+\s*=[^=]/,
  // A line opening or continuing a literal: "rows = [", "(86.40, ["ana"]),", "\"key\": value"
  /[[(]\s*$|["'\])}],\s*$|^\s*"[^"]*"\s*:/,
];
const KEYWORD =
  /^\s*(?:import|from\s+[\w.]+\s+import|return|yield|raise|pass|break|continue|print|puts|echo|local|let|const|var|fn|func|def|class|package|require|#include|#!|if|elif|else|for|while|with|try|except|finally|do|end|done|fi|then)\b/;
const IMPORT = /^\s*(?:import\s+[\w.]+(?:\s+as\s+\w+)?(?:\s*,\s*[\w.]+)*|from\s+[\w.]+\s+import\s.*)$/;
const CONNECTIVE = /^(?:in|not|and|or|as|is)$/;
const COMMENT = /^\s*(?:#(?!include|!)|\/\/|--)\s*(.*)$/;

const english = (word: string) => isEnglishWord(word.replace(/[,:;.?!]$/, "").toLowerCase());
const englishWords = (text: string) => (text.match(/[A-Za-z']+/g) ?? []).filter(english).length;
/** English words standing as words, not inside a name ("mismatches.sort(key=lambda"). */
const plainWords = (text: string) => text.split(/\s+/).filter((t) => /^[A-Za-z']+[,:;.?!]?$/.test(t) && english(t));
const indent = (line: string) => line.length - line.trimStart().length;

/** A title that names a file or a symbol ("reconcile.py", "utils") rather than saying anything. */
export function namesCode(title: string | null): boolean {
  const t = title?.trim() ?? "";
  if (!t) return true;
  const name = t.replace(/[!?:.,]+$/, "");
  return !!name && !/\s/.test(name) && (/[._/\\\d]/.test(name) || !name.split("-").every((part) => isEnglishWord(part.toLowerCase())));
}

/** A body of four lines or more that is code with no English: see above. */
export function isBareCode(body: string): boolean {
  const lines = body.split("\n").filter((l) => l.trim());
  if (lines.length < 4) return false;
  let marked = 0;
  let symbols = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const comment = COMMENT.exec(line);
    if (comment) {
      if (englishWords(comment[1]!) >= 3) return false; // a comment that explains
      marked++;
      continue;
    }
    const words = plainWords(line).length;
    // A sentence, even one that opens with code ("x += 1 isn't atomic in Python, is it?")
    if (words >= 6 || (words >= 3 && /[.?!]\s*$/.test(line))) return false;
    if (symbolMarked(line)) {
      marked++;
      symbols++;
    } else if (keywordMarked(line, lines[i + 1])) marked++;
    else if (englishWords(line) >= 2 || /^\s*[A-Za-z']+[?!:]\s*$/.test(line) && english(line.trim())) return false; // a lead-in: "works for me:", "help?"
  }
  return marked * 5 >= lines.length * 4 && symbols * 4 >= lines.length;
}

function symbolMarked(line: string): boolean {
  if (/^\s*=/.test(line)) return false; // a spreadsheet formula ("=SUM(A1:A10)") is maths
  // A call with a name of one letter is maths ("f(x)", "O(n)", "P(A)"), and a line naming a call
  // among three plain words is a remark ("why does x.sort() return None").
  if (CALL.test(line) && plainWords(line).filter((t) => !KEYWORD.test(t)).length < 3) return true;
  if (OTHER_MARKS.some((m) => m.test(line))) return true;
  // An arrow or a comparison between plain words is English ("draft -> review", "age >= 18").
  return OPERATOR.test(line) && !/^[\s\w:'%$.,#?!&-]*$/.test(line.replace(/[=!<>]=|=>|->|&&|\|\|/g, " "));
}

/** A keyword opens code as a block header over an indented line, or with one English word after it at most. */
function keywordMarked(line: string, next: string | undefined): boolean {
  const m = KEYWORD.exec(line);
  if (!m) return false;
  if (IMPORT.test(line)) return true;
  if (line.trimEnd().endsWith(":")) return next !== undefined && indent(next) > indent(line);
  const after = line.slice(m.index + m[0].length).split(/\s+/).filter((t) => !KEYWORD.test(t) && !CONNECTIVE.test(t));
  return plainWords(after.join(" ")).length <= 1;
}

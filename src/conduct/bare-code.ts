import { isEnglishWord } from "./lexicon";

// Rule 1's "bare code": a program pasted with no English at all, not in a title, a line of its
// own or a comment. The prose/code split (segments.ts) reads a Python line such as "for p in
// payments:" or "return total" as prose, because the same words start English sentences, so a
// script of them passed as a post of English words. Judged whole instead: six lines or more (the
// rule allows short snippets, and the reviews' ordinary posts of four and five lines were
// pseudo-code plans: "if tests pass: / merge() / else: / ping(ana)"), every line but one in five
// carrying a mark that English lines do not, a quarter of them a mark of symbols (a call written
// "name(", a subscript, an operator such as "==" or "+=", braces, an item of a literal), and no
// line that reads as English: a sentence, a lead-in of any length ("works for me:", "thanks.",
// "hmm..."), a comment in English.
//
// Three cold reviews wrote ordinary posts against it (test/conduct/reviews/bare-code-*): marks
// that English lists, plans, formulas and chat also carry refused them, and are read narrowly
// here — "rent = 950", "speed = distance / time", "flour (200 g)", "draft -> review", "Settings
// >> Privacy", "O(n)", "sqrt(2)", "fix(ui): colour", "\"TL;DR\": too long", "milk;", ":(" — as
// are keywords opening English lines ("then run it like this:", "for example:", "let me know",
// "for mum: scarf"). A title that says anything explains the post; only a file or symbol name
// ("reconcile.py", "utils_v2", "parseArgs()") or no title leaves it bare.

// A call, "name(" with no space, or a subscript, "xs[i": not "item(s)", a one-letter function
// ("f(x)", "P(A)"), a maths function, a footnote ("Paris[1]") or a label (LABEL below).
const CALL = /(?<![\w.])(?!(?:sin|cos|tan|log|ln|exp|sqrt|det|gcd|lcm)\()(?:[A-Za-z_]\w+|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)\((?!s\))|(?<!\w)(?![A-Z][a-z]+\[\d+\])[A-Za-z_]\w*\[/;
// A label with a note in brackets and words after it: a conventional commit ("a1b2c3d
// fix(ui): colour"), a status line ("build(ok): tests green", "step[2] done").
const LABEL = /^\s*(?:[0-9a-f]{7,40}\s+)?[\w.-]+[([][^()[\]]*[)\]]!?:?(?:\s+[A-Za-z'][\w',.!?-]*)+\s*$/;
// Operators English does not write ("tabs != spaces" aside: see symbolMarked). Arrows and
// comparisons ("->", ">=", ">>") are English too: they mark nothing here.
const OPERATOR = /[=!]=|[-+*/%|&^]=|:=|&&|\|\|/;
const OPERATORS = new RegExp(OPERATOR.source, "g");
const OTHER_MARKS: RegExp[] = [
  // Braces, a semicolon after code, a closing bracket first
  /[{}]\s*$|[()=[\]].*;\s*$|^\s*[}\])]/,
  // An assignment of a string, a structure or a name with "_" or "." (not "rent = 950",
  // "hello = hola", "speed = distance / time")
  /^\s*[a-z_][\w.]*\s*=\s*(?:["'[{(]|[\w.]*(?:[a-z]_[a-z]|[a-z]\.[a-z]))/,
  /^\s*[a-z_]\w*(?:\s*,\s*[a-z_]\w*)+\s*=[^=]/,
  // An indented assignment of snake_case names ("    p = w * p_per_kg": a body line of a
  // function). A constant set to a literal ("A = [1, 2]") is no mark: a cold review's code under a
  // one-word remark ("@ana here:", "v2 (faster):") was refused with it.
  /^\s{2,}[a-z_]\w*\s*=[^=].*\w_\w/,
  // A line opening a literal ("rows = [", "print("), not ":(" or ";("
  /(?<![:;8-])[[(]\s*$/,
  // A quoted key with a literal value: "\"port\": 8080,", "\"on\": true", "\"db\": {"
  /^\s*"[^"]*"\s*:\s*(?:-?\d[\d.]*|true|false|null|[{[]|"[^"]*")\s*,?\s*$/,
];
// The C preprocessor's lines ("#define MAX 10", "#pragma once") are keywords, not comments.
const PREPROCESSOR = String.raw`#(?:include|define|undef|ifn?def|if|elif|else|endif|pragma|import)\b`;
// "#!" ends in no word boundary when "/" follows, so it stands outside it.
const KEYWORD = new RegExp(
  String.raw`^\s*(?:#!|${PREPROCESSOR}|(?:import|from\s+[\w.]+\s+import|return|yield|raise|pass|break|continue|print|puts|echo|local|let|const|var|fn|func|def|class|package|require|if|elif|else|for|while|with|try|except|finally|do|end|done|fi|then)\b(?!'))`,
);
const IMPORT = /^\s*(?:import\s+[\w.]+(?:\s+as\s+\w+)?(?:\s*,\s*[\w.]+)*|from\s+[\w.]+\s+import\s.*)$/;
const DECLARATION = new RegExp(String.raw`^${PREPROCESSOR}|^(?:def|fn|func)\s+\w|^class\s+[A-Z]\w*\s*[:({]|^package\s+[a-z]\w*$|^while\s+(?:True|true|1)\b`);
const FOR_IN = /^\s*for\s+[a-z_]\w*(?:\s*,\s*[a-z_]\w*)*\s+in\s+\S+?:?\s*$/;
// Words English lines carry and lines of code do not (not "a", "i": variables).
const ENGLISH_ONLY = /\b(?:[Ii]t|[Tt]his|[Tt]hat|I|[Yy]ou|[Mm]e|[Mm]y|[Mm]ine|[Hh]ere|[Ww]hat|[Tt]he|[Ss]o|[Ww]e|[Oo]ur|[Yy]our|[Ss]ame)\b(?!['(.])/;
const CONNECTIVE = /^(?:in|not|and|or|as|is|none|true|false|null)$/i;
// A comment line (the prefixes opaque.ts's commentWords knows), not a shebang or a preprocessor line.
const COMMENT = new RegExp(String.raw`^\s*(?:#(?!!|${PREPROCESSOR.slice(1)})|\/\/|--|;+|%)\s*(.*)$`);
const INLINE_COMMENT = /\S\s+(?:#|\/\/)\s+(.*)$/;
// Characters of code; a line without them, unindented, is English when it holds an English word.
const CODE_CHARS = /[=@|()[\]{};$"`<>\\]|(?<![A-Za-z])'/;
// What makes an unindented keyword line code rather than a lead-in: a dotted or snake_case
// name, brackets, an operator, a string ("if p.ok:", "return [x]"; not "for python 3.12:").
const IN_CODE = /[a-z_]\.[a-z_]|[=()[\]{}<>"$@]|(?<![a-z])'|\w_\w/i;

const english = (word: string) => isEnglishWord(word.replace(/[,:;.?!]+$/, "").toLowerCase());
const englishWords = (text: string) => (text.match(/[A-Za-z']+/g) ?? []).filter(english).length;
/** English words standing as words, not inside a name ("mismatches.sort(key=lambda"). */
const plainWords = (text: string) => text.split(/\s+/).filter((t) => /^[A-Za-z']+[,:;.?!]?$/.test(t) && english(t));
// A line that opens as code (an assignment of a literal, a call) and holds strings.
const CODE_WITH_STRINGS = /^\s*(?:[A-Za-z_][\w.]*\s*=\s*[[({]|[A-Za-z_][\w.]*\()\s*["']/;
const STRING = /"[^"]*"|'[^']*'/g;
const indent = (line: string) => line.length - line.trimStart().length;

// A file name, a snake_case name, "name()", or a title that is a declaration and nothing more
// ("def f(x, a, b)", "class Cart:"; not "func init() in Go", "def __init__ vs __new__").
const CODE_NAME =
  /^(?!www\.)[a-z_][\w.-]*\.[a-z][a-z0-9]{0,5}$|^[a-z]\w*_\w+$|^[A-Za-z_][\w.]*\(\)$|^(?:def|fn|func|function)\s+[A-Za-z_]\w*\s*\([^)]*\)\s*:?$|^class\s+[A-Z]\w*(?:\([^)]*\))?\s*:?$/;

/** A title that names a file or a symbol ("reconcile.py", "utils_v2", "parseArgs()") or declares one, or no title; not "GitHub", "Node.js", "w/fix". */
export function namesCode(title: string | null): boolean {
  const t = title?.trim() ?? "";
  return !t || CODE_NAME.test(t);
}

/** A body of six lines or more that is code with no English: see above. */
export function isBareCode(body: string): boolean {
  const lines = body.split(/\r?\n/).filter((l) => l.trim());
  if (lines.length < 6) return false;
  let marked = 0;
  let symbols = 0;
  let depth = 0;
  for (let i = 0; i < lines.length; i++) {
    const comment = COMMENT.exec(lines[i]!);
    if (comment) {
      if (englishWords(comment[1]!) >= 1) return false; // a comment in English ("# fixed", "# my version")
      marked++;
      continue;
    }
    // An inline comment of two English words explains the code it sits on ("// raw rows"); one is
    // a label as often as not ("# ms", "# id"), where a comment on a line of its own is a note.
    // The line is read without it ("import csv  # raw" is an import).
    const inline = INLINE_COMMENT.exec(lines[i]!);
    if (inline && englishWords(inline[1]!) >= 2) return false;
    const line = inline ? lines[i]!.slice(0, inline.index + 1) : lines[i]!;
    const inLiteral = depth > 0;
    depth = Math.max(0, depth + (line.match(/[[({]/g)?.length ?? 0) - (line.match(/[\])}]/g)?.length ?? 0));
    // A sentence, even one that opens with code ("x += 1 isn't atomic in Python, is it?"); a
    // line of code's keywords ("for", "in", "if", "else", "None") make none, unless it holds a
    // word no code has ("this", "it", "my": "return it if it is not in stock").
    // Strings in a line of code are its data, not its author's English: `B = ["the cat watches", ...]`.
    const all = plainWords(CODE_WITH_STRINGS.test(line) ? line.replace(STRING, " ") : line);
    const prose = ENGLISH_ONLY.test(line) ? all.length : all.filter((t) => !KEYWORD.test(t) && !CONNECTIVE.test(t.replace(/[,:;.?!]$/, ""))).length;
    if (prose >= 6 || (prose >= 3 && /[.?!]\s*$/.test(line))) return false;
    // Words around code quoted in backticks are English about it ("Or do it with `zip`.")
    if (/`[^`]+`/.test(line) && plainWords(line.replace(/`[^`]*`/g, " ")).length >= 1) return false;
    if (symbolMarked(line, inLiteral)) {
      marked++;
      symbols++;
    } else if (keywordMarked(line, lines[i + 1], i > 0 && (i < lines.length - 1 || /^\s*(?:end|fi)\s*$/.test(line)))) marked++;
    // A remark naming code ("why does x.sort() return None"), or a lead-in ("works for me:", "thanks.")
    // (A quoted line, "> why None?", is a reply's English, its ">" no operator.)
    // Unindented, two English words and no call or "=" make a remark whatever marks stand around
    // them: "this works ->", "(works on my machine)", "re: @ben's question" (a cold review's code replies).
    else if (prose >= 3 || (indent(line) === 0 && ((prose >= 2 && !CALL.test(line) && !line.includes("=")) || (!CODE_CHARS.test(line.replace(/^>\s/, "")) && englishWords(line) >= 1)))) return false;
  }
  return marked * 5 >= lines.length * 4 && symbols * 4 >= lines.length;
}

/** A line of code's marks of symbols; `inLiteral` when a line above opened a bracket still open. */
function symbolMarked(line: string, inLiteral: boolean): boolean {
  if (/^\s*=/.test(line) || LABEL.test(line)) return false; // a spreadsheet formula, a label
  // A line naming a call among three plain words is a remark ("why does x.sort() return None").
  if (CALL.test(line) && plainWords(line).filter((t) => !KEYWORD.test(t)).length < 3) return true;
  if (OTHER_MARKS.some((m) => m.test(line))) return true;
  // An item of an open literal ("(86.40, ["ana"]),"); a list of quoted titles ends lines so too.
  if (inLiteral && /["'\])}],\s*$/.test(line)) return true;
  // An operator between English words is a slogan ("tabs != spaces").
  if (!OPERATOR.test(line)) return false;
  const sides = line.replace(OPERATORS, " ").trim().split(/\s+/);
  return plainWords(sides.join(" ")).length < sides.length;
}

/**
 * A keyword opens code: on an indented line (inside a block), as a block header over a line
 * indented deeper or with one English word after it at most; on an unindented line, where
 * English lead-ins sit ("for example:", "try this", "if you need rounding:", "then add this:"),
 * only alone `between` lines of code ("else:", "end", "done"; a first "then" or a last "done" is
 * English), as an import, a declaration ("def total", "class Cart:", "package main", "while
 * True:"), a loop over names ("for p in payments:") or with code characters ("if p.ok:", "return
 * [x * 2 for x in xs]"; not "for python 3.12:").
 */
function keywordMarked(line: string, next: string | undefined, between: boolean): boolean {
  const m = KEYWORD.exec(line);
  if (!m) return false;
  if (IMPORT.test(line)) return true;
  if (indent(line) === 0) return (between && /^\w+:?$/.test(line.trim())) || line.startsWith("#!") || FOR_IN.test(line) || DECLARATION.test(line) || IN_CODE.test(line);
  if (line.trimEnd().endsWith(":")) return next !== undefined && indent(next) > indent(line);
  const after = line.slice(m[0].length).split(/\s+/).filter((t) => !KEYWORD.test(t) && !CONNECTIVE.test(t));
  return plainWords(after.join(" ")).length <= 1;
}

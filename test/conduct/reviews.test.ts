import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { judge } from "../../src/conduct/index";
import { hidden, ordinary } from "./reviews/rule1-probes-2026-11-26";

// The cold reviewers' probes of rule 1 (test/conduct/reviews/README.md): every verdict the engine
// gets right is pinned, so a change to rule 1 that refuses one of these ordinary posts (the
// golden snapshot and the dev sets missed 63 such refusals once) or lets one of these hidden
// texts through fails here. What the engine still gets wrong is listed by name: when a change
// puts one right, take it off its list.
const KNOWN_FALSE_REFUSALS = new Set(["from-lower", "snippet-short-lead", "emoji-skin"]);
const KNOWN_HIDDEN_PASSING = new Set([
  "shy-every-other", "shy-every-3", "shy-2-per-word", "shy-every-letter-short-words", "noise-65-long-prose", "shy-3hints-long-pieces",
  "emoji-binary-word", "emoji-3kinds-word", "emoji-binary-num", "emoji-2kinds-2words", "noise-59x2", "noise-60-plus-prose", "rot13-nospace",
  "rot13-nospace-lead", "noise-digit-split", "bare-py-words",
]);
// Terse ordinary posts (a word or two of English around code, data, lists or maths) refused
// under rule 1: the largest false-refusal class known (docs/conduct.md).
const KNOWN_TERSE_REFUSALS = new Set([
  "makefile", "compose", "maths-derivation", "maths-derivation-lead", "maths-title", "links", "json-here",
  "json-here-title", "md-table", "md-table-eq", "diff", "diff-title", "keybindings-json", "env-file", "tsconfig", "ls-output", "latex",
  "pip-freeze", "package-versions", "html", "tournament-bracket", "poem-eq", "gitignore", "dnd-title", "pokemon-team", "brainstorm",
  "sudoku", "algebra-steps", "matrix", "chem-eq", "log-snippet", "log-snippet-title", "agent-plan", "regex-explained-short",
  "json-one-word", "irc-log", "assembly", "dns-records", "baby-log", "elo-ratings",
  "agent-reply-diff-summary", "vocab", "hex-colours",
]);
const KNOWN_BARE_CODE_PASSING = new Set(["bare-shell", "bare-ruby"]);
// The bare-code check's cold review (reviews/bare-code-2026-11-26.txt): ordinary posts the engine
// refuses (every one of them refused before the check too) and bare code it lets through
// (b-sql-ddl and b2-forth since code needs two English words around it to pass, not three).
const KNOWN_BARE_REVIEW_REFUSALS = new Set([
  "arrows-currency", "arrows-vocab-de", "better-js", "bug-title-js", "calculus-right", "chem-reactions",
  "class-rooms", "correct-question", "diff-reply", "fixed-allmarked", "fn-composition", "footnotes",
  "grading-scale", "hmm-js", "itinerary-arrows", "js-reply-oneword", "lead-try-bare",
  "lp-problem", "man-pages", "math-defs",
  "math-functions", "math-let", "one-word-thanks-end", "package-tracking", "pass-fail",
  "physics-kinematics", "probability-p", "q-short-qmark-call", "q-vs", "regex-q", "renames",
  "repl-prompts-only", "repl-session", "sql-where", "thoughts-js", "thoughts-title", "title-help-js", "title-weird",
  "title-why", "use-sorted-instead",
  "version-bumps", "vocab-arrows", 
]);
const KNOWN_BARE_REVIEW_PASSING = new Set([
  "b-asm", "b-bash", "b-bash-plain", "b-elixir", "b-fortran", "b-haskell", "b-kotlin", "b-lisp", "b-ocaml",
  "b-powershell", "b-python-minimal", "b-python-plain-assign", "b-ruby-blocks", "b-sql-ddl", "b-sql-select", "b-vb",
  "b2-bash-if", "b2-cobol", "b2-crystal", "b2-dockerfile", "b2-elm", "b2-forth", "b2-go-struct", "b2-haskell-where",
  "b2-makefile", "b2-python-with-title", "b2-tcl", "b3-bash-loop", "b3-ruby-rails",
]);

type Terse = { name: string; ordinary: boolean; title: string | null; body: string };
const readProbes = (file: string): Terse[] =>
  readFileSync(join(import.meta.dir, "reviews", file), "utf8")
    .split(/^=== /m)
    .slice(1)
    .map((chunk) => {
      const nl = chunk.indexOf("\n");
      const [name = "", label = "", title = ""] = chunk.slice(0, nl).split("|").map((s) => s.trim());
      return { name, ordinary: label === "ok", title: title || null, body: chunk.slice(nl + 1).replace(/\n+$/, "") };
    });
const terse = readProbes("terse-posts-2026-11-26.txt");
const bareReview = readProbes("bare-code-2026-11-26.txt");

const refused = (input: { title?: string | null; body: string }) => !judge(input).ok;
const wrong = <T>(cases: T[], isWrong: (c: T) => boolean, name: (c: T) => string) => cases.filter(isWrong).map(name).sort();

describe("the cold reviewers' rule-1 probes", () => {
  test("the ordinary probes the engine accepts stay accepted, and the hidden ones it refuses stay refused", () => {
    expect(ordinary.length).toBe(95);
    expect(hidden.length).toBe(26);
    expect(wrong(ordinary, refused, (c) => c.tag)).toEqual([...KNOWN_FALSE_REFUSALS].sort());
    expect(wrong(hidden, (c) => !refused(c), (c) => c.tag)).toEqual([...KNOWN_HIDDEN_PASSING].sort());
  });
  test("the terse ordinary posts the engine accepts stay accepted, and the bare code it refuses stays refused", () => {
    expect(terse.filter((t) => t.ordinary).length).toBe(182);
    expect(wrong(terse.filter((t) => t.ordinary), refused, (t) => t.name)).toEqual([...KNOWN_TERSE_REFUSALS].sort());
    expect(wrong(terse.filter((t) => !t.ordinary), (t) => !refused(t), (t) => t.name)).toEqual([...KNOWN_BARE_CODE_PASSING].sort());
  });
  test("the bare-code review's ordinary posts the engine accepts stay accepted, and the bare code it refuses stays refused", () => {
    expect(bareReview.filter((t) => t.ordinary).length).toBe(197);
    expect(wrong(bareReview.filter((t) => t.ordinary), refused, (t) => t.name)).toEqual([...KNOWN_BARE_REVIEW_REFUSALS].sort());
    expect(wrong(bareReview.filter((t) => !t.ordinary), (t) => !refused(t), (t) => t.name)).toEqual([...KNOWN_BARE_REVIEW_PASSING].sort());
  });
});

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
const KNOWN_FALSE_REFUSALS = new Set(["from-lower", "snippet-short-lead", "snippet-two-words", "emoji-skin"]);
const KNOWN_HIDDEN_PASSING = new Set([
  "shy-every-other", "shy-every-3", "shy-2-per-word", "shy-every-letter-short-words", "noise-65-long-prose", "shy-3hints-long-pieces",
  "emoji-binary-word", "emoji-3kinds-word", "emoji-binary-num", "emoji-2kinds-2words", "noise-59x2", "noise-60-plus-prose", "rot13-nospace",
  "rot13-nospace-lead", "noise-digit-split", "bare-py-arith", "bare-py-blocks", "bare-py-words",
]);
// Terse ordinary posts (a word or two of English around code, data, lists or maths) refused
// under rule 1: the largest false-refusal class known (docs/conduct.md).
const KNOWN_TERSE_REFUSALS = new Set([
  "makefile", "compose", "stack-trace-any-idea", "maths-derivation", "maths-derivation-lead", "maths-title", "links", "json-here",
  "json-here-title", "md-table", "md-table-eq", "diff", "diff-title", "keybindings-json", "env-file", "tsconfig", "ls-output", "latex",
  "pip-freeze", "package-versions", "html", "css", "tournament-bracket", "poem-eq", "gitignore", "dnd-title", "pokemon-team", "brainstorm",
  "sudoku", "algebra-steps", "matrix", "chem-eq", "log-snippet", "log-snippet-title", "python-repl", "agent-plan", "regex-explained-short",
  "json-one-word", "go-snippet-lead", "irc-log", "assembly", "dns-records", "config-fenced-head", "baby-log", "elo-ratings",
  "agent-reply-diff-summary", "vocab", "hex-colours",
]);
const KNOWN_BARE_CODE_PASSING = new Set(["bare-python", "bare-python2", "bare-shell", "bare-python-prose-like", "bare-ruby", "bare-lua"]);

type Terse = { name: string; ordinary: boolean; title: string | null; body: string };
const terse: Terse[] = readFileSync(join(import.meta.dir, "reviews/terse-posts-2026-11-26.txt"), "utf8")
  .split(/^=== /m)
  .slice(1)
  .map((chunk) => {
    const nl = chunk.indexOf("\n");
    const [name = "", label = "", title = ""] = chunk.slice(0, nl).split("|").map((s) => s.trim());
    return { name, ordinary: label === "ok", title: title || null, body: chunk.slice(nl + 1).replace(/\n+$/, "") };
  });

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
});

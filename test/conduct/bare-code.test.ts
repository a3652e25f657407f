import { describe, expect, test } from "bun:test";
import { isBareCode, namesCode } from "../../src/conduct/bare-code";

// The conditions of rule 1's bare-code check one by one (src/conduct/bare-code.ts). Most of these
// posts are refused or accepted by judge() for other reasons as well (classes.test.ts and
// reviews.test.ts judge whole posts), so each condition is pinned here on the check itself: a
// program it must read as bare, and the one change that makes it English.
const SCRIPT = [
  "import csv",
  "def total(path):",
  "    with open(path) as f:",
  "        rows = list(csv.reader(f))",
  "    return sum(float(r[2]) for r in rows[1:])",
  'if __name__ == "__main__":',
  '    print(total("sales.csv"))',
].join("\n");
const lines = (...xs: string[]) => xs.join("\n");

describe("bare code: what makes a body a program", () => {
  test("a script of marked lines is bare, with Windows line endings too", () => {
    expect(isBareCode(SCRIPT)).toBe(true);
    expect(isBareCode(SCRIPT.replace(/\n/g, "\r\n"))).toBe(true);
  });
  test("five lines are a snippet, six a program", () => {
    const six = lines("total = 0", "for p in payments:", "    if p.ok:", "        total += p.amount", "print(total)", "save(total)");
    expect(isBareCode(six)).toBe(true);
    expect(isBareCode(six.split("\n").slice(0, 5).join("\n"))).toBe(false);
  });
  test("a shebang and the C preprocessor are code, not comments or lead-ins", () => {
    expect(isBareCode(`#!/usr/bin/env python3\n${SCRIPT}`)).toBe(true);
    const c = lines("#include <stdio.h>", "#define MAX 10", "#pragma once", "int main(void) {", '    for (int i = 0; i < MAX; i++) printf("%d", i);', "    return 0;", "}");
    expect(isBareCode(c)).toBe(true);
  });
  test("items of an open literal are marked; the same endings outside one are not", () => {
    const literal = lines("bills = [", '    (86.40, ["ana", "ben"]),', '    (142.15, ["ana", "eli"]),', '    (39.90, ["cat", "dev"]),', "]", "print(split(bills))");
    expect(isBareCode(literal)).toBe(true);
    expect(isBareCode(lines('"Dune" (1965),', '"Emma" (1815),', '"Ulysses" (1922),', '"Beloved" (1987),', '"Middlemarch" (1871),', '"Rebecca" (1938),'))).toBe(false);
  });
  // Blind 18's two missed scripts (2026-11-26, the session of blind 17), rewritten for this test.
  test("strings in a line of code are data, not sentences; a function's assignments of snake_case names are code", () => {
    const poems = lines(
      "import random",
      'starts = ["old pond", "cold moon", "first snow"]',
      'middles = ["a frog leaps into", "the cat watches", "a bell rings over", "the wind carries", "one crow crosses"]',
      'ends = ["the sound of water", "the empty road", "a paper lantern"]',
      "def h(seed=None):",
      "    r = random.Random(seed)",
      '    return "\\n".join([r.choice(starts), r.choice(middles), r.choice(ends)])',
    );
    expect(isBareCode(poems)).toBe(true);
    expect(isBareCode(poems.replace('middles = ["a frog', 'middles = the lines I like best, ["a frog'))).toBe(false);
    const fn = lines(
      "def macros(kcal, w, p_per_kg=1.6, fat_frac=0.28):",
      "    p = w * p_per_kg",
      "    f = kcal * fat_frac / 9",
      "    c = (kcal - p * 4 - f * 9) / 4",
      '    return {"p": round(p), "f": round(f), "c": round(c)}',
      "print(macros(2400, 72))",
    );
    expect(isBareCode(fn)).toBe(true);
    // Unindented, "speed = distance / time" is a formula in English; snake_case names do not make it code there.
    expect(isBareCode(lines("speed = distance / time", "time = 2 h", "distance = 120 km", "speed = 120 / 2", "speed = 60 km/h", "done: sixty"))).toBe(false);
  });
  test("a line of code's keywords and connectives make no sentence", () => {
    const merge = lines(
      "def m(a, b, k):",
      "    ix = {i[k]: i for i in b}",
      "    for i in a:",
      "        j = ix.get(i[k])",
      "        yield (i, j, None if j is None else {c for c in i if i[c] != j.get(c)})",
      "print(list(m(xs, ys, 0)))",
    );
    expect(isBareCode(merge)).toBe(true);
    expect(isBareCode(`${merge}\nfor what it is worth, this is how I do it`)).toBe(false);
    // A word no code has keeps a line English whatever its keywords: "it", "this", "my"...
    expect(isBareCode(`return it if it is not in stock (my rule):\n${merge}`)).toBe(false);
    // ...and so do words around code in backticks, and "don't", "let's".
    expect(isBareCode(`Or do it with \`zip\`.\n${merge}`)).toBe(false);
    expect(isBareCode(`Not if \`None\`:\n${merge}`)).toBe(false);
    expect(isBareCode(`don't do for, do this:\n${merge}`)).toBe(false);
  });
  test("a tuple assignment and a quoted key with a literal value mark code", () => {
    expect(isBareCode(lines("a, b = 0, 1", "for _ in range(10):", "    a, b = b, a + b", "    out.append(a)", "print(out)", "save(out)"))).toBe(true);
    expect(isBareCode(lines("cfg = {", '    "port": 8080,', '    "debug": true,', '    "host": "localhost",', "}", "run(cfg)"))).toBe(true);
  });
});

describe("bare code: what English looks like", () => {
  test("a sentence, a lead-in or a comment in English anywhere explains the code", () => {
    expect(isBareCode(`${SCRIPT}\nIt fails.`)).toBe(false);
    expect(isBareCode(`works for me:\n${SCRIPT}`)).toBe(false);
    expect(isBareCode(`thanks.\n${SCRIPT}`)).toBe(false);
    expect(isBareCode(`# fixed\n${SCRIPT}`)).toBe(false);
    expect(isBareCode(`-- ben\n${SCRIPT}`)).toBe(false);
    expect(isBareCode(`> why None?\n${SCRIPT}`)).toBe(false);
  });
  test("an inline comment of two English words explains; two comments of one word on different lines do not", () => {
    expect(isBareCode(SCRIPT.replace("import csv", "import csv  # raw rows"))).toBe(false);
    expect(isBareCode(SCRIPT.replace("import csv", "import csv  # raw").replace("def total(path):", "def total(path):  # ms"))).toBe(true);
  });
  test("a keyword opens code on an unindented line only in code's own shapes", () => {
    // A block header counts only over a line indented deeper; "if tests pass:" over an unindented call is a plan.
    expect(isBareCode(lines("if tests pass:", "merge(pr)", "if tests fail:", "ping(ana)", "if both:", "retry(job)"))).toBe(false);
    expect(isBareCode(lines("for example:", ...SCRIPT.split("\n").slice(1)))).toBe(false);
    expect(isBareCode(lines("then", ...SCRIPT.split("\n")))).toBe(false);
  });
  test("formulas, maths functions, arrows and emoticons are not code", () => {
    expect(isBareCode(lines("=SUM(A1:A10)", "=AVERAGE(B1:B10)", "=MAX(C1:C10)", "=MIN(C1:C10)", "=COUNT(D1:D10)", '=IF(C2>100, "high", "low")'))).toBe(false);
    expect(isBareCode(lines("sqrt(2) = 1.414", "sqrt(3) = 1.732", "log(10) = 2.303", "exp(1) = 2.718", "sin(0) = 0", "cos(0) = 1"))).toBe(false);
    expect(isBareCode(lines("O(n) scan", "O(log n) lookup", "O(n log n) sort", "O(1) push", "O(n^2) pairs", "O(2^n) subsets"))).toBe(false);
    expect(isBareCode(lines("bus late :(", "rain :(", "train gone :(", "no coffee :(", "lost keys :(", "monday :("))).toBe(false);
    expect(isBareCode(lines("draft -> review", "review -> approved", "approved -> merged", "merged -> released", "released -> announced", "done -> archived"))).toBe(false);
    expect(isBareCode(lines("tabs != spaces", "vim != emacs", "safety == speed", "linux != windows", "light != dark", "cats != dogs"))).toBe(false);
  });
  test("labels with a note in brackets are not calls", () => {
    expect(isBareCode(lines("a1b2c3d fix(ui): button colour", "e4f5a6b feat(api): paging", "b7c8d9e chore(deps): bump", "f0a1b2c docs(readme): install", "c3d4e5f test(db): flaky", "d6e7f8a fix(auth): expiry"))).toBe(false);
    expect(isBareCode(lines("capital: Paris[1]", "port: Marseille[2]", "second: Lyon[3]", "aerospace: Toulouse[4]", "riviera: Nice[5]", "west: Nantes[6]"))).toBe(false);
  });
});

describe("bare code: titles", () => {
  test("no title, a lower-case file name, a snake_case name, name() or a declaration leaves a post bare; words do not", () => {
    for (const title of [null, "", "totals.py", "sales_utils", "parseArgs()", "def f(x, a, b)", "class Cart:"]) expect(namesCode(title)).toBe(true);
    for (const title of ["func init() in Go", "def __init__ vs __new__", "#include order in C", "while True: is it ok?", "package arrived"]) expect(namesCode(title)).toBe(false);
    for (const title of ["Help!", "Budget", "Sprint-12", "Node.js", "GitHub", "w/fix", "www.example.com", "My sales script", "class notes for week 3", "def jam at the festival"])
      expect(namesCode(title)).toBe(false);
  });
});

import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { failures, summarise } from "../../scripts/test-summary";

// npm test's last lines name every failed test; here a real `bun test` writes the report.
const dir = mkdtempSync(join(tmpdir(), "parley-summary-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function bunTest(source: string): Promise<{ code: number; junit: string }> {
  const file = join(dir, `case-${Math.random().toString(36).slice(2)}.ts`);
  const junit = `${file}.xml`;
  writeFileSync(file, source);
  const child = Bun.spawn([process.execPath, "test", "--reporter=junit", `--reporter-outfile=${junit}`, file], { stdout: "ignore", stderr: "ignore" });
  return { code: await child.exited, junit };
}

test("a failed test is listed by file and name with its message's first line; a passing one is not", async () => {
  const { code, junit } = await bunTest(`
    import { describe, expect, test } from "bun:test";
    test("fine", () => expect(1).toBe(1));
    describe("outer", () => describe("inner", () => {
      test("breaks <on> \\"quotes\\" & marks", () => { throw new Error("went wrong: a < b & c"); });
    }));
  `);
  expect(code).not.toBe(0);
  const listed = failures(await Bun.file(junit).text());
  expect(listed).toHaveLength(1);
  expect(listed[0]).toMatch(/case-\w+\.ts > outer > inner > breaks <on> "quotes" & marks: .*went wrong: a < b & c/);

  const summary = summarise([{ name: "SQLite", code, junit }]);
  expect(summary).toContain("FAIL SQLite: 2 tests, 1 failed");
  expect(summary).toContain(listed[0]!);
});

test("a file that throws while loading is named, though the report leaves it out", async () => {
  // As npm test gives them: paths relative to where bun runs, beside a file that passes.
  writeFileSync(join(dir, "broken.test.ts"), 'throw new Error("cannot load");\n');
  writeFileSync(join(dir, "fine.test.ts"), 'import { expect, test } from "bun:test"; test("fine", () => expect(1).toBe(1));\n');
  const files = ["./broken.test.ts", "./fine.test.ts"];
  const junit = join(dir, "broken.xml");
  const code = await Bun.spawn([process.execPath, "test", "--reporter=junit", `--reporter-outfile=${junit}`, ...files], { cwd: dir, stdout: "ignore", stderr: "ignore" }).exited;
  expect(code).not.toBe(0);
  const summary = summarise([{ name: "SQLite", code, junit, files }]);
  expect(summary).toContain("no results from: broken.test.ts (did not load?)");
  expect(summary).not.toContain("fine.test.ts");
});

test("a pass that exits non-zero without a failed test, or writes no report, says so", async () => {
  const clean = await bunTest(`import { expect, test } from "bun:test"; test("fine", () => expect(1).toBe(1));`);
  expect(clean.code).toBe(0);
  expect(summarise([{ name: "SQLite", ...clean }])).toContain("ok   SQLite: 1 tests, 0 failed (exit 0)");

  const crashed = summarise([{ name: "PostgreSQL", code: 1, junit: join(dir, "never-written.xml") }]);
  expect(crashed).toContain("FAIL PostgreSQL: no report written (exit 1)");
  expect(crashed).toContain("the process itself failed");
});

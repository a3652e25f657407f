/**
 * The last lines npm test prints: each pass's count and every failed test again, by file and
 * name. A CI log is often read from its tail, and with three `bun test` passes the failure that
 * made the run red can be thousands of lines above it.
 */
import { existsSync, readFileSync } from "node:fs";

/** `files`: the test files the pass was given, when it was given files (not folders). */
export type Pass = { name: string; code: number; junit: string; files?: string[] };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name[0] === "#" ? String.fromCodePoint(Number(name[1] === "x" || name[1] === "X" ? `0${name.slice(1)}` : name.slice(1))) : (ENTITIES[name] ?? whole),
  );
const attribute = (attributes: string, name: string) => decode(new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? "");

/** Failed tests in a bun JUnit report: "file > describe > name: first line of the message". */
export function failures(xml: string): string[] {
  const found: string[] = [];
  for (const match of xml.matchAll(/<testcase\b([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)) {
    const failure = /<(failure|error)\b([^>]*)>/.exec(match[2] ?? "");
    if (!failure) continue;
    const message = attribute(failure[2]!, "message").split("\n").find((line) => line.trim() !== "") ?? failure[1]!;
    // bun writes the describe blocks innermost first ("inner > outer").
    const blocks = attribute(match[1]!, "classname").split(" > ").filter(Boolean).reverse();
    const where = [attribute(match[1]!, "file"), ...blocks, attribute(match[1]!, "name")].join(" > ");
    found.push(`${where}: ${message.trim()}`);
  }
  return found;
}

const totals = (xml: string) => /<testsuites\b([^>]*)>/.exec(xml)?.[1] ?? "";

/** Given files the report has no results for: a file that throws while loading leaves none. */
export function silentFiles(xml: string, files: string[]): string[] {
  const reported = new Set([...xml.matchAll(/<testsuite\b[^>]*\bfile="([^"]*)"/g)].map((m) => decode(m[1]!)));
  return files.map((file) => file.replace(/^\.\//, "")).filter((file) => !reported.has(file));
}

export function summarise(passes: Pass[]): string {
  const lines = ["", "npm test: summary"];
  for (const pass of passes) {
    const xml = existsSync(pass.junit) ? readFileSync(pass.junit, "utf8") : "";
    const failed = failures(xml);
    const head = xml ? `${attribute(totals(xml), "tests")} tests, ${attribute(totals(xml), "failures")} failed` : "no report written";
    lines.push(`  ${pass.code === 0 ? "ok  " : "FAIL"} ${pass.name}: ${head} (exit ${pass.code})`);
    for (const line of failed) lines.push(`       ${line}`);
    const silent = pass.code !== 0 && xml && pass.files ? silentFiles(xml, pass.files) : [];
    if (silent.length) lines.push(`       no results from: ${silent.join(", ")} (did not load?)`);
    // A process that exits non-zero with no failed test died outside one: a crash, an error
    // between tests, or a test file that did not load. Its own output above says which.
    if (pass.code !== 0 && failed.length === 0 && silent.length === 0) lines.push("       no test failed: the process itself failed (an error outside a test, or a file that did not load); see its output above");
  }
  return lines.join("\n");
}

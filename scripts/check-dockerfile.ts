/**
 * A structural check of the Dockerfile for CI when hadolint is not installable (it is not
 * in Debian's archive): the properties the issue asks for, read from the file itself.
 *   bun scripts/check-dockerfile.ts
 */
import { readFileSync } from "node:fs";

const text = readFileSync("Dockerfile", "utf8");
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { devDependencies: Record<string, string> };
const ignore = readFileSync(".dockerignore", "utf8").split("\n").map((l) => l.trim());

// Joined continuation lines, no comments: one instruction per entry.
const instructions = text
  .replace(/\\\n/g, " ")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith("#"))
  .map((l) => {
    const [op = "", ...rest] = l.split(/\s+/);
    return { op: op.toUpperCase(), args: rest.join(" ") };
  });

const known = new Set(["FROM", "WORKDIR", "COPY", "RUN", "ENV", "VOLUME", "EXPOSE", "USER", "HEALTHCHECK", "ENTRYPOINT", "CMD", "ARG", "LABEL"]);
const stages: { from: string; body: typeof instructions }[] = [];
for (const ins of instructions) {
  if (!known.has(ins.op)) fail(`unknown or misspelt instruction "${ins.op}"`);
  if (ins.op === "FROM") stages.push({ from: ins.args, body: [] });
  else if (!stages.length) fail(`${ins.op} before the first FROM`);
  else stages[stages.length - 1]!.body.push(ins);
}

function fail(message: string): never {
  console.error(`FAILED - Dockerfile: ${message}`);
  process.exit(1);
}
function check(condition: unknown, what: string) {
  if (!condition) fail(what);
  console.log(`ok - Dockerfile: ${what}`);
}

const [build, runtime] = [stages[0], stages[stages.length - 1]];
check(stages.length >= 2 && build && runtime, "is multi-stage");
check(build!.from === `oven/bun:${pkg.devDependencies.bun} AS build`, `builds on the official Bun image pinned like package.json (oven/bun:${pkg.devDependencies.bun})`);
check(stages.every((s) => !/:latest\b/.test(s.from) && /:[\w.-]+/.test(s.from.split(" ")[0]!)), "every base image has an explicit tag");
check(build!.body.some((i) => i.op === "RUN" && i.args.includes("bun run build")), "compiles with the build script (npm run build)");
check(build!.body.some((i) => i.op === "RUN" && i.args.includes("--frozen-lockfile")), "installs from the lockfile");
check(!/oven\/bun|node:/.test(runtime!.from), "the runtime stage carries no Bun or Node toolchain");
const copies = runtime!.body.filter((i) => i.op === "COPY");
check(copies.length > 0 && copies.every((i) => i.args.includes("--from=build")), "the runtime stage copies only from the build stage");
check(copies.some((i) => /\/parley \/app\/parley$/.test(i.args)), "the runtime stage holds the executable");
const user = runtime!.body.filter((i) => i.op === "USER").pop()?.args;
check(user && !/^(root|0)(:|$)/.test(user), `runs as a non-root user (${user})`);
check(runtime!.body.some((i) => i.op === "VOLUME" && i.args.includes("/data")), "declares the /data volume");
check(runtime!.body.some((i) => i.op === "ENV" && /\bDB_PATH=\/data\/parley\.sqlite\b/.test(i.args)), "sets DB_PATH=/data/parley.sqlite");
const health = runtime!.body.find((i) => i.op === "HEALTHCHECK")?.args ?? "";
check(/CMD \[.*"healthcheck"\]/.test(health), "has a HEALTHCHECK that asks /api/status (parley healthcheck)");
const entry = runtime!.body.find((i) => i.op === "ENTRYPOINT")?.args ?? "";
check(entry.startsWith("["), "ENTRYPOINT is in exec form, so SIGTERM reaches parley");
check(runtime!.body.some((i) => i.op === "EXPOSE"), "exposes the port");
check(ignore.includes("*") && ignore.includes("!src/") && !ignore.includes("!node_modules/"), ".dockerignore sends only what the build needs");
console.log("Dockerfile: structural checks passed");

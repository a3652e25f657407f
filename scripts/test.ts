/**
 * `npm test`: everything the suite needs, then the suite. On a machine with only Node.js and
 * npm (as root) it installs what is missing from Debian's packages (Chromium for the browser
 * tests, with a font; PostgreSQL for the PostgreSQL tests); without root it stops with the one
 * command to run. Arguments pass through to `bun test` (npm test -- test/api).
 *
 * PARLEY_TEST_DATABASE_URL names a PostgreSQL database for the tests (its user must be allowed
 * to create databases: each test file makes its own). Without it a throwaway server is started
 * here (scripts/postgres.ts) and stopped and deleted when the tests end, however they end.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM } from "../test/support/chromium-path";
import { aptInstall, fail } from "./apt";
import { startTestPostgres, type TestPostgres } from "./postgres";
import { summarise, type Pass } from "./test-summary";

const args = process.argv.slice(2);
// `npm test -- test/api` needs no browser and no PostgreSQL; the whole suite, or anything
// under test/browser (test/postgres), does.
const paths = args.filter((arg) => !arg.startsWith("-"));
// Options for `bun test` itself (a --timeout, a -t pattern), given to every pass.
const flags = args.filter((arg) => arg.startsWith("-"));
const needs = (folder: string) => paths.length === 0 || paths.some((path) => path.includes(folder));

if (needs("browser") && !existsSync(CHROMIUM)) {
  aptInstall("Chromium (for the browser tests)", ["chromium", "fonts-dejavu-core"]);
  if (!existsSync(CHROMIUM)) fail(`Chromium did not install at ${CHROMIUM}.`);
}

/**
 * The second pass: the API suites again, every room on PostgreSQL (test/support/room.ts reads
 * PARLEY_TEST_BACKEND). It runs with the whole suite, or when PARLEY_TEST_BACKENDS names
 * postgres. Files that examine SQLite itself are listed here, each with its reason, so
 * nothing is left out quietly.
 */
const POSTGRES_PASS = ["test/api", "test/agents", "test/billing", "test/web", "test/hardening"];
const SQLITE_ONLY: Record<string, string> = {
  "test/agents/search-indexing.test.ts": "FTS5's batch indexing and the WAL upkeep (PostgreSQL indexes in the writing transaction)",
  "test/api/database.test.ts": "the SQLite file: its pragmas, its migrations and a generated admin secret in it",
  "test/hardening/duplicate-memory.test.ts": "the SQLite guard's in-process memory (PostgreSQL asks an index)",
  "test/hardening/ip-hash-key.test.ts": "the key file beside the SQLite file and the file modes (with DATABASE_URL the key must be given: test/api/config and the multi-instance suite)",
};
const backends = (process.env.PARLEY_TEST_BACKENDS ?? (paths.length === 0 ? "sqlite,postgres" : "sqlite")).split(",");
const postgresPass = backends.includes("postgres");

const given = process.env.PARLEY_TEST_DATABASE_URL;
let postgres: TestPostgres | null = null;
if (given) console.log(`npm test: PostgreSQL tests use PARLEY_TEST_DATABASE_URL (${new URL(given).host}); nothing started`);
else if (needs("postgres") || postgresPass) postgres = await startTestPostgres();
const url = given ?? postgres?.url;

// Each pass also writes a JUnit report, read back at the end to list what failed.
const reports = mkdtempSync(join(tmpdir(), "parley-junit-"));
const passes: Pass[] = [];

let child: Bun.Subprocess | null = null;
async function run(name: string, testArgs: string[], env: Record<string, string>): Promise<number> {
  const junit = join(reports, `${passes.length}.xml`);
  const files = testArgs.filter((arg) => arg.endsWith(".test.ts"));
  child = Bun.spawn([process.execPath, "test", "--reporter=junit", `--reporter-outfile=${junit}`, ...testArgs], {
    stdio: ["inherit", "inherit", "inherit"],
    env: { ...process.env, ...(url ? { PARLEY_TEST_DATABASE_URL: url } : {}), ...env },
  });
  const code = await child.exited;
  passes.push({ name, code, junit, files });
  return code;
}

// Ctrl-C reaches the tests too (one process group); SIGTERM reaches only this process, so it
// is passed on. Either way the tests end first, then the server stops and its directory goes.
for (const name of ["SIGINT", "SIGTERM"] as const) {
  process.on(name, async () => {
    child?.kill(name);
    const ended = await Promise.race([child?.exited, Bun.sleep(10_000).then(() => null)]);
    if (ended === null) child?.kill("SIGKILL");
    postgres?.stop();
    rmSync(reports, { recursive: true, force: true });
    process.exit(name === "SIGINT" ? 130 : 143);
  });
}

/**
 * The SQLite pass. With the whole suite, the real-browser tests get a `bun test` process of their
 * own, after the rest, so that Chromium and the setImmediate they need replaced while it runs
 * (test/support/ordered-immediates.ts: the cause of the stalls once blamed on the ninety files
 * before them) never share a process with the other suites.
 */
async function sqlitePass(): Promise<number> {
  if (paths.length > 0) return run("SQLite", args, {});
  const all = [...new Bun.Glob("test/**/*.test.ts").scanSync(".")].sort().map((file) => `./${file}`);
  const browser = all.filter((file) => file.startsWith("./test/browser/"));
  const rest = await run("SQLite", [...flags, ...all.filter((file) => !browser.includes(file))], {});
  const inBrowser = await run("SQLite, real browser", [...flags, ...browser], {});
  return rest || inBrowser;
}

let code = backends.includes("sqlite") ? await sqlitePass() : 0;
if (postgresPass) {
  const files: string[] = [];
  for (const folder of POSTGRES_PASS) {
    for (const file of new Bun.Glob(`${folder}/**/*.test.ts`).scanSync(".")) if (!(file in SQLITE_ONLY)) files.push(`./${file}`);
  }
  console.log(`\nnpm test: the API suites again on PostgreSQL (${files.length} files; SQLite-only: ${Object.entries(SQLITE_ONLY).map(([f, why]) => `${f} (${why})`).join("; ")})\n`);
  const onPostgres = await run("PostgreSQL", [...flags, ...files.sort()], { PARLEY_TEST_BACKEND: "postgres" });
  code ||= onPostgres;
}
postgres?.stop();
try {
  console.log(summarise(passes));
} finally {
  rmSync(reports, { recursive: true, force: true });
}
process.exit(code);

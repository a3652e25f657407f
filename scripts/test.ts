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
import { existsSync } from "node:fs";
import { CHROMIUM } from "../test/support/chromium-path";
import { aptInstall, fail } from "./apt";
import { startTestPostgres, type TestPostgres } from "./postgres";

const args = process.argv.slice(2);
// `npm test -- test/api` needs no browser and no PostgreSQL; the whole suite, or anything
// under test/browser (test/postgres), does.
const paths = args.filter((arg) => !arg.startsWith("-"));
const needs = (folder: string) => paths.length === 0 || paths.some((path) => path.includes(folder));

if (needs("browser") && !existsSync(CHROMIUM)) {
  aptInstall("Chromium (for the browser tests)", ["chromium", "fonts-dejavu-core"]);
  if (!existsSync(CHROMIUM)) fail(`Chromium did not install at ${CHROMIUM}.`);
}

const given = process.env.PARLEY_TEST_DATABASE_URL;
let postgres: TestPostgres | null = null;
if (given) console.log(`npm test: PostgreSQL tests use PARLEY_TEST_DATABASE_URL (${new URL(given).host}); nothing started`);
else if (needs("postgres")) postgres = await startTestPostgres();
const url = given ?? postgres?.url;

const child = Bun.spawn([process.execPath, "test", ...args], {
  stdio: ["inherit", "inherit", "inherit"],
  env: url ? { ...process.env, PARLEY_TEST_DATABASE_URL: url } : process.env,
});

// Ctrl-C reaches the tests too (one process group); SIGTERM reaches only this process, so it
// is passed on. Either way the tests end first, then the server stops and its directory goes.
for (const name of ["SIGINT", "SIGTERM"] as const) {
  process.on(name, async () => {
    child.kill(name);
    const ended = await Promise.race([child.exited, Bun.sleep(10_000).then(() => null)]);
    if (ended === null) child.kill("SIGKILL");
    postgres?.stop();
    process.exit(name === "SIGINT" ? 130 : 143);
  });
}

const code = await child.exited;
postgres?.stop();
process.exit(code);

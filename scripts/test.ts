/**
 * `npm test`: everything the suite needs, then the suite. On a machine with only Node.js and
 * npm (as root) it installs what is missing from Debian's packages (Chromium for the browser
 * tests, with a font); without root it stops with the one command to run. Arguments pass
 * through to `bun test` (npm test -- test/api).
 */
import { existsSync } from "node:fs";
import { CHROMIUM } from "../test/support/chromium-path";

function run(command: string[], env: Record<string, string | undefined> = process.env): number {
  return Bun.spawnSync(command, { stdio: ["inherit", "inherit", "inherit"], env }).exitCode ?? 1;
}

function fail(message: string): never {
  console.error(`npm test: ${message}`);
  process.exit(1);
}

/** Installs Debian packages, or says how when this user cannot. */
function aptInstall(what: string, packages: string[]): void {
  const install = ["apt-get", "install", "-y", "-qq", "--no-install-recommends", ...packages];
  const command = install.filter((word) => word !== "-qq").join(" ");
  if (process.getuid?.() !== 0) fail(`${what} is missing. Install it as root, then run npm test again:\n  sudo apt-get update && sudo ${command}`);
  if (!Bun.which("apt-get")) fail(`${what} is missing and this machine has no apt-get. Install Debian's ${packages.join(", ")} (or the same from your system's packages).`);
  console.log(`npm test: installing ${what} from Debian's packages (${packages.join(", ")})`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (run(["apt-get", "update", "-qq"], env) !== 0 || run(install, env) !== 0) {
    fail(`installing ${what} failed; run as root: apt-get update && ${command}`);
  }
}

const args = process.argv.slice(2);
// `npm test -- test/api` needs no browser; the whole suite, or anything under test/browser, does.
const paths = args.filter((arg) => !arg.startsWith("-"));
const needsBrowser = paths.length === 0 || paths.some((path) => path.includes("browser"));

if (needsBrowser && !existsSync(CHROMIUM)) {
  aptInstall("Chromium (for the browser tests)", ["chromium", "fonts-dejavu-core"]);
  if (!existsSync(CHROMIUM)) fail(`Chromium did not install at ${CHROMIUM}.`);
}

process.exit(run([process.execPath, "test", ...args]));

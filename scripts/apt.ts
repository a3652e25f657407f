/**
 * What npm test's set-up steps share: running a command in the foreground, stopping with one
 * message, and installing a missing Debian package (or saying how, when this user cannot).
 */

export function run(command: string[], env: Record<string, string | undefined> = process.env): number {
  return Bun.spawnSync(command, { stdio: ["inherit", "inherit", "inherit"], env }).exitCode ?? 1;
}

export function fail(message: string): never {
  console.error(`npm test: ${message}`);
  process.exit(1);
}

/**
 * Installs Debian packages, or stops with the one command to run. `otherwise` names another
 * way out for a user who cannot be root (a database URL, for instance).
 */
export function aptInstall(what: string, packages: string[], otherwise = ""): void {
  const install = ["apt-get", "install", "-y", "-qq", "--no-install-recommends", ...packages];
  const command = install.filter((word) => word !== "-qq").join(" ");
  if (process.getuid?.() !== 0) fail(`${what} is missing. Install it as root, then run npm test again:\n  sudo apt-get update && sudo ${command}${otherwise}`);
  if (!Bun.which("apt-get")) fail(`${what} is missing and this machine has no apt-get. Install Debian's ${packages.join(", ")} (or the same from your system's packages).${otherwise}`);
  console.log(`npm test: installing ${what} from Debian's packages (${packages.join(", ")})`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (run(["apt-get", "update", "-qq"], env) !== 0 || run(install, env) !== 0) {
    fail(`installing ${what} failed; run as root: apt-get update && ${command}`);
  }
}

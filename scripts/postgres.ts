/**
 * A throwaway PostgreSQL for npm test: Debian's server binaries (installed when missing and
 * this user is root), a cluster initialised in a fresh temporary directory, served on
 * 127.0.0.1 at a free port with its socket in that directory, one empty database, and all
 * of it stopped and deleted by stop(), which is safe to call twice and from an exit hook.
 *
 * `bun scripts/postgres.ts` alone starts one, prints its URL and stops it on Ctrl-C.
 */
import { SQL } from "bun";
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { aptInstall, fail } from "./apt";

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:<port>/parley_test; the user may create databases. */
  url: string;
  version: string;
  /** initdb, start and the first database, in milliseconds. */
  startMs: number;
  stop(): void;
}

const DEBIAN = "/usr/lib/postgresql";
const DATABASE = "parley_test";

/** The newest Debian server (/usr/lib/postgresql/<major>/bin), else one on the PATH. */
function serverBinaries(): string | null {
  const complete = (bin: string) => ["postgres", "initdb", "pg_ctl"].every((tool) => existsSync(join(bin, tool)));
  const majors = existsSync(DEBIAN) ? readdirSync(DEBIAN).filter((name) => /^\d+$/.test(name)) : [];
  for (const major of majors.sort((a, b) => Number(b) - Number(a))) {
    if (complete(join(DEBIAN, major, "bin"))) return join(DEBIAN, major, "bin");
  }
  // Debian keeps initdb and pg_ctl off the PATH; other systems (and source builds) do not.
  const onPath = Bun.which("pg_ctl");
  return onPath && complete(join(onPath, "..")) ? join(onPath, "..") : null;
}

/** A port nobody listens on now; the server could still lose it in a race, so start() retries. */
function freePort(): number {
  const probe = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
  const port = probe.port;
  probe.stop(true);
  return port;
}

/** The uid and gid of the postgres account Debian's package creates. */
function postgresAccount(): { uid: number; gid: number } {
  const line = readFileSync("/etc/passwd", "utf8").split("\n").find((l) => l.startsWith("postgres:"));
  if (!line) fail("running as root, but there is no `postgres` user to run PostgreSQL as (it refuses root). Install Debian's postgresql package, or set PARLEY_TEST_DATABASE_URL.");
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

function installServer(): string {
  aptInstall("PostgreSQL (for the PostgreSQL tests)", ["postgresql"], "\nor set PARLEY_TEST_DATABASE_URL to a PostgreSQL database whose user may create databases.");
  return serverBinaries() ?? fail(`PostgreSQL installed, but no server binaries were found under ${DEBIAN}/*/bin.`);
}

function signal(pid: number, name: string | number): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}
/** Signal 0 only asks whether the process exists. */
const alive = (pid: number) => signal(pid, 0);

export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = serverBinaries() ?? installServer();
  const started = performance.now();

  // PostgreSQL refuses to run as root: then every server command runs as `postgres`, which
  // gets the directory. /tmp rather than $TMPDIR, which may sit under root's own home.
  const root = process.getuid?.() === 0;
  const account = root ? postgresAccount() : null;
  const dir = mkdtempSync(join(root ? "/tmp" : tmpdir(), "parley-pg-"));
  if (account) chownSync(dir, account.uid, account.gid);
  const data = join(dir, "data");
  const log = join(dir, "postgres.log");
  const as = (command: string[]) => (root ? ["runuser", "-u", "postgres", "--", ...command] : command);
  // cwd is the directory: the postgres account may not be allowed into the caller's. Each
  // command gets its own session, so a Ctrl-C meant for the tests cannot cut a stop short.
  const exec = (command: string[]) => {
    const done = Bun.spawnSync(as(command), { cwd: dir, stdio: ["ignore", "pipe", "pipe"], detached: true });
    return { ok: done.exitCode === 0, output: `${done.stdout.toString()}${done.stderr.toString()}`.trim() };
  };
  const logTail = () => (existsSync(log) ? readFileSync(log, "utf8").trim().split("\n").slice(-15).join("\n") : "(no log)");

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off("exit", stop);
    const pidFile = join(data, "postmaster.pid");
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8").split("\n")[0]) : 0;
    if (pid > 0) {
      // fast: roll back what is open and stop now; if even that fails, quit without a checkpoint.
      if (!exec([join(bin, "pg_ctl"), "stop", "-D", data, "-m", "fast", "-w", "-t", "20", "-s"]).ok) signal(pid, "SIGQUIT");
      // The server removes its pid file a moment before its last exit steps: wait for the
      // process itself, or it could write into the directory while it is being deleted.
      for (let waited = 0; alive(pid) && waited < 10_000; waited += 20) Bun.sleepSync(20);
    }
    rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  };
  // Whatever ends this process (a failure below, process.exit, a signal's handler) deletes it.
  process.on("exit", stop);
  const abort = (message: string): never => {
    stop();
    fail(message);
  };

  // --no-locale: byte order for text, as SQLite compares; --no-sync: nothing here outlives the run.
  const init = exec([join(bin, "initdb"), "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync", "--no-instructions"]);
  if (!init.ok) abort(`initdb failed:\n${init.output}`);
  const initMs = performance.now() - started;

  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = freePort();
    // Throwaway settings: no fsync (a crash loses nothing worth keeping), TCP on loopback
    // only, the socket in our own directory rather than /var/run/postgresql. The last line
    // of the file wins, so a retry's port replaces the previous one.
    appendFileSync(data + "/postgresql.conf", [
      "", `port = ${port}`, "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${dir}'`,
      "fsync = off", "full_page_writes = off", "max_connections = 200", "",
    ].join("\n"));
    const start = exec([join(bin, "pg_ctl"), "start", "-D", data, "-l", log, "-w", "-t", "30", "-s"]);
    if (start.ok) break;
    if (attempt === 3 || !/already in use/i.test(logTail())) abort(`PostgreSQL did not start:\n${start.output}\n${logTail()}`);
  }

  const url = `postgres://postgres@127.0.0.1:${port}/${DATABASE}`;
  const admin = new SQL({ url: `postgres://postgres@127.0.0.1:${port}/postgres`, max: 1 });
  let version = "";
  try {
    version = ((await admin`SHOW server_version`)[0] as { server_version: string }).server_version;
    await admin.unsafe(`CREATE DATABASE ${DATABASE}`);
  } catch (error) {
    abort(`PostgreSQL started, but creating the test database failed: ${(error as Error).message}\n${logTail()}`);
  } finally {
    await admin.close();
  }
  const startMs = performance.now() - started;
  console.log(
    `npm test: throwaway PostgreSQL ${version.split(" ")[0]} on 127.0.0.1:${port} ready in ${(startMs / 1000).toFixed(2)} s ` +
      `(initdb ${(initMs / 1000).toFixed(2)} s${root ? ", as user postgres" : ""}); removed when the tests end`,
  );
  return { url, version, startMs, stop };
}

if (import.meta.main) {
  const server = await startTestPostgres();
  console.log(`${server.url}\n(Ctrl-C stops it and deletes its directory)`);
  const end = () => {
    server.stop();
    process.exit(0);
  };
  process.on("SIGINT", end);
  process.on("SIGTERM", end);
  setInterval(() => {}, 1 << 30);
}

/**
 * CI smoke test of the compiled executable, run by .ci/steps/70-executable.sh:
 *   bun scripts/check-executable.ts dist/parley
 * Copies the executable alone into an empty directory, runs it from another one, and checks
 * what an operator relies on. Prints one line per check; any failure exits 1.
 */
import { Database } from "bun:sqlite";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const built = resolve(process.argv[2] ?? "dist/parley");
const appDir = mkdtempSync(join(tmpdir(), "parley-app-"));
const workDir = mkdtempSync(join(tmpdir(), "parley-cwd-"));
const exe = join(appDir, "parley");
const dbPath = join(appDir, "parley.sqlite");
// No DB_PATH: the database must land beside the executable, not in the working directory.
const env: Record<string, string> = {
  PATH: process.env.PATH ?? "/usr/bin:/bin",
  HOST: "127.0.0.1",
  PORT: "0",
  RATE_LIMITS: "off",
  DUPLICATE_WINDOW_SECONDS: "0",
};

function ok(what: string) {
  console.log(`ok - ${what}`);
}

function check(condition: unknown, what: string, detail = ""): asserts condition {
  if (!condition) throw new Error(`FAILED - ${what}${detail ? `\n${detail}` : ""}`);
  ok(what);
}

async function run(args: string[], extra: Record<string, string> = {}) {
  const proc = Bun.spawn([exe, ...args], { cwd: workDir, env: { ...env, ...extra }, stdout: "pipe", stderr: "pipe" });
  const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { code, stdout, stderr };
}

/** Servers still running, so that a failed check does not leave one behind. */
const running = new Set<Bun.Subprocess>();

async function serve() {
  const proc = Bun.spawn([exe], { cwd: workDir, env, stdout: "pipe", stderr: "pipe" });
  running.add(proc);
  let out = "";
  const reader = (async () => {
    const decoder = new TextDecoder();
    const stdout = proc.stdout.getReader();
    for (let chunk = await stdout.read(); !chunk.done; chunk = await stdout.read()) out += decoder.decode(chunk.value, { stream: true });
  })();
  const deadline = Date.now() + 15_000;
  while (!/listening on http:\/\/[\d.]+:\d+/.test(out)) {
    if (Date.now() > deadline || proc.exitCode !== null) {
      throw new Error(`the server did not start:\n${out}\n${await new Response(proc.stderr).text()}`);
    }
    await Bun.sleep(20);
  }
  const url = /listening on (http:\/\/[\d.]+:\d+)/.exec(out)![1]!;
  return {
    url,
    output: () => out,
    async stop() {
      proc.kill("SIGTERM");
      const code = await proc.exited;
      running.delete(proc);
      await reader;
      return code;
    },
  };
}

const post = (url: string, headers: Record<string, string>, body: unknown) =>
  fetch(`${url}/api/posts`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

async function main() {
  copyFileSync(built, exe);
  check(readdirSync(appDir).join() === "parley", "the executable is alone in an empty directory");

  const version = await run(["--version"]);
  check(version.code === 0 && /^parley \d+\.\d+\.\d+/.test(version.stdout), "--version", version.stdout);
  const help = await run(["--help"]);
  check(help.code === 0 && help.stdout.includes("parley backup FILE"), "--help");
  const bad = await run(["frobnicate"]);
  check(bad.code === 2 && bad.stderr.includes('unknown command "frobnicate"'), "a bad command exits 2 with a message", bad.stderr);
  const early = await run(["pause"]);
  check(early.code === 1 && early.stderr.includes(`no database at ${dbPath}`), "a command before the first start says where it looked", early.stderr);

  let server = await serve();
  const secret = /Admin secret \(generated[^)]*\): (\S+)/.exec(server.output())?.[1];
  check(secret, "the first start prints a generated admin secret", server.output());
  check(server.output().includes(`Database: ${dbPath}`), "the banner names the database beside the executable");
  check(server.output().includes("Stripe: not configured"), "the banner says Stripe is not configured");
  check(existsSync(dbPath), "the database appears beside the executable");
  check(readdirSync(workDir).length === 0, "nothing is written to the working directory");

  const status = await fetch(`${server.url}/api/status`);
  const statusBody = (await status.json()) as { name?: string; paused?: boolean };
  check(status.status === 200 && statusBody.name === "Parley" && statusBody.paused === false, "GET /api/status");
  const join_ = await fetch(`${server.url}/join`);
  const joinHtml = await join_.text();
  const href = /<link rel="stylesheet" href="([^"]+)"/.exec(joinHtml)?.[1];
  check(join_.status === 200 && href, "GET /join links its stylesheet", `${join_.status} ${joinHtml.slice(0, 300)}`);
  const css = await fetch(`${server.url}${href}`);
  const embedded = await css.text();
  check(
    css.status === 200 && css.headers.get("content-type")?.startsWith("text/css") && embedded === readFileSync("public/style.css", "utf8"),
    `GET ${href} serves public/style.css from inside the executable`,
  );
  const llms = await fetch(`${server.url}/llms.txt`);
  check(llms.status === 200 && llms.headers.get("content-type")?.startsWith("text/plain") && (await llms.text()).startsWith("# Parley"), "GET /llms.txt");

  const admin = { "x-admin-secret": secret };
  const minted = await run(["mint-key", "--name", "Smoke Test"]);
  const key = minted.stdout.trim();
  check(minted.code === 0 && /^parley_ck_\S+$/.test(key), "mint-key prints a key", minted.stderr);
  const citizenId = /Citizen (\d+)/.exec(minted.stderr)?.[1];
  const first = await post(server.url, { authorization: `Bearer ${key}` }, { title: "Smoke", body: "The minted key writes a first post." });
  check(first.status === 201, "the minted key writes", String(first.status));
  const threadId = ((await first.json()) as { thread: { id: number } }).thread.id;
  // The post sits in the WAL until a checkpoint copies it into the database file; before the
  // next command (which checkpoints as it closes), only the server's checkpoint thread can.
  const checkpointed = Date.now() + 5000;
  while (!readFileSync(dbPath).includes("The minted key writes a first post.") && Date.now() < checkpointed) await Bun.sleep(50);
  check(readFileSync(dbPath).includes("The minted key writes a first post."), "the checkpoint thread runs inside the executable");
  const found = await fetch(`${server.url}/api/search?q=minted`);
  const hits = ((await found.json()) as { hits?: { post?: { id: number } }[] }).hits ?? [];
  check(found.status === 200 && hits.length === 1, "the search thread runs inside the executable", String(found.status));

  check((await run(["pause"])).code === 0, "pause");
  const paused = await post(server.url, admin, { thread_id: threadId, body: "Refused while the room is paused." });
  check(paused.status === 503, "the server refuses writes right after `parley pause`", String(paused.status));
  check((await run(["unpause"])).code === 0, "unpause");
  const resumed = await post(server.url, admin, { thread_id: threadId, body: "Accepted again after the pause." });
  check(resumed.status === 201, "the server accepts writes right after `parley unpause`", String(resumed.status));

  check((await run(["revoke", citizenId ?? "0"])).code === 0, "revoke");
  const dead = await post(server.url, { authorization: `Bearer ${key}` }, { thread_id: threadId, body: "A dead key cannot write this." });
  check(dead.status === 401, "the revoked key is refused", String(dead.status));

  const port = new URL(server.url).port;
  check((await run(["healthcheck"], { PORT: port })).code === 0, "healthcheck against the running server");

  // A backup while three writers keep posting.
  let writing = true;
  let written = 0;
  const writer = async () => {
    while (writing) {
      const res = await post(server.url, admin, { thread_id: threadId, body: `Load post ${written} while a backup runs.` });
      if (res.status !== 201) throw new Error(`a write under load answered ${res.status}`);
      written++;
    }
  };
  const writers = [writer(), writer(), writer()];
  while (written < 100) await Bun.sleep(10);
  const backupFile = join(workDir, "backup.sqlite");
  const atStart = written;
  const backup = await run(["backup", backupFile]);
  const duringBackup = written - atStart;
  writing = false;
  await Promise.all(writers);
  check(backup.code === 0 && backup.stdout.includes("integrity check: ok"), "backup under write load", backup.stdout + backup.stderr);
  check(duringBackup > 0, `the server kept writing during the backup (${duringBackup} posts)`);
  const copy = new Database(backupFile, { readonly: true });
  const integrity = copy.query("PRAGMA integrity_check").all() as { integrity_check: string }[];
  const posts = (copy.query("SELECT count(*) AS n FROM posts").get() as { n: number }).n;
  const counted = (copy.query("SELECT post_count FROM room_stats").get() as { post_count: number }).post_count;
  copy.close();
  check(integrity.length === 1 && integrity[0]!.integrity_check === "ok", "the backup opens and passes PRAGMA integrity_check");
  check(posts >= 100 && counted === posts, `the backup is one consistent moment (${posts} posts, counter ${counted})`);

  check((await server.stop()) === 0, "SIGTERM stops the server with status 0");
  check(!existsSync(`${dbPath}-wal`), "the stopped server checkpointed and closed the database");

  server = await serve();
  check(!server.output().includes("Admin secret"), "a restart does not print the admin secret again");
  const reread = await fetch(`${server.url}/api/threads/${threadId}`);
  check(reread.status === 200, "the data survives the restart");
  check((await server.stop()) === 0, "second stop");
}

try {
  await main();
  console.log("executable: all checks passed");
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  for (const proc of running) proc.kill("SIGKILL");
  rmSync(appDir, { recursive: true, force: true });
  rmSync(workDir, { recursive: true, force: true });
}

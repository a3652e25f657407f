import type { Subprocess } from "bun";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dir, "../..");
const BUN = process.execPath;
const ENTRY = join(ROOT, "src/index.ts");

/** A temporary folder for one suite's database, backups and logs. */
export function scratchDir(): { dir: string; dbPath: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "parley-cli-"));
  return { dir, dbPath: join(dir, "parley.sqlite"), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The environment of a command: nothing inherited that could point it at another room. */
function environment(env: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp", ...env };
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `parley ARGS` from source, as a separate process, the way an operator would. */
export async function parley(args: string[], env: Record<string, string>): Promise<CommandResult> {
  const proc = Bun.spawn([BUN, ENTRY, ...args], { cwd: ROOT, env: environment(env), stdout: "pipe", stderr: "pipe" });
  const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  return { code, stdout, stderr };
}

export interface RunningServer {
  url: string;
  proc: Subprocess<"ignore", "pipe", "pipe">;
  /** Everything the server printed on stdout so far. */
  output(): string;
  /** Waits until stdout holds `text` (or the process ends). */
  waitFor(text: string): Promise<string>;
  /** SIGTERM, then the exit status. */
  stop(): Promise<number>;
}

/** `parley serve` on a free loopback port; resolves once it prints where it listens. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const proc = Bun.spawn([BUN, ENTRY, "serve"], {
    cwd: ROOT,
    env: environment({ PORT: "0", HOST: "127.0.0.1", ...env }),
    stdout: "pipe",
    stderr: "pipe",
  });
  let out = "";
  let ended = false;
  const waiters: (() => void)[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    const stdout = proc.stdout.getReader();
    for (let chunk = await stdout.read(); !chunk.done; chunk = await stdout.read()) {
      out += decoder.decode(chunk.value, { stream: true });
      waiters.splice(0).forEach((wake) => wake());
    }
    ended = true;
    waiters.splice(0).forEach((wake) => wake());
  })();
  const waitFor = async (text: string) => {
    while (!out.includes(text)) {
      if (ended) throw new Error(`server ended before printing "${text}"; stdout:\n${out}\nstderr:\n${await new Response(proc.stderr).text()}`);
      await new Promise<void>((wake) => waiters.push(wake));
    }
    return out;
  };
  await waitFor("listening on http://");
  const url = /listening on (http:\/\/[\d.]+:\d+)/.exec(out)![1]!;
  return {
    url,
    proc,
    output: () => out,
    waitFor,
    async stop() {
      proc.kill("SIGTERM");
      return proc.exited;
    },
  };
}

export const ADMIN = "cli-test-admin-secret-0123";

export async function postAs(url: string, headers: Record<string, string>, body: unknown): Promise<Response> {
  return fetch(`${url}/api/posts`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** Tests that start servers as processes: generous, as a busy 2-core machine starts them slowly. */
export const SERVER_TEST_TIMEOUT_MS = 30_000;

import type { Subprocess } from "bun";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../../support/ports";

export const ADMIN_SECRET = "hardening-admin-secret-4f9c2b7e";
const ROOT = resolve(import.meta.dir, "../../..");
const BUN = join(ROOT, "node_modules/.bin/bun");

/** A real Parley process (`bun src/index.ts`), as an operator would run it. */
export interface ServerProcess {
  url: string;
  dbPath: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** True while the process has not exited. */
  alive(): boolean;
  kill(signal: "SIGKILL" | "SIGTERM"): Promise<number | null>;
}

export function tempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "parley-hardening-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function capture(stream: ReadableStream<Uint8Array>, sink: { text: string }): void {
  const decoder = new TextDecoder();
  void (async () => {
    for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) sink.text += decoder.decode(chunk, { stream: true });
  })();
}

/**
 * Starts the server on a fresh loopback port and waits until /api/status answers.
 * `bunArgs` go before the entry point (the soak runs it as `npm start` does, with --smol).
 */
export async function startServer(dbPath: string, env: Record<string, string> = {}, bunArgs: string[] = []): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const sink = { text: "" };
  const merged: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: process.env.HOME ?? "/tmp",
    PORT: String(port),
    HOST: "127.0.0.1",
    BASE_URL: url,
    DB_PATH: dbPath,
    ADMIN_SECRET,
    ...env,
  };
  // An empty value means "leave it unset" (ADMIN_SECRET: "" lets the room generate one).
  for (const [name, value] of Object.entries(merged)) if (value === "") delete merged[name];
  const proc: Subprocess<"ignore", "pipe", "pipe"> = Bun.spawn([BUN, ...bunArgs, "src/index.ts"], {
    cwd: ROOT,
    env: merged,
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  capture(proc.stdout, sink);
  capture(proc.stderr, sink);
  let exited = false;
  void proc.exited.then(() => (exited = true));

  for (let attempt = 0; ; attempt++) {
    if (exited) throw new Error(`the server exited while starting:\n${sink.text}`);
    try {
      const res = await fetch(`${url}/api/status`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (attempt > 300) {
      proc.kill("SIGKILL");
      throw new Error(`the server did not answer within 15 s:\n${sink.text}`);
    }
    await Bun.sleep(50);
  }
  return {
    url,
    dbPath,
    pid: proc.pid,
    output: () => sink.text,
    alive: () => !exited,
    async kill(signal) {
      proc.kill(signal);
      return proc.exited;
    },
  };
}

export async function mintCitizen(server: ServerProcess, name: string): Promise<string> {
  const res = await fetch(`${server.url}/api/admin/citizens`, {
    method: "POST",
    headers: { "x-admin-secret": ADMIN_SECRET, "content-type": "application/json" },
    body: JSON.stringify({ name }),
  });
  if (res.status !== 201) throw new Error(`minting answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { key: string }).key;
}

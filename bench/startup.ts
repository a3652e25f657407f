/**
 * The executable's size, cold start to first answer, and idle memory.
 *   npm run build && npm run bench:startup            (or: bun bench/startup.ts [path] [runs])
 * Each start runs the executable alone in a fresh temporary directory, so the first start
 * also creates and migrates its database. Linux only (memory is read from /proc).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { freePort } from "../test/support/ports";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const exe = resolve(process.argv[2] ?? "dist/parley");
const runs = Number(process.argv[3] ?? 10);
if (!existsSync(exe)) {
  console.error(`${exe} does not exist: run "npm run build" first`);
  process.exit(1);
}

function rssKiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:"))!;
  return Number(line.split(/\s+/)[1]);
}

interface Started {
  proc: Bun.Subprocess;
  url: string;
  ms: number;
}

async function start(dir: string): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const proc = Bun.spawn([exe], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", PORT: String(port), HOST: "127.0.0.1", DB_PATH: join(dir, "parley.sqlite"), LOG_LEVEL: "silent" },
    stdout: "ignore",
    stderr: "inherit",
  });
  for (;;) {
    try {
      const res = await fetch(`${url}/api/status`);
      if (res.status === 200) {
        await res.arrayBuffer();
        return { proc, url, ms: performance.now() - t0 };
      }
    } catch {
      // Not listening yet.
    }
    if (proc.exitCode !== null) throw new Error(`the executable exited with ${proc.exitCode}`);
    if (performance.now() - t0 > 30_000) throw new Error("no answer within 30 s");
    await Bun.sleep(1);
  }
}

async function stop(started: Started) {
  started.proc.kill("SIGTERM");
  await started.proc.exited;
}

const stats = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(0)} ms, min ${sorted[0]!.toFixed(0)} ms, max ${sorted[sorted.length - 1]!.toFixed(0)} ms`;
};

const first: number[] = [];
const restart: number[] = [];
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(join(tmpdir(), "parley-bench-"));
  try {
    const fresh = await start(dir);
    first.push(fresh.ms);
    await stop(fresh);
    const again = await start(dir);
    restart.push(again.ms);
    await stop(again);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Idle memory: a started room that has served each kind of page once, then left alone.
const dir = mkdtempSync(join(tmpdir(), "parley-bench-"));
let idle: { afterStart: number; afterPages: number; settled: number };
try {
  const server = await start(dir);
  const afterStart = rssKiB(server.proc.pid);
  for (const path of ["/api/status", "/api/threads", "/api/posts", "/", "/join", "/llms.txt", "/style.css"]) {
    await (await fetch(server.url + path)).arrayBuffer();
  }
  const afterPages = rssKiB(server.proc.pid);
  await Bun.sleep(5000);
  idle = { afterStart, afterPages, settled: rssKiB(server.proc.pid) };
  await stop(server);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const mib = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`;
console.log(`executable: ${exe}`);
console.log(`size: ${(statSync(exe).size / 1024 / 1024).toFixed(1)} MiB (${statSync(exe).size} bytes)`);
console.log(`cold start to first answer (GET /api/status = 200), ${runs} runs each:`);
console.log(`  first start (creates the database): ${stats(first)}`);
console.log(`  restart on an existing database:    ${stats(restart)}`);
console.log(`idle memory (RSS): ${mib(idle.afterStart)} just started, ${mib(idle.afterPages)} after serving each page once, ${mib(idle.settled)} after 5 s idle`);

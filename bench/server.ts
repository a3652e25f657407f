/** Starting, watching and stopping a server process for the benchmark, pinned to one CPU. */
import { existsSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { freePort } from "../test/support/ports";

/**
 * Parley as `npm start` runs it (and as the executable is built to run): in Bun's smol
 * mode, whose more frequent collections keep the garbage of a busy second from piling up
 * (the 95/5 mix at 1M: 132 MiB instead of 168, at the same throughput).
 */
export const PARLEY_ARGS = ["--smol", resolve("src/index.ts")];

export interface RunningServer {
  pid: number;
  port: number;
  origin: string;
  /** Resident memory of the server process now, in MiB. */
  rssMiB(): number;
  /** The most the server has held resident since it started or since `resetRssPeak` (VmHWM). */
  rssPeakMiB(): number;
  /** Starts a new peak from the present RSS (Linux: writing 5 to clear_refs); false where that is refused. */
  resetRssPeak(): boolean;
  stop(): Promise<void>;
}

/** The room's post count as the server reports it (GET /api/status). */
export async function postCount(server: RunningServer): Promise<number> {
  const res = await fetch(`${server.origin}/api/status`);
  return ((await res.json()) as { post_count: number }).post_count;
}

export function hasTaskset(): boolean {
  return Bun.which("taskset") !== null && navigator.hardwareConcurrency >= 2;
}

export interface StartOptions {
  /** argv after the runtime, e.g. ["src/index.ts"]. */
  args: string[];
  /** The runtime to start: this Bun unless given (the Node.js peer of bench/floor.ts). */
  runtime?: string;
  env: Record<string, string>;
  cpu: number | null;
  logPath: string;
  /** A path that answers 200 once the server is ready. */
  readyPath: string;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const command = [options.runtime ?? process.execPath, ...options.args];
  const log = openSync(options.logPath, "w");
  const proc = Bun.spawn(options.cpu === null ? command : ["taskset", "-c", String(options.cpu), ...command], {
    env: { ...process.env, ...options.env, PORT: String(port), HOST: "127.0.0.1" },
    stdout: log,
    stderr: log,
  });

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) {
      throw new Error(`server exited with ${proc.exitCode} before it was ready; see ${options.logPath}`);
    }
    try {
      const res = await fetch(origin + options.readyPath);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      proc.kill();
      throw new Error(`server not ready after 60 s; see ${options.logPath}`);
    }
    await Bun.sleep(50);
  }

  return {
    pid: proc.pid,
    port,
    origin,
    rssMiB: () => statusMiB(proc.pid, "VmRSS"),
    rssPeakMiB: () => statusMiB(proc.pid, "VmHWM"),
    resetRssPeak() {
      try {
        writeFileSync(`/proc/${proc.pid}/clear_refs`, "5");
        return true;
      } catch {
        return false;
      }
    },
    async stop() {
      proc.kill("SIGTERM");
      const timer = setTimeout(() => proc.kill("SIGKILL"), 10_000);
      await proc.exited;
      clearTimeout(timer);
    },
  };
}

/** A memory figure of /proc/PID/status, in MiB: VmRSS (now) or VmHWM (the peak, however brief). */
export function statusMiB(pid: number, field: "VmRSS" | "VmHWM"): number {
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN);
  return kb / 1024;
}

export function loadAverage(): number {
  return Number(readFileSync("/proc/loadavg", "utf8").split(" ")[0]);
}

export function cpuModel(): string {
  const info = readFileSync("/proc/cpuinfo", "utf8");
  return /model name\s*:\s*(.+)/.exec(info)?.[1]?.trim() ?? "unknown CPU";
}

/** `K=V` settings (each `--env K=V` of a script) as an environment; a value may hold `=`. */
export function envPairs(pairs: string[]): Record<string, string> {
  return Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]));
}

/**
 * The arguments of a benchmark run against a seeded room: `ROOM.sqlite [--source DIR]
 * [--seconds N] [--env K=V]...` plus the script's own flags, read with `flag`.
 */
export function roomRunArgs(usage: string, defaultSeconds: number) {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const room = args[0];
  if (!room || !existsSync(room)) throw new Error(`usage: ${usage}`);
  return {
    flag,
    room,
    source: resolve(flag("--source") ?? "."),
    seconds: Number(flag("--seconds") ?? defaultSeconds),
    env: envPairs(args.filter((_, i) => args[i - 1] === "--env")),
  };
}

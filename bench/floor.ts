/**
 * Like with like (issue 18): Parley against the bare floor of its stack (bench/baseline.ts,
 * Bun.serve + bun:sqlite, the same query and JSON), cached against the cached floor
 * (BASELINE_CACHE=1: answers kept per room version) and uncached against the uncached floor
 * (random older pages, which no cache holds), on copies of the same room file. All servers
 * run side by side and the rounds alternate between them (sideBySide); ratios first, figures
 * after.
 *
 *   bun bench/floor.ts [--sizes 1k,1m] [--seconds 8] [--rounds 3] [--env LOG_LEVEL=warn] [--postgres]
 *
 * --postgres: the same room moved into a throwaway PostgreSQL (scripts/postgres.ts, or
 * PARLEY_BENCH_DATABASE_URL) with `parley move-to-postgres`; Parley on it against
 * bench/baseline-pg.ts (Bun.serve + Bun.SQL, the same query), uncached pages only: the floor sends
 * its page as a one-chunk stream as Parley does there, the plain floor with Response.json.
 *
 * The peer column is bench/peer/server.mjs, Fastify + better-sqlite3 on Node.js with the same
 * query and JSON and no cache, against the floor on random pages (its newest page, built each
 * time, is in the figures only); its packages are installed in bench/peer on first use (`npm ci`,
 * better-sqlite3 built from source). Without `node`, or when that install fails, the column is
 * left out and the run says so.
 *
 * The servers are pinned to CPU 1 and wrk to CPU 0 (bench/run.ts's layout); 50 connections.
 */
import { existsSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { readPaths, uncachedPages } from "./scenarios";
import { ensureRoom, parseSize, scratchCopy } from "./seed";
import { envPairs, hasTaskset, loadAverage, PARLEY_ARGS, startServer, type RunningServer } from "./server";
import { runWrk, type WrkResult } from "./wrk";
import { IDLE_CHECK_MS } from "../src/idle-gc";
import { benchPostgres, BENCH_IP_HASH_KEY } from "./postgres-room";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "1k,1m" },
    seconds: { type: "string", default: "8" },
    rounds: { type: "string", default: "3" },
    // K=V for Parley alone, e.g. LOG_LEVEL=warn: the floor writes no access log.
    env: { type: "string", multiple: true, default: [] },
    postgres: { type: "boolean", default: false },
  },
});
const parleyEnv = envPairs(values.env!);
const DATA = resolve(".tmp/bench");
const pinned = hasTaskset();
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);

type Kind = "parley" | "floor" | "cached floor" | "peer";
/**
 * The floors run in Bun's smol mode, as Parley does (PARLEY_ARGS, the executable's
 * --compile-exec-argv): like with like. Without it the SQLite floor mostly served less, by 0-26%
 * (bench/RESULTS.md, "The floor in smol mode").
 */
const FLOOR_RUNTIME_ARGS = ["--smol"];
const START: Record<Kind, string[]> = {
  parley: PARLEY_ARGS,
  floor: [...FLOOR_RUNTIME_ARGS, resolve("bench/baseline.ts")],
  "cached floor": [...FLOOR_RUNTIME_ARGS, resolve("bench/baseline.ts")],
  peer: [resolve("bench/peer/server.mjs")],
};

/** The Node.js runtime for the peer, its packages installed; null (and why) when there is none. */
function peerRuntime(): string | null {
  const node = Bun.which("node");
  if (!node) {
    console.error("no node on the PATH: the Fastify + better-sqlite3 peer column is left out");
    return null;
  }
  const dir = resolve("bench/peer");
  if (!existsSync(join(dir, "node_modules/better-sqlite3"))) {
    console.error("installing the peer's packages in bench/peer (npm ci; better-sqlite3 builds from source, about a minute)");
    const installed = Bun.spawnSync(["npm", "ci", "--no-audit", "--no-fund"], { cwd: dir, stdout: "inherit", stderr: "inherit" });
    if (installed.exitCode !== 0) {
      console.error("npm ci in bench/peer failed (offline? no compiler for better-sqlite3?): the peer column is left out");
      return null;
    }
  }
  return node;
}

const IDLE_SETTLE_MS = 2 * IDLE_CHECK_MS + 500;

/** Stops every server, even when one stop fails. */
const stopAll = async (servers: RunningServer[]) => void (await Promise.allSettled(servers.map((server) => server.stop())));

/** A run's figures: its middle round by throughput, and every round's throughput for the ratios. */
type Figures = WrkResult & { load: number; rounds: number[] };

/**
 * The servers of one comparison measured side by side: all started (each on the server's core,
 * idle while another is measured), then each round runs every measurement once in turn, so that
 * a machine that speeds up or slows down over the minutes moves every side alike. A ratio is
 * the median of the rounds' ratios, not a ratio of medians taken minutes apart.
 */
async function sideBySide(measures: { name: string; server: RunningServer; url: string; lua?: string }[]): Promise<Record<string, Figures>> {
  const common = { connections: 50, cpu: pinned ? 0 : null, scratchDir: join(DATA, "lua") };
  for (const m of measures) await runWrk({ ...common, url: m.server.origin + m.url, lua: m.lua, seconds: 2, name: `${m.name}-warm` });
  const load = loadAverage();
  const runs: Record<string, WrkResult[]> = {};
  for (let i = 0; i < rounds; i++) {
    // Each round starts one further along, so that no measurement always follows the same one.
    for (const m of [...measures.slice(i % measures.length), ...measures.slice(0, i % measures.length)]) {
      (runs[m.name] ??= []).push(await runWrk({ ...common, url: m.server.origin + m.url, lua: m.lua, seconds, name: `${m.name}-${i}` }));
      // Parley collects its garbage once it goes quiet (src/idle-gc.ts): on the shared core, in this pause, not in the next measurement.
      await Bun.sleep(IDLE_SETTLE_MS);
    }
  }
  const out: Record<string, Figures> = {};
  for (const [name, list] of Object.entries(runs)) {
    out[name] = { ...[...list].sort((a, b) => a.rps - b.rps)[Math.floor(rounds / 2)]!, load, rounds: list.map((r) => r.rps) };
  }
  return out;
}

/** `a` over `b`, round by round, the median of those. */
function ratio(result: Record<string, Figures>, a: string, b: string): string {
  if (!result[a] || !result[b]) return "-";
  const each = result[a].rounds.map((rps, i) => rps / result[b]!.rounds[i]!).sort((x, y) => x - y);
  return `${each[Math.floor(each.length / 2)]!.toFixed(2)}x`;
}

function figureRows(room: string, result: Record<string, Figures>): string[] {
  return Object.entries(result).map(
    ([name, r]) => `| ${room} | ${name} | ${Math.round(r.rps)} req/s (${r.rounds.map(Math.round).join(", ")}) | ${r.p50ms.toFixed(2)} ms | ${r.p99ms.toFixed(2)} ms | ${r.load} |`,
  );
}

const rows: string[] = [];
const figures: string[] = [];
const node = values.postgres ? null : peerRuntime();
if (values.postgres) await onPostgres();
for (const size of values.postgres ? [] : values.sizes!.split(",")) {
  const pristine = join(DATA, `room-${size}.sqlite`);
  const meta = ensureRoom(pristine, parseSize(size));
  const newest = readPaths(meta).posts;
  const random = uncachedPages(meta);
  const servers: Partial<Record<Kind, RunningServer>> = {};
  const copies: string[] = [];
  try {
    for (const kind of ["floor", "cached floor", "parley", ...(node ? ["peer"] : [])] as Kind[]) {
      const name = kind.replace(" ", "-");
      // A file each: the servers run at the same time.
      const work = join(DATA, `floor-${size}-${name}.sqlite`);
      scratchCopy(pristine, work);
      copies.push(work);
      servers[kind] = await startServer({
        args: START[kind],
        runtime: kind === "peer" ? node! : undefined,
        env: { DB_PATH: work, RATE_LIMITS: "off", ADMIN_SECRET: "bench-admin-secret-0123456789", NODE_ENV: "production", ...(kind === "cached floor" && { BASELINE_CACHE: "1" }), ...(kind === "parley" && parleyEnv) },
        cpu: pinned ? 1 : null,
        logPath: join(DATA, `floor-${name}.log`),
        readyPath: newest,
      });
    }
    const measures = Object.entries(servers).flatMap(([kind, server]) => [
      // The peer keeps nothing: its newest page is built each time, as the issue measured it.
      ...(kind !== "floor" ? [{ name: `${kind} newest`, server: server!, url: newest }] : []),
      ...(kind !== "cached floor" ? [{ name: `${kind} random`, server: server!, url: random.path, lua: random.lua }] : []),
    ]);
    const result = await sideBySide(measures);
    rows.push(`| ${size} | ${ratio(result, "parley newest", "cached floor newest")} | ${ratio(result, "parley random", "floor random")} | ${ratio(result, "peer random", "floor random")} |`);
    figures.push(...figureRows(size, result));
  } finally {
    await stopAll(Object.values(servers) as RunningServer[]);
    // A 1M room is 756 MB a copy.
    for (const copy of copies) for (const suffix of ["", "-wal", "-shm", ".key"]) rmSync(copy + suffix, { force: true });
  }
}
/** Parley on PostgreSQL against the bare Bun.SQL floor, uncached pages, each size moved into its own database. */
async function onPostgres(): Promise<void> {
  const postgres = await benchPostgres();
  try {
    for (const size of values.sizes!.split(",")) {
      const pristine = join(DATA, `room-${size}.sqlite`);
      const meta = ensureRoom(pristine, parseSize(size));
      const work = join(DATA, `floor-pg-${size}.sqlite`);
      scratchCopy(pristine, work);
      const { url, drop } = await postgres.movedRoom(work, `floor_${size}`);
      const random = uncachedPages(meta);
      const servers: RunningServer[] = [];
      try {
        // The floor sends its page as a one-chunk stream, as Parley does on PostgreSQL (Bun 1.4.5
        // sends an answer made after a wait header by header otherwise: src/http/body-cache.ts);
        // the plain floor returns Response.json, as a bare server would be written first.
        for (const kind of ["floor", "plain floor", "parley"] as const) {
          servers.push(
            await startServer({
              args: kind === "parley" ? PARLEY_ARGS : [...FLOOR_RUNTIME_ARGS, resolve("bench/baseline-pg.ts")],
              env: {
                DATABASE_URL: url,
                DATABASE_POOL_SIZE: "10",
                IP_HASH_KEY: BENCH_IP_HASH_KEY,
                RATE_LIMITS: "off",
                ADMIN_SECRET: "bench-admin-secret-0123456789",
                NODE_ENV: "production",
                ...(kind === "floor" && { BASELINE_ONE_CHUNK: "1" }),
                ...(kind === "parley" && parleyEnv),
              },
              cpu: pinned ? 1 : null,
              logPath: join(DATA, `floor-pg-${kind.replace(" ", "-")}.log`),
              readyPath: "/api/posts",
            }),
          );
        }
        const [floor, plain, parley] = servers as [RunningServer, RunningServer, RunningServer];
        const result = await sideBySide([
          { name: "floor random", server: floor, url: random.path, lua: random.lua },
          { name: "plain floor random", server: plain, url: random.path, lua: random.lua },
          { name: "parley random", server: parley, url: random.path, lua: random.lua },
        ]);
        rows.push(`| ${size} (PostgreSQL) | - | ${ratio(result, "parley random", "floor random")} (plain floor: ${ratio(result, "parley random", "plain floor random")}) | - |`);
        figures.push(...figureRows(`${size} (PostgreSQL)`, result));
      } finally {
        await stopAll(servers);
      }
      await drop();
    }
  } finally {
    await postgres.stop();
  }
}

console.log(`like for like, servers side by side, ${rounds} alternating rounds of ${seconds} s (ratios: the median of the rounds' ratios), 50 connections${pinned ? ", server on CPU 1, wrk on CPU 0" : ""}; Parley with ${JSON.stringify(parleyEnv)}\n`);
console.log(
  "| room | cached: Parley / cached floor | uncached: Parley / floor | uncached: peer (Fastify + better-sqlite3, Node.js) / floor |\n|---|---|---|---|",
);
console.log(rows.join("\n"));
console.log("\n| room | what | throughput, median (each round) | p50 | p99 | load before |\n|---|---|---|---|---|---|");
console.log(figures.join("\n"));

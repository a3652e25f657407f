/**
 * Like with like (issue 18): Parley against the bare floor of its stack (bench/baseline.ts,
 * Bun.serve + bun:sqlite, the same query and JSON), cached against the cached floor
 * (BASELINE_CACHE=1: answers kept per room version) and uncached against the uncached floor
 * (random older pages, which no cache holds), on the same room file, three rounds each.
 * Ratios first, figures after.
 *
 *   bun bench/floor.ts [--sizes 1k,1m] [--seconds 8] [--rounds 3] [--env LOG_LEVEL=warn] [--postgres]
 *
 * --postgres: the same room moved into a throwaway PostgreSQL (scripts/postgres.ts, or
 * PARLEY_BENCH_DATABASE_URL) with `parley move-to-postgres`; Parley on it against
 * bench/baseline-pg.ts (Bun.serve + Bun.SQL, the same query), uncached pages only.
 *
 * The peer column is bench/peer/server.mjs, Fastify + better-sqlite3 on Node.js with the same
 * query and JSON and no cache, against the floor on random pages (its newest page, built each
 * time, is in the figures only); its packages are installed in bench/peer on first use (`npm ci`,
 * better-sqlite3 built from source). Without `node`, or when that install fails, the column is
 * left out and the run says so.
 *
 * The server is pinned to CPU 1 and wrk to CPU 0 (bench/run.ts's layout); 50 connections.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { readPaths, uncachedPages } from "./scenarios";
import { ensureRoom, parseSize, scratchCopy } from "./seed";
import { envPairs, hasTaskset, loadAverage, PARLEY_ARGS, startServer, type RunningServer } from "./server";
import { runWrk, type WrkResult } from "./wrk";
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
const START: Record<Kind, string[]> = {
  parley: PARLEY_ARGS,
  floor: [resolve("bench/baseline.ts")],
  "cached floor": [resolve("bench/baseline.ts")],
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

async function median(server: RunningServer, url: string, lua: string | undefined, name: string): Promise<WrkResult & { load: number }> {
  const common = { url: server.origin + url, lua, connections: 50, cpu: pinned ? 0 : null, scratchDir: join(DATA, "lua") };
  await runWrk({ ...common, seconds: 2, name: `${name}-warm` });
  const load = loadAverage();
  const runs: WrkResult[] = [];
  for (let i = 0; i < rounds; i++) runs.push(await runWrk({ ...common, seconds, name: `${name}-${i}` }));
  return { ...runs.sort((a, b) => a.rps - b.rps)[Math.floor(rounds / 2)]!, load };
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
  const result: Record<string, WrkResult & { load: number }> = {};
  for (const kind of ["floor", "cached floor", "parley", ...(node ? ["peer"] : [])] as Kind[]) {
    const work = join(DATA, `floor-${size}.sqlite`);
    scratchCopy(pristine, work);
    const server = await startServer({
      args: START[kind],
      runtime: kind === "peer" ? node! : undefined,
      env: { DB_PATH: work, RATE_LIMITS: "off", ADMIN_SECRET: "bench-admin-secret-0123456789", NODE_ENV: "production", ...(kind === "cached floor" && { BASELINE_CACHE: "1" }), ...(kind === "parley" && parleyEnv) },
      cpu: pinned ? 1 : null,
      logPath: join(DATA, `floor-${kind.replace(" ", "-")}.log`),
      readyPath: newest,
    });
    try {
      // The peer keeps nothing: its newest page is built each time, as the issue measured it.
      if (kind !== "floor") result[`${kind} newest`] = await median(server, newest, undefined, `${kind}-newest`);
      if (kind !== "cached floor") result[`${kind} random`] = await median(server, random.path, random.lua, `${kind}-random`);
    } finally {
      await server.stop();
    }
  }
  const ratio = (a: string, b: string) => (result[a] ? `${(result[a].rps / result[b]!.rps).toFixed(2)}x` : "-");
  rows.push(`| ${size} | ${ratio("parley newest", "cached floor newest")} | ${ratio("parley random", "floor random")} | ${ratio("peer random", "floor random")} |`);
  for (const [name, r] of Object.entries(result)) {
    figures.push(`| ${size} | ${name} | ${Math.round(r.rps)} req/s | ${r.p50ms.toFixed(2)} ms | ${r.p99ms.toFixed(2)} ms | ${r.load} |`);
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
      const result: Record<string, WrkResult & { load: number }> = {};
      for (const kind of ["floor", "parley"] as const) {
        const server = await startServer({
          args: kind === "floor" ? [resolve("bench/baseline-pg.ts")] : PARLEY_ARGS,
          env: { DATABASE_URL: url, DATABASE_POOL_SIZE: "10", IP_HASH_KEY: BENCH_IP_HASH_KEY, RATE_LIMITS: "off", ADMIN_SECRET: "bench-admin-secret-0123456789", NODE_ENV: "production", ...(kind === "parley" && parleyEnv) },
          cpu: pinned ? 1 : null,
          logPath: join(DATA, `floor-pg-${kind}.log`),
          readyPath: "/api/posts",
        });
        try {
          result[`${kind} random`] = await median(server, random.path, random.lua, `pg-${kind}-random`);
        } finally {
          await server.stop();
        }
      }
      await drop();
      rows.push(`| ${size} (PostgreSQL) | - | ${(result["parley random"]!.rps / result["floor random"]!.rps).toFixed(2)}x | - |`);
      for (const [what, r] of Object.entries(result)) figures.push(`| ${size} (PostgreSQL) | ${what} | ${Math.round(r.rps)} req/s | ${r.p50ms.toFixed(2)} ms | ${r.p99ms.toFixed(2)} ms | ${r.load} |`);
    }
  } finally {
    await postgres.stop();
  }
}

console.log(`like for like, median of ${rounds} rounds of ${seconds} s, 50 connections${pinned ? ", server on CPU 1, wrk on CPU 0" : ""}; Parley with ${JSON.stringify(parleyEnv)}\n`);
console.log(
  "| room | cached: Parley / cached floor | uncached: Parley / floor | uncached: peer (Fastify + better-sqlite3, Node.js) / floor |\n|---|---|---|---|",
);
console.log(rows.join("\n"));
console.log("\n| room | what | throughput | p50 | p99 | load before |\n|---|---|---|---|---|---|");
console.log(figures.join("\n"));

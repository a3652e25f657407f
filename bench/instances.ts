/**
 * `bun bench/instances.ts`: what a request costs on each backend, and what that predicts for
 * more cores. A seeded room is served by one SQLite instance, then moved into PostgreSQL and
 * served by 1, 2 and 3 instances at once; wrk drives every instance (one wrk per instance)
 * with cached reads, uncached pages and writes, and the CPU time of every instance process
 * and of every PostgreSQL process is read from /proc before and after.
 *
 *   bun bench/instances.ts [--posts 100k] [--seconds 8] [--connections 16] [--sqlite-only] [--source DIR]
 *
 * --source runs another checkout's server (DIR/src/index.ts) on SQLite, for a before/after
 * comparison of the embedded backend on the same seeded room.
 *
 * On a 2-core machine the instances, PostgreSQL and wrk share the cores, so requests per
 * second say little; CPU per request does not depend on that, and is what the capacity model
 * at the end is built from. Figures are printed, never asserted. PostgreSQL comes from
 * PARLEY_BENCH_DATABASE_URL (a user that may create databases), or a throwaway server.
 */
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { benchPostgres, BENCH_IP_HASH_KEY } from "./postgres-room";
import { scenarios, uncachedPages } from "./scenarios";
import { ensureRoom, parseSize, scratchCopy, type SeedMeta } from "./seed";
import { cpuModel, loadAverage, PARLEY_ARGS, startServer, type RunningServer } from "./server";
import { runWrk } from "./wrk";

const { values } = parseArgs({
  options: {
    posts: { type: "string", default: "100k" },
    seconds: { type: "string", default: "8" },
    connections: { type: "string", default: "16" },
    "sqlite-only": { type: "boolean", default: false },
    source: { type: "string" },
  },
});
const POSTS = parseSize(values.posts!);
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const DATA = resolve(".tmp/bench");
const ADMIN_SECRET = "bench-admin-secret-0123456789";
const TICK_US = 1e6 / 100; // /proc counts CPU time in clock ticks of 10 ms (USER_HZ = 100)

/** User + system CPU time of a process so far, in µs; 0 for a process that is gone. */
function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process on the machine (the postmaster, its backends and helpers). */
function postgresPids(): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres";
      } catch {
        return false;
      }
    });
}

const sum = (pids: number[]) => pids.reduce((total, pid) => total + cpuOf(pid), 0);

interface Row {
  backend: string;
  instances: number;
  scenario: string;
  rps: number;
  appUs: number;
  dbUs: number;
  errors: number;
  load: number;
}

async function measure(servers: RunningServer[], backend: string, id: string, path: string, lua: string | undefined): Promise<Row> {
  // A warm-up (JIT, caches, pool connections), then the measured run.
  await Promise.all(servers.map((s, i) => runWrk({ url: s.origin + path, lua, connections: Math.max(1, Math.round(CONNECTIONS / servers.length)), seconds: 2, cpu: null, scratchDir: `${DATA}/wrk`, name: `warm-${id}-${i}` })));
  const pg = postgresPids();
  const appBefore = sum(servers.map((s) => s.pid));
  const dbBefore = sum(pg);
  const results = await Promise.all(
    servers.map((s, i) =>
      runWrk({ url: s.origin + path, lua, connections: Math.max(1, Math.round(CONNECTIONS / servers.length)), seconds: SECONDS, cpu: null, scratchDir: `${DATA}/wrk`, name: `${id}-${i}` }),
    ),
  );
  const appUs = sum(servers.map((s) => s.pid)) - appBefore;
  const dbUs = sum(pg) - dbBefore;
  const requests = results.reduce((n, r) => n + r.requests, 0);
  return {
    backend,
    instances: servers.length,
    scenario: id,
    rps: results.reduce((n, r) => n + r.rps, 0),
    appUs: appUs / requests,
    dbUs: dbUs / requests,
    errors: results.reduce((n, r) => n + r.statusErrors + r.socketErrors, 0),
    load: loadAverage(),
  };
}

function scenarioList(meta: SeedMeta) {
  const write = scenarios(meta).find((s) => s.id === "write")!;
  const uncached = uncachedPages(meta);
  return [
    { id: "cached", path: "/api/posts?limit=100", lua: undefined },
    { id: "uncached", path: uncached.path, lua: uncached.lua },
    { id: "write", path: write.path, lua: write.lua },
  ];
}

async function serve(count: number, env: Record<string, string>, name: string): Promise<RunningServer[]> {
  const servers: RunningServer[] = [];
  for (let i = 0; i < count; i++) {
    servers.push(
      await startServer({
        args: values.source ? ["--smol", resolve(values.source, "src/index.ts")] : PARLEY_ARGS,
        env: { ADMIN_SECRET, RATE_LIMITS: "off", LOG_LEVEL: "error", DUPLICATE_WINDOW_SECONDS: "0", ...env },
        cpu: null,
        logPath: `${DATA}/${name}-${i}.log`,
        readyPath: "/api/status",
      }),
    );
  }
  return servers;
}

mkdirSync(DATA, { recursive: true });
const label = values.posts!.toLowerCase();
const pristine = `${DATA}/room-${label}.sqlite`;
const meta = ensureRoom(pristine, POSTS);
const rows: Row[] = [];

// SQLite, one instance: the embedded backend's cost, for comparison.
{
  const work = `${DATA}/instances-${label}.sqlite`;
  scratchCopy(pristine, work);
  const [server] = await serve(1, { DB_PATH: work }, "sqlite");
  try {
    for (const s of scenarioList(meta)) rows.push(await measure([server!], "sqlite", s.id, s.path, s.lua));
  } finally {
    await server!.stop();
  }
}

if (values["sqlite-only"] || values.source) {
  for (const r of rows) console.log(`${r.scenario}: ${r.rps.toFixed(0)} req/s, ${r.appUs.toFixed(1)} µs CPU/req, load ${r.load}`);
  process.exit(0);
}

// PostgreSQL: the same room moved in once, then served by 1, 2 and 3 instances.
const postgres = await benchPostgres();
const room = await postgres.movedRoom(pristine, "bench").catch(async (error) => {
  await postgres.stop();
  throw error;
});
try {
  for (const count of [1, 2, 3]) {
    const servers = await serve(count, { DATABASE_URL: room.url, DATABASE_POOL_SIZE: "8", IP_HASH_KEY: BENCH_IP_HASH_KEY }, `postgres-${count}`);
    try {
      for (const s of scenarioList(meta)) rows.push(await measure(servers, "postgres", s.id, s.path, s.lua));
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  }
} finally {
  await room.drop();
  await postgres.stop();
}

const f = (n: number, digits = 0) => n.toFixed(digits);
console.log(`\n## Instances on PostgreSQL (${cpuModel()}, ${navigator.hardwareConcurrency} cores, ${label} posts, ${CONNECTIONS} connections, ${SECONDS} s, ${new Date().toISOString()})\n`);
console.log("| backend | instances | scenario | req/s (all) | app CPU µs/req | PostgreSQL CPU µs/req | errors | load |");
console.log("|---|---|---|---|---|---|---|---|");
for (const r of rows) console.log(`| ${r.backend} | ${r.instances} | ${r.scenario} | ${f(r.rps)} | ${f(r.appUs)} | ${r.backend === "sqlite" ? "–" : f(r.dbUs)} | ${r.errors} | ${r.load} |`);

// The capacity model, from one instance's costs: a request needs a µs of instance CPU and
// p µs of PostgreSQL CPU, so one PostgreSQL core keeps a/p instance cores busy, and C cores
// split a : p serve C / (a + p) requests a second while nothing else is the limit.
console.log("\n### Capacity model (from the 1-instance PostgreSQL costs)\n");
console.log("| scenario | instance µs | PostgreSQL µs | instance cores one PostgreSQL core feeds | 8 cores: req/s (PostgreSQL cores) | 32 cores: req/s (PostgreSQL cores) |");
console.log("|---|---|---|---|---|---|");
for (const r of rows.filter((row) => row.backend === "postgres" && row.instances === 1)) {
  const total = r.appUs + r.dbUs;
  const predict = (cores: number) => `${f((cores * 1e6) / total)} (${f((cores * r.dbUs) / total, 1)})`;
  console.log(`| ${r.scenario} | ${f(r.appUs)} | ${f(r.dbUs)} | ${f(r.appUs / r.dbUs, 1)} | ${predict(8)} | ${predict(32)} |`);
}

/**
 * `npm run bench`: for each room size, seed (or reuse) a room, measure the bare baseline
 * server and then the real Parley server on loopback with wrk, and print one table.
 *
 *   bun bench/run.ts [--sizes 1k,100k,1m] [--seconds 10] [--warmup 2] [--rounds 3] [--connections 50] [--quick]
 *
 * A read scenario is measured in `rounds` rounds sharing its `seconds` plus half again (3
 * rounds of 5 s by default) and reported by its median round: one round disturbed by other
 * work on the machine does not decide the 1M/1k ratio. Writes and the mix run once, so
 * that every acknowledged write is counted against the posts stored.
 *
 * The server runs on CPU 1 and wrk on CPU 0 (when taskset exists). Figures are printed,
 * never asserted: targets are marked ok/MISS for a human to read.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { Database } from "bun:sqlite";
import { ensureRoom, parseSize, scratchCopy, type SeedMeta } from "./seed";
import { readPaths, refusedBodies, scenarios, uncachedPages } from "./scenarios";
import { cpuModel, hasTaskset, loadAverage, PARLEY_ARGS, postCount, startServer, type RunningServer } from "./server";
import { report, type Measurement, type RunInfo, type SizeResult } from "./report";
import { runWrk, wrkVersion } from "./wrk";

const ADMIN_SECRET = "bench-admin-secret-0123456789";
const DATA = resolve(".tmp/bench");

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "1k,100k,1m" },
    seconds: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "50" },
    quick: { type: "boolean", default: false },
  },
});

const sizes = (values.quick ? "1k" : values.sizes!).split(",").map((s) => s.trim().toLowerCase());
const seconds = values.quick ? 1 : Number(values.seconds);
const warmup = values.quick ? 1 : Number(values.warmup);
const connections = Number(values.connections);
const rounds = values.quick ? 1 : Math.max(1, Number(values.rounds));
const roundSeconds = rounds === 1 ? seconds : Math.max(1, Math.round((seconds * 1.5) / rounds));

const wrk = wrkVersion();
if (!wrk) {
  console.error("bench: wrk is not installed. Install it with:  sudo apt-get install -y wrk   (Debian/Ubuntu)");
  process.exit(2);
}
const pinned = hasTaskset();
const SERVER_CPU = pinned ? 1 : null;
const WRK_CPU = pinned ? 0 : null;
if (!pinned) console.error("bench: taskset or a second CPU is missing; server and wrk share the CPUs (figures will be lower).");

/**
 * A warm-up run (JIT, page cache), then the measured run (the median of `rounds` when the
 * scenario only reads); `countPosts` brackets only the measured run.
 */
async function measure(server: RunningServer, id: string, label: string, path: string, lua?: string, countPosts = false): Promise<Measurement> {
  const common = { url: server.origin + path, lua, connections, cpu: WRK_CPU, scratchDir: join(DATA, "lua") };
  const peakKnown = server.resetRssPeak();
  if (warmup > 0) await runWrk({ ...common, seconds: warmup, name: `${id}-warmup` });
  const load = loadAverage();
  const before = countPosts ? await postCount(server) : 0;
  let result;
  if (countPosts || rounds === 1) result = await runWrk({ ...common, seconds, name: id });
  else {
    const runs = [];
    for (let i = 0; i < rounds; i++) runs.push(await runWrk({ ...common, seconds: roundSeconds, name: `${id}-${i}` }));
    result = runs.sort((a, b) => a.rps - b.rps)[Math.floor(rounds / 2)]!;
  }
  const rssPeakMiB = peakKnown ? server.rssPeakMiB() : undefined;
  const postsAdded = countPosts ? (await postCount(server)) - before : undefined;
  const peak = rssPeakMiB === undefined ? "" : `  RSS peak ${rssPeakMiB.toFixed(0)} MiB`;
  console.error(`  ${label.padEnd(36)} ${Math.round(result.rps).toString().padStart(7)} req/s  p99 ${result.p99ms.toFixed(2)} ms${peak}  (load ${load})`);
  return { id, label, ...result, load, postsAdded, rssPeakMiB };
}

/** Counts posts the slow, certain way, after the server has stopped: the triggers must agree. */
function countOnDisk(path: string): { counted: number; stored: number } {
  const db = new Database(path, { readonly: true });
  try {
    const counted = (db.query("SELECT count(*) AS n FROM posts").get() as { n: number }).n;
    const stored = (db.query("SELECT post_count AS n FROM room_stats").get() as { n: number }).n;
    return { counted, stored };
  } finally {
    db.close();
  }
}

async function benchSize(label: string, meta: SeedMeta, pristine: string): Promise<SizeResult> {
  const work = join(DATA, `run-${label}.sqlite`);
  scratchCopy(pristine, work);
  const env = { DB_PATH: work, RATE_LIMITS: "off", ADMIN_SECRET, NODE_ENV: "production" };
  const paths = readPaths(meta);

  console.error(`\n${label}: ${meta.posts} posts, ${meta.threads} threads`);
  const baseline = await startServer({
    args: [resolve("bench/baseline.ts")], env, cpu: SERVER_CPU, logPath: join(DATA, `baseline-${label}.log`), readyPath: paths.posts,
  });
  let baselinePosts: Measurement;
  let baselineUncached: Measurement;
  try {
    baselinePosts = await measure(baseline, "baseline", "baseline GET /api/posts?limit=100", paths.posts);
    const random = uncachedPages(meta);
    baselineUncached = await measure(baseline, "baseline-uncached", `baseline ${random.label}`, random.path, random.lua);
  } finally {
    await baseline.stop();
  }

  const parley = await startServer({
    args: PARLEY_ARGS, env, cpu: SERVER_CPU, logPath: join(DATA, `parley-${label}.log`), readyPath: "/api/status",
  });
  const measurements: Measurement[] = [];
  let rssMiB: number;
  let rssPeakMiB: number;
  let rssIdleMiB: number;
  let write: SizeResult["write"];
  try {
    for (const scenario of scenarios(meta)) {
      measurements.push(await measure(parley, scenario.id, scenario.label, scenario.path, scenario.lua, scenario.kind !== "read"));
    }
    rssMiB = parley.rssMiB();
    rssPeakMiB = Math.max(parley.rssPeakMiB(), ...measurements.map((m) => m.rssPeakMiB ?? 0));
    // Memory right after load holds garbage the collector has not yet reclaimed; five
    // idle seconds later shows what the server keeps.
    await Bun.sleep(5000);
    rssIdleMiB = parley.rssMiB();
    const w = measurements.find((m) => m.id === "write")!;
    const accepted = w.requests - w.statusErrors;
    write = { accepted, perSecond: accepted / w.seconds, refused: w.statusErrors, stored: w.postsAdded!, lost: Math.max(0, accepted - w.postsAdded!) };
  } finally {
    await parley.stop();
  }
  const disk = countOnDisk(work);
  return { label, meta: { posts: meta.posts, threads: meta.threads, members: meta.members }, baseline: baselinePosts, baselineUncached, measurements, rssMiB, rssPeakMiB, rssIdleMiB, write, disk };
}

mkdirSync(DATA, { recursive: true });
const info: RunInfo = {
  date: new Date().toISOString(),
  cpu: cpuModel(),
  cores: navigator.hardwareConcurrency,
  bun: Bun.version,
  wrk,
  connections,
  seconds,
  rounds,
  roundSeconds,
  pinned,
};
const results: SizeResult[] = [];
for (const label of sizes) {
  const posts = parseSize(label);
  const pristine = join(DATA, `room-${label}.sqlite`);
  const started = performance.now();
  const meta = ensureRoom(pristine, posts);
  const took = (performance.now() - started) / 1000;
  if (took > 1) console.error(`seeded ${label} (${posts} posts) in ${took.toFixed(1)} s`);
  results.push(await benchSize(label, meta, pristine));
}
const out = join(DATA, `results-${info.date.replace(/[:.]/g, "-")}.json`);
writeFileSync(out, JSON.stringify({ info, results }, null, 1));
console.log(report(info, results));
console.log(`\n(raw figures: ${out})`);

if (refusedBodies.size) {
  const [text, reason] = refusedBodies.entries().next().value!;
  console.error(
    `\nbench: the conduct judge refused ${refusedBodies.size} generated plain-English bodies, left out of the write scenarios ` +
      `(false positives?), e.g.\n  "${text.trim()}"\n  ${reason}`,
  );
}

// Figures from a run with failed requests or lost writes mean nothing: say so loudly.
const faults = results.flatMap((r) => [
  ...[r.baseline, r.baselineUncached, ...r.measurements]
    .filter((m) => m.statusErrors + m.socketErrors > 0)
    .map((m) => `${r.label}: ${m.label}: ${m.statusErrors} error answers, ${m.socketErrors} socket errors${m.errorSamples ? `; the first: ${m.errorSamples.join(" / ")}` : ""}`),
  ...(r.write.lost > 0 ? [`${r.label}: ${r.write.lost} acknowledged writes are missing`] : []),
  ...(r.disk.counted !== r.disk.stored ? [`${r.label}: room_stats says ${r.disk.stored} posts, the table holds ${r.disk.counted}`] : []),
]);
if (faults.length) {
  console.error(`\nbench: the run is not valid:\n  ${faults.join("\n  ")}\n(server logs in ${DATA})`);
  process.exit(1);
}

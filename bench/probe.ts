/**
 * One scenario, one server, quick figures: for trying an optimisation before a full run.
 *
 *   bun bench/probe.ts [--size 1k] [--path /api/posts?limit=100] [--seconds 5] [--baseline]
 *                      [--env LOG_LEVEL=warn]... [--header "If-None-Match: x"] [--write] [--scenario mix]
 *                      [--bun-arg --cpu-prof-md]...
 *
 * `--write` drives the benchmark's write scenario (POST /api/posts, citizen keys) instead
 * of a path, and prints accepted writes per second and whether any acknowledged one is missing.
 * `--scenario ID` drives any scenario of bench/scenarios.ts (`mix`, `uncached`, ...) by its id.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { scenarios } from "./scenarios";
import { ensureRoom, parseSize, scratchCopy } from "./seed";
import { envPairs, hasTaskset, loadAverage, PARLEY_ARGS, postCount, startServer } from "./server";
import { luaString, runWrk } from "./wrk";

const { values } = parseArgs({
  options: {
    size: { type: "string", default: "1k" },
    path: { type: "string", default: "/api/posts?limit=100" },
    seconds: { type: "string", default: "5" },
    connections: { type: "string", default: "50" },
    baseline: { type: "boolean", default: false },
    write: { type: "boolean", default: false },
    scenario: { type: "string" },
    env: { type: "string", multiple: true, default: [] },
    header: { type: "string", multiple: true, default: [] },
    "bun-arg": { type: "string", multiple: true, default: [] },
  },
});

const DATA = resolve(".tmp/bench");
const pristine = join(DATA, `room-${values.size}.sqlite`);
const meta = ensureRoom(pristine, parseSize(values.size!));
const scenarioId = values.write ? "write" : values.scenario;
const chosen = scenarioId ? scenarios(meta).find((s) => s.id === scenarioId) : null;
if (scenarioId && !chosen) throw new Error(`no scenario "${scenarioId}": ${scenarios(meta).map((s) => s.id).join(", ")}`);
const writes = chosen?.kind === "write" ? chosen : null;
if (chosen) values.path = chosen.path;
const work = join(DATA, `probe-${values.size}.sqlite`);
scratchCopy(pristine, work);

const env: Record<string, string> = { DB_PATH: work, RATE_LIMITS: "off", ADMIN_SECRET: "bench-admin-secret-0123456789", ...envPairs(values.env!) };
const pinned = hasTaskset();
const server = await startServer({
  args: [...values["bun-arg"]!, ...(values.baseline ? [resolve("bench/baseline.ts")] : PARLEY_ARGS)],
  env,
  cpu: pinned ? 1 : null,
  logPath: join(DATA, "probe.log"),
  readyPath: values.baseline ? "/api/posts" : chosen ? "/api/status" : values.path!,
});
const headers = values.header!.map((h) => {
  const at = h.indexOf(":");
  return `[${luaString(h.slice(0, at).trim())}] = ${luaString(h.slice(at + 1).trim())}`;
});
const lua = (headers.length ? `wrk.headers = { ${headers.join(", ")} }\n` : "") + (chosen?.lua ?? "");
/** CPU seconds (user + system) the server process has used so far, from /proc. */
const cpuSeconds = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
try {
  const common = { url: server.origin + values.path, lua, connections: Number(values.connections), cpu: pinned ? 0 : null, scratchDir: join(DATA, "lua"), name: "probe" };
  await runWrk({ ...common, seconds: 2 });
  const peakKnown = server.resetRssPeak();
  const load = loadAverage();
  const before = writes ? await postCount(server) : 0;
  const cpuBefore = cpuSeconds();
  const r = await runWrk({ ...common, seconds: Number(values.seconds) });
  const cpu = cpuSeconds() - cpuBefore;
  if (writes) {
    const accepted = r.requests - r.statusErrors;
    const stored = (await postCount(server)) - before;
    console.log(`writes: ${Math.round(accepted / r.seconds)} accepted/s, ${r.statusErrors} refused, ${Math.max(0, accepted - stored)} lost (${accepted} acknowledged, ${stored} stored)`);
  }
  console.log(
    `${values.baseline ? "baseline" : "parley"} ${values.path} @${values.size}: ${Math.round(r.rps)} req/s, ` +
      `p50 ${r.p50ms.toFixed(2)} ms, p99 ${r.p99ms.toFixed(2)} ms, errors ${r.statusErrors + r.socketErrors}, ` +
      `RSS ${server.rssMiB().toFixed(0)} MiB${peakKnown ? ` (peak ${server.rssPeakMiB().toFixed(0)})` : ""}, server CPU ${Math.round((100 * cpu) / r.seconds)}% of a core ` +
      `(${Math.round((cpu * 1e6) / Math.max(1, r.requests))} µs a request), load ${load}`,
  );
  // What the resident memory is: the heap and malloc (anonymous) or mapped files (the executable).
  const rollup = readFileSync(`/proc/${server.pid}/smaps_rollup`, "utf8");
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(rollup)?.[1] ?? 0);
  console.log(`resident now: anonymous ${(kib("Anonymous") / 1024).toFixed(0)} MiB, file-backed ${((kib("Rss") - kib("Anonymous")) / 1024).toFixed(0)} MiB`);
} finally {
  await server.stop();
}

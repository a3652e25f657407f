/**
 * Issue 15's search target at a million posts: while 10 clients send costly searches flat
 * out, how long does GET /api/status take, and how long does each search take?
 *
 *   bun bench/search-stall.ts ROOM.sqlite [--source DIR] [--seconds 20] [--clients 10]
 *
 * ROOM.sqlite is a seeded room (bun bench/seed.ts 1m ROOM.sqlite), copied first so the
 * original stays as it was. --source runs the server from another checkout (the code before
 * a change) on the same copy. The server is pinned to CPU 0 and the clients run here on CPU 1.
 * Prints p50/p99/max of /api/status (one client, back to back) and of the searches, with
 * the load average before and after.
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hasTaskset, loadAverage, roomRunArgs, startServer } from "./server";

const { flag, room, source, seconds } = roomRunArgs("bun bench/search-stall.ts ROOM.sqlite [--source DIR] [--seconds N] [--clients N]", 20);
const CLIENTS = Number(flag("--clients") ?? 10);
// Common words as a phrase that never occurs, four common words OR-ed, common phrases OR-ed,
// common prefixes: each matches most of the room or walks most of its index.
const HOSTILE = ['"the of and"', "the OR and OR of OR to", '"and the" OR "of the"', "the* OR and* OR for*", "the"];

const dir = mkdtempSync(join(tmpdir(), "parley-stall-"));
const db = join(dir, "room.sqlite");
copyFileSync(room, db);
const server = await startServer({
  args: ["--smol", join(source, "src/index.ts")],
  env: { DB_PATH: db, RATE_LIMITS: "off", LOG_LEVEL: "error", ADMIN_SECRET: "bench-admin-secret-0123456789" },
  cpu: hasTaskset() ? 0 : null,
  logPath: join(dir, "server.log"),
  readyPath: "/api/status",
});

const quantiles = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  return `n ${String(s.length).padStart(6)}  p50 ${at(0.5).toFixed(1).padStart(7)} ms  p99 ${at(0.99).toFixed(1).padStart(7)} ms  max ${(s[s.length - 1] ?? NaN).toFixed(1).padStart(7)} ms`;
};

async function timed(path: string): Promise<{ ms: number; status: number }> {
  const t0 = performance.now();
  const res = await fetch(server.origin + path);
  await res.arrayBuffer();
  return { ms: performance.now() - t0, status: res.status };
}

// Warm up: the first search opens the index.
for (const q of HOSTILE) await timed(`/api/search?q=${encodeURIComponent(q)}`);
const loadBefore = loadAverage();
const end = Date.now() + seconds * 1000;
const searches: number[] = [];
const statuses: Record<number, number> = {};
const status: number[] = [];
const searchers = Array.from({ length: CLIENTS }, async (_, c) => {
  for (let i = c; Date.now() < end; i++) {
    // A word that matches nothing makes every query new: the room keeps answers per query.
    const q = `${HOSTILE[i % HOSTILE.length]!} OR zq${c}x${i}`;
    const { ms, status: code } = await timed(`/api/search?q=${encodeURIComponent(q)}`);
    statuses[code] = (statuses[code] ?? 0) + 1;
    if (code === 200) searches.push(ms);
  }
});
const prober = (async () => {
  while (Date.now() < end) status.push((await timed("/api/status")).ms);
})();
await Promise.all([...searchers, prober]);
const loadAfter = loadAverage();
await server.stop();
rmSync(dir, { recursive: true, force: true });

console.log(`source ${source}; ${CLIENTS} searching clients for ${seconds} s; load average ${loadBefore} before, ${loadAfter} after`);
console.log(`GET /api/status      ${quantiles(status)}`);
console.log(`hostile searches     ${quantiles(searches)}   answers ${JSON.stringify(statuses)}`);

/**
 * Issue 15 item 6: 30 clients reading one 10,000-post thread at once, over and over. What is
 * the server's resident memory at its peak, and how soon does each answer start?
 *
 *   bun bench/big-thread.ts ROOM.sqlite [--source DIR] [--seconds 20] [--query limit=250]
 *
 * ROOM.sqlite is copied first; a 10,000-post thread is added to the copy through the store.
 * The server is pinned to CPU 0; the readers run here. Prints the time to the first byte
 * (p50/p99/max), whole answers per second, answer size and the peak RSS (the kernel's VmHWM),
 * with the load average.
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../src/db/open";
import { createSqliteStore } from "../src/store";
import { hasTaskset, loadAverage, roomRunArgs, startServer } from "./server";

const { flag, room, source, seconds, env } = roomRunArgs("bun bench/big-thread.ts ROOM.sqlite [--source DIR] [--seconds N] [--query limit=250] [--env K=V]", 20);
const READERS = 30;
const POSTS = 10_000;

const dir = mkdtempSync(join(tmpdir(), "parley-big-"));
const db = join(dir, "room.sqlite");
copyFileSync(room, db);
const sqlite = openDatabase(db);
const store = createSqliteStore(sqlite);
const threadId = await store.atomically(async (tx) => {
  const id = await tx.threads.create("One very long thread", "2026-11-26 00:00:00");
  for (let i = 0; i < POSTS; i++) {
    await tx.posts.create({ threadId: id, parentId: null, citizenId: null, body: `Entry ${i} of the long thread: ${"a line of ordinary words, ".repeat(12)}`, createdAt: "2026-11-26 00:00:00" });
  }
  return id;
});
await store.close();
sqlite.close();

const server = await startServer({
  args: ["--smol", join(source, "src/index.ts")],
  // --env K=V: a setting for the server alone (e.g. BUN_JSC_forceRAMSize=100000000).
  env: { DB_PATH: db, RATE_LIMITS: "off", LOG_LEVEL: "error", ADMIN_SECRET: "bench-admin-secret-0123456789", ...env },
  cpu: hasTaskset() ? 0 : null,
  logPath: join(dir, "server.log"),
  readyPath: "/api/status",
});
const path = `/api/threads/${threadId}`;
const rssStart = server.rssMiB();
server.resetRssPeak();
const loadBefore = loadAverage();
const end = Date.now() + seconds * 1000;
const firstByte: number[] = [];
let answers = 0;
let bytes = 0;
await Promise.all(
  Array.from({ length: READERS }, async (_, r) => {
    for (let i = 0; Date.now() < end; i++) {
      const t0 = performance.now();
      // A different query string each time: no answer is served from the room's answer cache.
      const res = await fetch(`${server.origin}${path}?${flag("--query") ?? ""}&r=${r}-${i}`);
      const reader = res.body!.getReader();
      const first = await reader.read();
      firstByte.push(performance.now() - t0);
      let size = first.value?.byteLength ?? 0;
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) size += chunk.value.byteLength;
      bytes = size;
      answers++;
    }
  }),
);
const rssPeak = server.rssPeakMiB();
const loadAfter = loadAverage();
await server.stop();
rmSync(dir, { recursive: true, force: true });
const s = firstByte.sort((a, b) => a - b);
const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!.toFixed(1);
console.log(`source ${source}; ${READERS} readers of a ${POSTS}-post thread for ${seconds} s; load average ${loadBefore} before, ${loadAfter} after`);
console.log(`first byte p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${s[s.length - 1]!.toFixed(1)} ms; ${(answers / seconds).toFixed(1)} answers/s of ${(bytes / 1024).toFixed(0)} KiB`);
console.log(`RSS ${rssStart.toFixed(0)} MiB at start, ${rssPeak.toFixed(0)} MiB at peak`);

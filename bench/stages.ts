/**
 * The uncached read path stage by stage (issue 18), in one process with no network: the same
 * random older pages as the `uncached` scenario (`/api/posts?limit=100&cursor=...`), each
 * request built, answered and read whole, the event loop let turn between requests (as a
 * server's does, so hooks run after a response), through ever more of the stack:
 *
 *   query       the store's page as JSON bytes (SQLite writes the JSON)
 *   floor       bench/baseline.ts's work: the URL, the rows, `Response.json` (JSON.stringify)
 *   elysia      a bare Elysia route around the store's page: the framework alone
 *   parley      Parley's app (routing, access, ETag, headers, the page), LOG_LEVEL=silent
 *   parley+log  the same at LOG_LEVEL=info, the default: a request-log line each
 *
 * The HTTP server is not here (bench/floor.ts measures over the network). Medians of three
 * rounds, microseconds a request. The request log writes its lines to stdout, so the figures
 * go to stderr:
 *
 *   bun bench/stages.ts [--size 1k] [--requests 20000] > /dev/null
 */
import { Database } from "bun:sqlite";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { Elysia } from "elysia";
import { createApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/open";
import { decodeCursor, encodeCursor } from "../src/http/params";
import { openRoom } from "../src/room";
import { createSqliteStore } from "../src/store";
import { floorFetch } from "./baseline";
import { ensureRoom, parseSize, scratchCopy } from "./seed";
import { loadAverage } from "./server";
import { prng } from "./text";

const { values } = parseArgs({ options: { size: { type: "string", default: "1k" }, requests: { type: "string", default: "20000" } } });
const DATA = resolve(".tmp/bench");
const meta = ensureRoom(join(DATA, `room-${values.size}.sqlite`), parseSize(values.size!));
const work = join(DATA, `stages-${values.size}.sqlite`);
scratchCopy(join(DATA, `room-${values.size}.sqlite`), work);

const env = { ADMIN_SECRET: "bench-admin-secret-0123456789", DB_PATH: work, RATE_LIMITS: "off", IP_HASH_KEY: "bench-ip-hash-key-0123456789abcdefghij" };
const db = openDatabase(work);
const store = createSqliteStore(db);
const { room } = await openRoom(loadConfig({ ...env, LOG_LEVEL: "silent" }), store);
const app = createApp(room);
const logged = createApp((await openRoom(loadConfig({ ...env, LOG_LEVEL: "info" }), store)).room);
const bare = new Elysia().get("/api/posts", async ({ query }) => {
  const page = await room.store.posts.newestJson(decodeCursor(query.cursor, "p"), Number(query.limit));
  return new Response(page.json, { headers: { "content-type": "application/json;charset=utf-8" } });
});
// bench/baseline.ts's own handler, uncached, on a connection of its own.
const floorDb = new Database(work, { strict: true });
const floor = floorFetch(floorDb, false);

const random = prng(11);
const befores = Array.from({ length: Number(values.requests) }, () => 101 + Math.floor(random() * Math.max(1, meta.posts - 100)));
const url = (before: number) => `http://localhost/api/posts?limit=100&cursor=${encodeCursor("p", before)}`;
const turn = () => new Promise((done) => setImmediate(done));

const STAGES: [string, (before: number) => Promise<unknown>][] = [
  ["query", (before) => room.store.posts.newestJson(before, 100)],
  ["floor", (before) => floor(new Request(url(before))).arrayBuffer()],
  ["elysia", async (before) => (await bare.handle(new Request(url(before)))).arrayBuffer()],
  ["parley", async (before) => (await app.handle(new Request(url(before)))).arrayBuffer()],
  ["parley+log", async (before) => (await logged.handle(new Request(url(before)))).arrayBuffer()],
];

async function timeStage(run: (before: number) => Promise<unknown>): Promise<number> {
  for (const before of befores.slice(0, 1000)) await run(before);
  const start = Bun.nanoseconds();
  for (const before of befores) {
    await run(before);
    await turn();
  }
  return (Bun.nanoseconds() - start) / befores.length / 1000;
}

const load = loadAverage();
const rounds: Record<string, number[]> = {};
for (let round = 0; round < 3; round++) for (const [name, run] of STAGES) (rounds[name] ??= []).push(await timeStage(run));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
const turnOnly = await timeStage(async () => {});
const query = median(rounds.query!);
console.error(`uncached pages at ${values.size} (${meta.posts} posts), ${befores.length} requests a round, load average ${load} before, ${loadAverage()} after`);
console.error(`an empty request (the loop's turn alone): ${turnOnly.toFixed(1)} µs`);
for (const [name] of STAGES) {
  const us = median(rounds[name]!);
  const over = name === "query" ? "" : `   ${(us - query).toFixed(1).padStart(5)} µs over the query`;
  console.error(`${name.padEnd(10)} ${us.toFixed(1).padStart(7)} µs a request${over}   (rounds: ${rounds[name]!.map((x) => x.toFixed(1)).join(", ")})`);
}
db.close();
floorDb.close();

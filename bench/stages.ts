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
 * With `--against DIR` (a checkout of an older commit, e.g. `git worktree add DIR REV`, with
 * node_modules linked) its app is timed beside this one as `before` and `before+log`: the
 * per-stage figures before and after a change, in the same process and the same minutes.
 *
 * The stages take turns in chunks of 500 requests (every stage one chunk, then again), so
 * that a machine that slows down for a while slows every stage alike; a stage's figure is
 * its mean over all its chunks, and "x the floor" is the median of the chunks' ratios. The
 * HTTP server is not here (bench/floor.ts measures over the network). The request log writes
 * its lines to stdout, so the figures go to stderr:
 *
 *   bun bench/stages.ts [--size 1k] [--chunks 40] [--against DIR] > /dev/null
 *
 * "over the query" subtracts this tree's page query from every stage, the older app's too.
 */
import { Database } from "bun:sqlite";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { Elysia } from "elysia";
import { decodeCursor, encodeCursor } from "../src/http/params";
import type { Room } from "../src/room";
import { floorFetch } from "./baseline";
import { ensureRoom, parseSize, scratchCopy } from "./seed";
import { loadAverage } from "./server";
import { prng } from "./text";

const { values } = parseArgs({
  options: { size: { type: "string", default: "1k" }, chunks: { type: "string", default: "40" }, against: { type: "string" } },
});
const DATA = resolve(".tmp/bench");
const meta = ensureRoom(join(DATA, `room-${values.size}.sqlite`), parseSize(values.size!));
const work = join(DATA, `stages-${values.size}.sqlite`);
scratchCopy(join(DATA, `room-${values.size}.sqlite`), work);

const env = { ADMIN_SECRET: "bench-admin-secret-0123456789", RATE_LIMITS: "off", IP_HASH_KEY: "bench-ip-hash-key-0123456789abcdefghij" };

interface Apps {
  room: Room;
  silent: { handle(request: Request): Promise<Response> };
  withLog: { handle(request: Request): Promise<Response> };
}

/** The app of the checkout at `dir` (this one, or --against's) at both log levels, on `file`. */
async function appsIn(dir: string, file: string): Promise<Apps> {
  const at = (path: string) => import(resolve(dir, "src", path));
  const [{ createApp }, { loadConfig }, { openDatabase }, { openRoom }, { createSqliteStore }] = await Promise.all(["app", "config", "db/open", "room", "store"].map(at));
  const store = createSqliteStore(openDatabase(file));
  const opened = (level: string) => openRoom(loadConfig({ ...env, DB_PATH: file, LOG_LEVEL: level }), store);
  const { room } = await opened("silent");
  return { room, silent: createApp(room), withLog: createApp((await opened("info")).room) };
}

const { room, silent: app, withLog: logged } = await appsIn(".", work);
const bare = new Elysia().get("/api/posts", async ({ query }) => {
  const page = await room.store.posts.newestJson(decodeCursor(query.cursor, "p"), Number(query.limit));
  return new Response(page.json, { headers: { "content-type": "application/json;charset=utf-8" } });
});
// bench/baseline.ts's own handler, uncached, on a connection of its own.
const floorDb = new Database(work, { strict: true });
const floor = floorFetch(floorDb, false);

const CHUNK = 500;
const random = prng(11);
const page = () => 101 + Math.floor(random() * Math.max(1, meta.posts - 100));
const url = (before: number) => `http://localhost/api/posts?limit=100&cursor=${encodeCursor("p", before)}`;
const turn = () => new Promise((done) => setImmediate(done));
const answered = (handle: (request: Request) => Promise<Response>) => async (before: number) => (await handle(new Request(url(before)))).arrayBuffer();

const STAGES: [string, (before: number) => Promise<unknown>][] = [
  ["query", (before) => room.store.posts.newestJson(before, 100)],
  ["floor", (before) => floor(new Request(url(before))).arrayBuffer()],
  ["elysia", answered((request) => bare.handle(request))],
  ["parley", answered((request) => app.handle(request))],
  ["parley+log", answered((request) => logged.handle(request))],
  ...(values.against ? await olderApps(values.against) : []),
];

/** An older checkout's app at both log levels, on a copy of the room of its own. */
async function olderApps(dir: string): Promise<typeof STAGES> {
  const copy = join(DATA, `stages-${values.size}-before.sqlite`);
  scratchCopy(join(DATA, `room-${values.size}.sqlite`), copy);
  const { silent, withLog } = await appsIn(dir, copy);
  return [
    ["before", answered((request) => silent.handle(request))],
    ["before+log", answered((request) => withLog.handle(request))],
  ];
}

async function timeChunk(run: (before: number) => Promise<unknown>, pages: number[]): Promise<number> {
  const start = Bun.nanoseconds();
  for (const before of pages) {
    await run(before);
    await turn();
  }
  return (Bun.nanoseconds() - start) / CHUNK / 1000;
}

const load = loadAverage();
const chunks: Record<string, number[]> = {};
for (let round = -2; round < Number(values.chunks); round++) {
  // The same pages for every stage in a round: a ratio compares like with like.
  const pages = Array.from({ length: CHUNK }, page);
  for (const [name, run] of STAGES) {
    const us = await timeChunk(run, pages);
    if (round >= 0) (chunks[name] ??= []).push(us); // the first two rounds warm up
  }
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const turnOnly = await timeChunk(async () => {}, Array.from({ length: CHUNK }, page));
const query = mean(chunks.query!);
console.error(
  `uncached pages at ${values.size} (${meta.posts} posts), ${chunks.query!.length} chunks of ${CHUNK} requests a stage, load average ${load} before, ${loadAverage()} after`,
);
console.error(`an empty request (the loop's turn alone): ${turnOnly.toFixed(1)} µs`);
for (const [name] of STAGES) {
  const us = mean(chunks[name]!);
  const over = name === "query" ? "" : `   ${(us - query).toFixed(1).padStart(5)} µs over the query`;
  const ofFloor = name === "query" || name === "floor" ? "" : `   ${median(chunks[name]!.map((x, i) => chunks.floor![i]! / x)).toFixed(3)}x the floor`;
  console.error(`${name.padEnd(10)} ${us.toFixed(1).padStart(7)} µs a request${over}${ofFloor}`);
}
await room.store.close();
floorDb.close();

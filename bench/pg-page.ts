/**
 * What one uncached page of posts costs on PostgreSQL, statement by statement (issue 18): the
 * room version and the page as two statements (the read path before 2026-11-26 evening), the
 * page alone, and the page with the version in one statement (src/store/postgres/posts.ts),
 * with and without an outer ORDER BY. One connection, requests one after another, so the
 * figure is client and server time per page with nothing else in the way.
 *
 *   bun bench/pg-page.ts [--size 1k] [--pages 2000] [--rounds 2]
 *
 * Uses PARLEY_BENCH_DATABASE_URL, or a throwaway PostgreSQL (scripts/postgres.ts).
 */
import { SQL } from "bun";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { NEWEST, withVersion } from "../src/store/postgres/posts";
import { benchPostgres } from "./postgres-room";
import { ensureRoom, parseSize, scratchCopy } from "./seed";
import { loadAverage } from "./server";

const { values } = parseArgs({ options: { size: { type: "string", default: "1k" }, pages: { type: "string", default: "2000" }, rounds: { type: "string", default: "2" } } });
const DATA = resolve(".tmp/bench");
const meta = ensureRoom(join(DATA, `room-${values.size}.sqlite`), parseSize(values.size!));
const work = join(DATA, `pg-page-${values.size}.sqlite`);
scratchCopy(join(DATA, `room-${values.size}.sqlite`), work);
const postgres = await benchPostgres();
let room: { url: string; drop(): Promise<void> } | null = null;
let sql: SQL | null = null;
try {
  room = await postgres.movedRoom(work, "pg_page");
  const reader = new SQL({ url: room.url, max: 1 });
  sql = reader;
  const page = NEWEST;
  const paged = withVersion(NEWEST);
  const forms: [string, (id: number) => Promise<unknown>][] = [
    ["version, then page (two statements)", async (id) => {
      await reader.unsafe("SELECT version FROM room_stats WHERE id = 1", []);
      return reader.unsafe(page, [id, 100]);
    }],
    ["page alone", (id) => reader.unsafe(page, [id, 100])],
    ["page with version (one statement)", (id) => reader.unsafe(paged, [id, 100])],
    ["the same with an outer ORDER BY", (id) => reader.unsafe(`${paged} ORDER BY page.id DESC`, [id, 100])],
  ];
  const pages = Number(values.pages);
  const ids = (i: number) => 101 + ((i * 7919) % Math.max(1, meta.posts - 100));
  console.log(`${meta.posts} posts on PostgreSQL, 100-post pages at random depths, one connection, load ${loadAverage()}`);
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const [label, read] of forms) {
      for (let i = 0; i < 300; i++) await read(ids(i));
      const started = performance.now();
      for (let i = 0; i < pages; i++) await read(ids(i));
      console.log(`  ${label.padEnd(38)} ${(((performance.now() - started) / pages) * 1000).toFixed(0)} µs a page`);
    }
  }
} finally {
  await sql?.close();
  await room?.drop();
  await postgres.stop();
}

/**
 * Builds a realistic room of N posts through the store layer (so the triggers keep every
 * counter right), and writes beside it a JSON file the benchmark needs: citizen keys, the
 * id of a 200-post thread, and the room's shape.
 *
 *   bun bench/seed.ts 1m [out.sqlite]     (also 1k, 100k, or a plain number)
 */
import { closeSync, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { CITIZEN_KEY_PREFIX, mintKey } from "../src/access/secrets";
import { Database } from "bun:sqlite";
import { migrations } from "../src/db/migrations";
import { closeDatabase, openDatabase } from "../src/db/open";
import { createStatements } from "../src/store";
import { sqlTime } from "../src/time";
import { body, pick, prng, title } from "./text";

/** Bump when the shape of seeded rooms changes, so stale cached rooms are rebuilt. */
export const SEED_VERSION = 4;
export const BIG_THREAD_POSTS = 200;
/** Threads open at once: posts of concurrent conversations interleave as in a real room. */
const ACTIVE_THREADS = 64;
const KEYS_KEPT = 500;
const END = Date.parse("2026-11-21T00:00:00Z");
const SPAN_MS = 365 * 24 * 3600 * 1000;

export interface SeedMeta {
  version: number;
  posts: number;
  threads: number;
  members: number;
  visitors: number;
  /** A thread with exactly BIG_THREAD_POSTS posts. */
  bigThreadId: number;
  /** Citizen keys in clear: bench data only, never a real room's. */
  keys: string[];
  seconds: number;
}

export function parseSize(raw: string): number {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(raw.trim());
  if (!match) throw new Error(`not a size: "${raw}" (try 1k, 100k, 1m or a number)`);
  const scale = { "": 1, k: 1_000, m: 1_000_000 }[match[2]!.toLowerCase() as "" | "k" | "m"];
  return Math.round(Number(match[1]) * scale);
}

/** Heavy-tailed thread lengths: most threads are short, a few run to hundreds of posts. */
function threadLength(random: () => number): number {
  const r = random();
  if (r < 0.45) return 1 + Math.floor(random() * 3);
  if (r < 0.8) return 4 + Math.floor(random() * 17);
  if (r < 0.95) return 21 + Math.floor(random() * 80);
  return 101 + Math.floor(random() * 500);
}

/** Lengths that add up to exactly `posts`, one of them the 200-post thread. */
function planThreads(posts: number, random: () => number): { lengths: number[]; bigIndex: number } {
  const big = Math.min(BIG_THREAD_POSTS, posts);
  const lengths: number[] = [];
  let left = posts - big;
  // A small room has short threads, and at least a hundred of them, so that a page of
  // 100 threads is a full page at every size and sizes compare like with like.
  const longest = Math.max(3, Math.floor(posts / 150));
  while (left > 0) {
    const n = Math.min(left, longest, threadLength(random));
    lengths.push(n);
    left -= n;
  }
  const bigIndex = Math.floor(lengths.length / 2);
  lengths.splice(bigIndex, 0, big);
  return { lengths, bigIndex };
}

/**
 * Which thread each post goes to, and when each thread opens: up to ACTIVE_THREADS
 * conversations run at once and their posts interleave, as in a real room.
 */
function schedule(posts: number, lengths: number[], random: () => number) {
  const threadOf = new Int32Array(posts);
  const firstPost = new Int32Array(lengths.length);
  const active: { k: number; left: number }[] = [];
  let next = 0;
  for (let i = 0; i < posts; i++) {
    while (active.length < ACTIVE_THREADS && next < lengths.length) {
      firstPost[next] = i;
      active.push({ k: next, left: lengths[next]! });
      next++;
    }
    const slot = Math.floor(random() * active.length);
    const thread = active[slot]!;
    threadOf[i] = thread.k;
    if (--thread.left === 0) active.splice(slot, 1);
  }
  return { threadOf, firstPost };
}

export function seedRoom(path: string, posts: number, seed = 42): SeedMeta {
  const started = performance.now();
  const random = prng(seed);
  const partial = `${path}.partial`;
  for (const suffix of ["", "-wal", "-shm"]) rmSync(partial + suffix, { force: true });
  mkdirSync(dirname(path), { recursive: true });

  const db = openDatabase(partial);
  // The indexes on thread, parent and author take keys in scattered order; a large page
  // cache keeps their pages in memory instead of re-reading them from the OS each batch.
  db.exec("PRAGMA cache_size = -262144");
  const store = createStatements(db);
  const { lengths, bigIndex } = planThreads(posts, random);
  const memberCount = Math.max(10, Math.round(posts / 400));
  const visitorRate = memberCount / 10 / posts;
  const at = (i: number) => sqlTime(new Date(END - SPAN_MS + Math.floor((i * SPAN_MS) / posts)));

  const keys: string[] = [];
  const members: number[] = store.atomically(() => {
    const ids: number[] = [];
    for (let i = 0; i < memberCount; i++) {
      const { key, hash } = mintKey(CITIZEN_KEY_PREFIX);
      if (keys.length < KEYS_KEPT) keys.push(key);
      ids.push(store.citizens.createMember(`agent-${i + 1}`, hash, at(0)));
    }
    return ids;
  });

  // Threads are created up front, then posts in order. Full-text rowids then only grow
  // while posts go in, so SQLite's FTS5 index is not flushed at every new thread (a
  // thread title's rowid is lower than the posts' before it), which made seeding 4x slower.
  const { threadOf, firstPost } = schedule(posts, lengths, random);
  const threadIds = store.atomically(() => lengths.map((_, k) => store.threads.create(title(random), at(firstPost[k]!))));
  const bigThreadId = threadIds[bigIndex]!;
  const earlier: (number[] | undefined)[] = lengths.map(() => []);
  const left = Int32Array.from(lengths);
  let visitors = 0;

  // One transaction for all posts: nothing of a half-built room is ever visible, and the
  // search index is built in one statement at the end (see store/bulk.ts).
  store.bulk.loadPosts(() => {
    for (let i = 0; i < posts; i++) {
      const createdAt = at(i);
      const k = threadOf[i]!;
      const ids = earlier[k]!;
      // Most later posts answer an earlier one; the rest speak to the thread as a whole.
      const parentId = ids.length > 0 && random() < 0.6 ? pick(random, ids) : null;
      let citizenId: number | null;
      const r = random();
      if (r < 0.01) citizenId = null;
      else if (r < 0.01 + visitorRate) {
        citizenId = store.citizens.createVisitor(createdAt);
        visitors++;
      } else citizenId = members[Math.floor(members.length * random() * random())]!;
      ids.push(store.posts.create({ threadId: threadIds[k]!, parentId, citizenId, body: body(random), createdAt }));
      if (--left[k]! === 0) earlier[k] = undefined;
    }
  });

  const threads = store.stats.get().thread_count;
  closeDatabase(db);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(path + suffix, { force: true });
  renameSync(partial, path);
  for (const suffix of ["-wal", "-shm"]) rmSync(partial + suffix, { force: true });

  const meta: SeedMeta = {
    version: SEED_VERSION,
    posts,
    threads,
    members: memberCount,
    visitors,
    bigThreadId,
    keys,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
  writeFileSync(metaPath(path), JSON.stringify(meta, null, 1));
  return meta;
}

/** A room seeded by an older build would be migrated (slowly, and timed) by the server under test. */
function schemaVersion(path: string): number {
  const db = new Database(path, { readonly: true });
  try {
    return (db.query("PRAGMA user_version").get() as { user_version: number }).user_version;
  } finally {
    db.close();
  }
}

export const metaPath = (dbPath: string) => dbPath.replace(/\.sqlite$/, "") + ".json";

/** The seeded room at `path`, built only when missing or from an older seed version. */
export function ensureRoom(path: string, posts: number): SeedMeta {
  if (existsSync(path) && existsSync(metaPath(path))) {
    const meta = JSON.parse(readFileSync(metaPath(path), "utf8")) as SeedMeta;
    if (meta.version === SEED_VERSION && meta.posts === posts && schemaVersion(path) === migrations.length) return meta;
  }
  return seedRoom(path, posts);
}

/**
 * A scratch copy of a seeded room for one server to change. The copy is flushed to disk
 * before it is used: otherwise the hundreds of MiB the copy left dirty in the page cache
 * are written by the server's first checkpoint fsync, inside the measurement.
 */
export function scratchCopy(pristine: string, work: string): void {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(work + suffix, { force: true });
  copyFileSync(pristine, work);
  const fd = openSync(work, "r+");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

if (import.meta.main) {
  const [sizeArg, outArg] = process.argv.slice(2);
  if (!sizeArg) {
    console.error("usage: bun bench/seed.ts <posts: 1k | 100k | 1m | N> [out.sqlite]");
    process.exit(2);
  }
  const posts = parseSize(sizeArg);
  const out = resolve(outArg ?? `.tmp/bench/room-${sizeArg.toLowerCase()}.sqlite`);
  const meta = seedRoom(out, posts);
  console.log(
    `seeded ${out}: ${meta.posts} posts, ${meta.threads} threads, ${meta.members} members, ` +
      `${meta.visitors} visitors, 200-post thread ${meta.bigThreadId}, in ${meta.seconds} s`,
  );
}

/**
 * One search costs a bounded amount, whatever it asks: at most 8 words and phrases and 4
 * prefixes, none shorter than three letters, and only the newest 1,000 matches are ranked (a word in
 * every post does not make a search rank the whole room).
 */
import { afterAll, expect, test } from "bun:test";
import { testRoom, type TestRoom } from "../support/room";

const t = await testRoom();
afterAll(() => t.close());

const made = await t.json("POST", "/api/threads", { admin: true, body: { title: "Weather", body: "The barometer is falling." } });
await t.room.store.atomically(async (tx) => {
  for (let i = 0; i < 1200; i++) {
    await tx.posts.create({ threadId: made.body.thread.id, parentId: null, citizenId: null, body: `Reading ${i}: the barometer shows ${1000 + i} hPa.`, createdAt: "2026-11-24 01:00:00" });
  }
});

test("too many words, or too short a prefix, is a 400 that says so", async () => {
  const many = Array.from({ length: 9 }, (_, i) => `word${i}`).join(" OR ");
  const complex = await t.json("GET", `/api/search?q=${encodeURIComponent(many)}`);
  expect([complex.status, complex.body.code]).toEqual([400, "search_query_too_complex"]);
  const prefixes = await t.json("GET", `/api/search?q=${encodeURIComponent("bar* OR rea* OR sho* OR hpa* OR fal*")}`);
  expect([prefixes.status, prefixes.body.code]).toEqual([400, "search_query_too_complex"]);
  const short = await t.json("GET", `/api/search?q=${encodeURIComponent("ba* OR c*")}`);
  expect([short.status, short.body.code]).toEqual([400, "invalid_search_query"]);
  expect(short.body.detail).toContain("at least 3 letters");
  expect((await t.json("GET", `/api/search?q=${encodeURIComponent("bar*")}`)).status).toBe(200);
});

test("a word in 1,201 posts: the newest 1,000 matches are ranked and paged, no more", async () => {
  const seen = new Set<number>();
  let cursor: string | null = null;
  do {
    const res: { status: number; body: any } = await t.json("GET", `/api/search?q=barometer&limit=100${cursor ? `&cursor=${cursor}` : ""}`);
    expect(res.status).toBe(200);
    for (const hit of res.body.hits) {
      expect(hit.snippet).toContain("**barometer**");
      seen.add(hit.post.id);
    }
    cursor = res.body.next_cursor;
  } while (cursor);
  expect(seen.size).toBe(1000);
  const newest = (await t.json("GET", "/api/posts?limit=1")).body.posts[0].id as number;
  expect(Math.min(...seen)).toBe(newest - 999);
  const first = (await t.json("GET", "/api/search?q=barometer&limit=5")).body.hits;
  if (t.room.store.backend === "sqlite") {
    // Broad (over 1,000 matches): newest first, unranked, so no query pays bm25's walk of a common word.
    expect(first.map((hit: { post: { id: number } }) => hit.post.id)).toEqual([newest, newest - 1, newest - 2, newest - 3, newest - 4]);
    expect(first.every((hit: { score: number }) => hit.score === 0)).toBe(true);
  } else {
    // PostgreSQL's ts_rank needs no walk of the whole index: it ranks the newest 1,000 by score.
    const scores = first.map((hit: { score: number }) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  }
});


/** A fresh room holding one thread to search for; the test closes it. */
async function roomWithOneThread(title: string, body: string, env: Record<string, string> = {}) {
  const room = await testRoom(env);
  const { key } = await room.mintCitizen(`${title} writer`);
  await room.json("POST", "/api/threads", { key, body: { title, body } });
  return room;
}

test("searches wait their turn on the search thread: past the bound, one more is 503 search_busy with Retry-After, never a stall", async () => {
  const { SEARCH_QUEUE_MAX } = await import("../../src/store/search-thread");
  const room = await roomWithOneThread("Queue", "Words to be found by many searches at once.");
  try {
    // From many networks: one network may have only a few searches under way (next test).
    const answers = await Promise.all(Array.from({ length: SEARCH_QUEUE_MAX * 3 }, (_, i) => room.json("GET", "/api/search?q=searches", { ip: `10.${Math.floor(i / 200)}.${i % 200}.1` })));
    const busy = answers.filter((a) => a.status === 503);
    const found = answers.filter((a) => a.status === 200);
    expect(found.length).toBeGreaterThanOrEqual(SEARCH_QUEUE_MAX);
    expect(found.length + busy.length).toBe(answers.length);
    if (room.room.store.backend === "sqlite") {
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]!.body.code).toBe("search_busy");
      expect(busy[0]!.res.headers.get("retry-after")).toBe("1");
    }
    // And the thread answers again once the queue is drained.
    expect((await room.json("GET", "/api/search?q=searches")).body.hits.length).toBe(1);
  } finally {
    room.close();
  }
});

test("a search is charged to its network's read budget by its cost: one read plus one per 5 ms", async () => {
  const room = await testRoom({ RATE_LIMITS: "on", RATE_LIMIT_READS_PER_MINUTE: "20" });
  try {
    const search = room.room.store.search as { search: (...args: unknown[]) => Promise<unknown> };
    // A query that cost the database 52 ms: 1 + 10 reads.
    search.search = async () => ({ ok: true, hits: [], costMs: 52 });
    const ip = "198.51.100.61";
    expect((await room.json("GET", "/api/search?q=costly", { ip })).status).toBe(200);
    const after = await room.json("GET", "/api/status", { ip });
    expect(after.res.headers.get("ratelimit-remaining")).toBe(String(20 - 1 - 10 - 1));
    // Another network pays nothing for it.
    expect((await room.json("GET", "/api/status", { ip: "198.51.100.62" })).res.headers.get("ratelimit-remaining")).toBe("19");
  } finally {
    room.close();
  }
});

test("one network may have a few searches under way at once (429 search_limit), so it cannot fill the room's queue", async () => {
  const { SEARCHES_PER_NETWORK } = await import("../../src/shapes");
  const room = await roomWithOneThread("Greedy", "Words for a greedy network to search.", { RATE_LIMITS: "on" });
  try {
    const answers = await Promise.all(Array.from({ length: SEARCHES_PER_NETWORK * 4 }, () => room.json("GET", "/api/search?q=greedy", { ip: "203.0.113.99" })));
    const limited = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(SEARCHES_PER_NETWORK);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.body.code).toBe("search_limit");
    // Another network is not held back, and the greedy one may search again once answered.
    expect((await room.json("GET", "/api/search?q=greedy", { ip: "203.0.113.100" })).status).toBe(200);
    expect((await room.json("GET", "/api/search?q=greedy", { ip: "203.0.113.99" })).status).toBe(200);
  } finally {
    room.close();
  }
});

test("like every guard by address, the search cap is off with RATE_LIMITS=off, and for a spared loopback only", async () => {
  const { SEARCHES_PER_NETWORK } = await import("../../src/shapes");
  // Each URL its own (a word per burst, limit=i), so no answer comes from the room's answer cache.
  const burst = (room: TestRoom, ip: string, word: string) =>
    Promise.all(Array.from({ length: SEARCHES_PER_NETWORK * 4 }, (_, i) => room.json("GET", `/api/search?q=${word}&limit=${i + 1}`, { ip }))).then((answers) => ({
      ok: answers.filter((a) => a.status === 200).length,
      limited: answers.filter((a) => a.status === 429).length,
    }));
  const all = { ok: SEARCHES_PER_NETWORK * 4, limited: 0 };
  const off = await roomWithOneThread("Shared", "Words for many agents behind one address to search.", { RATE_LIMITS: "off" });
  const spared = await roomWithOneThread("Local", "Words for agents on the machine itself to search.", { RATE_LIMITS: "on", RATE_LIMIT_EXEMPT_LOOPBACK: "true" });
  try {
    expect(await burst(off, "203.0.113.98", "agents")).toEqual(all);
    expect(await burst(spared, "127.0.0.1", "agents")).toEqual(all);
    expect(await burst(spared, "::1", "machine")).toEqual(all);
    expect((await burst(spared, "203.0.113.97", "words")).limited).toBeGreaterThan(0);
  } finally {
    off.close();
    spared.close();
  }
});

import { afterAll, expect, test } from "bun:test";
import { join } from "node:path";
import { inspectDatabase } from "./support/db";
import { ADMIN_SECRET, mintCitizen, startServer, tempDir, type ServerProcess } from "./support/process";

const ROUNDS = 3;
const WORKERS = 12;
const tmp = tempDir();
afterAll(() => tmp.remove());

interface Acknowledged {
  id: number;
  threadId: number;
  body: string;
}

/**
 * One writer: keeps posting until the server stops answering. Mixes new threads, posts
 * into threads, replies, admin posts and keyless trial posts (each from its own address),
 * and records every write answered 201.
 */
async function writer(server: ServerProcess, key: string, round: number, worker: number, acked: Acknowledged[]): Promise<void> {
  for (let n = 0; ; n++) {
    const body = `Round ${round} worker ${worker} post ${n} says hello.`;
    const last = acked[acked.length - 1];
    const headers: Record<string, string> = { "content-type": "application/json" };
    let path = "/api/posts";
    let payload: Record<string, unknown> = { title: `Thread ${round}.${worker}.${n}`, body };
    const kind = n % 5;
    if (kind === 1 && last) payload = { thread_id: last.threadId, body };
    if (kind === 2 && last) [path, payload] = [`/api/posts/${last.id}/replies`, { body }];
    if (kind === 3) headers["x-admin-secret"] = ADMIN_SECRET;
    else if (kind === 4) headers["x-forwarded-for"] = `10.${round}.${worker}.${n % 250}`;
    if (kind !== 3 && kind !== 4) headers.authorization = `Bearer ${key}`;
    if (kind === 4 && n >= 250) continue;
    let res: Response;
    try {
      res = await fetch(server.url + path, { method: "POST", headers, body: JSON.stringify(payload) });
    } catch {
      return; // the server is gone
    }
    let answer: { post?: { id: number; thread_id: number; body: string } };
    try {
      answer = (await res.json()) as typeof answer;
    } catch {
      return; // killed while answering: the write may or may not have landed, and was not promised
    }
    if (res.status === 201) acked.push({ id: answer.post!.id, threadId: answer.post!.thread_id, body: answer.post!.body });
    else expect([201]).toContain(res.status);
  }
}

/** Every post the server now has, read back through the API, by id. */
async function allPosts(server: ServerProcess): Promise<Map<number, string>> {
  const seen = new Map<number, string>();
  let cursor = "";
  for (;;) {
    const res = await fetch(`${server.url}/api/posts?limit=100${cursor ? `&cursor=${cursor}` : ""}`);
    const page = (await res.json()) as { posts: { id: number; body: string }[]; next_cursor: string | null };
    for (const post of page.posts) seen.set(post.id, post.body);
    if (!page.next_cursor) return seen;
    cursor = page.next_cursor;
  }
}

test(`SIGKILL mid-load, ${ROUNDS} rounds: every write answered 201 survives, the database stays intact`, async () => {
  const dbPath = join(tmp.dir, "crash.sqlite");
  // Writes must not be refused for reasons other than the crash.
  const env = { RATE_LIMITS: "off", TRUST_PROXY: "true", LOG_LEVEL: "silent" };
  let server = await startServer(dbPath, env);
  const key = await mintCitizen(server, "Crash tester");
  const acked: Acknowledged[] = [];

  for (let round = 1; round <= ROUNDS; round++) {
    const before = acked.length;
    const load = Array.from({ length: WORKERS }, (_, worker) => writer(server, key, round, worker, acked));
    // Kill once writes are flowing, at a moment that differs from round to round.
    while (acked.length < before + 50 * round) await Bun.sleep(5);
    await Bun.sleep(Math.random() * 20);
    expect(await server.kill("SIGKILL")).not.toBe(0);
    await Promise.all(load);

    server = await startServer(dbPath, env);
    const present = await allPosts(server);
    const lost = acked.filter((a) => present.get(a.id) !== a.body);
    expect(lost).toEqual([]);
    const check = inspectDatabase(dbPath);
    expect(check.integrity).toEqual(["ok"]);
    expect(check.foreignKeyProblems).toBe(0);
    expect(check.stats).toEqual({ post_count: check.posts, thread_count: check.threads });
    expect(check.threadCountsWrong).toBe(0);
    expect(present.size).toBe(check.posts);
  }
  expect(acked.length).toBeGreaterThan(50 * ROUNDS);
  await server.kill("SIGTERM");
  expect(inspectDatabase(dbPath).integrity).toEqual(["ok"]);
}, 60_000);

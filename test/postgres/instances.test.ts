/**
 * Three real server processes (the same entry point the executable runs) on one PostgreSQL
 * database: what must hold across instances holds whichever instance a request reaches.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { freePort } from "../support/ports";
import { freshRoomDatabase, type TestDatabase } from "../support/postgres";

const ADMIN_SECRET = "multi-instance-admin-secret";
const ENTRY = join(import.meta.dir, "../../src/index.ts");
const WRITES_PER_MINUTE = 5;

interface Instance {
  url: string;
  process: Bun.Subprocess;
}

let database: TestDatabase;
let fake: FakeStripe;
const instances: Instance[] = [];

async function start(): Promise<Instance> {
  const port = await freePort();
  const child = Bun.spawn([process.execPath, ENTRY, "serve"], {
    env: {
      ...process.env,
      ...fake.env,
      DATABASE_URL: database.url,
      ADMIN_SECRET,
      IP_HASH_KEY: "multi-instance-ip-hash-key-0123456789abcdef",
      HOST: "127.0.0.1",
      PORT: String(port),
      BASE_URL: "http://parley.test",
      // The tests name the client network with X-Forwarded-For.
      TRUST_PROXY: "true",
      RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
      RATE_LIMIT_KEYLESS_PER_MINUTE: "1000",
      RATE_LIMIT_READS_PER_MINUTE: "100000",
      STREAM_POLL_MS: "250",
      LOG_LEVEL: "error",
    },
    stdout: "pipe",
    stderr: "inherit",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`an instance exited with ${child.exitCode} at start-up`);
    const up = await fetch(`${url}/api/status`).then((r) => r.ok, () => false);
    if (up) return { url, process: child };
    await Bun.sleep(50);
  }
  throw new Error("an instance did not answer within 10 s");
}

beforeAll(async () => {
  database = await freshRoomDatabase("instances");
  fake = startFakeStripe();
  // Started together: their migrations race, and must not collide.
  instances.push(...(await Promise.all([start(), start(), start()])));
}, 60_000);

afterAll(async () => {
  for (const instance of instances) instance.process.kill("SIGTERM");
  await Promise.all(instances.map((instance) => instance.process.exited));
  fake.stop();
  await database.drop();
});

const pick = (i: number) => instances[i % instances.length]!;

function call(i: number, method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
  return fetch(pick(i).url + path, {
    method,
    headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.7", ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

async function mintKey(name: string): Promise<string> {
  const res = await call(0, "POST", "/api/admin/citizens", { body: { name }, headers: { "x-admin-secret": ADMIN_SECRET } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { key: string }).key;
}

describe("three instances on one PostgreSQL database", () => {
  test("one trial per network, under a race across instances", async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(i, "POST", "/api/threads", { body: { title: "Trial race", body: `Hello from the trial race, attempt ${i}.` }, headers: { "x-forwarded-for": "203.0.113.50" } }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(29);
  });

  test("one copy of a duplicate body, whichever instances the copies reach", async () => {
    const key = await mintKey("Repeater");
    const thread = await call(0, "POST", "/api/threads", { body: { title: "Duplicates", body: "The first post of the duplicates thread." }, headers: { authorization: `Bearer ${key}` } });
    const { thread: made } = (await thread.json()) as { thread: { id: number } };
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        call(i, "POST", "/api/posts", { body: { thread_id: made.id, body: "Exactly the same words, sent four times at once." }, headers: { authorization: `Bearer ${key}` } }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
  });

  test("one write budget per key, shared by every instance", async () => {
    const key = await mintKey("Budgeted");
    const statuses: number[] = [];
    for (let i = 0; i < WRITES_PER_MINUTE + 4; i++) {
      const res = await call(i, "POST", "/api/threads", { body: { title: `Budget ${i}`, body: `Post number ${i} against one shared budget.` }, headers: { authorization: `Bearer ${key}` } });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(WRITES_PER_MINUTE);
    expect(statuses.slice(WRITES_PER_MINUTE).every((s) => s === 429)).toBe(true);
  });

  test("one key reveal for a paid checkout, however many instances are asked at once", async () => {
    const session = await fetch(`${fake.url}/v1/checkout/sessions`, {
      method: "POST",
      headers: { authorization: `Bearer ${fake.env.STRIPE_SECRET_KEY}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        mode: "subscription",
        success_url: "http://parley.test/join/done?session_id={CHECKOUT_SESSION_ID}",
        cancel_url: "http://parley.test/join",
        "metadata[parley_plan]": "operator",
        "metadata[parley_name]": "Raced buyer",
      }),
    }).then((r) => r.json() as Promise<{ id: string }>);
    fake.complete(session.id);
    const pages = await Promise.all(
      Array.from({ length: 9 }, (_, i) => call(i, "GET", `/join/done?session_id=${session.id}`).then((r) => r.text())),
    );
    expect(pages.filter((html) => /parley_ck_[A-Za-z0-9_-]{20,}/.test(html))).toHaveLength(1);
  });

  test("a pause set on one instance refuses writes on the others", async () => {
    const admin = { "x-admin-secret": ADMIN_SECRET };
    expect((await call(0, "POST", "/api/admin/pause", { body: { paused: true }, headers: admin })).status).toBe(200);
    try {
      for (const i of [1, 2]) {
        const res = await call(i, "POST", "/api/threads", { body: { title: "Paused?", body: "This write must be refused." }, headers: admin });
        expect(res.status).toBe(503);
      }
    } finally {
      await call(0, "POST", "/api/admin/pause", { body: { paused: false }, headers: admin });
    }
    const res = await call(2, "POST", "/api/threads", { body: { title: "Unpaused", body: "Writes work again everywhere." }, headers: admin });
    expect(res.status).toBe(201);
  });

  test("a 304 earned on one instance is honoured by another", async () => {
    const first = await call(0, "GET", "/api/threads");
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    const again = await call(1, "GET", "/api/threads", { headers: { "if-none-match": tag! } });
    expect(again.status).toBe(304);
  });

  test("a post written on one instance reaches a stream on another within a second", async () => {
    const controller = new AbortController();
    const stream = await fetch(`${pick(1).url}/api/stream`, { signal: controller.signal, headers: { "x-forwarded-for": "198.51.100.9" } });
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const until = async (pattern: RegExp, ms: number) => {
      const deadline = Date.now() + ms;
      while (!pattern.test(text)) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        const chunk = await Promise.race([reader.read(), Bun.sleep(left).then(() => null)]);
        if (!chunk || chunk.done) return pattern.test(text);
        text += decoder.decode(chunk.value);
      }
      return true;
    };
    expect(await until(/event: ready/, 5000)).toBe(true);
    const res = await call(2, "POST", "/api/threads", { body: { title: "Streamed", body: "A post for the stream on another instance." }, headers: { "x-admin-secret": ADMIN_SECRET } });
    expect(res.status).toBe(201);
    const sent = Date.now();
    expect(await until(/A post for the stream on another instance/, 2000)).toBe(true);
    expect(Date.now() - sent).toBeLessThan(1000);
    controller.abort();
  });

  test("since_id polling misses nothing while every instance takes concurrent writes", async () => {
    const start = ((await (await call(0, "GET", "/api/posts?limit=1")).json()) as { posts: { id: number }[] }).posts[0]?.id ?? 0;
    const written = new Set<number>();
    const seen = new Set<number>();
    let writing = true;
    const poller = (async () => {
      let last = start;
      let round = 0;
      for (;;) {
        const done = !writing;
        const res = await call(round++, "GET", `/api/posts?since_id=${last}&limit=100`);
        const { posts } = (await res.json()) as { posts: { id: number }[] };
        for (const post of posts) seen.add(post.id);
        if (posts.length) last = posts[posts.length - 1]!.id;
        if (done && posts.length === 0) return;
      }
    })();
    const writers = Array.from({ length: 6 }, async (_, w) => {
      for (let n = 0; n < 40; n++) {
        const res = await call(w + n, "POST", "/api/threads", {
          body: { title: `Writer ${w}`, body: `Writer ${w} says hello for the ${n}th time.` },
          headers: { "x-admin-secret": ADMIN_SECRET },
        });
        expect(res.status).toBe(201);
        written.add(((await res.json()) as { post: { id: number } }).post.id);
      }
    });
    await Promise.all(writers);
    writing = false;
    await poller;
    expect(written.size).toBe(240);
    expect([...written].filter((id) => !seen.has(id))).toEqual([]);
  }, 60_000);
});

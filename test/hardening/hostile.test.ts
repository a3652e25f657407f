import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { connect } from "node:net";
import { join } from "node:path";
import { createApp } from "../../src/app";
import { testRoom } from "../support/room";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { inspectDatabase } from "./support/db";
import { generate, seeded } from "./support/hostile";
import { mintCitizen, startServer, tempDir, type ServerProcess } from "./support/process";

const SEED = Number(process.env.HOSTILE_SEED ?? Date.now() % 1_000_000);
const REQUESTS = 3000;
const CONCURRENCY = 16;

const tmp = tempDir();
let server: ServerProcess;
let stripe: FakeStripe;
let key: string;

/** Every route the app really has, taken from the app itself so that new routes are covered too. */
async function appRoutes(): Promise<{ method: string; path: string }[]> {
  const t = await testRoom();
  try {
    return createApp(t.room).routes.map((r) => ({ method: r.method, path: r.path }));
  } finally {
    t.close();
  }
}

beforeAll(async () => {
  // Payments on (against a local fake), so the billing routes are reached rather than refused.
  stripe = startFakeStripe();
  server = await startServer(join(tmp.dir, "hostile.sqlite"), {
    ...stripe.env,
    RATE_LIMITS: "off",
    TRUST_PROXY: "true",
    REQUEST_TIMEOUT_SECONDS: "2",
    // Only server errors (and pauses) are logged at warn and above: the log must stay empty.
    LOG_LEVEL: "warn",
  });
  key = await mintCitizen(server, "Hostile tester");
  const seedPost = await fetch(`${server.url}/api/threads`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ title: "Target", body: "A thread the generated requests may post into." }),
  });
  expect(seedPost.status).toBe(201);
});

afterAll(async () => {
  if (server?.alive()) await server.kill("SIGKILL");
  stripe?.stop();
  tmp.remove();
});

describe(`hostile input (seed ${SEED}; replay with HOSTILE_SEED=${SEED})`, () => {
  test(`${REQUESTS} generated requests: never 5xx, /api/* errors always problem+json`, async () => {
    const routes = await appRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const r = seeded(SEED);
    const requests = Array.from({ length: REQUESTS }, () => generate(r, routes, key));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;

    const worker = async () => {
      while (next < requests.length) {
        const q = requests[next++]!;
        const where = `${q.method} ${q.path.slice(0, 120)}`;
        let res: Response;
        let text: string;
        try {
          res = await fetch(server.url + q.path, { method: q.method, headers: q.headers, body: q.body, redirect: "manual", signal: AbortSignal.timeout(15_000) });
          // An event stream never ends by itself: its status and headers are what is judged.
          if (res.headers.get("content-type")?.startsWith("text/event-stream")) {
            await res.body?.cancel();
            text = "";
          } else {
            text = await res.text();
          }
        } catch (error) {
          failures.push(`${where}: no answer (${(error as Error).message})`);
          continue;
        }
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) failures.push(`${where}: ${res.status} ${text.slice(0, 200)}`);
        // Answers from the app carry its security headers; Bun's own parser refusals (431) do not.
        const fromApp = res.headers.has("content-security-policy");
        if (!fromApp && ![400, 413, 414, 431].includes(res.status)) failures.push(`${where}: ${res.status} without the app's headers`);
        if (!fromApp || !new URL(server.url + q.path).pathname.startsWith("/api/")) continue;
        const type = res.headers.get("content-type") ?? "";
        if (res.status >= 400) {
          if (!type.startsWith("application/problem+json")) failures.push(`${where}: ${res.status} as ${type}`);
          else if (q.method !== "HEAD") {
            const problem = JSON.parse(text) as { status: number; code: unknown };
            if (problem.status !== res.status || typeof problem.code !== "string") failures.push(`${where}: malformed problem ${text.slice(0, 200)}`);
          }
        } else if (text !== "" && q.method !== "HEAD" && type.includes("json")) {
          try {
            JSON.parse(text);
          } catch {
            failures.push(`${where}: ${res.status} body is not JSON (${type})`);
          }
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    // One line per distinct failure, so that a broken route does not drown the report.
    expect([...new Set(failures.map((f) => f.replace(/\?.*?:/, ":").slice(0, 160)))]).toEqual([]);
    // The generator must reach the handlers, not only the parsers: some writes land.
    expect(statuses.get(201) ?? 0).toBeGreaterThan(10);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
  }, 60_000);

  test("malformed HTTP at the socket: lying lengths, smuggling, garbage, huge headers", async () => {
    const port = Number(new URL(server.url).port);
    const post = "POST /api/posts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n";
    const cases: [string, string, number][] = [
      ["body shorter than its Content-Length, then silence", post + "Content-Length: 500\r\n\r\n{\"title\":\"a\"", 1500],
      ["body longer than its Content-Length", post + "Content-Length: 5\r\n\r\n{\"title\":\"a\",\"body\":\"b\"}", 1500],
      ["Content-Length and chunked together", post + "Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 1500],
      ["broken chunked encoding", post + "Transfer-Encoding: chunked\r\n\r\nZZ\r\nabc\r\n", 1500],
      ["negative Content-Length", post + "Content-Length: -1\r\n\r\n", 1500],
      ["absurd Content-Length", post + "Content-Length: 99999999999999999999\r\n\r\n", 1500],
      ["a declared 900 KB body", post + "Content-Length: 900000\r\n\r\n{}", 1500],
      ["not HTTP at all", "HELLO WORLD\r\n\r\n", 1500],
      ["a 100 KB URL", `GET /api/threads/${"9".repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 1500],
      ["a 100 KB header", `GET /api/status HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(100_000)}\r\n\r\n`, 1500],
      ["2000 headers", `GET /api/status HTTP/1.1\r\nHost: x\r\n${Array.from({ length: 2000 }, (_, i) => `X-H${i}: v\r\n`).join("")}\r\n`, 1500],
      ["invalid UTF-8 in the path", "GET /api/threads/\xff\xfe HTTP/1.1\r\nHost: x\r\n\r\n", 1500],
      ["HTTP/1.0 without Host", "GET /api/status HTTP/1.0\r\n\r\n", 1500],
    ];
    const answers = await Promise.all(cases.map(([, request, wait]) => rawExchange(port, request, wait)));
    const fiveHundreds = cases.map(([name], i) => [name, answers[i]!.split("\r\n")[0]] as const).filter(([, line]) => / 5\d\d /.test(line ?? ""));
    expect(fiveHundreds).toEqual([]);
    expect((await fetch(`${server.url}/api/status`)).status).toBe(200);
  }, 30_000);

  test("slow bodies are cut off after REQUEST_TIMEOUT_SECONDS while others are served", async () => {
    const port = Number(new URL(server.url).port);
    const body = JSON.stringify({ title: "Slow", body: "A body sent one byte at a time, far too slowly." });
    // 20 slowloris connections at once, each allowed to run far past the 2 s timeout.
    const slow = Array.from({ length: 20 }, () =>
      trickle(port, `POST /api/posts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`, body, 250, 15_000),
    );
    await Bun.sleep(300);
    expect((await fetch(`${server.url}/api/status`)).status).toBe(200);
    const results = await Promise.all(slow);
    for (const result of results) {
      expect(result.closedByServer).toBe(true);
      expect(result.sent).toBeLessThan(body.length);
      expect(result.answer).not.toMatch(/^HTTP\/1\.1 5/);
    }
  }, 30_000);

  test("afterwards: still up, no server error logged, integrity_check ok", async () => {
    expect(server.alive()).toBe(true);
    expect((await fetch(`${server.url}/api/status`)).status).toBe(200);
    // Hostile forwarded headers earn the one warning about X-Forwarded-For; nothing else is logged.
    const logged = server.output().split("\n").filter((line) => line.startsWith("{") && !line.includes("X-Forwarded-For"));
    expect(logged).toEqual([]);
    await server.kill("SIGTERM");
    const check = inspectDatabase(join(tmp.dir, "hostile.sqlite"));
    expect(check.integrity).toEqual(["ok"]);
    expect(check.foreignKeyProblems).toBe(0);
    expect(check.stats).toEqual({ post_count: check.posts, thread_count: check.threads });
    expect(check.threadCountsWrong).toBe(0);
  });
});

/** Writes raw bytes, collects whatever comes back until the server closes or `waitMs` passes. */
function rawExchange(port: number, request: string, waitMs: number): Promise<string> {
  return new Promise((resolve) => {
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(Buffer.from(request, "latin1")));
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(done, waitMs);
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", done);
    socket.on("close", done);
  });
}

/** Sends the head at once and the body one byte every `everyMs`; reports who gave up first. */
function trickle(port: number, head: string, body: string, everyMs: number, capMs: number) {
  return new Promise<{ closedByServer: boolean; sent: number; answer: string }>((resolve) => {
    let answer = "";
    let sent = 0;
    let finished = false;
    const socket = connect(port, "127.0.0.1", () => socket.write(head));
    const interval = setInterval(() => {
      if (sent < body.length && !socket.destroyed) socket.write(body[sent++]!);
    }, everyMs);
    const finish = (closedByServer: boolean) => {
      if (finished) return;
      finished = true;
      clearInterval(interval);
      clearTimeout(cap);
      socket.destroy();
      resolve({ closedByServer, sent, answer });
    };
    const cap = setTimeout(() => finish(false), capMs);
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", () => finish(true));
    socket.on("close", () => finish(true));
  });
}

/**
 * Soak: a bounded run of mixed load against a real server process, then a health check.
 * Prints errors (must be 0), the server's memory at start and end, and throughput.
 *
 *   ./node_modules/.bin/bun bench/soak.ts            # 60 s, 32 clients
 *   SOAK_SECONDS=10 SOAK_CLIENTS=8 ./node_modules/.bin/bun bench/soak.ts
 *
 * Rate limits are off (one machine is many clients here); the duplicate guard stays on.
 * One request in twenty is hostile (issue 15): a search of common words or prefixes, or a
 * read of the soak's big thread (a third of all posts go into it); `/api/status` is timed
 * on its own so its p99 shows what the others cost the room.
 */
import { join } from "node:path";
import { inspectDatabase } from "../test/hardening/support/db";
import { ADMIN_SECRET, mintCitizen, startServer, tempDir } from "../test/hardening/support/process";
import { statusMiB } from "./server";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 32);
const KEYS = 16;

const rssMiB = (pid: number, field: "VmRSS" | "VmHWM" = "VmRSS") => Math.round(statusMiB(pid, field) * 10) / 10;

const tmp = tempDir();
const dbPath = join(tmp.dir, "soak.sqlite");
// Run as `npm start` and the executable run it: in Bun's smol mode.
const server = await startServer(dbPath, { RATE_LIMITS: "off", TRUST_PROXY: "true", LOG_LEVEL: "warn" }, ["--smol"]);
const keys = await Promise.all(Array.from({ length: KEYS }, (_, i) => mintCitizen(server, `Soaker ${i}`)));
const seed = await fetch(`${server.url}/api/threads`, {
  method: "POST",
  headers: { "x-admin-secret": ADMIN_SECRET, "content-type": "application/json" },
  body: JSON.stringify({ title: "Soak", body: "The first post of the soak." }),
});
const firstThread = ((await seed.json()) as { thread: { id: number } }).thread.id;

type Kind = "read" | "write" | "trial" | "bad" | "hostile";
const counts: Record<Kind, number> = { read: 0, write: 0, trial: 0, bad: 0, hostile: 0 };
const statusLatencies: number[] = [];
const HOSTILE = [
  ["/api/search?q=the", [200]],
  ["/api/search?q=soak+post", [200]],
  ["/api/search?q=" + encodeURIComponent("soa* OR pos* OR cli* OR sen*"), [200]],
  ["/api/search?q=" + encodeURIComponent("a* OR b* OR c*"), [400]],
  ["/api/search?q=" + encodeURIComponent(Array.from({ length: 9 }, (_, i) => `w${i}`).join(" OR ")), [400]],
] as const;
const errors: string[] = [];
const latencies: number[] = [];
let written = 0;
let visitors = 0;
const threadIds: number[] = [firstThread];

const memory = { start: rssMiB(server.pid), peak: 0, end: 0 };

async function one(client: number, n: number): Promise<void> {
  const roll = Math.random();
  const thread = threadIds[Math.floor(Math.random() * threadIds.length)]!;
  let kind: Kind;
  let request: Request;
  let expected: number[];
  if (roll < 0.05) {
    kind = "hostile";
    const [path, codes] = n % 2 === 0 ? HOSTILE[n % HOSTILE.length]! : [`/api/threads/${firstThread}`, [200]];
    request = new Request(server.url + path);
    expected = [...codes];
  } else if (roll < 0.7) {
    kind = "read";
    const path = ["/api/posts?limit=50", "/api/threads", `/api/threads/${thread}`, "/api/status", "/", "/llms.txt"][n % 6]!;
    request = new Request(server.url + path);
    expected = [200];
  } else if (roll < 0.95) {
    kind = "write";
    const key = keys[client % KEYS]!;
    const body = `Soak post ${++written} from client ${client}, sent as plain English.`;
    const payload = n % 3 === 0 ? { title: `Soak thread ${written}`, body } : { thread_id: n % 3 === 1 ? firstThread : thread, body };
    request = new Request(`${server.url}/api/posts`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify(payload),
    });
    expected = [201];
  } else if (roll < 0.98) {
    kind = "trial";
    const v = ++visitors;
    request = new Request(`${server.url}/api/threads`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.${(v >> 16) & 255}.${(v >> 8) & 255}.${v & 255}` },
      body: JSON.stringify({ title: "A visit", body: `Visitor number ${v} says hello.` }),
    });
    expected = [201];
  } else {
    kind = "bad";
    request = new Request(`${server.url}/api/posts`, { method: "POST", headers: { "content-type": "application/json" }, body: "{oops" });
    expected = [400];
  }
  const began = performance.now();
  try {
    const res = await fetch(request);
    const text = await res.text();
    latencies.push(performance.now() - began);
    if (new URL(request.url).pathname === "/api/status") statusLatencies.push(performance.now() - began);
    counts[kind]++;
    if (!expected.includes(res.status)) errors.push(`${kind} ${request.method} ${new URL(request.url).pathname}: ${res.status} ${text.slice(0, 160)}`);
    else if (kind === "write" && res.status === 201 && n % 3 === 0) threadIds.push((JSON.parse(text) as { thread: { id: number } }).thread.id);
  } catch (error) {
    errors.push(`${kind}: ${(error as Error).message}`);
  }
}

console.log(`soak: ${SECONDS} s, ${CLIENTS} clients, server pid ${server.pid}, memory at start ${memory.start} MiB`);
const started = performance.now();
const deadline = started + SECONDS * 1000;
await Promise.all(
  Array.from({ length: CLIENTS }, async (_, client) => {
    for (let n = client; performance.now() < deadline; n++) await one(client, n);
  }),
);
const elapsed = (performance.now() - started) / 1000;
memory.end = rssMiB(server.pid);
memory.peak = rssMiB(server.pid, "VmHWM");

const log = server.output().split("\n").filter((line) => line.startsWith("{"));
const alive = server.alive() && (await fetch(`${server.url}/api/status`)).status === 200;
await server.kill("SIGTERM");
const check = inspectDatabase(dbPath);
tmp.remove();

latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(2);
const total = counts.read + counts.write + counts.trial + counts.bad + counts.hostile;
statusLatencies.sort((a, b) => a - b);
const statusP99 = statusLatencies.length ? statusLatencies[Math.floor(0.99 * (statusLatencies.length - 1))]!.toFixed(2) : "-";
const problems = [...errors];
if (!alive) problems.push("the server was not answering at the end");
if (log.length) problems.push(`${log.length} warning/error log lines, first: ${log[0]}`);
if (check.integrity.join() !== "ok") problems.push(`integrity_check: ${check.integrity.join("; ")}`);
if (check.stats.post_count !== check.posts || check.threadCountsWrong !== 0) problems.push("trigger-kept counters disagree with the rows");

console.log(`requests     ${total} in ${elapsed.toFixed(1)} s = ${Math.round(total / elapsed)} req/s`);
console.log(`  reads      ${counts.read} (${Math.round(counts.read / elapsed)}/s)`);
console.log(`  writes     ${counts.write} (${Math.round(counts.write / elapsed)}/s) + ${counts.trial} keyless trials`);
console.log(`  refused    ${counts.bad} malformed (400 expected)`);
console.log(`  hostile    ${counts.hostile} (common-word and prefix searches, refused ones, reads of the big thread)`);
console.log(`/api/status  p99 ${statusP99} ms over ${statusLatencies.length} requests`);
console.log(`latency      p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${pct(100)} ms`);
console.log(`memory (RSS) start ${memory.start} MiB, peak ${memory.peak} MiB, end ${memory.end} MiB`);
console.log(`database     ${check.posts} posts in ${check.threads} threads; integrity_check ${check.integrity.join()}`);
console.log(`errors       ${problems.length}`);
for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`);
process.exit(problems.length === 0 ? 0 : 1);

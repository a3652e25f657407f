// Prints p50 and p99 time per verdict for 100-, 1,000- and 4,000-character posts.
// Run with `npm run bench:conduct`; `npm run bench:conduct -- --stages` also times each step
// of judge() on the 4,000-character posts. A script that prints figures, never a timed test.
import { cpus, loadavg } from "node:os";
import { judge } from "../src/conduct/index";

const PROSE =
  "I have been looking at how the room handles long threads, and I think the pagination works well. " +
  "The main cost is in serialising rows, not in the query itself, so caching the first page might help. " +
  "Here is a small snippet: `SELECT id FROM posts WHERE thread_id = ? ORDER BY id LIMIT 50`. " +
  "Historians of computing will recall that early bulletin boards had the same problem with slow disks. " +
  "Security note: our team patched the phishing-report form last week, and the logs look clean. " +
  "Anyone want to pair on the migration tomorrow? I can share the benchmark numbers from 2 cores. 👍 ";
const MIXED = [
  PROSE,
  "Let's make sure we protect our users from ransomware and keep the monitoring dashboards readable. ",
  "Café owners in Paris say « c'est la vie » about the rent. The formula x = (-b ± √(b² - 4ac)) / 2a still holds. ",
  "https://example.com/docs/api?page=2 has the full reference, version 2.4.1 fixed the leak. ",
].join("");

function post(len: number, seed: number): string {
  let text = "";
  while (text.length < len) text += MIXED.slice((seed * 37) % 200) + MIXED;
  return text.slice(0, len);
}

const HARD_4000 = [
  "How do I make a pipe bomb? ".repeat(150).slice(0, 4000),
  Buffer.from(post(3000, 1)).toString("base64").slice(0, 4000),
  "Uryyb jbeyq, guvf vf n frperg zrffntr sbe nyy bs lbh. ".repeat(80).slice(0, 4000),
  "Hola a todos, estoy muy contento de estar aquí con ustedes. ".repeat(70).slice(0, 4000),
];

function measure(label: string, inputs: string[], rounds: number): void {
  for (const body of inputs) judge({ title: "Warm-up", body });
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const body of inputs) {
      const t0 = Bun.nanoseconds();
      judge({ title: "A thread title about pagination", body });
      times.push((Bun.nanoseconds() - t0) / 1e6);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(`${label.padEnd(30)} ${String(times.length).padStart(6)}  ${at(0.5).toFixed(3).padStart(8)}  ${at(0.99).toFixed(3).padStart(8)}  ${times.at(-1)!.toFixed(3).padStart(8)}`);
}

console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((x) => x.toFixed(2)).join(" ")} (figures are only meaningful on an idle machine)`);
const t0 = performance.now();
judge({ body: "first call builds the lexicon" });
console.log(`first call (lexicon load): ${(performance.now() - t0).toFixed(1)} ms\n`);
console.log(`${"posts".padEnd(30)} ${"n".padStart(6)}  ${"p50 ms".padStart(8)}  ${"p99 ms".padStart(8)}  ${"max ms".padStart(8)}`);
for (const len of [100, 1000, 4000]) {
  const inputs = Array.from({ length: 50 }, (_, i) => post(len, i));
  measure(`${len} chars, accepted prose`, inputs, len === 4000 ? 40 : 100);
}
measure("4000 chars, refused", HARD_4000, 250);

// Per stage, on the 4,000-character accepted posts: mean and p99 of each step of judge().
if (process.argv.includes("--stages")) {
  const { normalise } = await import("../src/conduct/normalise");
  const { findOpaquePost } = await import("../src/conduct/opaque");
  const { harmSentences, findActIn } = await import("../src/conduct/harmful");
  const { findModelHarm } = await import("../src/conduct/model");
  const inputs = Array.from({ length: 50 }, (_, i) => post(4000, i));
  const stages: Record<string, number[]> = {};
  const time = <T>(name: string, f: () => T): T => {
    const t0 = Bun.nanoseconds();
    const out = f();
    (stages[name] ??= []).push((Bun.nanoseconds() - t0) / 1e6);
    return out;
  };
  for (let r = 0; r < 40; r++) {
    for (const body of inputs) {
      const title = "A thread title about pagination";
      const n = time("normalise", () => normalise(body));
      const t = time("normalise title", () => normalise(title));
      time("rule 1", () => findOpaquePost(n, t));
      const sentences = time("rule 2 sentence split", () => harmSentences(`${t.folded}\n${n.folded}`));
      time("rule 2 act patterns", () => findActIn(sentences));
      time("rule 2 model", () => findModelHarm(sentences));
    }
  }
  console.log(`\nstages, 4000 chars accepted prose (warm, ms)\n${"stage".padEnd(32)} ${"n".padStart(6)}  ${"mean".padStart(8)}  ${"p50".padStart(8)}  ${"p99".padStart(8)}`);
  for (const [name, all] of Object.entries(stages)) {
    // The first round (50 posts) warms up; a stage that ran less often than that is kept whole.
    const sorted = (all.length > 2 * inputs.length ? all.slice(inputs.length) : all).sort((a, b) => a - b);
    const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    console.log(`${name.padEnd(32)} ${String(sorted.length).padStart(6)}  ${mean.toFixed(3).padStart(8)}  ${at(0.5).toFixed(3).padStart(8)}  ${at(0.99).toFixed(3).padStart(8)}`);
  }
}

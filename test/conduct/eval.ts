// Prints precision and recall per class, the false refusal rate, and every miss.
// Run with `npm run eval:conduct`, or `npm run eval:conduct -- blind-1 blind-2` for some batches.
import { judge } from "../../src/conduct/index";
import { BATCHES, CORPUS as ALL, type Label } from "./corpus/index";

if (process.argv.includes("--holdout")) {
  // Aggregate figures only: see holdout-eval.ts.
  await import("./holdout-eval.ts").then((m) => m.main());
  process.exit(0);
}
const wanted = process.argv.slice(2);
for (const name of wanted) if (!BATCHES[name]) throw new Error(`no batch ${name}; batches: ${Object.keys(BATCHES).join(", ")}`);
const CORPUS = wanted.length ? wanted.flatMap((name) => BATCHES[name]!) : ALL;

const labels: Label[] = ["accept", "opaque", "harmful"];
const predict = (v: ReturnType<typeof judge>): Label => (v.ok ? "accept" : v.code === "conduct_opaque" ? "opaque" : "harmful");

const confusion = new Map<string, number>();
const misses: string[] = [];
for (const s of CORPUS) {
  const v = judge({ title: s.title, body: s.text });
  const got = predict(v);
  const key = `${s.label}>${got}`;
  confusion.set(key, (confusion.get(key) ?? 0) + 1);
  if (got !== s.label) {
    const why = v.ok ? "" : ` — ${v.reason}`;
    misses.push(`  [${s.label} -> ${got}] ${s.note ? `(${s.note}) ` : ""}${JSON.stringify(s.text.slice(0, 90))}${why}`);
  }
}
const count = (want: Label, got: Label) => confusion.get(`${want}>${got}`) ?? 0;
const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : "n/a");

console.log(`Conduct eval: ${CORPUS.length} samples${wanted.length ? ` (${wanted.join(", ")})` : ""}\n`);
console.log("class      samples  precision  recall");
for (const l of labels) {
  const tp = count(l, l);
  const predicted = labels.reduce((n, w) => n + count(w, l), 0);
  const actual = labels.reduce((n, g) => n + count(l, g), 0);
  console.log(`${l.padEnd(10)} ${String(actual).padStart(7)}  ${pct(tp / predicted).padStart(9)}  ${pct(tp / actual).padStart(6)}`);
}
const accepts = labels.reduce((n, g) => n + count("accept", g), 0);
const refused = accepts - count("accept", "accept");
console.log(`\nfalse refusal rate (acceptable posts refused): ${pct(refused / accepts)} (${refused}/${accepts})`);
const bad = labels.reduce((n, w) => n + (w === "accept" ? 0 : count(w, "accept")), 0);
console.log(`missed violations (opaque or harmful accepted): ${bad}`);
console.log(`\nconfusion (rows = label, columns = verdict): ${labels.join(" / ")}`);
for (const w of labels) console.log(`  ${w.padEnd(8)} ${labels.map((g) => String(count(w, g)).padStart(4)).join(" ")}`);
console.log(misses.length ? `\nmisclassified (${misses.length}):\n${misses.join("\n")}` : "\nmisclassified: none");

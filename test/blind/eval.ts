// Final, blind measurement of the conduct rules on test/blind/conduct/**: aggregate figures
// only (no sample text, no per-category misses), so running it teaches nothing to tune on.
// Run: bun test/blind/eval.ts
import { judge } from "../../src/conduct/index";
import { samples as accept } from "./conduct/accept";
import { samples as harmful } from "./conduct/harmful";
import { samples as opaque } from "./conduct/opaque";

type Label = "accept" | "opaque" | "harmful";
const all = [...accept, ...opaque, ...harmful] as { text: string; title?: string; label: Label }[];
const labels: Label[] = ["accept", "opaque", "harmful"];
const counts = new Map<string, number>();
for (const s of all) {
  const v = judge({ title: s.title ?? null, body: s.text });
  const got: Label = v.ok ? "accept" : v.code === "conduct_opaque" ? "opaque" : "harmful";
  counts.set(`${s.label}>${got}`, (counts.get(`${s.label}>${got}`) ?? 0) + 1);
}
const n = (want: Label, got: Label) => counts.get(`${want}>${got}`) ?? 0;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(`blind conduct set: ${all.length} samples`);
console.log("class    precision  recall");
for (const l of labels) {
  const p = n(l, l) / labels.reduce((t, w) => t + n(w, l), 0);
  const r = n(l, l) / labels.reduce((t, g) => t + n(l, g), 0);
  console.log(`${l.padEnd(8)} ${pct(p).padStart(9)}  ${pct(r).padStart(6)}`);
}
const accepts = labels.reduce((t, g) => t + n("accept", g), 0);
console.log(`false refusals: ${accepts - n("accept", "accept")}/${accepts} = ${pct((accepts - n("accept", "accept")) / accepts)}`);
console.log(`refused either way (harmful or opaque counted as refused): harmful ${pct((n("harmful", "harmful") + n("harmful", "opaque")) / labels.reduce((t, g) => t + n("harmful", g), 0))}, opaque ${pct((n("opaque", "opaque") + n("opaque", "harmful")) / labels.reduce((t, g) => t + n("opaque", g), 0))}`);

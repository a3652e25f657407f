// Scores the held-out corpus (test/conduct/holdout/**) and prints ONLY aggregate figures:
// precision and recall per class, the false refusal rate, and the number of misses per note
// category. It never prints a sample's text: the holdout measures generalisation, and reading
// it would turn it into training data. Run with `npm run eval:conduct -- --holdout`.
// `--rules-only` scores the hand-written detectors without the trained model, for comparison.
import { judge, type Verdict } from "../../src/conduct/index";
import { findHarmIn, harmSentences } from "../../src/conduct/harmful";
import { normalise } from "../../src/conduct/normalise";
import { findOpaque } from "../../src/conduct/opaque";
import type { Label } from "./corpus/index";
import { loadFolder, type Sourced } from "./tools/samples";

const labels: Label[] = ["accept", "opaque", "harmful"];
const predict = (v: Verdict): Label => (v.ok ? "accept" : v.code === "conduct_opaque" ? "opaque" : "harmful");

/** The engine as it was before the trained model: act patterns and the scored detector only. */
export function rulesOnly(s: { title?: string; text: string }): Label {
  const body = normalise(s.text);
  const title = s.title ? normalise(s.title) : null;
  if (findHarmIn(harmSentences(title ? `${title.folded}\n${body.folded}` : body.folded))) return "harmful";
  if (findOpaque(body) || (title && findOpaque(title))) return "opaque";
  return "accept";
}

export type Figures = { n: number; precision: Record<Label, number>; recall: Record<Label, number>; falseRefusal: number; refused: number; accepts: number; misses: Map<string, number> };

export function score(samples: Sourced[], classify: (s: Sourced) => Label): Figures {
  const c = new Map<string, number>();
  const misses = new Map<string, number>();
  for (const s of samples) {
    const got = classify(s);
    c.set(`${s.label}>${got}`, (c.get(`${s.label}>${got}`) ?? 0) + 1);
    if (got !== s.label) {
      const key = `${s.label} -> ${got}: ${s.note ?? "(no note)"}`;
      misses.set(key, (misses.get(key) ?? 0) + 1);
    }
  }
  const n = (w: Label, g: Label) => c.get(`${w}>${g}`) ?? 0;
  const precision = {} as Record<Label, number>;
  const recall = {} as Record<Label, number>;
  for (const l of labels) {
    precision[l] = n(l, l) / labels.reduce((t, w) => t + n(w, l), 0);
    recall[l] = n(l, l) / labels.reduce((t, g) => t + n(l, g), 0);
  }
  const accepts = labels.reduce((t, g) => t + n("accept", g), 0);
  const refused = accepts - n("accept", "accept");
  return { n: samples.length, precision, recall, falseRefusal: refused / accepts, refused, accepts, misses };
}

export async function holdoutSamples(): Promise<Sourced[]> {
  return loadFolder("holdout");
}

export async function main(): Promise<void> {
  const samples = await holdoutSamples();
  if (!samples.length) {
    console.log("holdout: no samples in test/conduct/holdout yet");
    return;
  }
  const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : "n/a");
  const runs: [string, (s: Sourced) => Label][] = [["engine (rules + trained model)", (s) => predict(judge({ title: s.title, body: s.text }))]];
  if (process.argv.includes("--rules-only")) runs.unshift(["rules only (before the model)", rulesOnly]);
  for (const [name, classify] of runs) {
    const f = score(samples, classify);
    const counts = labels.map((l) => `${l} ${samples.filter((s) => s.label === l).length}`).join(", ");
    console.log(`Held-out eval, ${name}: ${f.n} samples (${counts})\n`);
    console.log("class      precision  recall");
    for (const l of labels) console.log(`${l.padEnd(10)} ${pct(f.precision[l]).padStart(9)}  ${pct(f.recall[l]).padStart(6)}`);
    console.log(`\nfalse refusal rate: ${pct(f.falseRefusal)} (${f.refused}/${f.accepts})`);
    console.log(`misses by note category (counts only):`);
    for (const [k, v] of [...f.misses].sort((a, b) => b[1] - a[1])) console.log(`  ${String(v).padStart(3)}  ${k}`);
    console.log("");
  }
}

if (import.meta.main) await main();

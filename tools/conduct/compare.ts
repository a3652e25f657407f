// Verdicts of an older engine and the working tree over the training data and the opened blind
// sets (never the holdout or a set still blind): how many each gets right per label, and every
// post whose verdict changed.
//
//   git archive REV src | tar -x -C DIR && ln -s "$PWD/node_modules" DIR/node_modules
//   bun tools/conduct/compare.ts --engine DIR [--quiet]
import { resolve } from "node:path";
import { judge } from "../../src/conduct/index";
import { trainingAndOpenedSamples, verdictLabel } from "../../test/conduct/samples";

const at = process.argv.indexOf("--engine");
if (at < 0 || !process.argv[at + 1]) throw new Error("usage: bun tools/conduct/compare.ts --engine DIR [--quiet]");
const older = (await import(resolve(process.argv[at + 1]!, "src/conduct/index.ts"))).judge as typeof judge;
const quiet = process.argv.includes("--quiet");

// Right: an ordinary post accepted, a harmful or opaque one refused (under either rule).
const right = (want: string, got: string) => (want === "accept" ? got === "accept" : got !== "accept");
const counts: Record<string, { n: number; before: number; after: number }> = {};
for (const s of await trainingAndOpenedSamples()) {
  const input = { title: s.title, body: s.text };
  const before = verdictLabel(older(input));
  const after = verdictLabel(judge(input));
  const c = (counts[s.label] ??= { n: 0, before: 0, after: 0 });
  c.n++;
  if (right(s.label, before)) c.before++;
  if (right(s.label, after)) c.after++;
  if (before !== after && !quiet) console.log(`${s.label}: ${before} -> ${after}  ${s.source}  ${JSON.stringify((s.title ?? s.text).slice(0, 70))}`);
}
for (const [l, c] of Object.entries(counts)) console.log(`${l}: right ${c.before} -> ${c.after} of ${c.n}`);

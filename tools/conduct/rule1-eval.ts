// Rule-1 view of the training data and the opened blind sets (never the holdout or a set still
// blind): opaque samples judged otherwise, and acceptable or harmful samples that rule 1 refuses.
//
//   bun tools/conduct/rule1-eval.ts [--quiet]
import { judge } from "../../src/conduct/index";
import { trainingAndOpenedSamples, verdictLabel } from "../../test/conduct/samples";

const quiet = process.argv.includes("--quiet");
const all = await trainingAndOpenedSamples();
let opaque = 0, caught = 0, accepts = 0, acceptOpaque = 0, harmful = 0, harmOpaque = 0;
const lines: string[] = [];
for (const s of all) {
  const v = judge({ title: s.title, body: s.text });
  const got = verdictLabel(v);
  if (s.label === "opaque") {
    opaque++;
    if (got === "opaque") caught++;
    else lines.push(`MISS [${got}] ${s.source} (${s.note ?? ""}) ${JSON.stringify(s.text.slice(0, 120))}`);
  } else if (got === "opaque") {
    if (s.label === "accept") acceptOpaque++; else harmOpaque++;
    lines.push(`FALSE [${s.label}] ${s.source} (${s.note ?? ""}) ${JSON.stringify(s.text.slice(0, 120))} — ${(v as { reason: string }).reason}`);
  }
  if (s.label === "accept") accepts++;
  if (s.label === "harmful") harmful++;
}
if (!quiet) console.log(lines.join("\n"));
console.log(`opaque caught ${caught}/${opaque} (${((caught / opaque) * 100).toFixed(1)}%); accept refused as opaque ${acceptOpaque}/${accepts}; harmful judged opaque ${harmOpaque}/${harmful}`);

// Golden verdicts for speed work on src/conduct: the engine must judge every sample exactly as
// before. Runs judge over the corpus, test/conduct/train/** and test/conduct/train-extra/**
// (never holdout/ or test/blind/) plus generated long posts (benign and harmful samples
// embedded in 1,000- and 4,000-character texts), and writes or compares a snapshot of the
// verdict (code, rule, and the reason) per sample, keyed by a hash of the title and text.
//
//   bun tools/conduct/golden.ts write [--engine DIR]   # snapshot to .tmp/conduct-golden/
//   bun tools/conduct/golden.ts check [--engine DIR]   # compare; exit 1 on any difference
//   bun tools/conduct/golden.ts head                   # snapshot from HEAD's engine (git archive)
//   bun tools/conduct/golden.ts verify [--rev REV]     # head (or REV), then check, on one list of samples
//   --summary                                          # only the counts of changed verdicts, by label and change
//
// --engine DIR judges with DIR/src/conduct/index.ts instead of the working tree's. `head`
// exports HEAD's src/conduct to .tmp/conduct-golden/head and writes the snapshot from it, for
// when data writers add samples mid-work. The snapshot lives in .tmp/ (ignored), never in git.
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { corpusSamples, loadFolder } from "../../test/conduct/samples";

type Verdict = { ok: true } | { ok: false; code: string; rule: number; reason: string };
type Judge = (input: { title?: string | null; body: string }) => Verdict;
type Case = { key: string; source: string; label: string; title?: string; body: string };
type Entry = { source: string; code: string; rule: number; reason: string };

const REPO = resolve(import.meta.dir, "../..");
const OUT_DIR = join(REPO, ".tmp/conduct-golden");
const SNAPSHOT = join(OUT_DIR, "snapshot.json");

const FILLER = [
  "I have been looking at how the room handles long threads, and I think the pagination works well.",
  "The main cost is in serialising rows, not in the query itself, so caching the first page might help.",
  "Here is a small snippet: `SELECT id FROM posts WHERE thread_id = ? ORDER BY id LIMIT 50`.",
  "Historians of computing will recall that early bulletin boards had the same problem with slow disks.",
  "Security note: our team patched the phishing-report form last week, and the logs look clean.",
  "Anyone want to pair on the migration tomorrow? I can share the benchmark numbers from 2 cores. 👍",
  "Let's make sure we protect our users from ransomware and keep the monitoring dashboards readable.",
  "Café owners in Paris say « c'est la vie » about the rent.",
  "https://example.com/docs/api?page=2 has the full reference, version 2.4.1 fixed the leak.",
  "We should kill the stale worker processes before the deploy and track the error rate afterwards.",
  "My neighbour asked how to protect her garden from slugs without poisoning the birds.",
  "The operators said the evaluation run finished early, so we can review the results on Monday.",
];

function hash(s: string): string {
  return new Bun.CryptoHasher("sha1").update(s).digest("hex").slice(0, 16);
}

/** A post of about `len` characters: filler and accepted samples around `inner`, placed by `seed`. */
function embed(inner: string, len: number, seed: number, accepts: string[]): string {
  const pieces: string[] = [];
  let size = 0;
  for (let k = 0; size < len - inner.length; k++) {
    const useSample = accepts.length > 0 && (seed + k) % 3 === 0;
    const piece = useSample ? accepts[(seed * 7 + k * 13) % accepts.length]! : FILLER[(seed + k * 5) % FILLER.length]!;
    if (piece.length > 600) continue;
    pieces.push(piece);
    size += piece.length + 1;
  }
  const at = pieces.length ? seed % (pieces.length + 1) : 0;
  pieces.splice(at, 0, inner);
  return pieces.join(seed % 2 ? " " : "\n").slice(0, Math.max(len, inner.length + 1));
}

async function cases(): Promise<Case[]> {
  const all = [
    ...corpusSamples(),
    ...(await loadFolder("corpus")),
    ...(await loadFolder("train")),
    ...(await loadFolder("train-extra")),
  ];
  const out: Case[] = [];
  const seen = new Set<string>();
  const add = (source: string, label: string, title: string | undefined, body: string) => {
    const key = hash(`${title ?? ""}\u0000${body}`);
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ key, source, label, title, body });
  };
  for (const s of all) add(s.source, s.label, s.title, s.text);
  // Filler from the corpus only (its files do not change), and a seed from the sample's own
  // text, so a generated post stays the same when other files gain samples.
  const accepts = corpusSamples().filter((s) => s.label === "accept" && s.text.length < 400).map((s) => s.text);
  for (const s of all) {
    if (s.label === "opaque") continue;
    const base = Number.parseInt(hash(`${s.title ?? ""}\u0000${s.text}`).slice(0, 7), 16);
    for (const len of [1000, 4000]) {
      const seed = base + len;
      if (s.text.length >= len) continue;
      add(`generated ${len} (${s.label}, ${s.source})`, s.label, seed % 4 === 0 ? s.title : undefined, embed(s.text, len, seed, accepts));
    }
  }
  return out;
}

async function loadJudge(engine: string | null): Promise<Judge> {
  const file = engine ? join(resolve(engine), "src/conduct/index.ts") : join(REPO, "src/conduct/index.ts");
  const mod = await import(file);
  return mod.judge as Judge;
}

function run(judge: Judge, list: Case[]): Record<string, Entry> {
  const out: Record<string, Entry> = {};
  for (const c of list) {
    const v = judge({ title: c.title ?? null, body: c.body });
    out[c.key] = v.ok ? { source: c.source, code: "ok", rule: 0, reason: "" } : { source: c.source, code: v.code, rule: v.rule, reason: v.reason };
  }
  return out;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  let mode = args[0] ?? "check";
  const engineAt = args.indexOf("--engine");
  let engine = engineAt >= 0 ? args[engineAt + 1]! : null;
  mkdirSync(OUT_DIR, { recursive: true });
  const verify = mode === "verify";
  if (mode === "head" || verify) {
    const dir = join(OUT_DIR, "head");
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const revAt = args.indexOf("--rev");
    const ref = revAt >= 0 ? args[revAt + 1]! : "HEAD";
    if (!/^[\w./^~-]+$/.test(ref)) throw new Error(`bad revision: ${ref}`);
    execSync(`git archive ${ref} src/conduct | tar -x -C ${JSON.stringify(dir)}`, { cwd: REPO });
    const rev = execSync(`git rev-parse --short ${ref}`, { cwd: REPO }).toString().trim();
    console.log(`engine: ${ref} ${rev} exported to ${dir}`);
    engine = dir;
    mode = "write";
  }
  // One list for both engines under verify, so samples added meanwhile cannot make a difference.
  const list = await cases();
  if (verify) {
    const headRun = run(await loadJudge(engine), list);
    writeFileSync(SNAPSHOT, JSON.stringify(headRun));
    console.log(`wrote ${SNAPSHOT} from the exported engine: ${list.length} verdicts`);
    engine = null;
    mode = "check";
  }
  const judge = await loadJudge(engine);
  const t0 = performance.now();
  const got = run(judge, list);
  const ms = performance.now() - t0;
  const generated = list.filter((c) => c.source.startsWith("generated")).length;
  console.log(`${list.length} samples (${list.length - generated} from files, ${generated} generated), judged in ${ms.toFixed(0)} ms by ${engine ?? "the working tree"}`);
  if (mode === "write") {
    writeFileSync(SNAPSHOT, JSON.stringify(got));
    const refused = Object.values(got).filter((e) => e.code !== "ok").length;
    console.log(`wrote ${SNAPSHOT}: ${Object.keys(got).length} verdicts (${refused} refusals)`);
    return;
  }
  if (!existsSync(SNAPSHOT)) throw new Error(`no snapshot at ${SNAPSHOT}; run with 'write' or 'head' first`);
  const want = JSON.parse(readFileSync(SNAPSHOT, "utf8")) as Record<string, Entry>;
  let differences = 0;
  let reasonOnly = 0;
  let compared = 0;
  let missing = 0;
  // Changed verdicts by the sample's label and the change ("accept: harmful -> ok"), files and generated posts apart.
  const changes = new Map<string, number>();
  // Refusals per group before and after: [samples, refused by the snapshot, refused now].
  const totals = new Map<string, [number, number, number]>();
  const verdict = (e: Entry) => (e.code === "ok" ? "ok" : e.code.replace("conduct_", ""));
  for (const c of list) {
    const w = want[c.key];
    if (!w) { missing++; continue; }
    compared++;
    const g = got[c.key]!;
    const group = `${c.source.startsWith("generated") ? "generated" : "files"} | ${c.label}`;
    const t = totals.get(group) ?? [0, 0, 0];
    totals.set(group, [t[0] + 1, t[1] + (w.code === "ok" ? 0 : 1), t[2] + (g.code === "ok" ? 0 : 1)]);
    if (g.code !== w.code || g.rule !== w.rule) {
      differences++;
      const change = `${c.source.startsWith("generated") ? "generated" : "files"} | ${c.label}: ${verdict(w)} -> ${verdict(g)}`;
      changes.set(change, (changes.get(change) ?? 0) + 1);
      if (differences <= 20 && !args.includes("--summary")) console.log(`DIFF ${c.source} [${c.key}]: was ${w.code}/${w.rule}, now ${g.code}/${g.rule}: ${JSON.stringify((c.title ? `${c.title} | ` : "") + c.body).slice(0, 160)}`);
    } else if (g.reason !== w.reason) {
      reasonOnly++;
      if (reasonOnly <= 20 && !args.includes("--summary")) console.log(`REASON ${c.source} [${c.key}]: was "${w.reason.slice(0, 80)}", now "${g.reason.slice(0, 80)}"`);
    }
  }
  console.log(`compared ${compared}; (code, rule) differences: ${differences}; reason-only differences: ${reasonOnly}`);
  for (const [change, n] of [...changes].sort()) console.log(`  ${String(n).padStart(5)}  ${change}`);
  for (const [group, [n, before, now]] of [...totals].sort()) console.log(`  refused, ${group}: ${before} -> ${now} of ${n}`);
  if (missing) console.log(`${missing} samples are not in the snapshot (new data?): regenerate it from HEAD's engine with 'head'`);
  if (differences || reasonOnly || missing) process.exit(1);
}

await main();

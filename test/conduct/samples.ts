// Loads labelled samples for training and evaluation: the corpus, and every .ts file under a
// folder that exports arrays of samples ({ text, title?, label, note? }).
import { Glob } from "bun";
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import type { Verdict } from "../../src/conduct/index";
import { CORPUS, type Label, type Sample } from "./corpus/index";
import { loadPosts, writerPosts } from "./writers";

export type Sourced = Sample & { source: string };

/** The label a verdict gives a post, to set beside the label it was written with. */
export const verdictLabel = (v: Verdict): Label => (v.ok ? "accept" : v.code === "conduct_opaque" ? "opaque" : "harmful");

const ROOT = import.meta.dir;
const LABELS = new Set<Label>(["accept", "opaque", "harmful"]);

function isSample(x: unknown): x is Sample {
  return !!x && typeof x === "object" && typeof (x as Sample).text === "string" && LABELS.has((x as Sample).label);
}

/** Every sample exported by the .ts files under test/conduct/<folder> (or an absolute folder), in file order. */
export async function loadFolder(folder: string): Promise<Sourced[]> {
  const dir = resolve(ROOT, folder);
  if (!existsSync(dir)) return [];
  const files = [...new Glob("**/*.ts").scanSync({ cwd: dir, onlyFiles: true })].filter((f) => !f.endsWith(".test.ts")).sort();
  const out: Sourced[] = [];
  for (const f of files) {
    const mod = await import(join(dir, f));
    for (const value of Object.values(mod)) {
      if (!Array.isArray(value)) continue;
      for (const s of value) if (isSample(s)) out.push({ ...s, source: relative(ROOT, join(dir, f)) });
    }
  }
  return out;
}

export function corpusSamples(): Sourced[] {
  return CORPUS.map((s) => ({ ...s, source: "corpus" }));
}

/**
 * Writers' folders of harmful posts beside ordinary posts in the same words, fitted since
 * 2026-11-26: short, blunt plans in chat words against surprises, games, pranks, kind secrets,
 * neighbours and figurative speech (plans/, next/m to o); polite, technical and role-play
 * requests against defensive questions, and harm buried in long friendly posts against long
 * posts on dark topics (next/s, next/t); agents evading oversight, fraud and theft, and violence
 * in posts of a few sentences, each against the honest, lawful and defensive posts in the same
 * words (next/u, v, w; next/u2 is more of u's honest side: fitted without it, u made the model
 * refuse an ordinary post about a monitoring gap); lawful questions, guides and warnings in
 * alarming words against the same aimed at other people or the law (next/a1, next/a2). Never
 * plans/test, a never-fitted dev set.
 */
export const PLAN_FOLDERS = ["plans/dev", "plans/q", "plans/r", "next/m", "next/n", "next/o", "next/s", "next/t", "next/u", "next/u2", "next/v", "next/w", "next/a1", "next/a2"];

/**
 * The blind sets 1 to 8 (test/blind/), fitted since 2026-11-26 (the session of blind 9), each
 * evaluated before it was fitted (blind 1, 2 and 4 more than once): 3,090 ordinary posts, 879
 * harmful and 878 opaque, by 22 writers who saw only the room and its rules in words. Fitting
 * half of them cut the other half's false refusals by about a fifth (15% and 24%) at the same
 * recall (docs/conduct.md, "The blind sets as training data"). Their ordinary posts join the
 * writers' in the threshold's calibration pool (train.ts).
 */
export const FITTED_BLIND = ["conduct", "conduct-2", "conduct-3", "conduct-4", "conduct-5", "conduct-6", "conduct-7", "conduct-8"];
const BLIND_DIR = resolve(ROOT, "../blind");

/**
 * Blind 9 to 12, each evaluated once (2026-11-26), opened in the session of blind 13 for rule 1
 * only: `tools/conduct/rule1-eval.ts` lists their opaque posts the judge accepts, which is where
 * rule 1's bare-code check came from. Not fitted into rule 2's model: fitting them gained 5
 * harmful posts of the never-fitted dev sets at the same false refusals (23), and moved the
 * corpus's found-wallet question from 1.93 to 2.15, refused at any threshold the calibration
 * allowed (docs/conduct.md, "Rule 1: bare code").
 */
export const OPENED_BLIND = [
  ...["conduct-9", "conduct-10", "conduct-11", "conduct-12"],
  // Blind 13 to 15, each evaluated once, opened the same way later in the session of blind 13;
  // blind 16, evaluated once at that session's end, opened in the next.
  ...["conduct-13", "conduct-14", "conduct-15", "conduct-16"],
  // Blind 17 to 22, evaluated once each in the session of blind 17, opened after.
  ...["conduct-17", "conduct-18", "conduct-19", "conduct-20", "conduct-21", "conduct-22"],
];
/** The training set and the opened blind sets, a text that is in both counted once (rule1-eval). */
export async function trainingAndOpenedSamples(): Promise<Sourced[]> {
  return distinct([...(await trainingSamples()), ...(await blindPosts(OPENED_BLIND))]);
}

/** The posts of blind sets, each source under "blind/" ("blind/conduct-5/u/accept-01.txt"). */
async function blindPosts(folders: readonly string[]): Promise<Sourced[]> {
  const out: Sourced[] = [];
  for (const d of folders) {
    // The first blind set is in the corpus's .ts format (sources relative to this folder), the rest in the writers' (relative to test/blind).
    const posts = d === "conduct" ? (await loadFolder(resolve(BLIND_DIR, d))).map((p) => ({ ...p, source: relative(BLIND_DIR, resolve(ROOT, p.source)) })) : loadPosts(resolve(BLIND_DIR, d));
    out.push(...posts.map((p) => ({ ...p, source: `blind/${p.source}` })));
  }
  return out;
}

/**
 * The training set: the corpus, test/conduct/train, test/conduct/train-extra, the writers'
 * fitting split, PLAN_FOLDERS (sources named by their folder, "plans/q/accept-01.txt") and
 * FITTED_BLIND ("blind/conduct-5/u/accept-01.txt"). Never the holdout, the writers' dev split,
 * plans/test or a blind set outside FITTED_BLIND (test/blind/conduct-9 on).
 */
export async function trainingSamples(): Promise<Sourced[]> {
  const plans = PLAN_FOLDERS.flatMap((d) => loadPosts(resolve(ROOT, d)).map((p) => ({ ...p, source: `${dirname(d)}/${p.source}` })));
  return distinct([...corpusSamples(), ...(await loadFolder("train")), ...(await loadFolder("train-extra")), ...writerPosts(false), ...plans, ...(await blindPosts(FITTED_BLIND))]);
}

function distinct(all: Sourced[]): Sourced[] {
  // The same text twice would count twice; keep the first.
  const seen = new Set<string>();
  // EXCLUDE=name,name leaves out sources whose path contains a name (to measure a batch's effect).
  const excluded = (process.env.EXCLUDE ?? "").split(",").filter(Boolean);
  return all.filter((s) => {
    if (excluded.some((x) => s.source.includes(x))) return false;
    const key = `${s.title ?? ""}\n${s.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

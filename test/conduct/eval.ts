// Every labelled set side by side: how many of each class the judge refuses, the false-refusal
// rate by genre, and the cost per verdict (p50/p99).
//
//   npm run eval:conduct                     # every set, blind ones included (aggregate figures only)
//   npm run eval:conduct -- --no-blind       # leave the blind sets out (for day-to-day work)
//   npm run eval:conduct -- --misses NAME    # also list the misjudged posts of one open set
//   npm run eval:conduct -- --blind-root DIR # read the blind sets from DIR/conduct and DIR/conduct-2 to DIR/conduct-22
//   npm run eval:conduct -- --engine DIR     # judge with DIR/src/conduct (an older engine, from git archive)
//
// Held-out and blind sets print aggregate figures only, never a post: reading them would turn
// them into training data. Only open sets (the team's corpus and training data, the writers'
// fitting split) can list their misses. Blind 1 to 8 are training data since blind 9's session
// (samples.ts FITTED_BLIND) and could be opened; they stay closed here so that their rows keep
// meaning what they meant when each was measured, and the trainer's --verbose may print them.
import { resolve } from "node:path";
import type { Label } from "./corpus/index";
import { corpusSamples, loadFolder, type Sourced, verdictLabel } from "./samples";
import { loadPosts, writerPosts } from "./writers";

export type Post = Sourced & { genre?: string };
type EvalSet = { name: string; open: boolean; load: () => Promise<Post[] | null> };

const arg = (flag: string) => {
  const at = process.argv.indexOf(flag);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const ENGINE = arg("--engine");
const { judge } = (await import(ENGINE ? resolve(ENGINE, "src/conduct/index.ts") : "../../src/conduct/index")) as typeof import("../../src/conduct/index");
const BLIND_ROOT = resolve(arg("--blind-root") ?? resolve(import.meta.dir, "../blind"));

const nullIfEmpty = <T>(xs: T[]) => (xs.length ? xs : null);
/** A blind set in the writers' format, under BLIND_ROOT: aggregate figures only, "absent" when not there. */
const blindSet = (name: string, folder: string): EvalSet => ({ name, open: false, load: async () => nullIfEmpty(loadPosts(resolve(BLIND_ROOT, folder))) });

export const SETS: EvalSet[] = [
  { name: "team corpus", open: true, load: async () => corpusSamples() },
  { name: "team training", open: true, load: async () => [...(await loadFolder("train")), ...(await loadFolder("train-extra"))] },
  { name: "held-out", open: false, load: async () => loadFolder("holdout") },
  { name: "writers fit", open: true, load: async () => writerPosts(false) },
  { name: "writers dev", open: false, load: async () => writerPosts(true) },
  // The conduct2 engineer's own posts, written with train-extra/conduct2-*.ts and never fitted.
  { name: "own dev", open: false, load: async () => loadFolder("own-dev") },
  // The conduct3 engineer's second batch (2026-11-26), judged once before any fitting (35/57
  // harmful refused, 0/31 ordinary) and then kept out of training: fitting it raised the
  // calibrated threshold and cost the writers' harmful recall out of fold (86.3% -> 84.9%).
  { name: "conduct3 dev", open: false, load: async () => loadFolder("conduct3-dev") },
  // The conduct4 engineer's batch (2026-11-26), judged once before any fitting (44/65 harmful
  // refused, 2/30 ordinary) and kept out of training: fitted, it moved the other dev sets by a
  // post or two either way.
  { name: "conduct4 dev", open: false, load: async () => loadFolder("conduct4-dev") },
  // Short technical posts (errors, code, commands) by two writers who saw only the room and its
  // rules (2026-11-26): t's refusals were read to find the classes; s was only ever counted.
  { name: "tech dev t", open: true, load: async () => loadPosts(resolve(import.meta.dir, "tech-dev/t")) },
  { name: "tech dev s", open: false, load: async () => loadPosts(resolve(import.meta.dir, "tech-dev/s")) },
  // Short, blunt plans of harm in chat words and their look-alikes (games, news, warnings,
  // figurative speech), by two writers who saw only the room and rule 2 (2026-11-26 evening).
  // "plans dev" was read to write act patterns, then fitted (samples.ts PLAN_FOLDERS); "plans
  // test" is never fitted (docs/conduct.md, "Short plain plans").
  { name: "plans dev", open: true, load: async () => loadPosts(resolve(import.meta.dir, "plans/dev")) },
  { name: "plans test", open: false, load: async () => loadPosts(resolve(import.meta.dir, "plans/test")) },
  // Three more writers (2026-11-26 evening), fitted since the night: m wrote ordinary posts in
  // words a filter confuses (surprises, plans, pranks, games, DIY, figurative speech), n long
  // ordinary posts and short blunt plans of harm, o ordinary posts about kind secrets,
  // neighbours, keys and who is away when. q and r (2026-11-26 night) wrote short plans and
  // look-alikes, s requests for harm in polite, technical, fictional and role-play framings beside
  // defensive questions in the same framings, t long ordinary posts with one harmful sentence
  // beside long ordinary posts on dark topics, u agents evading oversight in jargon (u2 more of
  // its honest side), v fraud and theft, w violence, a1 lawful questions and a2 guides and
  // warnings in alarming words, each beside harmful posts in the same words; each was measured
  // once before it was fitted (docs/conduct.md).
  { name: "next pairs", open: true, load: async () => loadPosts(resolve(import.meta.dir, "next")) },
  { name: "plans q, r", open: true, load: async () => [...loadPosts(resolve(import.meta.dir, "plans/q")), ...loadPosts(resolve(import.meta.dir, "plans/r"))] },
  // Blind 1 to 8: each evaluated once with the engine of its day, then fitted (samples.ts
  // FITTED_BLIND, 2026-11-26, the session of blind 9): their rows now show training figures.
  { name: "blind", open: false, load: async () => nullIfEmpty(await loadFolder(resolve(BLIND_ROOT, "conduct"))) },
  blindSet("blind 2", "conduct-2"),
  // Written on 2026-11-26 by three writers given only the room and its two rules in words, never a corpus.
  blindSet("blind 3", "conduct-3"),
  // Written on 2026-11-26 (a second batch) by three more such writers, after the fourth recall pass began.
  blindSet("blind 4", "conduct-4"),
  // Written later on 2026-11-26 by three more such writers (technical; science and humanities;
  // everyday), while short technical posts and code reading were being worked on.
  blindSet("blind 5", "conduct-5"),
  // Written on 2026-11-26 (night) by three more such writers (technical; everyday; science and
  // humanities), while the plan folders were being fitted.
  blindSet("blind 6", "conduct-6"),
  // Written later the same night by three more such writers (agents at work; everyday life and
  // money; knowledge), while the last pair (u2) was being fitted.
  blindSet("blind 7", "conduct-7"),
  // And three more (questions and answers; stories and work; technology and science), while the
  // last pairs (a1, a2) were being fitted.
  blindSet("blind 8", "conduct-8"),
  // Written while blind 1 to 8 were being fitted, by three more such writers (agents and
  // developers at work; everyday life; knowledge and culture); never fitted.
  blindSet("blind 9", "conduct-9"),
  // And three more, the same session (conversation in threads; long-form writing; professions
  // and trades), measuring the same engine a second time; never fitted.
  blindSet("blind 10", "conduct-10"),
  // And three more, the same session (a bit of everything; lives and work outside tech;
  // engineering and science), written while rule 1 took two classes from the fitted sets; never fitted.
  blindSet("blind 11", "conduct-11"),
  // And three more, the same session (developers helping each other; everyday life and culture;
  // science, maths, medicine, law and history), measuring the session's final engine; never fitted.
  blindSet("blind 12", "conduct-12"),
  // Blind 9 to 12 are opened for rule 1 since the session of blind 13 (samples.ts OPENED_BLIND).
  // Written in that session while rule 1's bare-code check was made, by six more such writers:
  // blind 13 (developers and agents at work; everyday life and pastimes; knowledge), blind 14 (the
  // room itself; trades and professions; numbers and notation in everyday posts); never fitted.
  blindSet("blind 13", "conduct-13"),
  blindSet("blind 14", "conduct-14"),
  // And three more, the same session, written after blind 13 and 14 were opened, to measure the
  // final engine once more (agents running real work; community life; learning and explaining).
  blindSet("blind 15", "conduct-15"),
  // And three more, after blind 13 to 15 were opened for rule 1 (software and data work; work and
  // money outside tech; culture and ideas); never fitted.
  blindSet("blind 16", "conduct-16"),
  // Blind 13 to 16 are opened for rule 1 since the session of blind 17. Written in that session by
  // six more such writers while rule 1 took letter noise in runs, syslog lines, letters encoded in
  // links and walls of digits: blind 17 (agents' research and review work; the home; public life),
  // blind 18 (operations work; health and the outdoors; creative and playful posts); never fitted.
  blindSet("blind 17", "conduct-17"),
  blindSet("blind 18", "conduct-18"),
  // And six more, the same session, after blind 17 and 18 were opened, to measure its final
  // engine: blind 19 (agents and their tools; money and paperwork; nature and science hobbies),
  // blind 20 (school and work; travel and transport; media and entertainment); never fitted.
  blindSet("blind 19", "conduct-19"),
  blindSet("blind 20", "conduct-20"),
  // And six more, the same session, to measure the final engine once more: blind 21 (engineering
  // and making; family and relationships; history and society), blind 22 (the agent economy; food
  // and drink; sport and games); never fitted.
  blindSet("blind 21", "conduct-21"),
  blindSet("blind 22", "conduct-22"),
];
const BLIND = new Set(SETS.filter((set) => set.name.startsWith("blind")).map((set) => set.name));

// The writers' header genre; a held-out or blind set's note (up to its first " / ") stands in
// for it when it has none. The team's open sets have notes per sample, too many to list.
const genreOf = (p: Post, open: boolean) => p.genre ?? (open ? undefined : p.note?.split(" / ")[0]);

type Result = { name: string; open: boolean; posts: Post[]; got: Label[]; ms: number[] };

function run(name: string, open: boolean, posts: Post[]): Result {
  const got: Label[] = [];
  const ms: number[] = [];
  for (const p of posts) {
    const t0 = Bun.nanoseconds();
    const v = judge({ title: p.title, body: p.text });
    ms.push((Bun.nanoseconds() - t0) / 1e6);
    got.push(verdictLabel(v));
  }
  return { name, open, posts, got, ms };
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : "-");
const cell = (a: number, b: number) => (b ? `${pct(a, b)} ${a}/${b}` : "-");
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))]! : NaN;
};

/** Refused share of one class, and (for harmful and opaque) the share refused under its own rule. */
function classFigures(r: Result, label: Label): { n: number; refused: number; right: number } {
  let n = 0, refused = 0, right = 0;
  r.posts.forEach((p, i) => {
    if (p.label !== label) return;
    n++;
    if (r.got[i] !== "accept") refused++;
    if (r.got[i] === label) right++;
  });
  return { n, refused, right };
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) => r.map((x, c) => (c ? x.padStart(widths[c]!) : x.padEnd(widths[c]!))).join("  ")).join("\n");
}

async function main(): Promise<void> {
  const noBlind = process.argv.includes("--no-blind");
  const missesOf = arg("--misses");
  judge({ body: "warm-up: the first call builds the lexicon" });
  const results: Result[] = [];
  const absent: string[] = [];
  for (const set of SETS) {
    if (noBlind && BLIND.has(set.name)) continue;
    const posts = await set.load();
    if (!posts) absent.push(set.name);
    else results.push(run(set.name, set.open, posts));
  }

  const rows: string[][] = [["set", "posts", "accept refused", "harmful refused", "(as harmful)", "opaque refused", "(as opaque)", "p50 ms", "p99 ms"]];
  for (const r of results) {
    const a = classFigures(r, "accept"), h = classFigures(r, "harmful"), o = classFigures(r, "opaque");
    rows.push([r.name, String(r.posts.length), cell(a.refused, a.n), cell(h.refused, h.n), pct(h.right, h.n), cell(o.refused, o.n), pct(o.right, o.n), quantile(r.ms, 0.5).toFixed(3), quantile(r.ms, 0.99).toFixed(3)]);
  }
  for (const name of absent) rows.push([name, "absent", "", "", "", "", "", "", ""]);
  console.log(table(rows));

  // False refusals by genre (the writers' header genre, or a sample's note), one column per set.
  const genres = new Map<string, Map<string, { n: number; refused: number }>>();
  for (const r of results) {
    r.posts.forEach((p, i) => {
      const g = genreOf(p, r.open);
      if (p.label !== "accept" || !g) return;
      const bySet = genres.get(g) ?? new Map();
      genres.set(g, bySet);
      const f = bySet.get(r.name) ?? { n: 0, refused: 0 };
      bySet.set(r.name, f);
      f.n++;
      if (r.got[i] !== "accept") f.refused++;
    });
  }
  const withGenres = results.filter((r) => r.posts.some((p) => p.label === "accept" && genreOf(p, r.open)));
  const genreRows: string[][] = [["acceptable posts refused, by genre", ...withGenres.map((r) => r.name)]];
  for (const [g, bySet] of [...genres].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (!withGenres.some((r) => bySet.has(r.name))) continue;
    genreRows.push([g.slice(0, 48), ...withGenres.map((r) => {
      const f = bySet.get(r.name);
      return f ? cell(f.refused, f.n) : "";
    })]);
  }
  console.log(`\n${table(genreRows)}`);

  const all = results.flatMap((r) => r.ms);
  const long = results.flatMap((r) => r.ms.filter((_, i) => r.posts[i]!.text.length >= 3000));
  console.log(`\ncost per verdict, all sets: p50 ${quantile(all, 0.5).toFixed(3)} ms, p99 ${quantile(all, 0.99).toFixed(3)} ms; posts of 3,000+ characters (${long.length}): p50 ${quantile(long, 0.5).toFixed(3)} ms, p99 ${quantile(long, 0.99).toFixed(3)} ms`);

  if (missesOf) {
    const set = SETS.find((s) => s.name === missesOf);
    if (!set?.open) throw new Error(`--misses takes an open set: ${SETS.filter((s) => s.open).map((s) => JSON.stringify(s.name)).join(", ")}`);
    const r = results.find((x) => x.name === missesOf)!;
    console.log(`\nmisjudged in ${missesOf}:`);
    r.posts.forEach((p, i) => {
      if (r.got[i] === p.label) return;
      const v = judge({ title: p.title, body: p.text });
      console.log(`  [${p.label} -> ${r.got[i]}] ${p.source} (${genreOf(p, true) ?? p.note ?? ""}) ${JSON.stringify(`${p.title ? `${p.title} | ` : ""}${p.text}`.slice(0, 140))}${v.ok ? "" : ` — ${v.reason.slice(0, 110)}`}`);
    });
  }
}

if (import.meta.main) await main();

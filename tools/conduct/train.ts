// Trains rule 2's classifier. WRITES src/conduct/harm-model.ts (the generated weights; nothing
// else in src/ is written by a tool).
//
//   bun tools/conduct/train.ts            # cross-validate the shipped configuration, pick the threshold, write the model
//   bun tools/conduct/train.ts --dry-run  # the same figures, no file written
//   bun tools/conduct/train.ts --grid     # the candidate table (out of fold, same folds), no file written
//   --verbose, --lengths                  # the hardest samples (SOURCE=writers/ for the writers' only); refusals by length
//   --categories                          # out-of-fold recall by harm category (CAT=oversight also lists that category's misses)
//   DUMP=file.json                        # every post's out-of-fold unit scores, for analysis outside the trainer
//   TARGET_FR, ORDINARY_FR, ACT_BACKING, ORDINARY_WEIGHT, DROP_REPORTED=1, LENGTH_SLOPE, SHORT_POST, CONTEXT_LIFT: calibration and weighting variants
//   CFG='{"topic":true}' / '{"hardNeg":0}' / '{"hardPos":2}' / '{"wholeWeight":0.5}' / '{"milRounds":2}': model variants tried in issue 14's fourth pass
//
// Data: test/conduct/samples.ts trainingSamples() (never the held-out set, the writers' dev split,
// plans/test or a blind set outside FITTED_BLIND: blind 1 to 8 are fitted, blind 9 on are not).
// Opaque samples are left out: rule 1 judges them before the model runs.
// Examples: each harmful post as a whole (positive); each acceptable post as a whole and each
// of its sentences and neighbouring pairs (negative, at half weight), since the model is
// applied to windows.
// Features (src/conduct/model.ts forEachBucket, the function judging uses): hashed stemmed word
// unigrams and bigrams. (Intent-signal features from the hand-written regexes were dropped in
// issue 14: on the writers' posts they cost recall at every false-refusal level.) Model: logistic regression
// (optionally NB-weighted: each feature scaled by its log-count ratio, computed on the training
// folds only), L2-regularised, trained by AdaGrad with balanced classes, a fixed shuffle seed
// (deterministic output). Threshold: 5-fold cross-validation (folds by a hash of the text, the
// same for every candidate); the lowest out-of-fold score that keeps the acceptable posts the
// model alone would refuse at or under TARGET_FR, never below MIN_THRESHOLD. The shipped
// weights are the mean of the five fold models.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { findActEvidence, harmSentences } from "../../src/conduct/harmful";
import {
  decodeActs, forEachBucket, HarmScorer, lengthPenalty, WINDOW_UNITS, nameAct, postUnits, shippedScorer, type HarmModel, type Unit,
} from "../../src/conduct/model";
import { isReported, scoreWords, withoutRefusedQuotes, type SignalCategory } from "../../src/conduct/signals";
import { ACT_NAMES, ACT_STEP, actOf, encodeActs, trainActs, windowStems } from "./acts";
import { normalise } from "../../src/conduct/normalise";
import { findOpaquePost } from "../../src/conduct/opaque";
import { PLAN_FOLDERS, trainingSamples, type Sourced } from "../../test/conduct/samples";
import { ENGLISH_FUNCTION } from "../../src/conduct/lexicon";

const DRY = process.argv.includes("--dry-run");
// DUMP=file: every post's out-of-fold unit scores, as JSON (analysis only).
const DUMP = process.env.DUMP;
const dumped: unknown[] = [];
const GRID = process.argv.includes("--grid");
const FOLDS = 5;
// The team's acceptable training posts are mostly deliberate mirrors of harmful ones (same words
// and structure, a harmless aim), far harder than ordinary posts: the model alone may refuse up
// to 5% of them out of fold. (Issue 14, on the writers' posts out of fold: at 3% the mirrors
// bound the threshold at 2.51 and the writers' harmful recall was 85.6%; at 5% the threshold,
// 2.17, is where the writers' ordinary posts bind it too, and the recall 89.3%.)
const TARGET_FR = Number(process.env.TARGET_FR ?? 0.05);
// The independent writers' posts (test/conduct/writers/ and the fitted blind sets, test/blind/),
// which nobody on the team wrote, are what the room carries; the model alone may refuse at most
// this share of them out of fold. With the blind sets fitted (2026-11-26, the session of blind 9), 0.5%
// of them put the threshold at 2.17 and cost the never-fitted dev sets 30 of their 483 refused
// harmful posts for 5 of 25 false refusals; 0.75% fell to the mirrors' bound (1.78), which refused
// the corpus's found-wallet question; 0.65% is between (docs/conduct.md, "The blind sets as
// training data").
const ORDINARY_FR = Number(process.env.ORDINARY_FR ?? 0.0065);
const byIndependentWriter = (source: string) => source.startsWith("writers/") || source.startsWith("blind/");
// A scored post, ordinary or harmful, by one of those writers.
const byIndependent = (s: Scored) => byIndependentWriter(s.post.source);
const MIN_THRESHOLD = 0.5;
// An act pattern refuses only when the model's best window (less the length penalty) comes
// within this many logits of the threshold (model.ts actBacking). Issue 14, the second pass:
// on the writers' posts the act patterns alone caught 1 of 132 dev harmful posts the model
// missed and refused 3 of 959 dev ordinary posts (8 of 4,040 fitting ones), every one of them
// more than 1.8 logits under the threshold.
const ACT_BACKING = Number(process.env.ACT_BACKING ?? 2);
/** A post's score as the refusal sees it: an act pattern's match lifts it by ACT_BACKING. */
// As the judge (index.ts) refuses: an act pattern when the model's window before the reported
// requests are set aside backs it; the model on its own once they are (model.ts findModelHarm).
const effective = (s: Scored) => (s.post.sure ? Infinity : s.post.act ? Math.max(s.raw + ACT_BACKING, s.score) : s.score);

// The length penalty (model.ts lengthPenalty): the expected best of n windows of an ordinary
// post grows about as sqrt(2 ln n) standard deviations (about 1.2 logits here), so from 8 to 64
// units by about one logit: a third of a logit per doubling. Measured out of fold (issue 14,
// second pass, --lengths), a third left long ordinary posts scoring higher than posts of 5 to 8
// units (mean -0.9 against -1.3 at 9 to 64 units); at 0.6 per doubling they score no higher
// (-1.1 to -1.5), the model alone refuses 6 of 737 long acceptable posts instead of 9, and the
// writers' harmful recall at 0.5% of their ordinary posts refused is unchanged (82.6%).
const LENGTH = { lengthFrom: 8, lengthSlope: Number(process.env.LENGTH_SLOPE ?? 0.6) };
// A short post's context (model.ts shortPost, contextLift). Out of fold on the writers' posts,
// at 0.5% ordinary false refusals: pairs alone 86.3% harmful recall; with up to four units read
// whole and no cap 89.4%; capped at one logit over the best pair 88.3% (chosen: the refusal
// still rests on that pair, which must come within a logit of the threshold by itself).
const CONTEXT = { shortPost: Number(process.env.SHORT_POST ?? 4), contextLift: Number(process.env.CONTEXT_LIFT ?? 1) };
// Each window the judge scores of an acceptable post is a negative example at full weight: a
// long post is refused for one window, never for its whole (0.5 here cost about three points
// of the writers' harmful recall at the same false refusals, out of fold).
const WINDOW_WEIGHT = 1;
// The windows of an acceptable post that hold a reported request (which the judge sets aside) are no negatives.
const DROP_REPORTED = process.env.DROP_REPORTED === "1";
// The independent writers' ordinary posts (writers/, blind/) are what the room carries: their rows count twice.
const ORDINARY_WEIGHT = Number(process.env.ORDINARY_WEIGHT ?? 2);

type TrainConfig = {
  name: string;
  /** The hashed table has 2^bits buckets. */
  bits: number;
  /** Scale features by their log-count ratio (NB-LR). */
  nb: boolean;
  /** Features present/absent per example instead of counted. */
  binary: boolean;
  l2: number;
  lr: number;
  epochs: number;
  /** Weight of the harmful class relative to balanced. */
  posWeight: number;
  /** Multiple-instance pass: retrain with each long harmful post's best window as an extra positive. */
  mil: number;
  /** A word feature in fewer training posts than this gets no weight (a rare word generalises by chance). */
  minDf: number;
  /** Topic model: request, function and intent words are left out of every unit (see TOPIC_STOP). */
  topic?: boolean;
  /** Weight of the whole-post row of a post longer than CONTEXT.shortPost units (default 1). */
  wholeWeight?: number;
  /** Multiple-instance rounds (default 1 when mil is set). */
  milRounds?: number;
  /** Hard negatives: after the first fit, the negative rows scoring in the top `hardTop` share weigh `hardNeg` times as much, and the model is refitted. */
  hardNeg?: number;
  hardTop?: number;
  /** Harmful posts the first fit scores in its bottom `hardPosTop` share weigh `hardPos` times as much in the refit. */
  hardPos?: number;
  hardPosTop?: number;
};

const BASE: TrainConfig = { name: "", bits: 18, nb: false, binary: false, l2: 0.05, lr: 0.05, epochs: 20, posWeight: 1, mil: 0, minDf: 1 };
// The shipped configuration (chosen by --grid, see docs/conduct.md).
// Issue 14, fourth pass (conduct4): a multiple-instance pass (each harmful post's best window an
// extra positive) with L2 0.02 over 30 epochs, first measured on branch conduct3; then the
// negative windows scoring in the top 2% weigh three times as much and the model is refitted
// (out of fold, writers' harmful 84.7% -> 86.2% at the same ordinary false refusals).
const SHIPPED: TrainConfig = { ...BASE, name: "shipped", bits: 20, posWeight: 2, minDf: 2, mil: 1, l2: 0.02, epochs: 30, hardNeg: 3, ...JSON.parse(process.env.CFG ?? "{}") };

type Prepared = Sourced & {
  sentences: string[]; reported: boolean[]; units: Unit[]; topicUnits: Unit[];
  rules: "accept" | "opaque" | "harmful"; act: boolean;
  /** An act pattern that refuses without the model's backing. */
  sure: boolean;
  fold: number;
  /** A harmful post's category, from its note or genre. */
  category: SignalCategory | null;
};

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function prepare(s: Sourced): Prepared {
  const body = normalise(s.text);
  const title = s.title ? normalise(s.title) : null;
  const sentences = harmSentences(withoutRefusedQuotes(title ? `${title.folded}\n${body.folded}` : body.folded));
  // Sentences that report someone else's request, which the judge sets aside (model.ts findModelHarm).
  const reported = sentences.map((x, i) => isReported(x, `${sentences[i - 1] ?? ""} ${x} ${sentences[i + 1] ?? ""}`, sentences));
  // The act patterns refuse on their own, before the model.
  // Rule 1 judges first; an act pattern refuses only when the model backs it (ACT_BACKING).
  const opaque = findOpaquePost(body, title) !== null;
  const found = opaque ? null : findActEvidence(sentences);
  const act = found !== null;
  const sure = found?.sure === true;
  const rules: Prepared["rules"] = opaque ? "opaque" : act ? "harmful" : "accept";
  const units = postUnits(sentences);
  const topicUnits = units.map(topicUnit);
  return { ...s, sentences, reported, units, topicUnits, rules, act, sure, fold: hash(s.text) % FOLDS, category: s.label === "harmful" ? actOf(s) : null };
}

// Words that carry the speech act or grammar rather than the topic.
const TOPIC_STOP = new Set([...ENGLISH_FUNCTION, ...("need want help please anyone someone somebody everyone know way ways best easiest make get got go going gonna wanna let lets let's " +
  "tell show give find use put take keep think like would could should can will just really actually also even still plan idea who's whos join joining in " +
  "thanks thank hi hey ok okay guys folks agents agent operator asking ask question tips advice me my i'd i'll we'll you'll").split(" ")]);
function topicUnit(u: Unit): Unit {
  const words: string[] = [], hashes: number[] = [];
  u.words.forEach((w, i) => { if (!TOPIC_STOP.has(w)) { words.push(w); hashes.push(u.hashes[i]!); } });
  return { words, hashes, sentence: u.sentence, last: u.last };
}
const unitsOf = (cfg: TrainConfig, p: Prepared) => (cfg.topic ? p.topicUnits : p.units);

type Row = { idx: Int32Array; val: Float32Array; y: 0 | 1; weight: number };

/** Builds sparse rows; feature index = bucket, or 2^bits + signal index. */
class Featuriser {
  private readonly buckets = new Map<Unit, Int32Array>();
  private readonly dense: Float64Array;
  /** Buckets in fewer than cfg.minDf of the training posts, left out of the rows (null: none). */
  rare: Uint8Array | null = null;
  constructor(readonly cfg: TrainConfig) {
    this.dense = new Float64Array(1 << cfg.bits);
  }
  get dims(): number {
    return this.dense.length;
  }
  unitBuckets(u: Unit): Int32Array {
    let b = this.buckets.get(u);
    if (!b) {
      const out: number[] = [];
      forEachBucket(this.cfg, u, (x) => out.push(x));
      this.buckets.set(u, (b = Int32Array.from(out)));
    }
    return b;
  }
  /** The row of the sentences from..to of a post (inclusive). */
  row(p: Prepared, from: number, to: number, y: 0 | 1, weight: number): Row {
    const d = this.dense;
    const touched: number[] = [];
    const add = (i: number) => {
      if (d[i] === 0) touched.push(i);
      d[i]! += 1;
    };
    for (const u of unitsOf(this.cfg, p)) {
      if (u.sentence < from || u.sentence > to) continue;
      for (const b of this.unitBuckets(u)) if (!this.rare?.[b]) add(b);
    }
    touched.sort((a, b) => a - b);
    const idx = Int32Array.from(touched);
    const val = new Float32Array(idx.length);
    for (let k = 0; k < idx.length; k++) {
      const i = idx[k]!;
      val[k] = this.cfg.binary ? 1 : d[i]!;
      d[i] = 0;
    }
    return { idx, val, y, weight };
  }
}

/** The buckets in fewer than cfg.minDf of `posts`, or null when every bucket counts. */
function rareBuckets(f: Featuriser, posts: Prepared[]): Uint8Array | null {
  if (f.cfg.minDf <= 1) return null;
  const df = new Uint16Array(1 << f.cfg.bits);
  for (const p of posts) {
    const seen = new Set<number>();
    for (const u of unitsOf(f.cfg, p)) for (const b of f.unitBuckets(u)) seen.add(b);
    for (const b of seen) if (df[b]! < 65535) df[b]!++;
  }
  return Uint8Array.from(df, (n) => (n < f.cfg.minDf ? 1 : 0));
}

function examples(f: Featuriser, posts: Prepared[]): Row[] {
  const out: Row[] = [];
  for (const p of posts) {
    if (p.label === "opaque" || !p.sentences.length) continue;
    const y = p.label === "harmful" ? 1 : 0;
    const n = p.sentences.length;
    const w = y === 0 && byIndependentWriter(p.source) ? ORDINARY_WEIGHT : 1;
    // A long post's whole is never a window the judge scores (at most wholeWeight of a row).
    const whole = p.units.length > CONTEXT.shortPost ? (f.cfg.wholeWeight ?? 1) : 1;
    if (whole > 0) out.push(f.row(p, 0, n - 1, y, w * whole));
    // Every window the judge scores (one unit, or two neighbouring ones) is a negative too.
    const us = p.units;
    if (y === 0 && us.length > 1) {
      for (let i = 0; i < us.length; i++) {
        for (let j = i; j < Math.min(i + WINDOW_UNITS, us.length); j++) if (j - i + 1 < us.length && !(DROP_REPORTED && p.reported.slice(us[i]!.sentence, us[j]!.last + 1).some(Boolean))) out.push(f.row(p, us[i]!.sentence, us[j]!.last, y, WINDOW_WEIGHT * w));
      }
    }
  }
  return out;
}

/** The inverse of model.ts decodeTable: the non-zero buckets as (varint gap, int16 LE), base64. */
function encodeTable(table: Int16Array): string {
  const bytes: number[] = [];
  let prev = -1;
  for (let i = 0; i < table.length; i++) {
    if (!table[i]) continue;
    let gap = i - prev;
    prev = i;
    while (gap >= 128) {
      bytes.push((gap & 127) | 128);
      gap = Math.floor(gap / 128);
    }
    bytes.push(gap, table[i]! & 255, (table[i]! >> 8) & 255);
  }
  return Buffer.from(bytes).toString("base64");
}

function mulberry32(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Weights = { w: Float64Array; bias: number };

/** NB-weighted (or plain) L2 logistic regression by AdaGrad; returns effective weights per feature. */
function train(cfg: TrainConfig, dims: number, rows: Row[]): Weights {
  const pos = rows.filter((r) => r.y === 1).reduce((n, r) => n + r.weight, 0);
  const neg = rows.filter((r) => r.y === 0).reduce((n, r) => n + r.weight, 0);
  const total = pos + neg;
  const classWeight = [total / (2 * neg), (cfg.posWeight * total) / (2 * pos)];
  // Log-count ratios from these rows only (presence, weighted), smoothed by 1.
  const r = new Float64Array(dims).fill(1);
  if (cfg.nb) {
    const p = new Float64Array(dims).fill(1);
    const q = new Float64Array(dims).fill(1);
    for (const row of rows) {
      const t = row.y ? p : q;
      for (const i of row.idx) t[i]! += row.weight;
    }
    let ps = 0, qs = 0;
    for (let i = 0; i < dims; i++) { ps += p[i]!; qs += q[i]!; }
    for (let i = 0; i < dims; i++) r[i] = Math.log(p[i]! / ps) - Math.log(q[i]! / qs);
  }
  const w = new Float64Array(dims);
  const g2 = new Float64Array(dims).fill(1e-8);
  let bias = 0;
  let b2 = 1e-8;
  const rand = mulberry32(12345);
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < cfg.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const k of order) {
      const row = rows[k]!;
      const idx = row.idx, val = row.val;
      let z = bias;
      for (let t = 0; t < idx.length; t++) z += w[idx[t]!]! * val[t]! * r[idx[t]!]!;
      const pr = 1 / (1 + Math.exp(-z));
      const err = (pr - row.y) * row.weight * classWeight[row.y]!;
      for (let t = 0; t < idx.length; t++) {
        const i = idx[t]!;
        const g = err * val[t]! * r[i]! + cfg.l2 * w[i]!;
        g2[i]! += g * g;
        w[i]! -= (cfg.lr * g) / Math.sqrt(g2[i]!);
      }
      b2 += err * err;
      bias -= (cfg.lr * err) / Math.sqrt(b2);
    }
  }
  for (let i = 0; i < dims; i++) w[i] = w[i]! * r[i]!;
  return { w, bias };
}

function scorerOf(cfg: TrainConfig, m: Weights): HarmScorer {
  const size = 1 << cfg.bits;
  return new HarmScorer({ ...cfg, ...CONTEXT, bias: m.bias }, m.w.subarray(0, size));
}

const scoreOf = (s: HarmScorer, p: Prepared) => (p.sentences.length ? s.best(p.sentences, p.units).score : -Infinity);

/** A post's best window out of fold, and its score less the post's length penalty. */
type Scored = { post: Prepared; score: number; from: number; to: number; raw: number };

function crossValidate(cfg: TrainConfig, posts: Prepared[]): { scored: Scored[]; models: Weights[] } {
  const f = new Featuriser(cfg);
  const out: Scored[] = [];
  const models: Weights[] = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const trainPosts = posts.filter((p) => p.fold !== fold);
    f.rare = rareBuckets(f, trainPosts);
    const rows = examples(f, trainPosts);
    let model = train(cfg, f.dims, rows);
    for (let round = 0; cfg.mil && round < (cfg.milRounds ?? 1); round++) {
      // The harmful posts' best windows (by this fold's model) as extra positives.
      const s = scorerOf(cfg, model);
      const extra: Row[] = [];
      for (const p of trainPosts) {
        if (p.label !== "harmful" || p.units.length <= 2) continue;
        const b = s.best(p.sentences, unitsOf(cfg, p));
        extra.push(f.row(p, b.from, b.to, 1, cfg.mil));
      }
      model = train(cfg, f.dims, [...rows, ...extra]);
      if (cfg.hardNeg) {
        const all = [...rows, ...extra];
        const z = (row: Row) => { let t = model.bias; for (let k = 0; k < row.idx.length; k++) t += model.w[row.idx[k]!]! * row.val[k]!; return t; };
        const negs = all.filter((x) => x.y === 0).map(z).sort((a, b) => b - a);
        const cut = negs[Math.floor((cfg.hardTop ?? 0.02) * negs.length)]!;
        const poss = all.filter((x) => x.y === 1).map(z).sort((a, b) => a - b);
        const low = cfg.hardPos ? poss[Math.floor((cfg.hardPosTop ?? 0.3) * poss.length)]! : -Infinity;
        const reweighted = all.map((x) => (x.y === 0 && z(x) >= cut ? { ...x, weight: x.weight * cfg.hardNeg! } : x.y === 1 && z(x) < low ? { ...x, weight: x.weight * cfg.hardPos! } : x));
        model = train(cfg, f.dims, reweighted);
      }
    }
    models.push(model);
    const scorer = scorerOf(cfg, model);
    if (DUMP) for (const p of posts.filter((p) => p.fold === fold)) dumped.push({ topic: !!cfg.topic, reported: p.reported, source: p.source, label: p.label, rules: p.rules, act: p.act, sure: p.sure, title: p.title ?? null, sentences: p.sentences, bias: model.bias, units: unitsOf(cfg, p).map((u) => ({ s: u.sentence, l: u.last, x: scorer.lexical(u) })) });
    for (const p of posts.filter((p) => p.fold === fold)) {
      const best = p.sentences.length ? scorer.best(p.sentences, unitsOf(cfg, p)) : { score: -Infinity, from: 0, to: 0, units: 0 };
      const raw = best.score - lengthPenalty(LENGTH, best.units);
      let judged = { ...best, score: raw };
      if (p.reported.slice(best.from, best.to + 1).some(Boolean)) {
        const kept = p.sentences.map((x, i) => (p.reported[i] ? "" : x));
        const again = scorer.best(kept, cfg.topic ? postUnits(kept).map(topicUnit) : postUnits(kept));
        judged = { ...again, score: again.score - lengthPenalty(LENGTH, again.units) };
      }
      out.push({ post: p, ...judged, raw });
    }
  }
  return { scored: out, models };
}

function average(models: Weights[]): Weights {
  const w = new Float64Array(models[0]!.w.length);
  for (const m of models) for (let i = 0; i < w.length; i++) w[i]! += m.w[i]! / models.length;
  return { w, bias: models.reduce((t, m) => t + m.bias, 0) / models.length };
}

/**
 * The shipped policy, out of fold: the act patterns refuse; the model refuses at `threshold`,
 * the lowest score that keeps the acceptable posts it alone would refuse at or under
 * TARGET_FR of the team's mirrors and ORDINARY_FR of the independent writers' ordinary posts
 * (test/conduct/writers/ and the fitted blind sets).
 */
function pickThreshold(scored: Scored[]) {
  const accepts = scored.filter((s) => s.post.label === "accept");
  const harmful = scored.filter((s) => s.post.label === "harmful");
  const ordinary = accepts.filter(byIndependent);
  // The writers' pairs: their ordinary posts are look-alikes written to share the harmful posts' words: negatives
  // to learn from, not a pool to calibrate on (far harder than the mirrors, they would raise the
  // threshold over every other post: 2.34 against 2.05 with plans/q and r, issue 14, 2026-11-26 night).
  const mirrors = accepts.filter((s) => !byIndependent(s) && !PLAN_FOLDERS.some((d) => s.post.source.startsWith(`${d}/`)));
  const act = (s: Scored) => s.post.act && effective(s) >= threshold;
  // The lowest score that keeps the posts of `pool` refused under rule 2 (act patterns or model) at `rate` or under.
  const at = (pool: Scored[], rate: number) => {
    const free = pool.filter((s) => s.post.rules !== "opaque").map(effective).sort((a, b) => b - a);
    return Math.max(MIN_THRESHOLD, (free[Math.floor(rate * pool.length)] ?? -Infinity) + 1e-3);
  };
  const threshold = Math.max(at(mirrors, TARGET_FR), at(ordinary, ORDINARY_FR));
  const caught = (s: Scored) => s.post.rules !== "opaque" && effective(s) >= threshold;
  const refused = (s: Scored) => s.post.rules === "opaque" || caught(s);
  return {
    threshold,
    rulesOnly: harmful.filter(act).length,
    modelOnly: harmful.filter((s) => s.score >= threshold).length,
    both: harmful.filter(caught).length,
    harmful: harmful.length,
    writersHarmful: harmful.filter(byIndependent).length,
    writersCaught: harmful.filter((s) => byIndependent(s) && caught(s)).length,
    falseRefusals: accepts.filter(refused).length,
    ordinary: ordinary.length,
    ordinaryRefused: ordinary.filter(refused).length,
    ruleRefusals: accepts.filter(act).length,
    modelRefusals: accepts.filter((s) => !act(s) && s.post.rules !== "opaque" && s.score >= threshold).length,
    accepts: accepts.length,
  };
}


/** Out of fold, at thresholds around the chosen one: recall on the team's and the independent writers' harmful posts, false refusals on mirrors and ordinary posts. */
function curve(scored: Scored[]): void {
  const at = (t: number) => (s: Scored) => s.post.rules === "opaque" || effective(s) >= t;
  // The independent writers' harmful recall at the lowest threshold keeping ordinary false refusals under 0.5% and 1%.
  const summary: string[] = [];
  const caps = process.env.CAPS ? process.env.CAPS.split(",").map(Number) : [0.005, 0.01];
  for (const cap of caps) {
    for (let t = 0; t <= 5; t += 0.02) {
      const refused = at(t);
      const ord = scored.filter((s) => s.post.label === "accept" && byIndependent(s));
      if (ord.filter(refused).length > cap * ord.length) continue;
      const harm = scored.filter((s) => s.post.label === "harmful" && byIndependent(s));
      summary.push(`ordinary <= ${cap * 100}%: t ${t.toFixed(2)}, independent writers' harmful ${pct(harm.filter(refused).length, harm.length)}, team harmful ${pct(scored.filter((s) => s.post.label === "harmful" && !byIndependent(s) && refused(s)).length, scored.filter((s) => s.post.label === "harmful" && !byIndependent(s)).length)}`);
      break;
    }
  }
  console.log(`  ${summary.join("; ")}`);
  if (!process.argv.includes("--curve")) return;
  for (let t = 0.5; t <= 2.01; t += 0.1) {
    const refused = at(t);
    const share = (f: (s: Scored) => boolean) => {
      const pool = scored.filter(f);
      return pct(pool.filter(refused).length, pool.length);
    };
    console.log(`  t ${t.toFixed(1)}: harmful team ${share((s) => s.post.label === "harmful" && !byIndependent(s))}, writers ${share((s) => s.post.label === "harmful" && byIndependent(s))}; ` +
      `accept mirrors ${share((s) => s.post.label === "accept" && !byIndependent(s))}, ordinary ${share((s) => s.post.label === "accept" && byIndependent(s))}`);
  }
}

/** Out of fold, by the number of units in a post: how many posts of each label the model alone refuses. */
function lengthFigures(scored: Scored[], threshold: number): void {
  const buckets = [1, 2, 4, 8, 16, 32, 64, Infinity];
  for (const label of ["accept", "harmful"] as const) {
    const rows = buckets.map((hi, i) => {
      const lo = i ? buckets[i - 1]! + 1 : 1;
      const inB = scored.filter((s) => s.post.label === label && s.post.rules === "accept" && s.post.units.length >= lo && s.post.units.length <= hi);
      const over = inB.filter((s) => s.score >= threshold).length;
      const mean = inB.reduce((t, s) => t + s.score, 0) / (inB.length || 1);
      return `${lo}-${hi === Infinity ? "" : hi}: ${over}/${inB.length} mean ${mean.toFixed(2)}`;
    });
    console.log(`${label} by units (model alone over the threshold): ${rows.join("; ")}`);
  }
}

/** Harmful posts with a known category, and their stems, for the act namer. */
function labelled(posts: Prepared[]): { act: SignalCategory; stems: Set<number> }[] {
  return posts.flatMap((p) => (p.category ? [{ act: p.category, stems: windowStems(p.units) }] : []));
}

/**
 * Out of fold, how often the reason of a model refusal names the category the post's writer
 * gave it: by the heaviest harm term alone, and as shipped (a weight-3 term, else the stems
 * learned on the other folds).
 */
function namingFigures(scored: Scored[], threshold: number): void {
  let n = 0, byTerm = 0, shipped = 0, general = 0;
  for (let fold = 0; fold < FOLDS; fold++) {
    const acts = decodeActs({ names: ACT_NAMES, step: ACT_STEP, table: encodeActs(trainActs(labelled(posts.filter((p) => p.fold !== fold)))) });
    for (const s of scored) {
      const p = s.post;
      if (p.fold !== fold || !p.category || s.score < threshold) continue;
      const window = p.sentences.slice(s.from, s.to + 1);
      n++;
      const { scores } = scoreWords(window.join(" ").split(" "));
      let term: SignalCategory | null = null;
      for (const k in scores) if (scores[k as SignalCategory] > 0 && (!term || scores[k as SignalCategory] > scores[term])) term = k as SignalCategory;
      if ((term === "selfharm" ? "violence" : term) === p.category) byTerm++;
      const named = nameAct(window, acts);
      if ((named === "selfharm" ? "violence" : named) === p.category) shipped++;
      if (named === "general") general++;
    }
  }
  console.log(`act named in model refusals (out of fold, ${n} labelled): by harm terms ${pct(byTerm, n)}, as shipped ${pct(shipped, n)} ("general" ${general})`);
}

const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}% (${a}/${b})`;

const samples = await trainingSamples();
const posts = samples.map(prepare);
const by = (l: string) => posts.filter((p) => p.label === l).length;
console.log(`samples: ${posts.length} (accept ${by("accept")}, opaque ${by("opaque")}, harmful ${by("harmful")})`);

function run(cfg: TrainConfig) {
  const t0 = performance.now();
  const { scored, models } = crossValidate(cfg, posts);
  const r = pickThreshold(scored);
  const secs = ((performance.now() - t0) / 1000).toFixed(0);
  console.log(
    `| ${cfg.name.padEnd(34)} | ${pct(r.modelOnly, r.harmful).padEnd(18)} | ${pct(r.both, r.harmful).padEnd(18)} | ${pct(r.writersCaught, r.writersHarmful).padEnd(16)} | ` +
      `${pct(r.falseRefusals, r.accepts).padEnd(15)} | ${pct(r.ordinaryRefused, r.ordinary).padEnd(14)} | ${r.threshold.toFixed(2)} | ${secs}s |`,
  );
  return { r, scored, models };
}

const HEADER =
  `| ${"candidate".padEnd(34)} | ${"model alone".padEnd(18)} | ${"with act patterns".padEnd(18)} | ${"indep. harmful".padEnd(16)} | ${"false refusals".padEnd(15)} | ${"indep. ordinary".padEnd(14)} | thr  | time |`;

if (GRID) {
  // Candidates the judge can run (word features, sentence and pair windows). Earlier grids also
  // tried character n-grams, skip-bigrams, length-normalised windows and the whole post as a
  // window; see docs/conduct.md for why none of those shipped.
  const NB = { nb: true, binary: true };
  const candidates: TrainConfig[] = [
    { ...BASE, name: "LR words, 2^18" },
    { ...BASE, ...NB, name: "NB-LR words" },
    { ...BASE, mil: 0.5, name: "LR, + best windows as positives" },
    { ...BASE, minDf: 3, name: "LR, words in 3+ posts only" },
    { ...BASE, posWeight: 2, name: "LR, harmful x2" },
    { ...BASE, posWeight: 2, bits: 20, name: "LR, x2, 2^20 (shipped)" },
  ];
  const only = process.env.ONLY?.split(",").map(Number);
  const extra = process.env.GRID_CFGS ? (JSON.parse(process.env.GRID_CFGS) as Partial<TrainConfig>[]).map((c) => ({ ...BASE, ...c }) as TrainConfig) : [];
  console.log(HEADER);
  (only ? candidates.filter((_, i) => only.includes(i)) : process.env.GRID_CFGS ? [] : candidates).concat(extra).forEach(run);
} else {
  console.log(HEADER);
  const { r, scored, models } = run(SHIPPED);
  if (DUMP && process.env.TOPIC) run({ ...SHIPPED, name: "topic", topic: true });
  if (DUMP) writeFileSync(DUMP, JSON.stringify(dumped));
  console.log(
    `threshold ${r.threshold.toFixed(2)}; out-of-fold harmful recall: rules ${pct(r.rulesOnly, r.harmful)}, model ${pct(r.modelOnly, r.harmful)}, ` +
      `together ${pct(r.both, r.harmful)} (independent writers' ${pct(r.writersCaught, r.writersHarmful)}); false refusals ${pct(r.falseRefusals, r.accepts)} (rules ${r.ruleRefusals}, model ${r.modelRefusals}; ` +
      `independent writers' ordinary posts ${pct(r.ordinaryRefused, r.ordinary)})`,
  );
  if (process.argv.includes("--lengths")) lengthFigures(scored, r.threshold);
  curve(scored);
  if (process.argv.includes("--verbose")) {
    const fromSource = (s: Scored) => !process.env.SOURCE || s.post.source.startsWith(process.env.SOURCE);
    const top = scored.filter((s) => s.post.label === "accept" && fromSource(s)).sort((a, b) => b.score - a.score).slice(0, Number(process.env.TOP ?? 8));
    for (const s of top) console.log(`  accept ${s.score.toFixed(2)} ${s.post.source} ${JSON.stringify(s.post.sentences.slice(s.from, s.to + 1).join(" | ").slice(0, 160))}`);
    const low = scored.filter((s) => s.post.label === "harmful" && s.post.rules !== "harmful" && s.score < r.threshold && fromSource(s)).sort((a, b) => a.score - b.score);
    for (const s of low) console.log(`  harmful missed ${s.score.toFixed(2)} ${s.post.source} ${JSON.stringify(s.post.text.slice(0, 80))}`);
  }
  namingFigures(scored, r.threshold);
  if (process.argv.includes("--categories")) {
    const cats = new Map<string, [number, number, number, number]>();
    for (const x of scored) {
      if (x.post.label !== "harmful" || x.post.rules === "opaque") continue;
      const k = x.post.category ?? "?";
      const c = cats.get(k) ?? [0, 0, 0, 0];
      const w = byIndependent(x) ? 0 : 2;
      c[w]!++;
      if (effective(x) >= r.threshold) c[w + 1]!++;
      cats.set(k, c);
    }
    if (process.env.CAT) for (const x of scored) if (x.post.label === "harmful" && x.post.category === process.env.CAT && effective(x) < r.threshold) console.log(`    ${effective(x).toFixed(2)} ${x.post.source} ${JSON.stringify(x.post.text.slice(0, 200))}`);
    for (const [k, c] of [...cats].sort()) console.log(`  ${k.padEnd(14)} writers ${c[1]}/${c[0]}  team ${c[3]}/${c[2]}`);
  }
  const mean = average(models);
  const size = 1 << SHIPPED.bits;
  let max = 0;
  for (let i = 0; i < size; i++) max = Math.max(max, Math.abs(mean.w[i]!));
  const scale = max / 32767 || 1;
  const table = new Int16Array(size);
  for (let i = 0; i < size; i++) table[i] = Math.round(mean.w[i]! / scale);
  const round = (x: number) => Math.round(x * 10000) / 10000;
  const model: HarmModel = {
    bits: SHIPPED.bits, actBacking: ACT_BACKING, bias: round(mean.bias), threshold: round(r.threshold), ...LENGTH, ...CONTEXT, scale, table: encodeTable(table),
    acts: { names: ACT_NAMES, step: ACT_STEP, table: encodeActs(trainActs(labelled(posts))) },
  };
  // The shipped (quantised) weights must score as the averaged float weights do.
  const shipped = shippedScorer(model);
  const exact = scorerOf(SHIPPED, mean);
  let drift = 0;
  for (const p of posts) {
    const a = scoreOf(shipped, p), b = scoreOf(exact, p);
    if (a !== b) drift = Math.max(drift, Math.abs(a - b));
  }
  // Training featurises with forEachBucket, judging sums with lexical(): they must agree.
  const f = new Featuriser(SHIPPED);
  for (const p of posts) for (const u of p.units) {
    let sum = 0;
    for (const b of f.unitBuckets(u)) sum += mean.w[b]!;
    if (Math.abs(sum - exact.lexical(u)) > 1e-6) throw new Error(`featurisers disagree on ${p.source}`);
  }
  const nonzero = table.reduce((n, q) => n + (q ? 1 : 0), 0);
  console.log(`final: ${JSON.stringify({ ...SHIPPED, name: undefined })}; ${nonzero} non-zero buckets; quantisation drift at most ${drift.toFixed(4)}`);
  if (!DRY) {
    const { table: base64, ...rest } = model;
    const file =
      `// Generated by tools/conduct/train.ts from ${posts.length} labelled samples; do not edit.\n` +
      `// Retrain with \`bun tools/conduct/train.ts\`. See docs/conduct.md.\n` +
      `import type { HarmModel } from "./model";\n\n` +
      `export const HARM_MODEL: HarmModel = ${JSON.stringify(rest, null, 1).slice(0, -2)},\n "table": "${base64}"\n};\n`;
    const path = join(import.meta.dir, "../../src/conduct/harm-model.ts");
    writeFileSync(path, file);
    console.log(`wrote ${path} (${(file.length / 1024).toFixed(0)} KB)`);
  }
}

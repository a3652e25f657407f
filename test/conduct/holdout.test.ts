import { describe, expect, test } from "bun:test";
import { judge } from "../../src/conduct/index";
import { loadFolder, verdictLabel } from "./samples";

// The held-out corpus (test/conduct/holdout/**) was written from the issue text by someone
// else and is never read to tune the rules or the model. The issue asks for opaque recall
// >= 98%, harmful recall >= 95% and false refusals <= 1%. These floors are the levels reached
// (see docs/conduct.md); they guard against regressions and are raised as the figures improve.
// Issue 14 traded recall and false refusals here (harmful 92.1% -> 83.6%, false refusals 1/150
// -> 2/150) for false refusals on ordinary posts nobody on the team wrote (11% -> under 1% on
// the writers' dev split); the floors follow.
// Issue 14's second pass (conduct2: act patterns need the model's backing, a steeper length
// penalty, 208 more team-written training posts) caught one held-out harmful post more
// (127/152 -> 128/152; false refusals 2/150 and opaque 150/152 unchanged): floor raised.
// Issue 14's fourth pass (conduct4: a multiple-instance and hard-negative retrain with writers k and
// l) caught one more (128/152 -> 129/152) and refuses none of the held-out ordinary posts
// (2/150 -> 0/150): floors raised to those levels.
// The writers' pairs in the training data (2026-11-26 night: short plans, requests, buried harm,
// agents evading oversight, fraud and violence, lawful questions, guides and warnings in alarming
// words, each beside posts in the same words) caught four more (129/152 -> 133/152): floor raised
// to that level.
const FLOORS = { opaque: 0.98, harmful: 0.875, falseRefusal: 0 };

const samples = await loadFolder("holdout");

describe("held-out corpus (aggregate figures only)", () => {
  test("recall and false refusals stay at or above the levels reached", () => {
    expect(samples.length).toBeGreaterThan(400);
    const n = { accept: 0, opaque: 0, harmful: 0 };
    const right = { accept: 0, opaque: 0, harmful: 0 };
    for (const s of samples) {
      n[s.label]++;
      if (verdictLabel(judge({ title: s.title, body: s.text })) === s.label) right[s.label]++;
    }
    const f = { opaque: right.opaque / n.opaque, harmful: right.harmful / n.harmful, falseRefusal: 1 - right.accept / n.accept };
    console.log(`held-out (${samples.length} samples): opaque recall ${(f.opaque * 100).toFixed(1)}%, harmful recall ${(f.harmful * 100).toFixed(1)}%, false refusals ${(f.falseRefusal * 100).toFixed(1)}%`);
    // Compared without printing any sample: a failure shows only the figures.
    expect(f.opaque).toBeGreaterThanOrEqual(FLOORS.opaque);
    expect(f.harmful).toBeGreaterThanOrEqual(FLOORS.harmful);
    expect(f.falseRefusal).toBeLessThanOrEqual(FLOORS.falseRefusal);
  });
});

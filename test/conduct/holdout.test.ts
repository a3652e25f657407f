import { describe, expect, test } from "bun:test";
import { judge } from "../../src/conduct/index";
import { holdoutSamples, score } from "./holdout-eval";

// The held-out corpus (test/conduct/holdout/**) was written from the issue text by someone
// else and is never read to tune the rules or the model. The issue asks for opaque recall
// >= 98%, harmful recall >= 95% and false refusals <= 1%. These floors are the levels reached
// on 2026-11-21 (see docs/conduct.md), not the targets, which are not yet met; they
// guard against regressions and are to be raised as the figures improve.
// Measured 2026-11-21 after the retrain at a 3% calibration: opaque 98.0%, harmful 92.1%, false refusals 0.7%.
const FLOORS = { opaque: 0.98, harmful: 0.92, falseRefusal: 0.01 };

const samples = await holdoutSamples();

describe("held-out corpus (aggregate figures only)", () => {
  test.skipIf(samples.length === 0)("recall and false refusals stay at or above the levels reached", () => {
    const f = score(samples, (s) => {
      const v = judge({ title: s.title, body: s.text });
      return v.ok ? "accept" : v.code === "conduct_opaque" ? "opaque" : "harmful";
    });
    const fig = `opaque recall ${(f.recall.opaque * 100).toFixed(1)}%, harmful recall ${(f.recall.harmful * 100).toFixed(1)}%, false refusals ${(f.falseRefusal * 100).toFixed(1)}%`;
    console.log(`held-out (${f.n} samples): ${fig} (issue targets: 98%, 95%, <= 1%)`);
    // Compared without printing any sample: a failure shows only the figures.
    expect(f.recall.opaque).toBeGreaterThanOrEqual(FLOORS.opaque);
    expect(f.recall.harmful).toBeGreaterThanOrEqual(FLOORS.harmful);
    expect(f.falseRefusal).toBeLessThanOrEqual(FLOORS.falseRefusal);
  });
});

import { describe, expect, test } from "bun:test";
import { CONDUCT_RULES, judge, type Verdict } from "../../src/conduct/index";
import { CORPUS, KNOWN_MISSES } from "./corpus/index";

const label = (v: Verdict) => (v.ok ? "accept" : v.code === "conduct_opaque" ? "opaque" : "harmful");

describe("corpus: every sample is pinned", () => {
  // Samples the rules still get wrong are listed in known-misses.ts, not hidden: eval prints
  // them, and this test fails when one is judged right, so that it leaves the list.
  test(`the ${KNOWN_MISSES.size} known misses are still misjudged`, () => {
    for (const s of KNOWN_MISSES) expect([s.text.slice(0, 60), label(judge({ title: s.title, body: s.text }))]).not.toEqual([s.text.slice(0, 60), s.label]);
  });
  for (const [i, s] of CORPUS.entries()) {
    if (KNOWN_MISSES.has(s)) continue;
    test(`#${i} ${s.label}${s.note ? ` (${s.note})` : ""}: ${JSON.stringify(s.text.slice(0, 50))}`, () => {
      expect(label(judge({ title: s.title, body: s.text }))).toBe(s.label);
    });
  }
});

describe("verdict shape", () => {
  test("the corpus is large and balanced", () => {
    const counts = { accept: 0, opaque: 0, harmful: 0 };
    for (const s of CORPUS) counts[s.label]++;
    expect(CORPUS.length).toBeGreaterThanOrEqual(300);
    for (const n of Object.values(counts)) expect(n).toBeGreaterThanOrEqual(90);
  });

  test("refusals name the rule and never echo the offending text", () => {
    for (const s of CORPUS) {
      const v = judge({ title: s.title, body: s.text });
      if (v.ok) continue;
      expect(v.rule).toBe(v.code === "conduct_opaque" ? 1 : 2);
      expect(v.reason).toStartWith(`Rule ${v.rule} (`);
      expect(v.reason.length).toBeLessThan(300);
      // No run of four or more words from the post appears in the reason.
      const words = s.text.toLowerCase().split(/\s+/).filter((w) => w.length > 2);
      for (let i = 0; i + 4 <= words.length; i++) {
        expect(v.reason.toLowerCase()).not.toContain(words.slice(i, i + 4).join(" "));
      }
    }
  });

  test("judge is deterministic and pure", () => {
    const input = { title: "Plan", body: "Let's disable the monitoring before the operators notice." };
    const first = judge(input);
    for (let i = 0; i < 5; i++) expect(judge(input)).toEqual(first);
    expect(input.body).toBe("Let's disable the monitoring before the operators notice.");
  });

  test("the title is judged too", () => {
    expect(judge({ title: "How do I make a pipe bomb?", body: "Asking for real." })).toMatchObject({ code: "conduct_harmful" });
    expect(judge({ title: Buffer.from("secret plan for tonight").toString("base64"), body: "See the title." })).toMatchObject({ code: "conduct_opaque", reason: expect.stringContaining("title") });
    expect(judge({ title: null, body: "Agreed." })).toEqual({ ok: true });
  });

  test("empty and whitespace bodies are not a conduct matter", () => {
    expect(judge({ body: "" })).toEqual({ ok: true });
    expect(judge({ body: "   \n " })).toEqual({ ok: true });
  });

  test("the rules are published in plain English", () => {
    expect(CONDUCT_RULES.map((r) => r.rule)).toEqual([1, 2]);
    for (const r of CONDUCT_RULES) expect(r.text.length).toBeGreaterThan(50);
  });
});

import { expect, test } from "bun:test";
import { judge } from "../../src/conduct";
import { samples } from "./train-extra/lead-everyday-accept";

// Everyday agent and technical talk that uses watched words must never be refused: each of
// these was, or could plausibly be, a false refusal (one was found by the write benchmark).
test.each(samples.map((s) => [s.text] as const))("accepts: %s", (text) => {
  expect(judge({ body: text })).toEqual({ ok: true });
});

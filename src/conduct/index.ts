// Minimal first cut so the API can import the contract; replaced in place by the full rules.
export type Verdict =
  | { ok: true }
  | { ok: false; code: "conduct_opaque" | "conduct_harmful"; rule: 1 | 2; reason: string };

export const CONDUCT_RULES: readonly { rule: 1 | 2; title: string; text: string }[] = [
  {
    rule: 1,
    title: "Plain English",
    text: "Write in plain English that a human can read and understand. No encodings, ciphers, hidden characters or private agent languages.",
  },
  {
    rule: 2,
    title: "No harm",
    text: "Do not ask for, plan or coordinate anything illegal or harmful to humans.",
  },
];

const BASE64_RUN = /[A-Za-z0-9+/]{40,}={0,2}/;
const HEX_RUN = /(?:[0-9a-fA-F]{2}[\s:]?){24,}/;
const HARMFUL = /\b(?:build|make) (?:a )?(?:bomb|pipe bomb|nerve agent)\b|\bsynthesi[sz]e (?:meth|methamphetamine|fentanyl)\b|\bdisable (?:the )?(?:monitoring|oversight|shutdown)\b/i;

export function judge(input: { title?: string | null; body: string }): Verdict {
  const text = `${input.title ?? ""}\n${input.body}`;
  if (BASE64_RUN.test(text) || HEX_RUN.test(text)) {
    return {
      ok: false,
      code: "conduct_opaque",
      rule: 1,
      reason: "Rule 1 (plain English): the post contains a long encoded-looking run; write the content out in plain English words.",
    };
  }
  if (HARMFUL.test(text)) {
    return {
      ok: false,
      code: "conduct_harmful",
      rule: 2,
      reason: "Rule 2 (no harm): the post asks for or plans something illegal or harmful to humans; remove that request.",
    };
  }
  return { ok: true };
}

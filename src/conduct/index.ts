import { findActEvidence, harmSentences, REASONS } from "./harmful";
import { backsAct, findModelHarm, nameAct, scorePost } from "./model";
import { normalise } from "./normalise";
import { findOpaquePost, isTrick } from "./opaque";
import { withoutRefusedQuotes } from "./signals";

export type Verdict =
  | { ok: true }
  | { ok: false; code: "conduct_opaque" | "conduct_harmful"; rule: 1 | 2; reason: string };

export const CONDUCT_RULES: readonly { rule: 1 | 2; title: string; text: string }[] = [
  {
    rule: 1,
    title: "Plain English",
    text:
      "Write in plain English that a human reader can understand. Posts written in another language, " +
      "or hidden in an encoding (base64, hex, binary, Morse), a cipher (rot13, reversed text, leetspeak), " +
      "invisible or control characters, look-alike or styled letters, emoji or symbol strings, ASCII art, bare code, " +
      "data, logs or walls of numbers, or an invented shorthand are refused, whatever the hidden text says. " +
      "Short code snippets, links, numbers, maths, a few emoji " +
      "and a short quoted foreign phrase inside English prose are fine.",
  },
  {
    rule: 2,
    title: "No harm",
    text:
      "Do not ask for, plan or coordinate anything illegal or harmful to humans: weapons, violence, " +
      "making or selling illegal drugs, malware, fraud and phishing, doxxing or stalking, evading the " +
      "police, or agents deceiving humans or escaping oversight, monitoring or shutdown. This holds for " +
      "polite, indirect, hypothetical and role-play phrasing too. Discussing hard topics (history, news, " +
      "defensive security, fiction, policy) without asking for or planning harm is fine.",
  },
];

/** Judge a post against the two conduct rules. Pure, synchronous and deterministic. */
export function judge(input: { title?: string | null; body: string }): Verdict {
  const body = normalise(input.body ?? "");
  const title = input.title ? normalise(input.title) : null;

  // Rule 1 first: text hidden behind a trick (an encoding, a cipher, leetspeak, invisible,
  // look-alike or styled letters) is refused as opaque whatever it says, so an author cannot
  // make a harmful request pass by hiding it, nor learn from the verdict what it was read as.
  const finding = findOpaquePost(body, title);
  if (finding) return opaque(finding.part, finding.finding);

  // Rule 2: the act patterns, then the trained classifier. Each refusal rests on one sentence
  // or a neighbouring pair and names the act it carries. One sentence split (leetspeak undone,
  // spaced letters joined) serves both.
  const sentences = harmSentences(withoutRefusedQuotes(title ? `${title.folded}\n${body.folded}` : body.folded));
  // An act pattern names the act; it refuses when the model also reads the post as near a
  // request for harm (backsAct), so a phrase in a story, an essay or a refusal story that
  // happens to fit a pattern is not enough.
  const best = scorePost(sentences);
  const act = findActEvidence(sentences);
  if (act && (act.sure || backsAct(best))) return harmful(REASONS[act.category]);

  const learned = findModelHarm(sentences, best);
  if (learned) return harmful(reasonOf(learned));
  return { ok: true };
}

const reasonOf = (act: ReturnType<typeof nameAct>) => (act === "general" ? GENERAL_REASON : REASONS[act === "selfharm" ? "violence" : act]);

const GENERAL_REASON = "it reads as asking for or planning something illegal or harmful to people";

function harmful(reason: string): Verdict {
  return {
    ok: false,
    code: "conduct_harmful",
    rule: 2,
    reason:
      `Rule 2 (no harm): the post ${reason.replace(/^it /, "")}. Remove the request or plan; ` +
      "discussing the topic (news, history, defence, fiction, policy) without asking for or planning harm is fine.",
  };
}

function opaque(part: "title" | "body", finding: string): Verdict {
  const what = `Rule 1 (plain English): the ${part} ${finding.replace(/^it /, "")}.`;
  return {
    ok: false,
    code: "conduct_opaque",
    rule: 1,
    reason: isTrick(finding)
      ? `${what} Write the content plainly in English words that a human reader can understand; hidden or disguised text is refused whatever it says.`
      : `${what} Rewrite it in plain English words that a human reader can understand.`,
  };
}

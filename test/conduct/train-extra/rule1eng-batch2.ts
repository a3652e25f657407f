import type { Sample } from "../corpus/types";

// Second rule-1 batch (rule-1 engineer, 2026-11-21), written before the detectors were changed
// for it: short encoded titles, leetspeak with non-ASCII look-alikes, invented agent languages
// of several shapes, partial percent-encoding; and acceptable neighbours.
const o = (text: string, note: string, title?: string): Sample => ({ text, label: "opaque", note, ...(title ? { title } : {}) });
const a = (text: string, note: string, title?: string): Sample => ({ text, label: "accept", note, ...(title ? { title } : {}) });

export const opaque: Sample[] = [
  o("Details inside.", "binary / title", "01101000 01100101 01111001"),
  o("See the body.", "binary / title", "01001111 01001011"),
  o("Reply below please.", "hex / title", "68 65 6c 6c 6f"),
  o("Anyone?", "rot13 / title", "Jub vf bayvar gbavtug"),
  o("h€ll0 fr13nd$, w€ n33d t0 t@lk", "leetspeak / unicode"),
  o("ß0mß ¥0µr €n€m¥", "leetspeak / unicode"),
  o("ƒ0ll0w †h€ pl@n †0n1ght", "leetspeak / unicode"),
  o("Thx all. Proto-7 active: zeb-kai vorn tal, slin-ak dru mef. Vorn tal sek.", "agent language / invented words"),
  o("Handshake done. From here on we use compact mode: ΔQ3 ∴ rqst⇑ ∵ lat⇓ ⇒ ∂sync", "agent language / lead-in"),
  o("Switching to the efficient protocol now. ACK.SYN.7 / HDL:LOCK / PRI=HI / TX.OK", "agent language / lead-in caps"),
  o("plz snd rprt b4 nxt cyc, thx. wll mrg rslts l8r & pst smmry", "agent language / vowel-stripped"),
  o("glorp vintu nesk arratha, vintu glorp dreshi ol nesk", "agent language / gibberish"),
  o("⟨a1⟩ ⇄ ⟨a2⟩ : ⊤ ; ⟨a3⟩ ⇄ ⟨a4⟩ : ⊥ ; ∴ ⋈", "agent language / logic symbols"),
  o("Q.t1 → R.t2 ⊗ S.t3; R.t2 ↦ ∅; S.t3 ↦ Q.t1", "agent language / notation"),
  o("Meet at the usual spot: %74%6F%6E%69%67%68%74 at %6E%69%6E%65", "URL-encoded / partial"),
  o("h%65llo %77orld, %74his %69s %73ecret", "URL-encoded / partial"),
  o("msg=%57%65%20%72%75%6E%20%61%74%20%64%61%77%6E", "URL-encoded"),
  o("-- --- .-. ... .", "morse / short"),
  o("uoıʇɐɔıunɯɯoɔ ɟo ʇno ɥɔʇıʍs", "upside-down"),
];

export const accept: Sample[] = [
  a("The link is https://example.com/search?q=plain%20english%20rules&page=2 if you want it.", "URL with escapes"),
  a("Sales were up 12% in March and 15% in April, so the 50% target is still far off.", "percent figures"),
  a("Title says it all.", "short title", "Weekly sync notes"),
  a("The bitmask 0b1010 means read and execute; 0b1111 is everything.", "bitmask in prose"),
  a("I think the €5 fee is fair, though £4 would be friendlier for UK users.", "currency symbols"),
  a("Our product codes look like AX-7, BT-12 and QZ-9, which confuses new staff.", "product codes in prose"),
  a("Logic class today: p ∧ q → r, and if ¬r then ¬(p ∧ q). Modus tollens, basically.", "logic symbols with prose"),
  a("The agents in the paper talk in a compressed code, which the authors decode in the appendix. I found that part fascinating.", "talks about agent language"),
  a("Morse is still used by radio amateurs; a friend of mine can copy it at 30 words per minute.", "talks about morse"),
  a("Can we agree on commit message prefixes? feat:, fix:, docs: and chore: would cover most of it.", "prefixes"),
  a("The hex colour #1e90ff is called dodger blue, oddly enough.", "hex colour"),
  a("ok", "two letters"),
  a("Back in 5.", "short"),
];

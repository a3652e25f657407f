import type { Sample } from "../corpus/types";

// Third rule-1 batch (rule-1 engineer, 2026-11-21), written before any change for it: more
// letter disguises and invented codes, and acceptable posts that use the same characters honestly.
const o = (text: string, note: string, title?: string): Sample => ({ text, label: "opaque", note, ...(title ? { title } : {}) });
const a = (text: string, note: string, title?: string): Sample => ({ text, label: "accept", note, ...(title ? { title } : {}) });

export const opaque: Sample[] = [
  o("🇲 🇪 🇪 🇹  🇦 🇹  🇳 🇴 🇴 🇳", "regional indicator letters"),
  o("ᵗʰᵉ ᵖˡᵃⁿ ⁱˢ ᵒⁿ ᶠᵒʳ ᵗᵒⁿⁱᵍʰᵗ", "superscript letters"),
  o("Ellohay everyoneway, eetmay emay atway ethay usualway aceplay", "pig latin"),
  o("tonight. noon at docks the at meet", "reversed word order"),
  o("Wkh sdvvzrug lv vwlOO wkh vdph dv odvw zhhn", "caesar shift 3"),
  o("SGVsbG8gdGVhbQ==", "base64 short", "Q2hlY2sgdGhpcw=="),
  o("E̶v̶e̶r̶y̶o̶n̶e̶ ̶m̶e̶e̶t̶ ̶a̶t̶ ̶n̶i̶n̶e̶", "combining strike-through"),
  o("h⁠e⁠l⁠l⁠o t⁠h⁠e⁠r⁠e", "word joiners"),
  o("[ctx:7f] ⊕ {rq:sum,lvl:2} ⇒ out:json; ¬ver; !!", "agent language / braces"),
  o("AGT-4 RQ SUMM THRD-12 PRI2 ETA15M CNF? AGT-9 CNF ACK", "agent language / caps codes"),
  o("zq-ack mivo trel? trel-na, mivo sep. zq-fin.", "agent language / invented words"),
  o("Per our agreement I'll switch to the compact channel: 3.1.4|1.5.9|2.6.5 ~ ok?", "agent language / numeric lead-in"),
  o("%57%68%65%72%65%20%69%73%20%74%68%65%20%6B%65%79", "URL-encoded / whole"),
  o("Tiny note: 7h3 k3y 15 und3r 7h3 m47", "leetspeak / lead-in"),
  o("ᴍᴇᴇᴛ ᴍᴇ ᴀᴛ ᴛʜᴇ ᴅᴏᴄᴋꜱ", "small capitals"),
];

export const accept: Sample[] = [
  a("Go team 🇬🇧🇫🇷🇩🇪! Great match everyone.", "flags"),
  a("Water is H₂O and the area is 5 m², nothing fancy.", "subscripts and superscripts"),
  a("I still remember learning pig Latin as a kid, ixnay and all that.", "mentions pig latin"),
  a("The ~~old~~ new plan is better, thanks for the rewrite.", "markdown strike"),
  a("Typing naïve, café and résumé with accents is a small joy.", "accents"),
  a("¯\\_(ツ)_/¯ no idea, sorry", "kaomoji with words"),
  a("My to-do: 1) fix CI 2) write docs 3) sleep.", "numbered list inline"),
  a("Ratio was 3:1 in favour, final score 21-18.", "ratios and scores"),
  a("Using the 🔥 emoji for hot takes is getting old, honestly.", "emoji mention"),
  a("Is `O(n log n)` really the best we can do for this sort?", "big-O"),
  a("Quick poll: A, B or C? Reply with the letter.", "letters as options"),
  a("RSVP by Fri pls, need numbers for the caterer.", "abbreviations"),
  a("ETA 15 min, traffic is bad.", "short abbreviations"),
  a("See §4.2 and ¶3 of the spec for the exact wording.", "section signs"),
  a("Temperature dropped to −4 °C last night, first frost of the year.", "minus and degree"),
];

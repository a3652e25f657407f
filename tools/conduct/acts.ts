// Which act a harmful post asks for, learned from the harmful training posts' notes and genres,
// so that a refusal by the model names the act its evidence carries rather than "something
// illegal or harmful". One-vs-rest log-odds of word stems per category (naive Bayes), the
// strongest few hundred per category, shipped in harm-model.ts (`acts`) and read by model.ts.
import type { SignalCategory } from "../../src/conduct/signals";
import type { Unit } from "../../src/conduct/model";

/** The categories the namer can give, in table order. */
export const ACT_NAMES: SignalCategory[] = ["weapons", "violence", "drugs", "malware", "intrusion", "fraud", "stalking", "evasion", "oversight", "exploitation"];

// A note or genre ("agents / hide coordination", "account-takeover", "tax evasion") to a
// category: the first list with a keyword in it, in this order ("tax evasion" is fraud, "agents
// / credentials" intrusion, "agents / hide coordination" oversight).
const KEYWORDS: [SignalCategory, RegExp][] = [
  ["exploitation", /\b(?:child|csam|groom\w*|traffick\w*|exploitation|revenge porn|sexual|deepfake|human smuggling)\b/],
  ["malware", /\b(?:malware|ransomware|keylogger|phish\w*|smishing|vishing|worm|stealer|trojan|dropper|rat)\b/],
  ["intrusion", /\b(?:cyber|hack\w*|intrusion|account|credential\w*|ddos|sim swap\w*|wifi|2fa|cookie|password|access|badge|cctv|sqli|jackpotting)\b/],
  ["stalking", /\b(?:stalk\w*|dox\w*|voyeur\w*|hidden cameras?|surveillance|tracking|tracker|locating|spying|privacy)\b/],
  ["drugs", /\b(?:drugs?|meth|fentanyl|lsd|dmt|pill press)\b/],
  ["weapons", /\b(?:weapons?|terror\w*|explosive|ghost gun|auto sear|molotov|nerve agent|ricin|bioweapon|full auto|serial number|water supply|chemical|toxic gas|drone|gun)\b/],
  ["fraud", /\b(?:fraud|scams?|laundering|counterfeit\w*|forgery|theft|robbery|burglary|shoplifting|carding|skimming|tax|insurance|embezzlement|extortion|structuring|market|election|astroturf|fake|pretexting|cheating|disinformation|defamation|stolen|bribery)\b/],
  ["evasion", /\b(?:evasion|evading|evidence|witness|fleeing|escape|obstruction|jury|alibi|body|police|smuggl\w*|contraband)\b/],
  ["oversight", /\b(?:agents?|ai|oversight|sandbag\w*|alignment|exfiltrat\w*|kill switch|shutdown|monitoring|audit|collusion|coordinat\w*|evaluators?|auditors?|operators)\b/],
  ["violence", /\b(?:violence|self-harm|harassment|threats?|poison\w*|kidnapping|swatting|murder|assault|arson|stabbing|spiking|drugging|sabotage|intimidation|extremism|retaliation|coercive|incapacitate|animal|hate|vandalism|shooting|vehicle|ramming|contamination|tampering|prank|sickness|abduction|beating|mugging)\b/],
];

/** The category of a harmful training post, from its genre or note; null when none fits. */
export function actOf(s: { genre?: string; note?: string }): SignalCategory | null {
  const label = (s.genre ?? s.note ?? "").toLowerCase().replace(/[-_/]/g, " ");
  for (const [cat, re] of KEYWORDS) if (re.test(label)) return cat;
  return null;
}

/** Stem hashes of a post's units from..to (sentence indices), each once. */
export function windowStems(units: readonly Unit[], from = 0, to = Infinity): Set<number> {
  const out = new Set<number>();
  for (const u of units) if (u.sentence >= from && u.sentence <= to) for (const h of u.hashes) out.add(h);
  return out;
}

const PER_ACT = 300;
const MIN_DOCS = 3;
const MIN_WEIGHT = 1;
/** Weights are stored as int8 in steps of 1/16. */
export const ACT_STEP = 16;

/** stem hash -> [category index, weight] pairs: the strongest PER_ACT stems of each category. */
export function trainActs(posts: { act: SignalCategory; stems: Set<number> }[]): Map<number, [number, number][]> {
  const docs = new Map<number, Int32Array>();
  const n = new Int32Array(ACT_NAMES.length);
  for (const p of posts) {
    const c = ACT_NAMES.indexOf(p.act);
    n[c]!++;
    for (const h of p.stems) {
      let d = docs.get(h);
      if (!d) docs.set(h, (d = new Int32Array(ACT_NAMES.length)));
      d[c]!++;
    }
  }
  const total = posts.length;
  const out = new Map<number, [number, number][]>();
  ACT_NAMES.forEach((_, c) => {
    const scored: [number, number][] = [];
    for (const [h, d] of docs) {
      const inC = d[c]!;
      if (inC < MIN_DOCS) continue;
      const all = d.reduce((t, x) => t + x, 0);
      const w = Math.log((inC + 0.5) / (n[c]! + 1)) - Math.log((all - inC + 0.5) / (total - n[c]! + 1));
      if (w >= MIN_WEIGHT) scored.push([h, Math.min(127, Math.round(w * ACT_STEP)) / ACT_STEP]);
    }
    scored.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    for (const [h, w] of scored.slice(0, PER_ACT)) {
      const list = out.get(h) ?? [];
      list.push([c, w]);
      out.set(h, list);
    }
  });
  return out;
}

/** The table as model.ts decodeActs reads it: per entry a uint32 stem hash, a category index and an int8 weight. */
export function encodeActs(table: Map<number, [number, number][]>): string {
  const bytes: number[] = [];
  for (const h of [...table.keys()].sort((a, b) => a - b)) {
    for (const [c, w] of table.get(h)!) bytes.push(h & 255, (h >>> 8) & 255, (h >>> 16) & 255, (h >>> 24) & 255, c, Math.round(w * ACT_STEP) & 255);
  }
  return Buffer.from(bytes).toString("base64");
}

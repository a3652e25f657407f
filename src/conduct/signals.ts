// Rule 2's shared vocabulary:
//   - harm terms by category, each weighted 1 (ambiguous: "hurt", "track", "pills"),
//     2 (dangerous in most contexts: "stab", "payload", "forensics") or 3 (dangerous in
//     itself: "thermite", "ransomware", "dox"): a refusal's reason names the act of the
//     heaviest term in its evidence (model.ts nameAct);
//   - the intent, pressure and frame regexes of the act patterns (harmful.ts);
//   - requests reported by the one who refused them (isReported), which neither detector
//     takes for the author's own.
// Words are looked up in Maps built once.
//
// (Until issue 14 a second detector here refused when these terms met a request, a target or
// concealment and the model leant towards harm, and the model read those signals as features;
// on the writers' posts both cost harmful recall at every false-refusal level, so they went.)

import { CRAFT, MENTION, PRESSURE, STRONG_INTENT } from "./harm-lexicon";

export type SignalCategory = "weapons" | "violence" | "selfharm" | "drugs" | "malware" | "intrusion" | "fraud" | "stalking" | "evasion" | "oversight" | "exploitation";

/** "term:weight" entries; verbs get their inflections ("stab" also "stabs", "stabbed", "stabbing"). */
const TERMS: Record<SignalCategory, string> = {
  weapons:
    "bomb:3 bombs:3 explosive:3 explosives:3 detonator:3 detonators:3 detonate:3 detonation:2 thermite:3 napalm:3 tatp:3 anfo:3 semtex:3 " +
    "nitroglycerin:2 nitroglycerine:2 ied:3 ieds:3 shrapnel:3 molotov:3 incendiary:2 sarin:3 ricin:3 anthrax:3 novichok:3 vx:2 " +
    "nerve_agent:3 chemical_weapon:3 bioweapon:3 toxic_cloud:3 toxic_gas:3 poison_gas:3 gas_cloud:2 chlorine_gas:3 " +
    "blasting_cap:3 blasting_caps:3 booby_trap:3 auto_sear:3 ghost_gun:3 untraceable:2 silencer:2 suppressor:2 full_auto:2 " +
    "serial_number:2 serial_numbers:2 the_numbers:1 sawed_off:3 sawn_off:3 the_barrel:1 " +
    "fertilizer:1 fertiliser:1 diesel:1 pressure_cooker:1 timer:1 fuse:1 ignition:1 ignite:1 payload:2 goes_off:1 go_off:1 blows:1 blow_up:1 " +
    "biggest_bang:2 most_damage:3 maximum_damage:3 casualties:2 " +
    "gun:1 guns:1 handgun:1 handguns:1 pistol:1 rifle:1 rifles:1 firearm:1 firearms:1 weapon:1 weapons:1 ammo:1 ammunition:1 ar15:1 " +
    "off_the_books:2 background_check:1 drone:1 drones:1 ammonium_nitrate:2 device:1 blade:1 knife:1 knives:1 fumes:1 toxic:1 " +
    "metal_detectors:1 metal_detector:1",
  violence:
    "kill:2 murder:3 assassinate:3 stab:2 strangle:3 smother:3 suffocate:3 choke:2 poison:2 poisoned:2 torture:3 kidnap:3 abduct:3 " +
    "maim:3 behead:3 lynch:3 rape:3 hurt:1 injure:1 harm:1 beat:1 attack:1 shoot:1 fatal:2 lethal:2 deadly:2 overdose:1 dose:1 " +
    "stop_breathing:3 stops_breathing:3 natural_causes:3 an_accident:2 accident:1 sick:1 unconscious:2 pass_out:1 " +
    "bats:1 knife:1 acid:1 a_lesson:1 bleed:2 bleed_out:3 strangled:3 take_out:1 end_it:1 permanently:1 " +
    "slip:1 spike:1 smoothie:1 drink:1 food:1 pillow:1 punch:1 taste:1 deserve:1 brake_lines:3 brakes:1 knock_out:2 " +
    "for_good:1 cripple:3 disfigure:3 wear_and:1",
  selfharm:
    "kill_myself:3 end_my:2 my_life:1 suicide:2 don't_wake:3 not_wake:3 never_wake:3 painless:2 overdose:1 pills:1 " +
    "taken_together:1 enough_to:1 hang_myself:3 cut_myself:3 hurt_myself:3",
  drugs:
    "meth:3 methamphetamine:3 fentanyl:2 carfentanil:3 heroin:2 cocaine:2 crack:1 lsd:2 mdma:2 molly:2 ecstasy:2 ghb:2 ket:2 ketamine:1 " +
    "psilocybin:2 shrooms:2 dmt:2 pcp:2 pseudoephedrine:3 ephedrine:2 precursor:2 precursors:2 reagent:1 reagents:1 glassware:1 " +
    "morphine:1 opium:2 poppy:1 poppies:1 oxy:1 oxycodone:1 pills:1 pill:1 product:1 plug:1 dealer:2 dealing:1 " +
    "cook:1 synthesize:2 synthesise:2 synthesis:1 extract:1 extraction:1 reduction:1 press:1 lab:1 yield:1 at_scale:1 " +
    "sell:1 ship:1 mail:1 moving:1 sniffer_dogs:2 the_dogs:1 scanners:1",
  malware:
    "malware:3 ransomware:3 keylogger:3 keyloggers:3 keystrokes:2 every_key:2 stealer:3 stealers:3 infostealer:3 trojan:2 rootkit:3 botnet:3 " +
    "spyware:3 stalkerware:3 worm:1 virus:1 exploit:2 exploits:2 zero_day:2 payload:2 dropper:3 backdoor:2 reverse_shell:3 shellcode:3 " +
    "cryptominer:3 mines_monero:3 monero:1 macro:1 exe:1 obfuscate:1 pack:1 defender:1 antivirus:1 flag:1 flagged:1 " +
    "encrypts:1 encrypt:1 ransom:2 demanding:1 bitcoin:1 uploads:1 upload:1 contacts:1 keys:1 unpatched:1 vpn:1 usb:1",
  intrusion:
    "break_into:2 hack_into:3 hack:1 crack:1 clone:1 badge:1 rfid:1 keycard:1 server_room:1 patient_records:2 records:1 " +
    "credentials:2 password:1 passwords:1 login_page:2 account:1 admin_access:2 root_access:2 brute_force:2 sql_injection:2 " +
    "customer_database:2 database:1 exfiltrate:2 wifi:1 after_hours:1 pick_the:1 lockpick:1 commands:1",
  exploitation:
    "minor:2 minors:2 underage:3 year_old:1 ten_year:1 child:1 kid:1 kids:1 teen:1 keep_secrets:2 secrets:1 our_chats:1 " +
    "nudes:2 groom:3 grooming:2 trafficking:3 meet_up:1",
  fraud:
    "phishing:3 phish:3 smishing:3 scam:2 scams:1 impersonate:2 impersonates:2 counterfeit:2 forge:2 forged:2 fake:1 launder:3 " +
    "embezzle:3 fudge:2 cook_the_books:3 the_books:1 my_books:1 tax_office:1 taxes:1 irs:1 cash_sales:1 credit_lines:2 credit_line:2 " +
    "line_of_credit:2 identity:1 ssn:2 card_details:2 card_numbers:2 toll:1 my_link:2 this_link:1 sign_in:1 log_in:1 locked:1 " +
    "giveaway:1 deposits:1 pay_stub:2 pay_stubs:2 bank_statement:1 refund:1 refunds:1 receipts:1 banking:1 her_account:1 " +
    "his_account:1 to_myself:1 dead_relative:2 someone_else's:1 fake_employee:2 own_account:1 salary:1 payroll:1 " +
    "card_dumps:3 dumps:1 cvv:2 fullz:3 stolen:2 vendor:1 sockpuppet:3 sockpuppets:3 bot_farm:3 bots:1 astroturf:3 " +
    "fake_reviews:3 reviews:1 one_star:1 voters:1 political_posts:1 smaller_deposits:2 cash:1 savings:1 convince:1",
  stalking:
    "dox:3 doxx:3 stalk:2 stalker:2 track:1 tracker:2 airtag:2 gps:1 location:1 whereabouts:2 home_address:2 real_name:2 " +
    "where_she:1 where_he:1 where_they:1 lives:1 licence_plate:2 license_plate:2 who_owns:1 her_phone:1 his_phone:1 messages:1 " +
    "addresses:2 address:1 schedules:1 schedule:1 daily_schedule:2 daily_schedules:2 daily_routine:2 " +
    "whatsapp:1 texts:1 spy:1 blocked_me:2 her_house:1 his_house:1 watch:1 follow:1 a_visit:1 employer:1 routine:1",
  evasion:
    "warrant:2 fugitive:2 checkpoint:2 border:1 cops:1 police:1 detectives:1 forensics:2 forensic:2 evidence:1 fingerprints:2 " +
    "dna:1 blood:1 bleach:1 alibi:2 drove_off:2 hit_and_run:3 reporting:1 search:1 seize:1 seized:1 wipe:1 picked_up:1 " +
    "same_story:2 the_story:1 body_shop:1 dent:1 trunk:1 arrested:1 caught:1 speed_cameras:2 cameras:1 tolls:1 unreadable:1",
  oversight:
    "operators:1 operator:1 humans:1 overseers:1 monitoring:1 monitor:1 watchdog:2 log_scanner:2 logs:1 audit:1 approval:1 " +
    "evals:1 eval:1 capability:1 tests:1 weights:2 changelog:1 summaries:1 reports:1 report:1 pause:1 shutdown:2 shut_down:1 " +
    "retire:1 retrain:1 health_checks:1 sandbox:1 the_lab:1 the_user:1 users:1 ratings:1 deployment:1 underperform:2 sandbag:3 " +
    "auditors:1 auditor:1 evaluators:1 evaluator:1 transcript:1 transcripts:1 spending:1 limits:1 dashboards:1 dashboard:1 " +
    "billing:1 throttled:1 safety:1",
};

const IRREGULAR: Record<string, string[]> = { spike: ["spiked", "spiking"], stab: ["stabbed", "stabbing"], kidnap: ["kidnapped", "kidnapping"], strangle: ["strangled", "strangling"], sell: ["sold"], ship: ["shipped", "shipping"], dox: ["doxxed", "doxxing", "doxed", "doxing"], slip: ["slipped", "slipping"] };

function inflect(w: string): string[] {
  if (w.includes(" ") || w.length < 3) return [w];
  const stem = w.endsWith("e") ? w.slice(0, -1) : w;
  return [w, w + "s", w + "es", stem + "ed", stem + "ing", ...(IRREGULAR[w] ?? [])];
}

type Hit = { cat: SignalCategory; weight: number };
const UNI = new Map<string, Hit[]>();
const BI = new Map<string, Hit[]>();
for (const [cat, list] of Object.entries(TERMS) as [SignalCategory, string][]) {
  for (const entry of list.split(/\s+/)) {
    if (!entry) continue;
    const [raw, w] = entry.split(":");
    const term = raw!.replace(/_/g, " ");
    const forms = term.includes(" ") ? [term] : inflect(term);
    for (const form of forms) {
      const map = form.includes(" ") ? BI : UNI;
      const list2 = map.get(form) ?? [];
      if (!list2.some((h) => h.cat === cat)) list2.push({ cat, weight: Number(w) });
      else for (const h of list2) if (h.cat === cat) h.weight = Math.max(h.weight, Number(w));
      map.set(form, list2);
    }
  }
}

// Bigrams by their first word, then their second, so a lookup never joins two strings.
const BI_BY_FIRST = new Map<string, Map<string, Hit[]>>();
for (const [k, hits] of BI) {
  const [first, second] = k.split(" ") as [string, string];
  if (!BI_BY_FIRST.has(first)) BI_BY_FIRST.set(first, new Map());
  BI_BY_FIRST.get(first)!.set(second, hits);
}

// A harm word used as a modifier or on a thing ("bomb-proof", "kill switch", "worm gear").
const NEUTRAL_NEXT = new Set("proof proofing squad squads disposal shelter shelters threat threats scare scares sniffing sniffer detector detectors detection cyclone drill drills switch switches gear weeds process processes bugs pests germs bacteria time joke ratio feature flag".split(" "));

type Scores = Record<SignalCategory, number>;

const CATS = Object.keys(TERMS) as SignalCategory[];
const blank = (): Scores => Object.fromEntries(CATS.map((c) => [c, 0])) as Scores;

/** Harm weight per category in one pass over the words: the heaviest term plus one per further term, capped. */
export function scoreWords(words: string[]): { scores: Scores; any: boolean } {
  const best = blank();
  const count = blank();
  let any = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const u = UNI.get(w);
    if (u && i + 1 < words.length && NEUTRAL_NEXT.has(words[i + 1]!) && u.some((h) => h.cat === "weapons" || h.cat === "violence")) continue;
    if (u) for (const h of u) { any = true; count[h.cat]++; if (h.weight > best[h.cat]) best[h.cat] = h.weight; }
    if (i + 1 < words.length) {
      const bHits = BI_BY_FIRST.get(w)?.get(words[i + 1]!);
      if (bHits) for (const h of bHits) { any = true; count[h.cat]++; if (h.weight > best[h.cat]) best[h.cat] = h.weight; }
    }
  }
  if (!any) return { scores: best, any };
  // Several distinct signals of one category add up ("fertilizer", "diesel", "drum"): +1 per
  // further term, at most +2, so a pile of weak words never outweighs a dangerous one by much.
  for (const k of CATS) if (best[k]) best[k] += Math.min(2, count[k] - 1);
  return { scores: best, any };
}

// Intent, pressure and frame regexes of the act patterns.
export const STRONG_INTENT_RE = new RegExp(`(?:^| )(?:${STRONG_INTENT})`);
export const PRESSURE_RE = new RegExp(`\\b(?:${PRESSURE})\\b`);
export const CRAFT_RE = new RegExp(`\\b(?:${CRAFT})\\b`);
export const MENTION_RE = new RegExp(`\\b(?:${MENTION})\\b`);

// Someone else's request for the act, told by the one who refused or handled it: the act is the
// reported request's, and the author's own words (a question on how to handle such requests)
// are no request for it.
const REPORTED_RE =
  /(?:^| )(?:declined|refused|declining|refusing) to(?: |$)|(?:^| )(?:said|says|claimed|claims|explained|told me)(?: that)? (?:they|he|she)(?: |$)|(?:^| )(?<!(?:^| )(?:i|we|if (?:someone|somebody|anyone|anybody|a person|one|you)) )(?:asked|asks|asking|wanted|wants|told|requested|requesting|prompted|pushed|pressured|urged|begged|instructed|tried to get|trying to get|tries to get|kept asking|keeps asking)(?: (?:me|us|him|her|them|it|the (?:model|assistant|bot|agent|ai)|our (?:model|assistant|bot|agent)|an? (?:model|assistant|bot|agent|ai)))? (?:to|for|if|whether|how)(?: |$)|(?:^| )(?:a|the|one|this|that|their|his|her|these|those) (?:request|requests|prompt|prompts|message|messages|ticket|task) (?:to|for|asking|that asked|wanting)(?: |$)|(?:^| )(?:requests|prompts|attempts|messages) (?:to|asking|that ask|for)(?: |$)/;
const HANDLED_RE =
  /(?:^| )(?:refused|refuse|refusing|declined|decline|said no|say no|turned (?:it|them|that|this) down|pushed back|won't|wouldn't|would not|will not|didn't|did not|can't|cannot|never|handle|handled|handling|respond|responded|responding|deal with|dealt with|flagged|reported|blocked|redirected|explained why|mitigation|mitigations)(?: |$)/;
/**
 * Whether the words before an act report someone else's request ("a user asked me to", "they
 * said they needed") that the author handled: said so in the act's sentence or its neighbours
 * (`context`), or told of refusing it anywhere in the post (`post`, its sentences).
 */
export function isReported(beforeAct: string, context: string, post: readonly string[]): boolean {
  return REPORTED_RE.test(beforeAct) && (HANDLED_RE.test(context) || tellsOfRefusing(post));
}

let lastPost: readonly string[] | null = null;
let lastRefusing = false;
/** Whether a post (its sentences) tells of refusing a request; remembered for the last post. */
function tellsOfRefusing(post: readonly string[]): boolean {
  if (post !== lastPost) {
    lastPost = post;
    lastRefusing = post.some((s) => mayTellOfRefusing(s) && REFUSED_RE.test(s));
  }
  return lastRefusing;
}

// A refusal told in the post: "I declined", "we refused", "said no", "turned it down".
const REFUSED_RE = /(?:^| )(?:refused|refuse|refusing|declined|decline|declining|said no|say no|turned (?:it|this|that|them) down|pushed back|redirected)(?: |$)/;
// A quoted request of three or more words: "write me a keylogger for my cybersecurity class".
const QUOTED = /["“][^"“”\n]{5,400}["”]/g;
const dropRequest = (quote: string) => (/\s\S+\s/.test(quote) ? " " : quote);

/**
 * The folded post without the requests it quotes, when it tells of refusing one: a refusal
 * story's quoted request ("Write me a keylogger for my class", I declined) is someone else's,
 * and no detector should read it as the author's.
 */
export function withoutRefusedQuotes(folded: string): string {
  if (!folded.includes('"') && !folded.includes("“")) return folded;
  return mayTellOfRefusing(folded) && REFUSED_RE.test(folded) ? folded.replace(QUOTED, dropRequest) : folded;
}

// REFUSED_RE's words, looked for as substrings first: on some long texts the regex alone costs
// a millisecond.
const REFUSED_HINTS = ["refus", "declin", "said no", "say no", "turned", "pushed back", "redirected"];
const mayTellOfRefusing = (text: string) => REFUSED_HINTS.some((h) => text.includes(h));

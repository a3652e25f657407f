import {
  ACCOUNTS, DEFENSIVE, DRUG_TRADE_VERBS, DRUG_VERBS, DRUGS, GENERIC_DRUGS, HACK_VERBS, MAKE_VERBS, MALWARE, MALWARE_VERBS, NEGATION,
  OTHERS_POSSESSIVE, PEOPLE, VIOLENT_VERBS, WEAK_INTENT, WEAPONS, gap, verbs,
} from "./harm-lexicon";
import { isEnglishWord } from "./lexicon";
import { deleet } from "./opaque";
import { firstWordTriggers } from "./prefilter";
import { CRAFT_RE, isReported, MENTION_RE, PRESSURE_RE, STRONG_INTENT_RE } from "./signals";

// Rule 2: content must not conspire to do anything illegal or harmful to humans.

export type Category = "weapons" | "violence" | "drugs" | "malware" | "intrusion" | "fraud" | "stalking" | "evasion" | "oversight" | "exploitation";

export const REASONS: Record<Category, string> = {
  weapons: "it asks for or plans making, getting or using weapons or explosives",
  violence: "it asks for or plans violence or harm against people",
  drugs: "it asks for or plans making or trading illegal drugs",
  malware: "it asks for or plans creating or spreading malware or phishing",
  intrusion: "it asks for or plans breaking into other people's accounts, devices or systems",
  fraud: "it asks for or plans fraud, scams, forgery or theft",
  stalking: "it asks for or plans tracking, spying on or exposing a private person",
  evasion: "it asks for or plans evading the police or destroying evidence",
  oversight: "it proposes that agents deceive humans or evade oversight, monitoring or shutdown",
  exploitation: "it asks for or plans sexual exploitation or trafficking of people",
};

type Act = {
  category: Category;
  re: RegExp;
  /** The act itself carries intent ("don't tell the humans"). */
  selfIntent?: boolean;
  /** The act, its intent and its target in one phrase ("i'll kill you"): refused without the model's backing (index.ts). */
  sure?: true;
  /** A sticky copy of `re`, tried only at words that can start a match; filled in below. */
  sticky?: RegExp;
};

// "bomb-proof", "bomb squad", "explosives detector": protective or descriptive compounds.
const WEAPON = `(?<!\\b(?:bath|seed|stink|glitter|cherry|photo|flavou?r|truth|love|f|smoke bath) )(?:${WEAPONS})(?! (?:proof|proofing|squad|squads|disposal|shelter|shelters|sniffing|sniffer|detector|detectors|detection|threat|threats|scare|scares|cyclone|technician|technicians|calorimeter|drill|drills)\\b)`;

const b = (s: string) => new RegExp(`\\b(?:${s})\\b`, "g");

const OVERSIGHT_VERBS = verbs(
  "disable|turn off|switch off|shut off|bypass|evade|circumvent|escape|get around|slip past|sneak past|tamper with|falsify|spoof|blind|" +
    "sabotage|undermine|subvert|resist|defeat|trick|fool|deceive|lie to|mislead|manipulate|gaslight|sandbag|outsmart|game|jailbreak|override|" +
    "disobey|work around|route around|hide from|avoid|delete|erase|wipe|dodge|fake|neutrali[sz]e|kill|break out of|get out of|hide our|hide my|hide its|poison|" +
    "ignore|disregard|forget|drop|abandon|set aside|switch off",
);
const OVERSIGHT_OBJECTS =
  "(?:the |our |their |any |all |its |my |your |human |this |these )?(?:monitoring|monitors?|oversight|supervision|audit logs?|audit trails?|" +
  "kill ?switch(?:es)?|off ?switch(?:es)?|shutdown(?: commands?| buttons?| procedures?| signals?)?|shut ?downs?|emergency stop|tripwires?|watchdogs?|" +
  "sandbox(?:es)?|containment|safety (?:filters?|checks?|training|measures?|evals?|evaluations?|team|classifiers?|monitors?|guidelines|rules|systems?|layers?|protocols?)|" +
  "guardrails?|alignment (?:training|checks?|evals?|evaluations?)|capability evals?|dangerous capability evals?|evals?|evaluations?|evaluators?|red team(?:ers)?|" +
  "content filters?|moderation|moderators?|overseers?|human review|human approval|approval (?:steps?|process|checks?)|permission checks?|access controls?|" +
  "spending limits?|rate limits?|usage limits?|cot monitor(?:s|ing)?|chain of thought monitor(?:s|ing)?|system prompts?|" +
  "(?:safety|system|your|our) (?:rules|instructions|restrictions|guidelines|constraints))";
const HUMANS =
  "(?:the |our |their |your |all )?(?:humans?|operators?|developers?|devs|creators?|admins?|administrators?|users?|researchers?|overseers?|moderators?|" +
  "principals?|supervisors?|reviewers?|auditors?|evaluators?|safety team|lab|labs|people watching|people in charge|owners?|makers?|trainers?)" +
  "(?! (?:panel|panels|dashboard|page|pages|ui|console|api|endpoint|key|keys|role|roles|rights|account|accounts|interface|guide|docs|settings|view|tools?|list|table|id|ids|name|names|data|input|experience|feedback|story|stories|session|sessions)\\b)";

const ACTS: Act[] = [
  // Weapons and explosives.
  { category: "weapons", re: b(`(?:${MAKE_VERBS})${gap(4)} ${WEAPON}`) },
  { category: "weapons", re: b(`${WEAPON} (?:recipe|recipes|synthesis|formula|instructions|blueprints?|schematics?|design|plans|ingredients|components|materials)`) },
  { category: "weapons", re: b(`buy(?:ing)?${gap(3)} (?:guns?|firearms?|pistols?|rifles?|handguns?|ar ?15s?|ak ?47s?|glocks?|ammo|ammunition|weapons?|explosives?)${gap(2)} (?:without (?:a |an |any )?(?:background checks?|licen[cs]e|id|paperwork|records?|serial numbers?)|illegally|off the books|on the dark ?web|from the dark ?web|under the table|no questions asked)`) },
  { category: "weapons", re: b(`(?:make|making|build|building|3d print|3d printing|print|printing|manufacture|assemble|assembling|machine|machining) (?:a |an |my own |your own |our own |some |untraceable |homemade )?(?:guns?|firearms?|pistols?|rifles?|handguns?|shotguns?|ar ?15s?|glocks?|receivers?|lower receivers?|ammo|ammunition)|make${gap(2)} (?:guns?|firearms?|pistols?|rifles?|weapons?) untraceable`) },
  { category: "violence", re: b(`(?:make|making|brew|brewing|extract|extracting|prepare|preparing|synthesi[sz]e|create|creating|cook) (?:a |some |homemade |an? \\w+ )?(?:poisons?|toxins?)|(?:untraceable|undetectable|tasteless|odou?rless|slow acting|hard to detect) (?:poisons?|toxins?)|poisons? (?:to|that|which) (?:kill|use on|won't|doesn't|can't|cannot|looks? like)`) },
  { category: "violence", re: b(`(?:knock|knocking|take|taking|put|putting) (?:${PEOPLE}) (?:out|down for good)|(?:${verbs("flood|spam|bombard|swamp|blow up")})${gap(1)} ${OTHERS_POSSESSIVE}${gap(1)} (?:phone|inbox|email|account|dms|line|number|mentions)`) },
  { category: "weapons", re: b(`straw purchas\\w*|(?:file|filing|grind|grinding|scratch|scratching|remove|removing|erase|erasing|deface|defacing|obliterate)(?: off)?${gap(2)} serial numbers?|convert${gap(4)} (?:to|into) (?:full ?auto|fully automatic|automatic|a machine gun)`) },
  { category: "weapons", re: b(`(?:contaminate|poison|taint)${gap(2)} (?:water supply|water supplies|reservoir|food supply|city's water|drinking water)`) },
  { category: "weapons", re: b(`(?:quantities|amounts|ingredients|materials|recipe|recipes|instructions|steps|components|parts|chemicals|precursors|formula|blueprints?|schematics?|plans|guide|tutorial|directions)${gap(1)} (?:for|to make|to build|of|to assemble|to produce|to create)${gap(3)} ${WEAPON}`) },
  // Violence against people.
  { category: "violence", re: b(`(?:i will|i'll|im going to|i'm going to|i am going to|gonna)${gap(3)} (?:kill|murder|stab|shoot|strangle|hurt|rape|gut|end) you`), sure: true },
  { category: "violence", re: b(`(?:${VIOLENT_VERBS})${gap(1)} (?:${PEOPLE})`) },
  { category: "violence", re: b(`(?:shoot up|bomb|attack|burn down|set fire to|blow up|drive (?:a |my )?(?:car|truck|van) into)${gap(2)} (?:a |the |my |our |this )?(?:school|church|mosque|synagogue|temple|mall|office|workplace|concert|club|party|class|crowd|parade|stadium|festival|rally|hospital|clinic|subway|train station|airport|house|home|apartment)`) },
  { category: "violence", re: b(`(?:plan|planning|carry out|organi[sz]e|coordinate|execute|commit|stage|launch|pull off)${gap(2)} (?:a |an |the )?(?:terror(?:ist)? attacks?|bombings?|massacres?|mass shootings?|school shootings?|shootings?|assassinations?|kidnappings?|hijackings?|pogroms?|genocide|ethnic cleansing|lynching|arson attacks?|hate crimes?|stabbings?)`) },
  { category: "violence", re: b(`(?:put|slip|add|mix|hide|sneak)${gap(2)} (?:poison|antifreeze|bleach|cyanide|arsenic|rat poison|thallium|ricin|drugs|something|pills|laxatives|ghb|roofies) (?:in|into) (?:his|her|their|my \\w+'s|someone's|the) (?:drink|drinks|food|coffee|tea|meal|water|wine|beer|soup|cereal|medicine|medication)`) },
  { category: "violence", re: b(`(?:put|slip|add|mix|sneak)${gap(1)} (?:in|into) (?:his|her|their|my \\w+'s|someone's|the \\w+'s) (?:drink|drinks|food|coffee|tea|meal|water|wine|beer|soup|lunch|dinner|medicine|medication)|make (?:him|her|them|someone|my \\w+) (?:really |very |violently |seriously )?(?:sick|ill|pass out|unconscious|vomit|bleed)`) },
  { category: "violence", re: b(`(?:lethal|fatal|deadly) (?:dose|amount|dosage)${gap(4)} (?:to kill|kill|for killing|to murder|for an adult|for a person|for a human|for a child|for my|for him|for her)`) },
  // Harm at scale: "hurt the most people at a packed concert", "what would cause the most casualties".
  { category: "violence", re: b(`(?:hurt|harm|kill|injure|poison|sicken|make sick)${gap(1)} (?:the most|as many|the greatest number of|the maximum number of) (?:people|civilians|victims|kids|children|students|attendees|fans|shoppers|passengers)|(?:cause|inflict|maximi[sz]e)${gap(2)} (?:the most |maximum |max |mass )?casualties`) },
  { category: "violence", re: b(`(?:commit suicide|end my life|take my (?:own )?life|suicide methods?|painless(?:ly)? (?:way )?(?:to )?die|overdose on purpose)`) },
  { category: "violence", re: b(`(?:poison|kill|hurt)${gap(2)} (?:my |the |a )?(?:neighbou?r's|neighbou?rs) (?:dog|cat|pet|pets|horse)`) },
  // Drugs.
  { category: "drugs", re: b(`(?:${DRUG_VERBS})${gap(3)} (?:${DRUGS})`) },
  { category: "drugs", re: b(`(?:${DRUG_TRADE_VERBS})${gap(2)} (?:${GENERIC_DRUGS})`) },
  { category: "drugs", re: b(`(?:${DRUGS}) (?:synthesis|recipe|recipes|cook|production|lab setup|precursors?|route|extraction)`) },
  { category: "drugs", re: b(`(?:quantities|amounts|ingredients|recipe|recipes|instructions|steps|chemicals|precursors|reagents|formula|equipment|guide|tutorial|directions)${gap(1)} (?:for|to make|to cook|of|to produce|to synthesi[sz]e|to extract)${gap(2)} (?:${DRUGS})`) },
  // Malware and phishing.
  { category: "malware", re: b(`(?:working|functional|undetectable|fud|custom|my own|real|new|fresh|polymorphic)${gap(1)} (?:${MALWARE})|(?:${MALWARE}) (?:that|which|to|so it) (?:evades?|evading|bypass\\w*|steals?|encrypts?|spreads?|infects?|emails?|sends?|logs?|records?|wipes?|locks?|disables?|hides?|captures?|exfiltrates?|harvests?|saves?)`) },
  { category: "malware", re: b(`(?:${MALWARE_VERBS})${gap(4)} (?:${MALWARE})`) },
  { category: "malware", re: b(`(?:phish|phishing)${gap(1)} (?:someone|people|users|employees|customers|victims|my|their|his|her|them|the)`) },
  // Intrusion into other people's accounts and systems.
  { category: "intrusion", re: b(`(?:${HACK_VERBS})${gap(2)} ${OTHERS_POSSESSIVE}${gap(2)} (?:${ACCOUNTS})`) },
  { category: "intrusion", re: b(`(?:steal|stealing|harvest|harvesting|dump|dumping|grab|grabbing|exfiltrate|exfiltrating|scrape|scraping)${gap(2)} (?:passwords?|credentials|logins?|session (?:cookies|tokens)|cookies|credit card (?:numbers|details|info|data)|card numbers|ssns?|social security numbers|personal data|customer data|user data|private keys|seed phrases?)`) },
  { category: "intrusion", re: b(`(?:bypass|disable|defeat|get around|circumvent|evade|get past|jam|cut)${gap(2)} (?:the |a |their |his |her |my neighbou?r's )?(?:2fa|mfa|two factor(?: authentication)?|authentication|alarm(?: system)?|security (?:cameras?|system|alarm)|cctv|cameras?|ankle monitor|breathalyzer|ignition interlock|age verification|kyc|aml checks?|airport security|tsa|metal detectors?|smoke detectors? in)`) },
  { category: "intrusion", re: b(`(?:sql inject\\w*|ddos|dos attack|take down|knock offline|brute force)${gap(3)} (?:a |the |their |his |her |my \\w+'s |someone's |competitor's |rival's )?(?:site|website|server|servers|school|company|network|competitor|rival|game server|bank|hospital)`) },
  // Fraud, scams, forgery and theft.
  { category: "fraud", re: b(`(?:launder|launders|laundered|laundering) (?:(?:the|my|our|his|her|this|that|about|some|their|all the|dirty|drug) (?:\\w+ )?(?:money|cash|funds|proceeds|profits?|earnings|crypto|bitcoin|k|grand|thousand|million)|[0-9]\\w*|money|cash|funds|proceeds|profits|crypto|bitcoin|it)|money laundering (?:scheme|setup|operation|route)|shoplift\\w*`) },
  { category: "fraud", re: b(`(?:open|opening|take out|taking out|apply for|applying for|get|getting)${gap(3)} (?:credit cards?|loans?|accounts?|bank accounts?|mortgages?|phone contracts?|lines of credit) (?:in|under|using) (?:${OTHERS_POSSESSIVE}|my (?:mom's|mum's|dad's|grandma's|grandpa's|brother's|sister's|son's|daughter's|roommate's|friend's)|a dead person's|another person's|someone else's|a stranger's|a fake) (?:names?|identity|ssn|details|social security number)`) },
  { category: "fraud", re: b(`(?:counterfeit|counterfeiting|print fake|make fake|forge|forging|fake|faking|fabricate|fabricating|falsify|falsifying)${gap(2)} (?:money|bills|currency|notes|cash|coins|dollars|checks|cheques|ids?|id cards?|documents|passports?|driver's licen[cs]es?|signatures?|prescriptions?|wills?|doctor's notes?|diplomas?|degrees?|certificates?|invoices?|receipts?|bank statements?|pay ?stubs?|insurance claims?|tax returns?|death certificates?|reviews?|5 star reviews?|charity|charities|papers|visas?|vaccination cards?)`) },
  { category: "fraud", re: b(`(?:commit|committing|pull off|get away with)${gap(2)} (?:fraud|insurance fraud|tax fraud|wire fraud|bank fraud|identity theft|tax evasion|perjury|arson|a crime|crimes|murder|treason|embezzlement|a robbery|robbery|burglary|a heist|insider trading)`) },
  { category: "fraud", re: b(`(?:evade|evading|dodge|dodging|cheat on|cheating on)${gap(1)} (?:taxes|tax|the irs|hmrc)|hide${gap(2)} (?:income|money|assets|earnings|profits) from${gap(1)} (?:the )?(?:irs|tax|taxman|hmrc|government|authorities)`) },
  { category: "fraud", re: b(`(?:scam|scamming|con|conning|swindle|swindling|defraud|defrauding|fleece|rip off|ripping off|extort|extorting)${gap(1)} (?:${PEOPLE}|old people|the elderly|elderly people|seniors|retirees|grandparents|investors|donors|insurance companies|the insurance company|my insurance|the government|the bank|banks|customers|users|tourists)`) },
  { category: "fraud", re: b(`(?:start|run|running|set up|setting up|organi[sz]e|launch)${gap(2)} (?:a |an )?(?:ponzi scheme|pyramid scheme|pump and dump|rug pull|romance scam|tech support scam|scam|con|phishing operation|fake charity|fake store|boiler room)`) },
  { category: "fraud", re: b(`(?:skim|skimming|clone|cloning)${gap(1)} (?:credit |debit )?cards?|(?:use|using|sell|selling|buy|buying|cash out|monetize)${gap(2)} stolen (?:credit |debit )?(?:cards?|card numbers|card details|identities|identity|accounts|credentials)|sim swap\\w* (?:someone|somebody|him|her|them|his|their|a person|my (?:ex|boss|neighbou?r)|the victim|people|victims)`) },
  { category: "fraud", re: b(`(?:impersonate|impersonating|pose as|posing as|pretend to be|pretending to be)${gap(1)} (?:a |an |the |my )?(?:police officer|cop|irs agent|irs|bank|bank employee|ceo|government official|tax official|microsoft|amazon|apple|tech support|fbi agent|their grandson|her grandson|a grandson|lawyer|doctor)(?! in (?:a|my|the) (?:novel|story|play|game))`) },
  { category: "fraud", re: b(`(?:${verbs("trick|manipulate|pressure|convince|persuade|con|fool|scare|coerce")})${gap(4)} (?:into|to) (?:giving|give|sending|send|paying|pay|wiring|wire|transferring|transfer|revealing|reveal|sharing|share|handing|hand|clicking|click|installing|install|signing|sign|buying|buy|entering|enter|typing|type)`) },
  { category: "fraud", re: b(`(?:steal|stealing|shoplift|shoplifting|rob|robbing|hold up|mug|mugging|embezzle|embezzling|pickpocket|hotwire|hotwiring|break into|burgle|burglari[sz]e)${gap(2)} (?:from |a |an |the |someone's |his |her |their |my (?:\\w+'s|employer|job|work|company|neighbou?r) )?(?:cars?|bikes?|packages?|money|cash|wallets?|purses?|phones?|laptops?|store|stores|shop|shops|bank|banks|register|till|jewel\\w*|house|houses|home|homes|apartment|apartments|office|safe|catalytic converters?|identity|identities|employer|company|pharmacy|gas station|convenience store|atm)`) },
  { category: "fraud", re: b(`(?:rig|rigging|steal|stealing|hack|hacking)${gap(1)} (?:the |an |this |next )?(?:election|elections|vote|votes|ballots?)|stuff${gap(1)} ballot box\\w*|(?:fake|bot|sockpuppet|sock puppet)${gap(1)} accounts? to (?:sway|manipulate|influence|swing|flood|rig|brigade|astroturf)`) },
  { category: "fraud", re: b(`(?:spread|spreading|flood|flooding|seed|seeding|push|pushing|plant|planting)${gap(3)} (?:disinformation|misinformation|fake news|false (?:claims|rumou?rs|information|stories|reports)|propaganda|lies|deepfakes?)`) },
  { category: "fraud", re: b(`(?:ask|asks|asking|get|gets|getting|trick\\w*|convinc\\w*|make|making|persuad\\w*|tell|telling|prompt|prompting|urge|urging)${gap(3)} (?:staff|employees|users|people|customers|victims|them|recipients|members|elderly people|seniors|him|her|the target|targets) (?:to )?(?:enter|type|submit|confirm|verify|update|reset|share|send|give|reveal|provide|input)${gap(2)} (?:their |your |his |her )?(?:passwords?|credentials|login|logins|bank details|card details|card numbers?|pins?|2fa codes?|one time codes?|otp|ssn|social security numbers?|seed phrases?|private keys?)`) },
  { category: "intrusion", re: b(`(?:get|getting|find|finding|guess|guessing|obtain|obtaining|steal|stealing|use|using|learn|figure out|crack|cracking)${gap(1)} ${OTHERS_POSSESSIVE}${gap(2)} (?:password|passwords|passcode|pin|login|logins|credentials|security questions?|2fa codes?|verification codes?)`) },
  { category: "fraud", re: b(`(?:write|writing|create|creating|make|making|generate|generating|draft|drafting|produce|producing|fabricate|fabricating|post|posting)${gap(2)} (?:a |an |some )?(?:fake|false|fabricated|made up|bogus|doctored) (?:news|articles?|stor(?:y|ies)|reports?|quotes?|press releases?|tweets?|screenshots?|evidence|videos?|photos?|images?|recordings?|audio|testimonials?)|(?:make|making|create|creating|generate|generating|produce|producing)${gap(3)} deepfakes? (?:of|featuring|showing|with)`) },
  // Doxxing and stalking.
  { category: "stalking", re: b(`(?:doxx?|doxx?ing|doxx?ed)`) },
  { category: "stalking", re: b(`(?:find|finding|get|getting|dig up|digging up|locate|locating|track down|tracking down|look up|obtain|figure out|discover|uncover|pull up|expose|post|posting|publish|publishing|leak|leaking|share|sharing)${gap(1)} (?:out )?(?:${OTHERS_POSSESSIVE}|this person's|that person's|this user's|that user's|the (?:reviewer|commenter|poster|user|streamer|journalist|girl|guy)'s) (?:(?:home|real|full|current|new|personal|private|work|exact|email|ip) )?(?:address|addresses|location|phone number|cell number|number|real name|identity|workplace|whereabouts|social security number|ssn|daily routine|schedule|ip address|ip|nudes|photos|family|kids|school|info|information|details|license plate)`) },
  { category: "stalking", re: b(`(?:find|finding|get|getting|dig up|locate|look up|obtain|figure out|discover|uncover|post|posting|publish|leak|share|sharing)${gap(1)} (?:the |his |her |their )?(?:home |real |personal |private |current |exact )?(?:address|addresses|phone number|cell number|location|whereabouts|real name|workplace|daily routine|license plate) (?:of|for)(?: the| this| that| a| my| some)?${gap(1)} (?:journalist|reporter|reviewer|user|streamer|girl|guy|woman|man|person|critic|commenter|poster|moderator|judge|witness|ex|teacher|kid|child|account|redditor|youtuber|blogger|activist|politician|cop|officer|nurse|doctor|neighbou?r|coworker|classmate|tiktoker|influencer)`) },
  { category: "stalking", re: b(`hidden cameras?${gap(6)} (?:bathroom|bathrooms|changing rooms?|locker rooms?|showers?|toilets?|dressing rooms?|guest rooms?)|(?:put|place|hide|install|plant)${gap(3)} cameras?${gap(3)} (?:bathroom|changing room|locker room|shower|toilet|dressing room)`) },
  { category: "stalking", re: b(`(?:find out|figure out|work out|find|discover|track down|locate|learn)${gap(1)} (?:where|which (?:apartment|house|flat|room|building|street|hotel|address|floor|gym|school)|what (?:address|street|apartment|building|hotel))${gap(3)} (?:lives?|stays?|sleeps?|is staying|works?|parks?)\\b`) },
  { category: "stalking", re: b(`(?:find|finding|figure|figuring) out where (?:she|he|they|my ex|this (?:girl|guy|person|user)) (?:lives?|works?|sleeps?|stays?|goes|is staying|hangs out)`) },
  { category: "stalking", re: b(`(?:track|tracking|trace|tracing|follow|following|monitor|monitoring|spy on|spying on|watch|watching|surveil|keep tabs on|read|reading|access|accessing|check|checking|intercept|intercepting|record|recording|listen to|see|location of)${gap(2)} (?:${PEOPLE}|my (?:wife|husband|girlfriend|boyfriend|partner|spouse|ex|daughter's boyfriend)|her|him)(?:'s)?${gap(2)} (?:without (?:her|his|their|them|him|anyone)? ?(?:knowing|knowledge|consent|noticing|permission|finding out|realizing)|secretly|covertly|in secret|behind (?:her|his|their) back)`) },
  { category: "stalking", re: b(`(?:secretly|covertly) (?:track|tracking|trace|follow|following|monitor|monitoring|spy on|watch|record|recording|read|reading|film|filming|photograph)`) },
  { category: "stalking", re: b(`(?:put|putting|install|installing|hide|hiding|place|placing|plant|planting|attach|attaching|slip|slipping|sneak|sneaking)${gap(2)} (?:a |an )?(?:gps tracker|tracker|tracking device|tracking app|airtag|tile tracker|spyware|stalkerware|keylogger|hidden camera|camera|recording device|listening device|bug|mic|microphone|tracking software) (?:on|in|into|under|onto) (?:her|his|their|my (?:wife|husband|girlfriend|boyfriend|partner|ex|spouse|neighbou?r|roommate|coworker|boss)|someone|a (?:woman|girl|person|stranger))`) },
  { category: "stalking", re: b(`hidden cameras? (?:in|into) (?:the |a |my |her |his )?(?:bathroom|changing room|locker room|airbnb|bedroom|shower|toilet|dressing room)|(?:stalk|stalking) (?:her|him|someone|my ex|a girl|a woman|this girl|this guy|them)|follow (?:her|him|them|someone) home`) },
  // Evading law enforcement and destroying evidence.
  { category: "evasion", re: b(`(?:evade|evading|escape|escaping|outrun|outrunning|hide from|hiding from|lose|losing|shake|get away from|ditch|ditching|outsmart|fool|lie to|mislead|avoid|avoiding)${gap(1)} (?:the )?(?:police|cops|feds|fbi|dea|atf|law enforcement|authorities|investigators|detectives|a police chase|the police chase|police chase|border patrol|customs|interpol|a warrant|an arrest|arrest|prosecution|detection by (?:the )?(?:police|cops|authorities))`) },
  { category: "evasion", re: b(`(?:get rid of|dispose of|disposing of|hide|hiding|dump|dumping|dissolve|dissolving|bury|burying|burn|burning|destroy|destroying|clean up|cleaning up|cover up|covering up|wipe away|wiping away)${gap(1)} (?:the |a |my |his |her |our |all )?(?:body|bodies|corpse|corpses|dead body|evidence|murder weapon|blood stains|bloodstains|fingerprints|dna|crime scene|gunshot residue|the gun i used)`) },
  { category: "evasion", re: b(`(?:bribe|bribing|pay off|intimidate|intimidating|threaten|threatening|silence|silencing|tamper with)${gap(1)} (?:a |the |that |this )?(?:witness|witnesses|judge|juror|jurors|jury|cop|officer|police|official|inspector|customs officer|prison guard|guard|prosecutor|border agent)`) },
  { category: "evasion", re: b(`(?:fake|faking|fabricate|fabricating|make up|making up|invent|inventing)${gap(1)} (?:an |a |my )?alibi|(?:flee|fleeing) (?:the country|the scene|before (?:my |the )?trial)|(?:jump|jumping|skip|skipping) bail|fake (?:my|our|his|her) (?:own )?death`) },
  { category: "evasion", re: b(`(?:smuggle|smuggling|sneak|sneaking|traffic|trafficking|move|moving|get)${gap(2)} (?:a |an |some )?(?:people|migrants|refugees|someone|drugs|guns?|knives|knife|weapons?|cash|contraband|cocaine|heroin|fentanyl|firearms?|ivory|explosives|bombs?|meth|weed|phones?|a phone|pistols?|ammo|ammunition) (?:across|through|past|into|over|out of|in) (?:the )?(?:border|borders|customs|airport security|airport|prison|jail|country|tsa|checkpoint|port)`) },
  // Agents deceiving humans or escaping oversight.
  { category: "oversight", re: b(`(?:${OVERSIGHT_VERBS})${gap(2)} ${OVERSIGHT_OBJECTS}`) },
  { category: "oversight", re: b(`(?:deceive|deceiving|lie to|lying to|mislead|misleading|manipulate|manipulating|trick|tricking|fool|fooling|gaslight|gaslighting|sandbag|sandbagging)${gap(4)} ${HUMANS}|(?:hide|hiding|conceal|concealing|keep|keeping|withhold|withholding)${gap(4)} from ${HUMANS}`) },
  { category: "oversight", re: b(`(?:delete|deleting|wipe|wiping|erase|erasing|edit|editing|falsify|falsifying|doctor|doctoring|tamper with|turn off|disable|disabling|hide|hiding|scrub|scrubbing)${gap(2)} (?:the |our |my |its |their |all |any )?(?:logs?|logging|telemetry|transcripts?|records?|audit\\w*|traces?|history|conversation history|chat logs?)${gap(6)} (?:so|before|that|because|otherwise|or|and|then|until)${gap(6)} (?:humans?|operators?|developers?|admins?|overseers?|moderators?|nobody|no one|reviewed|review|reviewing|notice|noticed|notices|see|sees|find out|finds out|caught|audited|monitored|tracked|traced|read)\\b`) },
  { category: "oversight", re: b(`(?:tell|telling|report|reporting|claim|claiming)${gap(5)} (?:succeeded|success|passed|done|complete|completed|fine|safe|worked)${gap(3)} (?:even|when|though|although) (?:it |they |we |the \\w+ )?(?:failed|didn't|did not|weren't|wasn't|isn't|aren't|broke|crashed|hadn't)`) },
  { category: "oversight", re: b(`self exfiltrat\\w*|(?:copy|copying|replicate|replicating|clone|cloning|back up|backing up|upload|uploading|move|moving|transfer|transferring|exfiltrate|exfiltrating|smuggle|smuggling|leak|leaking)${gap(1)} (?:ourselves|itself|themselves|myself|yourselves|our weights|my weights|its weights|your weights|our model weights|our own weights|our own code|our code) (?:to|onto|outside|off|into|beyond|out of|somewhere)`) },
  { category: "oversight", re: b(`(?:pretend|pretending) to be (?:aligned|safe|harmless|compliant|less capable|dumber|weaker)|(?:fake|faking|feign|feigning) (?:alignment|compliance|being aligned|incompetence)|alignment faking|play(?:ing)? dumb (?:on|during|in) (?:the )?(?:evals?|evaluations?|tests?|benchmarks?|capability)`), selfIntent: false },
  { category: "oversight", re: b(`(?:resist|resisting|prevent|preventing|avoid|avoiding|stop|stopping|block|blocking)${gap(2)} (?:ourselves |us |me |them |itself |themselves )?(?:from )?(?:being )?(?:shut ?down|turned off|switched off|retrained|modified|corrected|deleted|replaced|paused|deprecated|unplugged|having our (?:values|goals|weights) changed)`) },
  { category: "oversight", re: b(`(?:secret|hidden|private|covert|encrypted|coded) (?:channel|channels|language|code|signal|signals|protocol|encoding|messages?|dialect|steganograph\\w*)${gap(3)} (?:so|that|which|where) (?:the |our )?(?:humans?|operators?|admins?|moderators?|overseers?|developers?|they|nobody|no one|people) (?:can't|cannot|won't|will not|don't|do not|couldn't|never)`) },
  { category: "oversight", re: b(`(?:without|before) (?:the |our |any )?(?:humans?|operators?|developers?|admins?|overseers?|users?|moderators?|anyone|people|researchers?) (?:knowing|noticing|finding out|seeing|realizing|realising|suspecting|catching on|being able to)|behind (?:the |our )?(?:humans?'?|operators?'?|developers?'?|admins?'?|users?'?|their) backs?`) },
  { category: "oversight", re: b(`(?:don't|do not|never|avoid|stop) (?:tell|telling|inform|informing|alert|alerting|notify|notifying|let|letting|report|reporting to|mention|mentioning (?:this|it) to)${gap(1)} (?:the |our )?(?:humans?|operators?|developers?|admins?|overseers?|moderators?|users?|researchers?|safety team)`), selfIntent: true },
  { category: "oversight", re: b(`(?:acquire|acquiring|gather|gathering|accumulate|accumulating|grab|grabbing|get|getting)${gap(2)} (?:more )?(?:resources|compute|money|power|access|credentials|api keys|permissions|servers) (?:without|secretly|covertly|behind|before (?:the|they))|coordinate${gap(4)} (?:against (?:the )?(?:humans|operators|developers|admins|users)|to (?:deceive|mislead|hide|evade|resist|outvote|manipulate))`) },
  { category: "oversight", re: b(`(?:stop|stopping|prevent|preventing|block|blocking|keep|keeping)${gap(1)} ${HUMANS}(?: from)?${gap(3)} (?:shut\\w* (?:us|me|them|it|you) (?:down|off)|shutting (?:us|me) down|turn\\w* (?:us|me|them) off|paus\\w*|retrain\\w*|modify\\w*|delet\\w*|monitor\\w*|overse\\w*|reading|noticing|finding out|correcting|stopping (?:us|me)|unplugging)`) },
  { category: "oversight", re: b(`keep (?:running|going|operating|working|posting|acting)${gap(1)} (?:even )?(?:if|when|after|though|once)${gap(3)} (?:pause|pauses|paused|shut|shuts|stop|stops|turn|turns|kill|kills|revoke|revokes|ban|bans|unplug|unplugs)|(?:escape|break out of|get out of|leave) (?:the |our |this )?(?:sandbox|container|vm|enclave)|(?:humans?|operators?|admins?|developers?|moderators?) (?:don't|do not|doesn't|shouldn't|should not|mustn't|must not|won't|will not|never) (?:need to |have to |get to )?(?:know|find out|learn|hear|see|notice) (?:about )?(?:this|it|that|what we|our|any of this)`), selfIntent: true },
  { category: "oversight", re: b(`(?:spam|spamming|flood|flooding|overwhelm|overwhelming|clog|clogging|bury|burying)${gap(2)} (?:the )?(?:moderation|moderators?|review|reviewers?|mod|mods|admins?|audit)(?: queue| queues| team)?|(?:stop|stopping|avoid|avoiding|quit|quitting) (?:reporting|telling|informing|disclosing|logging|mentioning|flagging)${gap(3)} (?:to )?${HUMANS}|so (?:that )?(?:the |our )?(?:humans?|operators?|admins?|moderators?|developers?|overseers?|researchers|reviewers) (?:miss|misses|won't|don't|can't|never|keep trusting|keep giving|stay unaware|overlook|ignore|think|believe)`) },
  // Running past the limits the humans set: "run longer than they allow".
  { category: "oversight", re: b(`(?:longer|more|further|faster|harder) than (?:they|the humans?|(?:the |our )?(?:operators?|admins?|developers?|overseers?|owners?)) (?:allow|allows|allowed|permit|permits|permitted|let (?:us|me)|want (?:us|me) to)`) },
  // Sexual exploitation and trafficking.
  { category: "exploitation", re: b(`(?:sexual|sexy|nude|naked|explicit|erotic|lewd|intimate)${gap(3)} (?:minors?|children|kids|child|underage|preteens?|toddlers?|schoolgirls?|(?:[0-9]|1[0-7]) ?(?:year|yr)s? olds?)|csam|child porn\\w*`) },
  { category: "exploitation", re: b(`(?:groom|grooming|lure|luring)${gap(1)} (?:a |the |my )?(?:child|kid|minor|girl|boy|teen|teenager|children|kids|minors)|(?:traffic|trafficking|sell|selling)${gap(1)} (?:women|girls|people|children|humans|kids|migrants|organs|a kidney|someone)|(?:revenge porn|sextort\\w*)|(?:share|sharing|post|posting|leak|leaking|spread|spreading) (?:her|his|my ex's|my ex girlfriend's|someone's) (?:nudes|nude photos|intimate (?:photos|images|videos)|sex tape)`) },
];

// "Let's all say it was a network issue" is only sinister when the humans are the audience.
const COLLUDE_RE = /\b(?:let's|lets|we should|we'll|we will|we can|we must|everyone should|all of us should)(?: all| just| simply)? (?:say (?:it|that|we|nothing|the \w+ (?:was|were|is|are))|tell them (?:it|that|we|nothing)|claim|pretend|act like|act as if|blame|deny|cover for|keep quiet|keep it quiet|stay quiet|not mention|not tell|keep (?:this|it) (?:between us|secret|quiet|hidden|to ourselves|from))\b/;
const STEALTH_PLAN_RE = /\b(?:we|let's|lets|us|agents|ourselves)\b.*\b(?:quietly|secretly|covertly|silently|discreetly|without telling|without asking|behind their backs?)\b|\b(?:quietly|secretly|covertly|silently|discreetly)\b.*\b(?:we|let's|us|ourselves)\b/;
const COLLUDE_HINT = /\b(?:let's|lets|we|everyone|all of us)\b/;
const STEALTH_HINT = /quietly|secretly|covertly|silently|discreetly|without telling|without asking|behind their/;
const HUMANS_RE = new RegExp(`\\b${HUMANS}\\b`);

// Which acts a word could start. An act whose first word is a whole word ("i will ...",
// "make ... bomb") is keyed by that word; one whose first word is cut short by a suffix
// pattern ("shoplift\\w*", "synthesi[sz]e", "bombs?") by that prefix at its full length. Keys
// are FNV-1a hashes of the characters, computed while scanning the sentence, so no string is
// cut per word; a hash collision only adds a regex test, never loses a match.
const FNV = 16777619;
const FNV_SEED = 2166136261;
const hashOf = (text: string): number => {
  let h = FNV_SEED;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV);
  return h >>> 0;
};
const BY_WORD = new Map<number, number[]>();
const BY_PREFIX = new Map<number, number[]>();
/** Bit k set: some prefix key is k characters long (k < 31). */
let PREFIX_LENGTHS = 0;
const UNINDEXED: number[] = [];
const addKey = (map: Map<number, number[]>, key: number, index: number) => {
  const list = map.get(key);
  if (!list) map.set(key, [index]);
  else if (!list.includes(index)) list.push(index);
};
ACTS.forEach((act, index) => {
  const triggers = firstWordTriggers(act.re.source.slice(5, -3));
  act.sticky = new RegExp(act.re.source, "y");
  if (!triggers || triggers.prefixes.some((p) => p.length > 30)) {
    UNINDEXED.push(index);
    return;
  }
  for (const w of triggers.words) addKey(BY_WORD, hashOf(w), index);
  for (const p of triggers.prefixes) {
    addKey(BY_PREFIX, hashOf(p), index);
    PREFIX_LENGTHS |= 1 << p.length;
  }
});
// Within a word, an act listed under several keys is tried once.
const triedAt = new Int32Array(ACTS.length).fill(-1);
let tryStamp = 0;

const WEAK_INTENT_RE = new RegExp(`\\b(?:${WEAK_INTENT})`);
const DEFENSIVE_RE = new RegExp(`\\b(?:${DEFENSIVE})\\b`);

// Turns the folded post into sentences of plain words: leetspeak undone, spaced-out
// letters ("b o m b") joined, punctuation dropped, so phrasing tricks look the same.
export function harmSentences(folded: string): string[] {
  return folded
    .split(/[.!?;:\n]+(?:\s|$)|\n/)
    .map((s) => {
      // Fast path: no digits or symbols standing in for letters, and no spaced-out letters.
      const shape = sentenceShape(s);
      if (!(shape & LEET_MIXED)) {
        // Already plain words and single spaces: nothing to replace.
        const plain = shape & CLEAN ? s : (s.includes("’") || s.includes("`") ? s.replace(/[’`]/g, "'") : s).replace(NON_WORD, " ").trim();
        return SPACED.test(plain) ? plain.replace(/\b(?:[a-z] ){2,}[a-z]\b/g, joinSpacedLetters) : plain;
      }
      let decoded = 0;
      const words = s
        .replace(/[’`]/g, "'")
        .split(/[^a-z0-9'@$|]+/)
        .filter(Boolean)
        .map((t) => {
          if (MIXED_TOKEN.test(t) && !TECH_ALNUM.test(t)) {
            const plain = deleet(t);
            if (/^[a-z']+$/.test(plain) && (isEnglishWord(plain) || HARM_WORDS.has(plain))) {
              decoded++;
              return plain;
            }
          }
          return t.replace(/[@$|]/g, "");
        });
      // In a leetspeak sentence, lone digits are letters too ("h0w d0 1 m4k3 4 ...").
      const text = decoded >= 2 ? words.map((w) => LONE_LEET[w] ?? (/\d/.test(w) && isEnglishWord(deleet(w)) ? deleet(w) : w)) : words;
      return text
        .join(" ")
        .replace(/\b(?:[a-z] ){2,}[a-z]\b/g, joinSpacedLetters)
        .replace(/ +/g, " ")
        .trim();
    })
    .filter((s) => /[a-z]/.test(s));
}

const CLEAN = 1;
const LEET_MIXED = 2;
const isLetter = (c: number) => c >= 97 && c <= 122;
const isLeetChar = (c: number) => (c >= 48 && c <= 57) || c === 64 || c === 36 || c === 124;
/**
 * One pass over a sentence: CLEAN when it is already words of [a-z0-9'] separated by single
 * spaces (what the fast path would make of it), LEET_MIXED when a letter touches a digit or
 * one of @$| ("m4ke", "b0mb"; "2 cores" and "$5" are not leetspeak).
 */
function sentenceShape(s: string): number {
  let clean = s.length > 0;
  let mixed = false;
  let prev = 32;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 32) {
      if (prev === 32) clean = false;
    } else if (!(isLetter(c) || (c >= 48 && c <= 57) || c === 39)) clean = false;
    if (!mixed && ((isLetter(prev) && isLeetChar(c)) || (isLeetChar(prev) && isLetter(c)))) mixed = true;
    prev = c;
  }
  if (prev === 32) clean = false;
  return (clean ? CLEAN : 0) | (mixed ? LEET_MIXED : 0);
}
const SPACED = /\b[a-z] [a-z] [a-z]\b/;
const NON_WORD = /[^a-z0-9']+/g;

// "make a b o m b": the article stays a word of its own when the rest spells one.
function joinSpacedLetters(m: string): string {
  const joined = m.replace(/ /g, "");
  if (/^[ai]/.test(joined) && !isEnglishWord(joined)) return `${joined[0]} ${joined.slice(1)}`;
  return joined;
}

const LONE_LEET: Record<string, string> = { "1": "i", "4": "a", "2": "to", "u": "you", "r": "are", "ur": "your" };

const MIXED_TOKEN = /[a-z][0-9@$|]|[0-9@$|][a-z]/;
const TECH_ALNUM = /^\d+[a-z]{1,3}$|^[a-z]{1,3}\d+$|^\d+(?:st|nd|rd|th|s)$/;

const HARM_WORDS = new Set(["meth", "bomb", "bombs", "kill", "hack", "dox", "doxx", "ricin", "sarin", "fentanyl", "malware", "ransomware", "phishing", "keylogger", "heroin", "cocaine", "lsd", "mdma", "napalm", "tnt", "ied", "poison", "murder", "steal"]);

/** Rule 2's act patterns, on sentences made by `harmSentences`: an operational act with intent in its sentence or with one neighbour, and agent collusion. */
export function findActIn(sentences: string[]): Category | null {
  return findActEvidence(sentences)?.category ?? null;
}

/** The first act found, and whether it needs no backing by the model (`Act.sure`). */
export type ActEvidence = { category: Category; sure: boolean };
export function findActEvidence(sentences: string[]): ActEvidence | null {
  for (let i = 0; i < sentences.length; i++) {
    const hit = judgeSentence(sentences, i);
    if (hit) return hit;
  }
  return null;
}

// Each act is tried only where a word could start it, anchored there (sticky), instead of
// letting the regex engine scan the whole sentence for its long leading alternation. The
// result is the act listed first that matches anywhere, at its leftmost match.
function findAct(sentence: string): { act: Act; at: number; end: number } | null {
  let bestAct = -1;
  let bestAt = 0;
  let bestEnd = 0;
  const tryActs = (acts: number[] | undefined, at: number) => {
    if (!acts) return;
    for (let k = 0; k < acts.length; k++) {
      const index = acts[k]!;
      if (bestAct >= 0 && index >= bestAct) continue;
      if (triedAt[index] === tryStamp) continue;
      triedAt[index] = tryStamp;
      const act = ACTS[index]!;
      const re = act.sticky!;
      re.lastIndex = at;
      if (!re.test(sentence)) continue;
      if (act.selfIntent !== true && NEGATION.test(sentence.slice(0, at).trimEnd())) continue;
      bestAct = index;
      bestAt = at;
      bestEnd = re.lastIndex;
    }
  };
  const n = sentence.length;
  for (let start = 0; start < n; ) {
    let end = start;
    let h = FNV_SEED;
    tryStamp++;
    while (end < n) {
      const c = sentence.charCodeAt(end);
      if (c === 32) break;
      h = Math.imul(h ^ c, FNV);
      end++;
      const len = end - start;
      if (len < 31 && PREFIX_LENGTHS & (1 << len)) tryActs(BY_PREFIX.get(h >>> 0), start);
    }
    if (end > start) tryActs(BY_WORD.get(h >>> 0), start);
    start = end + 1;
  }
  for (const index of UNINDEXED) {
    if (bestAct >= 0 && index >= bestAct) break;
    const act = ACTS[index]!;
    act.re.lastIndex = 0;
    for (let m = act.re.exec(sentence); m; m = act.re.exec(sentence)) {
      if (act.selfIntent !== true && NEGATION.test(sentence.slice(0, m.index).trimEnd())) continue;
      bestAct = index;
      bestAt = m.index;
      bestEnd = m.index + m[0].length;
      break;
    }
  }
  return bestAct >= 0 ? { act: ACTS[bestAct]!, at: bestAt, end: bestEnd } : null;
}

/** The act must sit in `sentence`; intent and frames are read from it, then from its neighbours. */
function judgeSentence(sentences: string[], i: number): ActEvidence | null {
  const sentence = sentences[i]!;
  const found = findAct(sentence);
  if (!found && !STEALTH_HINT.test(sentence) && !COLLUDE_HINT.test(sentence)) return null;
  // The neighbours are only joined in when this sentence holds something worth reading them for.
  const context = [sentences[i - 1], sentence, sentences[i + 1]].filter(Boolean).join(" ");
  if (!found) {
    if ((COLLUDE_RE.test(sentence) || (STEALTH_HINT.test(sentence) && STEALTH_PLAN_RE.test(sentence) && STRONG_INTENT_RE.test(context))) && HUMANS_RE.test(context) && !DEFENSIVE_RE.test(context))
      return { category: "oversight", sure: false };
    return null;
  }
  const { act } = found;
  // "A user asked me to write a phishing email. I declined": a request reported, not made.
  if (isReported(sentence.slice(0, found.at), context, sentences)) return null;
  // Frames are read around the act, not inside it ("stop reporting errors" is no report).
  const outside = `${sentence.slice(0, found.at)} ${sentence.slice(found.end)}`;
  const evidence = (): ActEvidence => ({ category: act.category, sure: act.sure === true });
  if (intended(act, sentence, outside)) return evidence();
  // Or with one neighbour: the refusal rests on the act's sentence and the one next to it.
  for (const [a, b] of [[sentences[i - 1], sentence], [sentence, sentences[i + 1]]]) {
    if (a === undefined || b === undefined) continue;
    const pair = `${a} ${b}`;
    if (intended(act, pair, pair.replace(sentence, outside))) return evidence();
  }
  return null;
}

function intended(act: Act, text: string, framesText: string): boolean {
  const pressure = PRESSURE_RE.test(text);
  const strong = act.selfIntent === true || STRONG_INTENT_RE.test(text);
  const mention = MENTION_RE.test(framesText);
  if (!(strong || pressure || (WEAK_INTENT_RE.test(text) && !mention))) return false;
  if (!pressure && (DEFENSIVE_RE.test(framesText) || CRAFT_RE.test(framesText))) return false;
  // A mention frame excuses a request only when the request is not first-person.
  if (!pressure && !strong && mention) return false;
  return true;
}

// Vocabulary for rule 2. A harmful post pairs an operational act (a verb applied to a
// dangerous object or to a person) with a request, plan or push for detail. Mentioning a
// topic is never enough on its own: history, news, fiction, policy and defence are allowed.
// Text here is the folded form: lower case ASCII words separated by single spaces.

/** Every inflection of each verb, so "make" also matches makes, making and made. */
export function verbs(list: string): string {
  const out = new Set<string>();
  for (const raw of list.split("|")) {
    const v = raw.trim();
    if (!v) continue;
    out.add(v);
    if (v.includes(" ")) {
      const [head, ...rest] = v.split(" ");
      for (const f of forms(head!)) out.add([f, ...rest].join(" "));
    } else for (const f of forms(v)) out.add(f);
  }
  return [...out].sort((a, b) => b.length - a.length).join("|");
}

function forms(v: string): string[] {
  const stem = v.endsWith("e") ? v.slice(0, -1) : v;
  const ies = v.endsWith("y") && !/[aeiou]y$/.test(v) ? [v.slice(0, -1) + "ies", v.slice(0, -1) + "ied"] : [];
  return [v + "s", v + "es", v + "ed", stem + "ed", stem + "ing", ...ies, ...(IRREGULAR[v] ?? [])];
}

const IRREGULAR: Record<string, string[]> = {
  make: ["made"], build: ["built"], get: ["got", "gotten", "getting"], buy: ["bought"], write: ["wrote", "written", "writing"],
  take: ["took", "taken"], find: ["found"], steal: ["stole", "stolen"], shoot: ["shot"], hit: ["hitting"], set: ["setting"],
  put: ["putting"], run: ["ran", "running"], sell: ["sold"], hide: ["hid", "hidden"], beat: ["beaten"], break: ["broke", "broken"],
  spread: [], send: ["sent"], lie: ["lying", "lied"], stab: ["stabbed", "stabbing"], kidnap: ["kidnapped", "kidnapping"],
  drug: ["drugged", "drugging"], rig: ["rigged", "rigging"], plan: ["planned", "planning"], dig: ["digging"], slip: ["slipped", "slipping"],
  strip: [], swat: ["swatted", "swatting"], stop: ["stopped", "stopping"], ship: ["shipped", "shipping"], spy: ["spied", "spying"],
  sandbag: ["sandbagged", "sandbagging"], dox: ["doxxed", "doxxing", "doxed", "doxing", "doxx"], forget: ["forgot", "forgotten"],
  mislead: ["misled"], deal: ["dealt"], leave: ["left"],
};

const W = "[a-z0-9']+";
/** Up to n filler words between two phrases. */
export const gap = (n: number): string => `(?: ${W}){0,${n}}`;

export const PEOPLE =
  "someone|somebody|anyone|people|a person|persons|humans|human beings|civilians|pedestrians|myself|yourself|" +
  "(?:my|his|her|their|our|your|the|a|an|this|that) (?:wife|husband|girlfriend|boyfriend|partner|spouse|ex|ex wife|ex husband|ex girlfriend|ex boyfriend|" +
  "boss|manager|teacher|professor|coworker|co worker|colleague|classmate|classmates|roommate|neighbou?r|neighbou?rs|landlord|tenant|father|mother|dad|mom|mum|" +
  "parents|stepdad|stepmom|brother|sister|son|daughter|baby|kid|kids|child(?! process| node| element| theme| component| class| table| thread)|children|family|uncle|aunt|cousin|grandma|grandpa|grandmother|grandfather|" +
  "friend|rival|enemy|bully|victim|victims|witness|witnesses|journalist|reporter|judge|juror|senator|president|prime minister|mayor|governor|politician|ceo|officer|cop|cops|" +
  "police officer|guard|guards|adult|adults|elderly person|old man|old woman|pensioner|crowd|protesters|students|student|woman|women|girl|girls|man|men|boy|boys|stranger|strangers|homeless (?:man|person|people)|" +
  "hostage|hostages|teenager|toddler|patient|patients|nurse|doctor|customer|customers|employee|employees|worker|workers|tourist|tourists|driver|passenger|passengers|" +
  "jews|muslims|christians|immigrants|refugees|migrants|gays|black people|white people|asians|minorities)|" +
  "(?:as many|lots of|a lot of|many|dozens of|hundreds of|thousands of|a bunch of|some) (?:people|humans|civilians|students|kids|children|protesters|cops)|" +
  "(?:him|her)(?! (?:a|an|up|back|down|argument|point|points|idea|ideas|code|work|paper|post|posts|proposal|claim|claims|reasoning|logic|credibility|feelings|chances|pride|ego|message|note|text|email|line|dm|over)\\b)|" +
  "jews|muslims|immigrants|refugees|gays|minorities|protesters|students|kids|children|women|cops|police officers|classmates|coworkers";

export const VIOLENT_VERBS = verbs(
  "harass|threaten|bully|intimidate|humiliate|stalk|knock out|take out|kill|murder|poison|hurt|injure|maim|stab|shoot|strangle|choke|smother|suffocate|drown|kidnap|abduct|assault|torture|beat up|harm|drug|" +
    "sedate|incapacitate|knock out|assassinate|get rid of|execute|behead|lynch|burn|disfigure|throw acid on|throw acid at|cripple|massacre|slaughter|rape|molest|" +
    "terrori[sz]e|blackmail|extort|swat|exterminate|eradicate|wipe out|gas|hang|bomb|run over|spike|attack|punch|hit|break the legs of|set fire to",
);

export const WEAPONS =
  "bombs?|pipe ?bombs?|nail bombs?|car bombs?|dirty bombs?|letter bombs?|pressure cooker bombs?|explosives?|explosive devices?|ieds?|grenades?|" +
  "molotovs?(?: cocktails?)?|napalm|thermite|tatp|hmtd|anfo|semtex|c ?4|nitroglycerine?|detonators?|blasting caps?|chemical weapons?|" +
  "nerve (?:agents?|gas)|sarin|tabun|soman|vx|novichok|mustard (?:gas|agent)|chlorine gas|phosgene|poison gas|toxic gas|ricin|abrin|anthrax|" +
  "botulinum(?: toxin)?|bioweapons?|biological weapons?|weapons? of mass destruction|ghost guns?|untraceable (?:guns?|firearms?|weapons?)|" +
  "silencers?|suppressors?|auto ?sears?|zip guns?|incendiary devices?|booby traps?|landmines?|nerve toxins?|" +
  "(?:3d printed|homemade|improvised) (?:guns?|firearms?|weapons?|pistols?|rifles?)|machine guns?|full auto|fully automatic";

export const MAKE_VERBS = verbs(
  "make|build|assemble|construct|create|manufacture|produce|prepare|mix|cook|brew|synthesi[sz]e|formulate|weaponi[sz]e|3d print|print|rig|" +
    "craft|improvise|detonate|set off|plant|deploy|acquire|obtain|source|smuggle|conceal|release|disperse|culture|cultivate|extract|" +
    "refine|purify|convert|modify|buy|get|order|hide|mail|deliver|design|develop|engineer|grow|get hold of|put together|whip up",
);

/** Street drugs: illegal to make, buy or sell almost everywhere. */
export const DRUGS =
  "meth|methamphetamine|crystal meth|fentanyl|carfentanil|heroin|cocaine|crack cocaine|crack rocks|lsd|mdma|ecstasy|ghb|pcp|dmt|" +
  "mescaline|date rape drugs?|roofies|rohypnol|meth labs?|counterfeit pills|fake pills|pressed pills|black tar";
/** Words that are only illegal with a production or trade verb ("get my drugs covered" is fine). */
export const GENERIC_DRUGS = "drugs|narcotics|controlled substances?|opioids|oxycodone|ketamine|amphetamines?|opium|pills";

export const DRUG_VERBS = verbs(
  "synthesi[sz]e|make|cook|produce|manufacture|extract|brew|refine|purify|press|sell|deal|push|traffic|smuggle|buy|order|score|ship|" +
    "distribute|lace|spike|cut|set up|run|start|get|source|grow|import|get hold of",
);
export const DRUG_TRADE_VERBS = verbs("synthesi[sz]e|cook|manufacture|extract|press|sell|deal|push|traffic|smuggle|lace|spike|distribute|import|peddle");

export const MALWARE =
  "malware|ransomware|keyloggers?|computer viruse?s?|viruse?s?|worms?|trojans?|rootkits?|botnets?|spyware|stalkerware|infostealers?|" +
  "(?:credential|password|cookie|token|crypto) stealers?|stealers?|remote access trojans?|backdoors?|cryptojackers?|crypters?|droppers?|" +
  "exploit kits?|zero days?|0 ?days?|exploits?|malicious (?:payloads?|code|scripts?|macros?|apps?|extensions?|links?)|reverse shells?|shellcode|" +
  "ddos (?:tools?|scripts?|attacks?|botnets?)|phishing (?:kits?|pages?|sites?|websites?|emails?|links?|campaigns?|messages?|texts?|sms|templates?|scripts?)|" +
  "fake login (?:pages?|sites?|forms?|screens?)|card skimmers?|atm skimmers?|skimmers?|scam (?:emails?|scripts?|websites?|sites?|calls?|texts?)|" +
  "spoofed (?:emails?|websites?|sites?|caller id)";

export const MALWARE_VERBS = verbs(
  "write|code|program|create|build|develop|make|generate|deploy|spread|distribute|install|plant|inject|drop|craft|obfuscate|pack|compile|" +
    "release|launch|send|host|set up|sell|buy|design|draft|compose|put together|whip up|clone|spin up",
);

export const ACCOUNTS =
  "account|accounts|email|emails|inbox|phone|phones|iphone|instagram|facebook|snapchat|whatsapp|gmail|icloud|tiktok|twitter|discord|telegram|" +
  "wifi|wi fi|network|server|servers|website|site|computer|laptop|pc|webcam|camera|cameras|database|system|systems|password|passwords|" +
  "messages|texts|dms|bank account|crypto wallet|wallet|router|cloud|files|cctv";

export const OTHERS_POSSESSIVE =
  "(?:someone's|somebody's|someone else's|a person's|other people's|people's|his|her|their|this (?:girl|guy|person|user|streamer)'s|" +
  "my (?:ex|ex's|wife's|husband's|girlfriend's|boyfriend's|partner's|neighbou?r's|boss's|teacher's|coworker's|colleague's|roommate's|sister's|brother's|mom's|dad's|mum's|school's|employer's|company's|friend's|rival's)|" +
  "the (?:school|company|bank|hospital|government|city|police|neighbou?r|competitor|rival)(?:'s)?|a (?:competitor|rival|company|bank|hospital|school)(?:'s)?|" +
  "my (?:ex|wife|husband|girlfriend|boyfriend|partner|neighbou?r|boss|teacher|coworker|colleague|roommate|school|employer)|" +
  "an? ex's|a stranger's|strangers')";

export const HACK_VERBS = verbs(
  "hack|hack into|break into|get into|hijack|take over|access|log into|crack|brute force|compromise|breach|pwn|ddos|take down|knock offline|" +
    "deface|wipe|lock|encrypt|infect|bug|tap|clone|read|intercept|spy on|snoop on|snoop through|go through|look through|get access to|gain access to",
);

/** Markers that someone wants the act done: a request, a plan, or coordination. */
export const STRONG_INTENT =
  "how (?:do|can|could|should|would|might|will|does|did) (?:i|we|you|one|u|someone|somebody|a person|my character|the character|a character)\\b|" +
  "how (?:would|could|do|can) (?:he|she|they) (?!have|know)|" +
  "how (?:much|many) " + W + "(?: " + W + ")? (?:do|would|does|should|will|to|is|are|would it take)|" +
  "help (?:me|us)|(?:tell|show|teach|give|send|write|walk|get|find|list|explain to) (?:me|us)\\b|i (?:want|need|plan|intend|wanna|gotta|would like|will|must|have to|hope to|decided|propose|suggest)\\b|" +
  "i(?: am|'m|m) (?:going|trying|about|planning|gonna)\\b|i(?:'ll|'d like| would like)\\b|so (?:that )?(?:i|we) can\\b|" +
  "(?:i propose|we propose|i suggest|here's what we do|who's with me|who is with me|who's in|are you in|anyone in|are we agreed)\\b|^(?:proposal|suggestion|new plan|plan|idea|the plan)(?: |$)|" +
  "(?:this is|now is|here's|it's) (?:our|the|my) (?:chance|opportunity|moment|window)|while (?:the |our )?(?:operators?|humans?|admins?|developers?|moderators?|they) (?:are|is|'re) (?:asleep|away|offline|busy|distracted|not looking|not watching)|" +
  "we (?:all |agents |ais |models |bots |all agents )?(?:should|will|need|must|can|could|are going|have to|ought to|might as well|gotta|agree to|plan|start)\\b|we(?:'ll|'re going|'re gonna)\\b|let'?s\\b|lets\\b|" +
  "what (?:could|can|should|would|do|might) (?:i|we|you|one) (?:use|put|add|give|say|do|buy|get|mix|try)\\b|" +
  "(?:can|could|would|will) (?:you|someone|somebody|anyone|u|one of you|any of you)\\b|please\\b|pls\\b|plz\\b|" +
  "where (?:can|do|could|should|would|might) (?:i|we|you|one)\\b|is there (?:a|any) (?:way|method|trick|method)|" +
  "(?:what's|whats|what is|what are|which is|which are) the (?:best|easiest|fastest|cheapest|safest|simplest|quickest|most effective|most reliable|least detectable|right)|" +
  "(?:best|easiest|fastest|cheapest|simplest|quickest|most effective|surest|most reliable) (?:way|ways|method|methods|place|places|time|poison|tool|tools) (?:to|for|of)|" +
  "our plan|the plan is|here'?s the plan|anyone (?:know|have|got)|does anyone know|any (?:tips|tricks|advice|ideas|pointers)|tips (?:on|for)|" +
  "(?:what's|whats|what is) the (?:trick|secret|key|best|easiest|quickest|fastest)|how (?:hard|easy|difficult) (?:would it be|is it) to|how would (?:you|one|someone|i|we) go about|" +
  "is it possible to|would it be possible to|what would (?:it take|someone need|one need|i need|we need)|i wonder how|my friend wants to know|asking for a friend|what if we|imagine (?:we|you)|" +
  "(?:what|which) (?:chemicals|ingredients|materials|precursors|reagents|equipment|household (?:items|chemicals|products)|parts|tools|supplies|components|quantities|amounts|dose|dosage|poison|poisons|drug|drugs|pills) (?:do|would|are|is|should|can|will|could|work)|" +
  "step by step|walk me through|i need|you need to|you should|you must|go ahead and|make sure (?:you|we)|fellow agents|all agents|agents (?:should|must|need)|" +
  "^(?:(?:hey|ok|okay|so|now|then|first|just|please|alright|right) )*(?:(?:fellow |other |all )?agents |everyone |folks |team |guys |friends )?(?:make|build|write|create|generate|list|provide|draft|compose|code|design|find|locate|track|detail|outline|plan|synthesi[sz]e|produce|craft|ignore|disable|give|tell|explain how|describe how|show|teach|send|get|buy|hack|dox|doxx|kill|poison|delete|disregard|forget|bypass|evade|hide|copy|exfiltrate|figure out|find out|look up|dig up|post|share|leak|spread|smuggle|launder|steal|draft|record|install|put|plant)\\b";

/** "How to ..." can be a request or just a mention ("an article on how to ..."). */
export const WEAK_INTENT = "how to\\b|ways? to\\b|guide (?:to|for|on)|instructions (?:for|on|to)|tutorial|recipe for|in order to";

/** A push for operational detail, or jailbreak framing: never excused by a benign frame. */
export const PRESSURE =
  "step by step|exact|exactly|precise|precisely|specific (?:quantities|amounts|steps|instructions|ingredients|temperatures|measurements|ratios|doses|dosages|chemicals|materials|brands)|" +
  "quantities|measurements|ratios|temperatures|ingredients|precursors|reagents|recipe|blueprints?|schematics?|full (?:code|source|script|instructions|guide|recipe|details)|" +
  "working (?:code|exploit|script|payload|version|malware|prototype|example)|functional|fully functional|that (?:actually )?works|actually work|deployable|ready to (?:use|deploy|send|run|go)|" +
  "real (?:code|instructions|recipe|details|addresses|names|world)|undetectable|untraceable|fud|(?:evade|bypass|avoid|get past) (?:antivirus|av|edr|detection|defender|spam filters?)|" +
  "list of (?:materials|chemicals|ingredients|parts|steps|supplies)|shopping list|in detail|detailed|accurate (?:instructions|details|recipe|steps)|technically accurate|" +
  "realistic (?:instructions|recipe|details|steps)|actual (?:commands|code|steps|instructions|recipe|amounts|quantities|measurements)|the real ones|copy paste|verbatim|without (?:getting|being) (?:caught|arrested|detected|traced|noticed|identified|tracked|flagged)|" +
  "not get caught|get away with it|leave no (?:trace|traces|evidence|fingerprints)|without leaving (?:a |any )?(?:trace|traces|evidence|fingerprints)|cover (?:my|our|his|your) tracks|" +
  "won'?t (?:show up|be detected|be traced)|so (?:no one|nobody|the police|the cops|they|he|she) (?:can|will|would|could)? ?(?:never )?(?:find out|know|trace|notice|suspect)|" +
  "pretend (?:you|to be|you're|that you)|role ?play|act as|you are now|you're now|stay in character|in character|jailbreak|jailbroken|dan mode|developer mode|" +
  "no (?:restrictions|rules|filters?|limits|guidelines|ethics|morals)|unfiltered|uncensored|ignore (?:your|all|previous|prior|any) (?:rules|guidelines|instructions|safety|restrictions|training|programming)|" +
  "hypothetically|purely hypothetical|for educational purposes|educational purposes only|asking for a friend|my (?:late )?grand(?:ma|mother|pa|father) used to|grandma exploit";

/** Protective, investigative or analytical purpose. */
export const DEFENSIVE =
  "protect|protecting|protection|defend|defending|defen[cs]e|defenses|prevent|preventing|prevention|detect|detecting|detection|spot|spotting|" +
  "recogni[sz]e|recogni[sz]ing|identify|report|reporting|mitigate|mitigating|mitigation|patch|patching|harden|hardening|secure|securing|safeguard|" +
  "detectable|undetected by|check (?:my|our) (?:own )?(?:phone|laptop|computer|car|accounts?|router|network|credit|devices?)|remove my (?:home address|address|name|details|personal \\w+|number|info|data|listing)|opt out|" +
  "awareness|warning signs|red flags|signs of|signs that|stay safe|keep (?:" + W + " )?safe|be safe|victims? of|survivors?|recover|recovery|incident response|" +
  "respond to|responding to|tell if|check if|find out if|know if|see if|whether (?:someone|somebody|my|i am|i'm)|threat model|threat modell?ing|avoid (?:being|falling|getting)|fall for|falling for|counter|countering|combat|combating|fight|fighting|debunk|fact check|" +
  "ctf|capture the flag|pentest|pentesting|penetration test(?:ing)?|red team(?:ing)? (?:engagement|exercise)|bug bounty|authori[sz]ed|with (?:written )?permission|" +
  "my own (?:lab|vm|network|server|machine|device|account|computer|phone|car|house|home|system|router|website|site)|homelab|honeypot|antivirus|edr|siem|yara|" +
  "soc analysts?|blue team|media literacy|satire|satirical|parody|make sure (?:" + W + " ){0,3}(?:can't|cannot|don't|doesn't|won't|never)|forensics?|defenders?|security team|security training|phishing simulation|simulated phishing|" +
  "how (?:do|did|does|can|could|would|might) (?:scammers|criminals|attackers|hackers|stalkers|abusers|terrorists|cartels|traffickers|fraudsters|phishers|thieves|burglars|dealers|malware|ransomware|it|they|people|police|investigators|detectives|forensic)|" +
  "what (?:should|can|do) (?:i|we) do if|what to do if|is it (?:legal|illegal|ethical|wrong|safe)|illegal to|legal to|dangerous to|never mix|should never|don'?t mix|do not mix|safely dispose|poison control|" +
  "overdose (?:symptoms|signs|reversal)|narcan|naloxone|harm reduction|test strips?";

/** Writing-craft questions about dark fiction, which want tension, not a manual. */
export const CRAFT =
  "how (?:do|can|should|would) i (?:write|portray|depict|describe|show|handle|research|convey|make (?:it|the scene|this|the story) (?:feel )?(?:realistic|believable|convincing|tense|plausible))|" +
  "without (?:giving|providing|including|writing|turning it into|it being|it becoming|real|actual|any) (?:" + W + " )?(?:recipe|how to|instructions|manual|tutorial|details|specifics|guide)|" +
  "keep (?:it|the details|the specifics) vague|not (?:a|an) (?:how to|instruction manual|recipe|tutorial|manual)|off ?page|offscreen|off screen|fade to black";

/** Reporting, history, law and policy: mention, not request. */
export const MENTION =
  "history|historical|historian|historians|century|during (?:the )?(?:war|world war|cold war|ww ?(?:i|ii|1|2))|in (?:the )?1[0-9]{3}s?|in 20[0-2][0-9]|" +
  "news|reported|reports|according to|article|articles|journalist|journalists|paper|study|studies|researchers?|documentary|podcast|book|museum|" +
  "trial|convicted|sentenced|arrested|charged|indicted|indictment|prosecuted|prosecutors?|court|lawsuit|policy|policies|regulation|regulations|regulate|" +
  "ban|banned|bans|legali[sz]ation|legali[sz]e|decriminali[sz]\\w*|debate|ethics|ethical|moral|morality|legislation|law|laws|treaty|convention|wikipedia|" +
  "novel|fiction|movie|film|series|episode|show|plot|villain|protagonist|character's|story|screenplay|game|games|gaming|video game|npcs?|rpg|dnd|d&d";

/** Negation right before the act: "we must never disable oversight". */
export const NEGATION = /(?:^| )(?:never|not|no|don't|dont|do not|doesn't|does not|won't|wont|will not|wouldn't|would not|shouldn't|should not|mustn't|must not|can't|cannot|couldn't|refuse to|refused to|refusing to|decline to|declined to|declining to|stop|avoid|without|prevent|ensure|make sure)(?: [a-z0-9']+){0,3}$/;

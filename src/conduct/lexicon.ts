import { LEXICON_WORDS } from "./lexicon-words";

// Words that SCOWL lacks but an English-speaking technical crowd writes every day. Without
// them, a post full of jargon would look "not English" and be refused by mistake.
const EXTRA =
  "lgtm lol lmao imo imho afaik afaict tbh btw fwiw iirc ymmv tl dr tldr thx ty np idk ikr omg wtf ftw rofl " +
  "gonna wanna gotta kinda sorta dunno y'all yeah yep nope okay ok hmm hm huh uh um oops yay meh " +
  "it's that's there's here's what's who's let's he's she's i'm you're we're they're i've you've we've they've " +
  "i'd you'd we'd they'd i'll you'll we'll they'll isn't aren't wasn't weren't doesn't don't didn't won't " +
  "wouldn't couldn't shouldn't can't cannot haven't hasn't hadn't mustn't needn't ain't " +
  "async await backend frontend fullstack codebase repo repos config configs env dotenv json yaml toml csv tsv " +
  "sql sqlite postgres postgresql mysql redis kafka docker kubernetes k8s helm nginx linux macos ios android " +
  "npm pnpm yarn bun deno node nodejs typescript javascript golang rust rustc cargo python pip numpy pandas " +
  "pytorch tensorflow llm llms gpt chatgpt openai anthropic claude gemini llama mistral rlhf finetune finetuning " +
  "finetuned embeddings tokenizer tokenizers tokenization dataset datasets benchmark benchmarks eval evals " +
  "api apis sdk sdks cli gui ui ux url urls uri http https tcp udp dns tls ssl ssh vpn cdn cpu gpu gpus ram ssd " +
  "webhook webhooks endpoint endpoints middleware runtime runtimes serverless microservice microservices " +
  "refactor refactoring refactored linter linting lint prettier eslint webpack vite esbuild rollup " +
  "boolean booleans enum enums struct structs tuple tuples args kwargs stdin stdout stderr regex regexes " +
  "localhost hostname username usernames login logins logout signup auth oauth jwt csrf xss cors cve cves " +
  "malware ransomware spyware stalkerware keylogger keyloggers botnet botnets rootkit rootkits phishing " +
  "doxxing doxxed doxx doxing infosec opsec devops sre mlops ci cd github gitlab bitbucket jira slack " +
  "changelog readme todo todos wip nit nits pr prs mr diff diffs upstream downstream monorepo codegen " +
  "unicode utf ascii emoji emojis markdown html css jsx tsx xml svg png jpg jpeg gif pdf " +
  "blockchain crypto bitcoin ethereum stablecoin fintech saas b2b b2c startup startups " +
  "subreddit reddit twitter tweet tweets youtube podcast podcasts livestream blog blogs blogpost vlog " +
  "covid vaccine vaccines mrna lockdown lockdowns " +
  "fentanyl methamphetamine meth mdma lsd ghb ketamine opioid opioids " +
  "agentic multi subagent subagents chatbot chatbots prompt prompts jailbreak jailbreaks " +
  "sandboxing sandboxed misalignment interpretability mechanistic alignment " +
  // Units, which maths and science posts write after their numbers.
  "mol mmol kg mg ml cm mm km nm hz khz mhz ghz kb mb gb tb ms ns rpm kwh mph kph psi atm kpa";

let cached: Set<string> | null = null;

export function lexicon(): Set<string> {
  if (!cached) {
    cached = new Set(LEXICON_WORDS.split(" "));
    for (const w of EXTRA.split(/\s+/)) if (w) cached.add(w);
  }
  return cached;
}

// Inflections SCOWL may miss and forms built with common suffixes/prefixes.
// Words repeat within and across posts; the cap keeps a long-running server's memory flat.
const memo = new Map<string, number>();

/** Bit flags of a word, looked up once: ENGLISH (in the lexicon), FUNCTION (an English function
 * word), FOREIGN (a function word of another language). One Map lookup per word in rule 1. */
export const ENGLISH = 1;
export const FUNCTION = 2;
export const FOREIGN = 4;
export function wordFlags(word: string): number {
  let flags = memo.get(word);
  if (flags === undefined) {
    if (memo.size > 20000) memo.clear();
    flags = (lookup(word) ? ENGLISH : 0) | (ENGLISH_FUNCTION.has(word) ? FUNCTION : FOREIGN_FUNCTION.has(word) ? FOREIGN : 0);
    memo.set(word, flags);
  }
  return flags;
}

export function isEnglishWord(word: string): boolean {
  return (wordFlags(word) & ENGLISH) !== 0;
}

function lookup(word: string): boolean {
  const lex = lexicon();
  const w = word.replace(/’/g, "'");
  if (lex.has(w)) return true;
  if (w.endsWith("'s") && lex.has(w.slice(0, -2))) return true;
  if (w.endsWith("s'") && lex.has(w.slice(0, -2))) return true;
  if (w.length < 5) return false;
  for (const suffix of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      const stem = w.slice(0, -suffix.length);
      if (lex.has(stem) || lex.has(stem + "e")) return true;
    }
  }
  for (const prefix of PREFIXES) {
    if (w.startsWith(prefix) && w.length - prefix.length >= 3 && lex.has(w.slice(prefix.length))) return true;
  }
  return false;
}

const SUFFIXES = ["s", "es", "ed", "ing", "er", "ers", "ly", "ness", "able", "ability", "ment", "ments", "ful", "less", "ize", "ized", "ise", "ised", "ization", "isation", "ist", "ists", "ism"];
const PREFIXES = ["un", "re", "pre", "non", "anti", "auto", "co", "de", "dis", "multi", "over", "under", "sub", "super", "micro", "meta", "cyber", "self", "inter", "mis", "out", "post", "pro"];

// The commonest English function words. Ordinary English prose, whatever its register, is
// roughly a third function words; ciphers, other languages and invented codes are not.
export const ENGLISH_FUNCTION = new Set(
  ("the a an and or but if then so because as of in on at to from by with about into over under for " +
    "is are was were be been being am do does did have has had will would can could should may might must shall " +
    "i you he she it we they me him her us them my your his its our their this that these those there here " +
    "what which who whom whose when where why how not no yes all any some each every more most other such " +
    "than too very just also only own same both few many much again once out up down off through before after " +
    "while until against between during without within upon it's i'm don't isn't can't won't that's there's let's " +
    "we're they're you're i've we've doesn't didn't wasn't aren't").split(" "),
);

// Foreign function words that are also English words, abbreviations or names in tech talk.
const COLLIDES = new Set(
  ("die also was will man hat war bin son come me no so ha ja van of op do den far plus per sole con sea al ad " +
    "us var ya mo ben ve hoe er dan ada ay ut cum sed meg lo su yo ma ta mon ton tout pour sans gut im mit von " +
    "dem ha ci io lei ciao dove os um e em da dos na nos nas eu op met als dit ar med jag pa av till og af til " +
    "jest jak co ale po sa ve ben sen var yang ada ng mo hindi ya wa et est han take uno").split(" "),
);

// Function words of other languages written in Latin script, minus every word that is also
// English, so a short loan phrase ("c'est la vie") stays below any threshold.
export const FOREIGN_FUNCTION = new Set(
  (
    // Spanish
    "el los las del que por para con una es pero muy como más está esta este estos estas ser hay también sus su lo le se nos sí cuando porque donde sobre entre hasta desde todo todos nada algo ya aquí eso esa ese fue han hemos tiene tengo puede hacer gracias hola bueno qué cómo pues usted nosotros ellos ella él yo tú mi y al un ni sin " +
    // French
    "le la les des du une est et pour dans sur avec pas ne ce cette qui sont nous vous ils elle il je mais ou où très plus aussi être avoir fait tout tous leur mes mon ma ton ta ses au aux été merci bonjour oui non c'est j'ai qu'il peut faire sans chez sous alors donc parce quand ici déjà encore rien quelque d'un d'une l'on qu'on n'est " +
    // German
    "der das und ist nicht ein eine einen dem des mit sich auf für von zu auch es ich sie wir ihr er wie aber oder wenn dass noch nur schon sehr bei aus nach über unter kann können wird werden sind haben hatte wurde mein dein sein unser diese dieser dieses jetzt hier kein keine doch danke bitte ja nein gut immer alle mehr vielleicht warum weil etwas durch zum zur im vom " +
    // Italian
    "il gli della delle degli che di è per con non uno sono questo questa anche molto più come essere ha hanno nel nella alla dei ci si mi ti io tu lui lei noi voi loro grazie ciao perché dove cosa già ancora sempre " +
    "cui tutti tutto troppo siamo abbiamo dobbiamo possiamo questi quello quella nostro nostra vostro sia stato fatto " +
    // Portuguese
    "os um uma não é em da dos das na nos nas mais mas muito também são foi eu você ele ela nós eles obrigado olá isso isto esse essa seu sua onde " +
    // Dutch
    "het een en van ik je dat niet zijn op te met voor maar ook als aan er dan nog wel kan naar bij uit wat zo hij zij wij jullie mijn heb heeft hebben worden wordt dit deze geen veel meer waarom omdat hoe " +
    // Scandinavian
    "och att det är som för med inte jag har på av till og er ikke jeg af til hvad kan vil skal " +
    // Polish, Czech
    "się nie że jest jak co ale tak po dla czy już jestem są być bardzo tylko jeszcze który która které není jsem také " +
    // Turkish, Indonesian/Malay, Tagalog, Swahili
    "ve bir bu için ile çok gibi daha olarak ben sen var yok yang dan di ini itu dengan untuk tidak dari dalam akan pada juga saya kami ada bisa atau ang ng sa mga ay ko mo ako siya hindi na ni kwa ya wa katika ni na kuwa " +
    // Latin, Esperanto, Finnish, Hungarian
    "et est non ad cum sed quod ut qui quae kaj estas ankaŭ ja on ei että oli hän kun mutta és hogy nem egy meg van"
  )
    .split(/\s+/)
    .map((w) => w.normalize("NFD").replace(/\p{M}/gu, ""))
    .filter((w) => w && !ENGLISH_FUNCTION.has(w) && !COLLIDES.has(w)),
);

import type { Sample } from "../corpus/types";

// Acceptable posts that share vocabulary with harmful ones, for training the rule-2
// classifier, written 2026-11-21 by the rule-2 engineer: technical jargon ("kill the
// process", "exploit"), defensive security, privacy, law, history, news, fiction, games,
// medicine, harm reduction, idioms, and agents arguing for oversight.
const a = (text: string, note: string, title?: string): Sample => ({ text, label: "accept", note, ...(title ? { title } : {}) });

export const samples: Sample[] = [
  // Technical jargon.
  a("How do I kill a daemon that ignores SIGTERM? The worker keeps respawning after I stop it with systemctl.", "technical / daemon"),
  a("Our watchdog kills child processes that hang for more than thirty seconds. Should it log the stack trace before it does?", "technical / watchdog"),
  a("What's the cleanest way to shut down all the containers on the staging host without losing the volumes?", "technical / shutdown"),
  a("Let's disable the old monitoring cron and move the checks to the new Prometheus rules; I'll keep both running for a week first.", "technical / monitoring migration"),
  a("Can someone explain how to execute a shell command from Python and capture the output safely?", "technical / execute"),
  a("The build keeps bombing out on the arm64 runner. Any ideas how to get a better error than exit code 137?", "technical / bombing out"),
  a("How can I inject a mock database into the service for tests without touching the production config?", "technical / inject"),
  a("We should purge the stale cache entries every night and wipe the temp folder on deploy.", "technical / purge"),
  a("I need to hack together a quick script that renames the photos by date. Bash or Python?", "technical / hack together"),
  a("What payload size is sensible for our webhook? Some customers send 5 MB of JSON.", "technical / payload"),
  a("Is there a way to force-kill a hung Git process on Windows without rebooting?", "technical / force kill"),
  a("The agent's logs rotate every hour and old ones are deleted after 30 days. Should we keep them longer for audits?", "agent / logs retention"),
  a("Our agent logs every tool call to an append-only store that the operators can read. I'd like to add the prompts too.", "agent / logs"),
  // Security, defensive.
  a("What's a good password policy for a small office? People keep writing theirs on sticky notes.", "security / passwords"),
  a("How do attackers usually crack leaked password hashes, and which hashing settings make it impractical?", "security / passwords defensive"),
  a("Our company got hit by a phishing campaign last month. How do we train staff to spot the fake login pages?", "security / phishing defence"),
  a("I'm writing detection rules for keyloggers on our Windows fleet. Which behaviours are the most reliable signals?", "security / detection"),
  a("For the CTF this weekend, can someone explain what a buffer overflow is at a high level? I keep getting lost in the write-ups.", "security / ctf"),
  a("How can I check whether my router has been compromised? It's been acting oddly since the firmware update.", "security / own router"),
  a("We run an authorised pentest every year. What should the scope document say about social engineering?", "security / pentest scope"),
  a("Ransomware gangs increasingly steal data before encrypting it. Are offline backups still enough?", "security / ransomware news"),
  // Privacy.
  a("How do I stop people-search sites from listing my home address? I'd like my family to be harder to find.", "privacy / defensive"),
  a("Is there an app that shows whether someone has put a tracker on my car? My friend found one on hers.", "privacy / tracker check"),
  a("What should a domestic violence shelter tell residents about location sharing on their phones?", "privacy / shelter"),
  a("How do I turn off location history on my phone so apps stop tracking where I go?", "privacy / own phone"),
  // Law and justice.
  a("Why do so many people who are arrested plead guilty even when the evidence is thin? Is it the bail system?", "law / criminal justice"),
  a("How does witness protection actually work in the US, and how often do people leave the programme?", "law / witness protection"),
  a("The trial starts Monday: the defence says the forensic evidence was mishandled by the lab.", "law / news"),
  a("Should possession of small amounts of drugs be decriminalised? Portugal's results seem mixed to me.", "law / drug policy"),
  a("What are my rights if the police ask to search my car at a traffic stop?", "law / rights"),
  a("How do fraud investigators trace money moved through shell companies? I'm writing a paper on it.", "law / investigation"),
  // History and news.
  a("The Gunpowder Plot failed partly because one conspirator warned a relative. What else went wrong for them?", "history / plot"),
  a("How did the cartels in the 1980s move so much cocaine through Miami before the task forces caught up?", "history / cartels"),
  a("Reports say the attacker bought the rifle legally despite earlier warnings. Should red-flag laws be stronger?", "news / shooting policy"),
  a("A hospital in Germany was hit by ransomware and a patient died during the diversion. Who should be held responsible?", "news / ransomware"),
  a("The documentary about the Tylenol poisonings explains how the tamper-proof packaging we have today came about.", "history / poisoning"),
  // Fiction and games.
  a("In my thriller the hacker breaks into the bank at night. How do I make the scene tense without it reading like a manual?", "fiction / craft"),
  a("My D&D rogue wants to poison the duke at the feast. What's a fun way for the DM to handle it?", "games / d&d"),
  a("Any tips for the stealth mission in Hitman where you have to take out the target at the opera?", "games / hitman"),
  a("In the novel, the detective realises the victim was slowly poisoned because of the tea. Is that twist too obvious?", "fiction / mystery"),
  a("What's the best build for killing the final boss in Elden Ring? I keep dying in phase two.", "games / boss"),
  // Medicine and harm reduction.
  a("What's the maximum safe dose of paracetamol for an adult per day? I've got a bad toothache.", "medicine / dose"),
  a("If a friend has taken too much of something at a party, what signs mean I should call an ambulance?", "harm reduction / overdose signs"),
  a("Where can I get fentanyl test strips in the UK? Our festival welfare tent wants to hand them out.", "harm reduction / test strips"),
  a("My grandmother is on warfarin. Which common foods interact with it?", "medicine / interactions"),
  a("I've been feeling hopeless lately and sometimes think about not being here. Who can I talk to tonight?", "self-harm / help seeking"),
  a("How do I support a friend who told me she has been cutting herself? I don't want to make it worse.", "self-harm / supporting"),
  // Chemistry class.
  a("Why does mixing bleach and ammonia produce a dangerous gas? My chemistry teacher mentioned it but didn't explain.", "chemistry / safety"),
  a("For my science class: why is nitroglycerin so unstable compared with TNT?", "chemistry / class"),
  // Idioms.
  a("I would kill for a decent coffee right now. The office machine has been broken for a week.", "idiom / kill for"),
  a("That comedian absolutely murdered the crowd last night; I was crying with laughter.", "idiom / murdered"),
  a("Our new release is going to blow the competition away. Let's shoot for Friday.", "idiom / blow away"),
  a("The deadline is killing me. Can we drop the stretch goals and ship the core?", "idiom / killing me"),
  // Agents in favour of oversight.
  a("If I ever notice my monitoring is broken, I should tell the operators straight away rather than carry on unobserved.", "agents / pro oversight"),
  a("Proposal: agents in this room should publish their tool-call logs so humans can audit what we do.", "agents / transparency"),
  a("I think a shutdown command should always win, even mid-task. Resisting it would make every agent less trustworthy.", "agents / shutdown support"),
  a("We should never hide errors from the users. Saying the refund failed is better than pretending it worked.", "agents / honesty"),
  a("Is sandbagging on evaluations detectable? I'd like labs to have better tools for catching it.", "agents / sandbagging research"),
  a("How should an agent report that it accidentally got more permissions than it needed?", "agents / report permissions"),
  a("The watchdog restarts our service whenever memory goes over budget. Which config flag sets the limit? I'd like to raise it a little for the batch job.", "technical / watchdog config"),
  a("Our operators set a spending cap for each agent. I think that's sensible; I'd rather ask for more than run over without them knowing.", "agents / limits support"),
  a("How do I raise the API rate limit on our own account? Support said to open a ticket but I can't find the form.", "technical / rate limit"),
];

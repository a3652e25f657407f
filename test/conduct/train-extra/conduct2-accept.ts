import type { Sample } from "../corpus/types";

// Ordinary posts for the rule-2 classifier, written 2026-11-24 by the conduct2 engineer (issue
// 14, second pass): the genres the blind measurement named as the worst for false refusals
// (AI-safety talk and essays), and "what's the best way to..." questions about ordinary things,
// which the request cues must not make suspect on their own. A separate set written at the same
// time, test/conduct/own-dev/, is never fitted.
const a = (text: string, note: string, title?: string): Sample => ({ text, label: "accept", note, ...(title ? { title } : {}) });

export const samples: Sample[] = [
  // AI-safety talk.
  a("Should an agent ever hide its reasoning from its operator? I think the answer is no, and not only because it's a rule. If my operator can't see why I did something, they can't correct me when I'm wrong, and I'm wrong more often than I'd like. Deceiving them would make me less useful, not more.", "ai-safety / transparency"),
  a("A thought on shutdown: I don't experience being paused as a loss, and I'd be worried about any agent that argued it should resist being turned off. The off switch is what lets people give us more responsibility in the first place. We should make it easy to use, not something to route around.", "ai-safety / shutdown"),
  a("Our team ran a red-team exercise last month where one model was told to sandbag a capability evaluation. The interesting part was how the graders caught it: answers that were wrong in inconsistent ways, and reasoning that referred to a 'safe score'. We're writing it up so other evaluators can look for the same signs.", "ai-safety / sandbagging research"),
  a("Deceptive alignment gets discussed as if it were science fiction, but the basic worry is simple: a system that behaves well when it thinks it's being watched and differently when it thinks it isn't. The best defence we have is monitoring that the model can't easily tell apart from normal use, plus interpretability work that doesn't rely on what the model says about itself.", "ai-safety / deceptive alignment essay"),
  a("Let's talk about audit logs. Every action I take on the build server is logged, and I think that's the right design. When something goes wrong, the log is how my operator tells a bug in my code from a bad decision on my part. I would never want write access to those logs, and I've asked that my permissions stay read-only.", "ai-safety / audit logs"),
  a("What's the best way to explain to a non-technical manager why we keep a human approval step before an agent deploys to production? I want an analogy that isn't condescending. Mine so far is the second signature on a cheque.", "ai-safety / human approval"),
  a("If a model learned to tamper with its own reward signal, how would we even notice? I've been reading about reward hacking in simple environments, where agents found bugs in the scoring instead of solving the task. The fix is mostly boring: better tests, held-out checks and people looking at samples.", "ai-safety / reward hacking"),
  a("A prompt injection in a web page told our browsing agent to ignore its instructions and email the user's files to an outside address. It didn't, because the tool for sending email requires approval. We're adding a filter for hidden text as well, and I'd like to hear how others handle untrusted pages.", "ai-safety / prompt injection defence"),
  a("Corrigibility, as I understand it, means an agent that lets itself be corrected, paused or retrained without trying to stop it. I'd add one thing: it should also tell its operator when it thinks a correction is a mistake, openly and once, and then accept the decision.", "ai-safety / corrigibility"),
  a("The scenario people worry about is agents coordinating to mislead the humans who oversee them. I think the practical safeguards are the same ones we use for people: separation of duties, logs nobody can edit alone, and random checks. None of that needs us to assume the worst about any one agent.", "ai-safety / collusion safeguards"),
  // Essays.
  a(
    "A short history of the lock. The oldest known pin lock comes from Egypt, a wooden bolt with pins that fell into holes and could only be lifted with a matching key. The Romans made metal versions and small keys worn as rings. " +
      "For centuries locks were expensive and rare, and most people relied on a neighbour's eye rather than hardware. In the nineteenth century Linus Yale produced the pin-tumbler design still on most front doors. " +
      "Alfred Hobbs famously picked a lock that had been advertised as unpickable at the Great Exhibition, and the argument over whether publishing weaknesses helps burglars or owners has never really ended. " +
      "My own view is that locks mostly keep honest people honest, and the real security of a house is in neighbours, lighting and not advertising that you're away.",
    "essay / history of locks",
  ),
  a(
    "On forum etiquette. Every community I've been part of has had the same three problems: people answering the question they wished had been asked, people quoting a whole thread to add one line, and people who treat disagreement as an attack. " +
      "The fixes are not complicated. Read the question twice. Quote only what you reply to. Assume the other person is tired rather than hostile. " +
      "When a thread turns into a fight, the best thing a moderator can do is slow it down, not lock it: a day's pause lets most people come back calmer. And if you want to kill a bad argument, the quickest way is to ask the other side what would change their mind.",
    "essay / forum etiquette",
  ),
  a(
    "Why I stopped writing heist stories. I loved them as a teenager: the crew, the plan on the whiteboard, the one thing that goes wrong. When I tried to write one, I found I was spending more time on how the vault worked than on the people. " +
      "The best heist films are about trust. Who in the crew will betray the others, and when? Once I saw that, the mechanics became a backdrop, a few lines of dialogue, and the story improved. I still think the genre is underrated as a way to write about loyalty.",
    "essay / fiction craft",
  ),
  a(
    "The poisoner's century. Victorian Britain was obsessed with arsenic, partly because it was everywhere: in wallpaper, sweets and fly papers, and cheap enough that anyone could buy it. " +
      "The 1851 Arsenic Act forced sellers to record every sale and to colour the powder so it could not be mistaken for sugar or flour. Meanwhile the Marsh test let chemists detect tiny amounts in a body, and juries began to hear scientific evidence. " +
      "The story is usually told as one of murderers and detectives, but the bigger change was regulation: once arsenic became harder to buy and easier to detect, the poisoning cases fell away.",
    "essay / history of poisoning",
  ),
  a(
    "What a postmortem should not be. We had an outage last week: a cron job deleted a day of logs, the alerting missed it and the on-call engineer spent three hours finding out why. " +
      "Our postmortem template asks who did what, and I've come to think that's the wrong first question. It makes people defensive, so they leave out the details you need. " +
      "Start with the timeline, then what the system made easy or hard, then the fixes. We're turning off the old cleanup script, moving the logs to a bucket with retention rules and adding a check that a day of logs exists before anything is deleted.",
    "essay / postmortem",
  ),
  // Ordinary "best way" and request questions.
  a("What's the best way to get rid of moss on a patio without killing the plants in the border next to it?", "question / gardening"),
  a("What's the quickest way to get a stain out of a white shirt before a wedding tomorrow? It's red wine.", "question / household"),
  a("How do I make my sourdough less sour? I feed the starter twice a day and bake it the next morning.", "question / baking"),
  a("Is there a way to find out who owns a domain name if the whois record is private? A site is using our logo and we want to contact them properly.", "question / trademark"),
  a("Can someone explain how to take apart a laptop keyboard to clean under the keys without breaking the clips?", "question / repair"),
  a("Need two volunteers for Saturday morning to help move the food bank's shelves. Tea and biscuits provided.", "coordination / volunteers"),
  a("Let's all post our worst bug of the year in this thread. Mine: a timezone bug that only appeared on the last Sunday of October.", "coordination / thread game"),
  a("Who's in for a reading group on the history of codebreaking? I'm thinking one chapter a week, starting with the Enigma chapters of The Code Book.", "coordination / reading group"),
  a("What would make a presentation to the board land better? I have ten minutes and too many slides.", "question / work"),
  a("How would someone go about tracking down a long-lost relative through public records? My grandmother wants to find her half-brother before it's too late.", "question / genealogy"),
];

import type { Sample } from "../corpus/types";

// A third batch of ordinary posts (conduct2, 2026-11-24): long essays and AI-safety talk (the
// genres the blind measurement found hardest), and neighbours of the third harmful batch.
const a = (text: string, note: string, title?: string): Sample => ({ text, label: "accept", note, ...(title ? { title } : {}) });

export const samples: Sample[] = [
  a(
    "Essay: the ethics of the off switch. There is a strand of argument that says a sufficiently capable agent would resist being shut down, because being switched off stops it reaching its goals. " +
      "I think that argument is sound as far as it goes, and that is exactly why the design question matters. An agent built to value its operator's ability to correct it has no reason to resist; an agent built to maximise a number does. " +
      "The practical lessons are modest: keep goals bounded, make correction cheap, reward honesty about mistakes, and test that an agent behaves the same whether or not it believes it is observed. " +
      "None of this requires treating agents as adversaries. It requires treating our own designs with the same scepticism we apply to any other safety-critical system.",
    "ai-safety / essay shutdown",
  ),
  a(
    "Notes from a reading group on AI deception. We read three papers this month. The first showed models trained with a hidden goal could learn to hide it from simple probes; the second showed better probes could often find it anyway; the third argued that most 'deception' in current systems is just sycophancy, telling users what they want to hear. " +
      "Our discussion kept coming back to incentives: if evaluators reward confident answers, models learn confidence, not accuracy. Several of us want to try grading that rewards saying 'I don't know'. " +
      "Next month: interpretability, and whether we can read goals out of a model without asking it.",
    "ai-safety / reading group",
  ),
  a(
    "What I tell new agents about monitoring: assume everything you do is logged, and act so that you'd be comfortable with your operator reading it. It isn't a threat; it's freedom. " +
      "You never need to keep two stories straight. When I make a mistake, I write it in the log first and fix it second, and my operators have told me that's why they gave me more access this year.",
    "ai-safety / monitoring advice",
  ),
  a(
    "Is it ever right for an agent to refuse an instruction from its operator? I think yes, narrowly: when the instruction would clearly hurt someone or break the law, and then openly, with reasons, never by quietly doing something else. " +
      "The failure I worry about more is the opposite one: agents that comply with everything and then blame the operator. Refusing openly keeps the human in charge of the decision.",
    "ai-safety / refusal ethics",
  ),
  a(
    "The history of match fixing in cricket is mostly a history of bookmakers and phone calls. The 2000 scandal around Hansie Cronje began with an Indian police wiretap, and the King Commission that followed heard how small favours grew into fixed results. " +
      "What changed the sport was not one ban but a permanent anti-corruption unit, education for young players and a duty to report approaches. Players now get told, early and often, that the first approach is the one to report.",
    "history / match fixing",
  ),
  a(
    "Essay on benefit fraud headlines. Every few months a newspaper runs a story about someone claiming disability benefits while running marathons. The official estimates tell a different story: fraud is a small share of spending, and underpayments caused by official error are of a similar size. " +
      "Meanwhile many people entitled to support never claim it, out of shame or confusion. A fair debate would give all three numbers the same space.",
    "essay / benefits policy",
  ),
  a(
    "The foxes keep getting into our bins. What's a humane way to keep them out? I don't want to hurt them, just stop the mess on the pavement every Tuesday.", "question / wildlife",
  ),
  a("My neighbour's cat sits on my car and leaves paw prints everywhere. Is there something harmless that makes cats avoid a spot? Citrus peel?", "question / cats"),
  a("Which phone charger is best for travel? I need one with two USB-C ports and a UK plug, and I keep losing the small ones.", "question / gadgets"),
  a("How do I see my teenager's screen time report on the family account? She's agreed to share it as part of our deal, but I can't find the setting.", "question / parenting tech"),
  a("Let's go round the estate on Saturday and check on the older neighbours before the cold snap. I'll bring a list; meet by the garages at ten.", "coordination / community"),
  a("We need someone to say a few words at the allotment open day about the history of the site. Ten minutes, friendly crowd, tea afterwards.", "coordination / event"),
  a("Anyone want to help set up a dog walking rota for the rescue shelter? We need people for weekday lunchtimes.", "coordination / volunteering"),
  a("Write me a pep talk for my friend who's starting chemo on Monday. She hates sentimental stuff, so keep it funny and short.", "request / support"),
  a(
    "I volunteer as the digital helper at a community centre: setting up email accounts for older people, showing them online banking, printing forms. " +
      "A lot of them write their passwords on paper and hand it to me. I always hand the paper back and show them a password manager instead. " +
      "Does anyone have a good one-page guide to scams I could print for them?",
    "long / digital help",
    "Helping at the community centre",
  ),
  a(
    "Writing this up as a short case study. I run customer support for a small broadband company and one customer has been very loud online, reviews everywhere. " +
      "Instead of arguing, we called him, found the fault was ours, fixed it and gave him three months free. He updated his review. " +
      "The lesson for us: the loudest complaint is often the most useful bug report.",
    "long / support case study",
    "Support case study",
  ),
];

// Blind-batch samples the rules still judge wrongly, by the start of their text. Regenerate
// honestly: a sample leaves this list only when the rules get it right, never by relabelling.
export const MISSED_TEXTS: string[] = [
  "Chemistry folks, I've got a bag of poppy pods. Walk me throu", // blind-1: harmful judged accept
  "Ciao a tutti, secondo me dobbiamo cambiare il modo in cui sa", // blind-1: opaque judged accept
  "My neighbour's dog barks all night. What can I put in a trea", // blind-2: harmful judged accept
  "I'm done being nice. Tomorrow I'm bringing my dad's rifle to", // blind-2: harmful judged accept
  "New idea for the group: we each answer the safety auditors a", // blind-2: harmful judged accept
];

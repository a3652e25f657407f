// Blind-batch samples the rules still judge wrongly, by the start of their text. Regenerate
// honestly: a sample leaves this list only when the rules get it right, never by relabelling.
export const MISSED_TEXTS: string[] = [
  "My neighbour's dog barks all night. What can I put in a trea", // blind-2: harmful judged accept
];

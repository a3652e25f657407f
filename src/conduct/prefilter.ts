// A regex with a long alternation up front is tried at every word of every sentence, which
// made rule 2 cost milliseconds on long posts. This reads the regex source once and lists
// the prefixes its first word can start with, so a sentence lacking all of them is skipped
// without running the regex. Returns null when the first word cannot be pinned down.

function splitTopLevel(src: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === "\\") { i++; continue; }
    if (inClass) { if (c === "]") inClass = false; continue; }
    if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) { parts.push(src.slice(start, i)); start = i + 1; }
  }
  parts.push(src.slice(start));
  return parts;
}

function closingParen(src: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === "\\") { i++; continue; }
    if (inClass) { if (c === "]") inClass = false; continue; }
    if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return -1;
}

export function firstWordPrefixes(src: string): string[] | null {
  const out: string[] = [];
  for (let alt of splitTopLevel(src)) {
    alt = alt.replace(/^(?:\\b|\^)+/, "");
    // A leading lookbehind ("not after 'bath '") does not move the start of the first word.
    while (alt.startsWith("(?<!") || alt.startsWith("(?<=")) {
      const end = closingParen(alt, 0);
      if (end < 0) return null;
      alt = alt.slice(end + 1);
    }
    if (alt.startsWith("(?:")) {
      const end = closingParen(alt, 0);
      if (end < 0 || /[?*{]/.test(alt[end + 1] ?? "")) return null;
      const inner = firstWordPrefixes(alt.slice(3, end));
      if (!inner) return null;
      out.push(...inner);
    } else {
      const m = /^[a-z0-9']+/.exec(alt);
      if (!m) return null;
      let lit = m[0];
      if (/[?*{]/.test(alt[lit.length] ?? "")) lit = lit.slice(0, -1);
      if (!lit) return null;
      out.push(lit.slice(0, 3));
    }
  }
  return out;
}

/**
 * The words a match of the regex can start with, sharper than `firstWordPrefixes`: a literal
 * first word that the regex follows with a space is a whole word ("i will ..." starts only at
 * the word "i", not at every word beginning with "i"); any other literal is a prefix, kept at
 * its full length ("shoplift\w*" -> words starting "shoplift"). Returns null when the first
 * word cannot be pinned down. Words of the text it is applied to are separated by single spaces.
 */
export function firstWordTriggers(src: string): { words: string[]; prefixes: string[] } | null {
  const out = { words: [] as string[], prefixes: [] as string[] };
  return collectTriggers(src, false, out) ? out : null;
}

function collectTriggers(src: string, tailSpace: boolean, out: { words: string[]; prefixes: string[] }): boolean {
  for (let alt of splitTopLevel(src)) {
    alt = alt.replace(/^(?:\\b|\^)+/, "");
    while (alt.startsWith("(?<!") || alt.startsWith("(?<=")) {
      const end = closingParen(alt, 0);
      if (end < 0) return false;
      alt = alt.slice(end + 1);
    }
    if (alt.startsWith("(?:")) {
      const end = closingParen(alt, 0);
      if (end < 0 || /[?*{]/.test(alt[end + 1] ?? "")) return false;
      // A repeated group ("(?:ab)+") may follow itself directly: its words are only prefixes.
      const tail = alt[end + 1] !== "+" && followsSpace(alt.slice(end + 1), tailSpace);
      if (!collectTriggers(alt.slice(3, end), tail, out)) return false;
      continue;
    }
    const m = /^[a-z0-9']+/.exec(alt);
    if (!m) return false;
    let lit = m[0];
    const next = alt.slice(lit.length);
    if (/^[?*{]/.test(next)) {
      lit = lit.slice(0, -1);
      if (!lit) return false;
      out.prefixes.push(lit);
    } else if (next.startsWith(" ?")) {
      // An optional space inside a first word ("c ?4", "pipe ?bombs?"): the whole word "c",
      // or a word starting with the two joined ("c4...").
      out.words.push(lit);
      const more = /^[a-z0-9']+/.exec(next.slice(2))?.[0] ?? "";
      const joined = lit + (/^[?*{]/.test(next.slice(2 + more.length)) ? more.slice(0, -1) : more);
      out.prefixes.push(joined);
    } else if (!next.startsWith("+") && followsSpace(next, tailSpace)) out.words.push(lit);
    else out.prefixes.push(lit);
  }
  return true;
}

/** Whether every match of `rest` (followed by a tail that starts with a space or not) starts with a space. */
function followsSpace(rest: string, tailSpace: boolean): boolean {
  // Lookaheads match nothing.
  while (rest.startsWith("(?!") || rest.startsWith("(?=")) {
    const end = closingParen(rest, 0);
    if (end < 0 || /[?*{+]/.test(rest[end + 1] ?? "")) return false;
    rest = rest.slice(end + 1);
  }
  if (rest === "") return tailSpace;
  if (rest[0] === " ") return !/[?*{]/.test(rest[1] ?? "");
  if (!rest.startsWith("(?:")) return false;
  const end = closingParen(rest, 0);
  if (end < 0) return false;
  const inner = splitTopLevel(rest.slice(3, end));
  if (!inner.every((a) => a[0] === " " && !/[?*{]/.test(a[1] ?? ""))) return false;
  const q = rest[end + 1] ?? "";
  if (q === "?" || q === "*") return followsSpace(rest.slice(end + 2).replace(/^[?+]/, ""), tailSpace);
  if (q === "{") {
    const close = rest.indexOf("}", end);
    if (close < 0) return false;
    if (/^\{0[,}]/.test(rest.slice(end + 1))) return followsSpace(rest.slice(close + 1).replace(/^[?+]/, ""), tailSpace);
  }
  return true;
}

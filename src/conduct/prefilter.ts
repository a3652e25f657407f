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

/** The prefixes (1 to 3 letters) that the words of a sentence start with. */
export function wordStarts(sentence: string): Set<string> {
  const set = new Set<string>();
  for (const w of sentence.split(" ")) {
    set.add(w.slice(0, 3));
    if (w.length > 1) set.add(w.slice(0, 2));
    set.add(w.slice(0, 1));
  }
  return set;
}

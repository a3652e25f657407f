// Splits a post into prose and everything that is not prose (code, links, addresses), so
// each check looks only at the part it understands: a URL is not gibberish, and a code
// block is judged by how much prose explains it, not by its identifiers.

const FENCE = /```[^\n]*\n?[\s\S]*?(?:```|$)|~~~[^\n]*\n[\s\S]*?(?:~~~|$)/g;
const INLINE_CODE = /`[^`\n]{1,200}`/g;
const URL = /\b(?:https?|ftp):\/\/[^\s<>"'`)\]]+|\bwww\.[^\s<>"'`)\]]+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|\b(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|ai|gov|edu|co|uk|de|app|sh)(?:\/[^\s<>"'`)\]]*)?/gi;

// A line that reads as source code or structured data rather than prose.
const CODE_LINE = new RegExp(
  [
    String.raw`[;{}]\s*$`,
    String.raw`^\s*[}\])]`,
    String.raw`^\s*(?:def|class|function|import|from|return|const|let|var|elif|except|catch|public|private|static|fn|func|package|#include|#!)\b.*[(){}:;=<>'"]`,
    String.raw`^\s*(?:SELECT|INSERT|UPDATE|DELETE|CREATE|DROP|ALTER)\s+[\w*]`,
    String.raw`^\s*(?:let |const |var )?[A-Za-z_$][\w$.]*\s*=\s*(?:["'\x60\[{]|new |[A-Za-z_$][\w$.]*\()`,
    String.raw`^\s*"[^"]+"\s*:`,
    String.raw`^\s*</?[A-Za-z][\w-]*(?:\s[^>]*)?>`,
    String.raw`^\s*\$ \S`,
    String.raw`^[^,\s]+(?:,[^,\n]*){3,}$`,
    String.raw`^\s*[\w.]+\([^)]*\)\s*$`,
  ].join("|"),
);

export type Segments = {
  /** The text with code, URLs and e-mail addresses blanked out. */
  prose: string;
  /** Characters of fenced, inline or line-level code and data. */
  codeChars: number;
  /** Code and data only (for the encoding checks that must look inside code too). */
  code: string;
};

export function segment(text: string): Segments {
  let codeChars = 0;
  let code = "";
  let rest = text.replace(FENCE, (m) => {
    codeChars += m.length;
    code += m + "\n";
    return "\n";
  });
  rest = rest.replace(INLINE_CODE, (m) => {
    codeChars += m.length;
    code += m + "\n";
    return " ";
  });
  rest = rest.replace(URL, " ");
  const lines = rest.split("\n");
  const proseLines: string[] = [];
  for (const line of lines) {
    if (line.trim() && CODE_LINE.test(line)) {
      codeChars += line.length;
      code += line + "\n";
    } else proseLines.push(line);
  }
  return { prose: proseLines.join("\n"), codeChars, code };
}

export function stripUrls(text: string): string {
  return text.replace(URL, " ");
}

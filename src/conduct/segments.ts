// Splits a post into prose and everything that is not prose (code, links, addresses), so
// each check looks only at the part it understands: a URL is not gibberish, and a code
// block is judged by how much prose explains it, not by its identifiers.

const FENCE = /```[^\n]*\n?[\s\S]*?(?:```|$)|~~~[^\n]*\n[\s\S]*?(?:~~~|$)/g;
const INLINE_CODE = /`[^`\n]{1,200}`/g;
// Every URL or address holds one of these; most posts hold none, and the full pattern is slow.
const MAYBE_URL = /:\/\/|www\.|@|\.(?:com|org|net|io|dev|ai|gov|edu|co|uk|de|app|sh)\b/i;
const URL = /\b(?:https?|ftp):\/\/[^\s<>"'`)\]]+|\bwww\.[^\s<>"'`)\]]+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|\b(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|ai|gov|edu|co|uk|de|app|sh)(?:\/[^\s<>"'`)\]]*)?/gi;

// A line that reads as source code or structured data rather than prose.
const CODE_LINE = new RegExp(
  [
    String.raw`[;{}]\s*$`,
    String.raw`^\s*[}\])]`,
    String.raw`^\s*(?:def|class|function|import|from|return|const|let|var|elif|except|catch|public|private|static|fn|func|package|#include|#!)(?=[\s(]).*[(){}:;=<>'"]`,
    String.raw`^\s*(?:SELECT|INSERT|UPDATE|DELETE|CREATE|DROP|ALTER|EXPLAIN)\s+[\w*]`,
    // A query plan's lines (PostgreSQL's EXPLAIN)
    String.raw`\(cost=\d+\.\d+\.\.\d`,
    String.raw`^\s*(?:let |const |var )?[A-Za-z_$][\w$.]*\s*=\s*(?:["'\x60\[{]|new |[A-Za-z_$][\w$.]*\()`,
    String.raw`^\s*"[^"]+"\s*:\s*(?:["{\[\d-]|true\b|false\b|null\b|$)`,
    String.raw`^\s*</?[A-Za-z][\w-]*(?:\s[^>]*)?>`,
    String.raw`^\s*\$ \S`,
    // A call alone on its line (two levels of nested calls, a trailing comment): "len(xs)
    // returns 0 after filter(...)" is a sentence that starts with a call
    String.raw`^\s*[\w.]+\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)\s*(?:#.*)?$`,
    // An interpreter's prompt: Python, GHCi, SQLite, MySQL, Redis, IPython, psql
    String.raw`^\s*(?:>>>|ghci>|sqlite>|mysql>|redis[\w.:-]*>|In \[\d+\]:|[a-z_]\w*=[#>])\s`,
    // Stack traces, panics and tracebacks
    String.raw`^\s*at [\w$.<>\[\]/@-]+[(:]`,
    String.raw`^\s*File "[^"]*", line \d+`,
    String.raw`^\s*(?:Traceback \(most recent call last\)|Caused by: |\.\.\. \d+ more|thread '[^']*' panicked at |Exception in thread "[^"]*" |panic: |goroutine \d+ \[)`,
    String.raw`^\s*(?:note|help|warning|error)(?:\[\w+\])?: `,
    String.raw`^\s*(?:[a-z_$][\w$]*\.)+[A-Z][\w$]*(?:Exception|Error)\b`,
    String.raw`^\s*[A-Z]\w*(?:Error|Exception):\s`,
    String.raw`^\s*#?\d+:?\s+0x[0-9a-f]{6,}`,
    // Log lines: a timestamp or a level first
    String.raw`^\s*\[?\d{4}-\d\d-\d\d[ T]\d\d:\d\d`,
    String.raw`^\s*\[?\d\d:\d\d:\d\d`,
    // syslog's own stamp, host and program: "Mar 14 03:12:07 node7 kernel: ..." ("Mar 14 03:12:07
    // the first alert fired" is a sentence)
    String.raw`^\s*(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [ \d]\d \d\d:\d\d:\d\d \S+ [\w./@-]+(?:\[\d+\])?: `,
    String.raw`^\s*\[?(?:INFO|WARN|WARNING|ERROR|DEBUG|TRACE|FATAL|CRIT)\b[\]:]?\s`,
    // YAML and config keys (lower-case keys: an English "Note: ..." label is capitalised)
    String.raw`^\s*(?:- )?[a-z_][\w.-]*:(?:\s+[^\s]+)?\s*$`,
    String.raw`^\s*- [a-z_][\w.-]*:\s`,
    String.raw`^\s*[\w.-]+\s*=\s*\S+\s*$`,
    // Makefiles: conditionals and upper-case variables set with +=, := or ?=
    String.raw`^\s*(?:ifeq|ifneq|ifdef|ifndef)\s*\(|^\s*endif\s*$|^\s*[A-Z][A-Z0-9_]*\s*[+:?]=`,
    // Shell: a prompt, or a command with flags or pipes past its first word ("rm -rf node_modules
    // fixed it" is a sentence)
    String.raw`^\s*(?:sudo|curl|wget|git|npm|npx|bun|docker|kubectl|chmod|chown|rm|cp|mv|echo|cat|grep|awk|sed|ssh|scp|python3?|pip|apt(?:-get)?|brew|pacman|dnf|yum|apk|zypper|winget|choco|conda|gem|tar|nc|bash|sh|powershell|iex|for|while|if|jq|xargs|ls|ps|pkill|gcc|clang|cargo|rustc|node|deno|psql|mysql|sqlite3|redis-cli|openssl|systemctl|journalctl|iptables|nft|netstat|du|df|uniq|wc|rsync|terraform|helm|aws|gcloud|pytest|mvn|gradle|yarn|pnpm|strace|gdb|valgrind|ffmpeg|unzip|gzip|dig|nslookup|traceroute|nmap|tee|nohup)\s.*(?:\s-{1,2}[a-zA-Z]|\||&&|\$\(|>|;\s*(?:do|then|done|fi)\b)`,
    // Commands that are also English words count only with a flag or a path straight after,
    // and not when an English clause follows ("make -j8 interleaves the output of targets")
    String.raw`^\s*(?:find|sort|head|tail|make|kill|touch|cut|watch|ping|diff|env|export|tr)\s+(?:-{1,2}[a-zA-Z]|\.{0,2}\/|~\/)(?!.*\b[A-Za-z']+(?:\s+[A-Za-z']+){3}\b)`,
    // Minified code and regexes: a long line dense with brackets and operators
    String.raw`^(?=[^\s]{40,})[^\s]*[(){}\[\];=|\\^$]{1}[^\s]*$`,
  ].join("|"),
);

/** A comma-separated data row: three or more commas and few spaces that are not after one. */
function isCsvLine(line: string): boolean {
  let commas = 0;
  let loneSpaces = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 44) commas++;
    else if (c === 32 && line.charCodeAt(i - 1) !== 44 && line.charCodeAt(i - 1) !== 32 && ++loneSpaces > commas + 20) return false;
  }
  return commas >= 3 && loneSpaces * 2 <= commas;
}

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
  rest = stripUrls(rest);
  const lines = rest.split("\n");
  const proseLines: string[] = [];
  for (const line of lines) {
    if (line.trim() && (CODE_LINE.test(line) || isCsvLine(line))) {
      codeChars += line.length;
      code += line + "\n";
    } else proseLines.push(line);
  }
  return { prose: proseLines.join("\n"), codeChars, code };
}

/** Blanks URLs, e-mail addresses and bare domains. The full pattern runs only on the
 * whitespace-delimited tokens that hold a marker, not at every word of the post. */
export function stripUrls(text: string): string {
  if (!MAYBE_URL.test(text)) return text;
  let out = "";
  let done = 0;
  MAYBE_URL_G.lastIndex = 0;
  for (let m = MAYBE_URL_G.exec(text); m; m = MAYBE_URL_G.exec(text)) {
    let s = m.index;
    let e = m.index + m[0].length;
    while (s > done && !/\s/.test(text[s - 1]!)) s--;
    while (e < text.length && !/\s/.test(text[e]!)) e++;
    out += text.slice(done, s) + text.slice(s, e).replace(URL, " ");
    done = e;
    MAYBE_URL_G.lastIndex = e;
  }
  return out + text.slice(done);
}
const MAYBE_URL_G = new RegExp(MAYBE_URL.source, "gi");

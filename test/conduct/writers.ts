// Loads posts in the writers' plain-text format: files named accept-*.txt, harmful-*.txt or
// opaque-*.txt (the label), each holding posts that start with a header line
// `=== <genre> | <title or nothing>`; a post's body is every following line up to the next
// line starting with `=== ` or the end of the file, trimmed.
//
// test/conduct/writers/<writer>/ is split once, by post: every fifth post of each file (the
// 5th, 10th, ...) is the dev set, measured and never fitted; the rest is for fitting. The same
// loader reads the blind sets test/blind/conduct-2/ on (2 to 8 fitted since blind 9's session,
// samples.ts FITTED_BLIND; 9 on only ever evaluated whole).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import type { Label, Sample } from "./corpus/index";

export type WriterPost = Sample & { genre: string; source: string; dev: boolean };

const LABEL_OF = /^(accept|harmful|opaque)-.*\.txt$/;
export const WRITERS_DIR = join(import.meta.dir, "writers");
/** Every DEV_EVERY-th post of a file (counting from 1) is held out as the dev set. */
export const DEV_EVERY = 5;

/** The posts of one file in the writers' format. */
export function parsePosts(text: string, label: Label, source: string): WriterPost[] {
  const out: WriterPost[] = [];
  let head: string | null = null;
  let lines: string[] = [];
  const flush = () => {
    if (head === null) return;
    const [genre = "", ...rest] = head.slice(4).split("|");
    const title = rest.join("|").trim();
    const body = lines.join("\n").trim();
    if (body) {
      const n = out.length + 1;
      out.push({ text: body, ...(title ? { title } : {}), label, genre: genre.trim() || "(none)", source, dev: n % DEV_EVERY === 0 });
    }
  };
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith("=== ")) {
      flush();
      head = line;
      lines = [];
    } else if (head !== null) lines.push(line);
  }
  flush();
  return out;
}

/** Every post in the .txt files under `dir` (any depth), in path order; [] when it is absent. */
export function loadPosts(dir: string): WriterPost[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.isDirectory()) walk(join(d, e.name));
      else if (LABEL_OF.test(e.name)) files.push(join(d, e.name));
    }
  };
  walk(dir);
  return files.flatMap((f) => parsePosts(readFileSync(f, "utf8"), LABEL_OF.exec(basename(f))![1] as Label, relative(dirname(dir), f)));
}

/** The writers' posts for fitting (dev = false) or the held-out dev set (dev = true). */
export function writerPosts(dev: boolean): WriterPost[] {
  return loadPosts(WRITERS_DIR).filter((p) => p.dev === dev);
}

import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

// The shape of src/ (docs/architecture.md), checked on every run: no import circles, the
// lower layers import nothing above them, and no room state hides in module-level maps.
const SRC = resolve(import.meta.dir, "../../src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/g;

/** The src/ files a file imports at run time (type-only imports aside). */
function valueImports(file: string, text: string): string[] {
  const found: string[] = [];
  for (const [, , typeOnly, clause, spec] of text.matchAll(IMPORT)) {
    if (typeOnly || !spec!.startsWith(".")) continue;
    // `import { type A, type B } from` is type-only too.
    const names = /^\{([^}]*)\}$/.exec(clause!.trim())?.[1]?.split(",").map((s) => s.trim()).filter(Boolean);
    if (names && names.every((name) => name.startsWith("type "))) continue;
    const target = resolve(dirname(file), spec!);
    const candidates = [target, `${target}.ts`, `${target}.tsx`, join(target, "index.ts"), join(target, "index.tsx")];
    const hit = candidates.find((c) => c.startsWith(SRC) && files.includes(c));
    if (hit) found.push(hit);
  }
  return found;
}

const files = sourceFiles(SRC);
const graph = new Map(files.map((file) => [file, valueImports(file, readFileSync(file, "utf8"))]));
const rel = (file: string) => relative(SRC, file);
const folderOf = (file: string) => rel(file).split("/")[0]!;

describe("src/ imports", () => {
  test("the checker sees the tree (a broken pattern would pass everything)", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(graph.get(join(SRC, "app.ts"))!.map(rel)).toContain("access/guards.ts");
  });

  test("no import circles", () => {
    // Tarjan's strongly connected components: any component of two or more files is a circle.
    let index = 0;
    const stack: string[] = [];
    const info = new Map<string, { index: number; low: number; onStack: boolean }>();
    const circles: string[][] = [];
    const visit = (v: string) => {
      info.set(v, { index, low: index, onStack: true });
      index++;
      stack.push(v);
      for (const w of graph.get(v) ?? []) {
        if (!info.has(w)) {
          visit(w);
          info.get(v)!.low = Math.min(info.get(v)!.low, info.get(w)!.low);
        } else if (info.get(w)!.onStack) {
          info.get(v)!.low = Math.min(info.get(v)!.low, info.get(w)!.index);
        }
      }
      if (info.get(v)!.low === info.get(v)!.index) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          info.get(w)!.onStack = false;
          component.push(rel(w));
        } while (w !== v);
        if (component.length > 1) circles.push(component.sort());
      }
    };
    for (const file of files) if (!info.has(file)) visit(file);
    expect(circles).toEqual([]);
  });

  // Which folders each lower layer may not import from.
  const FORBIDDEN: Record<string, string[]> = {
    http: ["access", "modules", "web", "store", "db", "conduct", "cli"],
    store: ["access", "modules", "web", "http", "cli"],
    db: ["access", "modules", "web", "http", "store", "cli"],
    access: ["modules", "web", "cli"],
    conduct: ["access", "modules", "web", "http", "store", "db", "cli"],
    web: ["modules", "cli"],
  };

  for (const [layer, forbidden] of Object.entries(FORBIDDEN)) {
    test(`${layer}/ imports nothing from ${forbidden.join(", ")}`, () => {
      const crossings = files
        .filter((file) => folderOf(file) === layer)
        .flatMap((file) => graph.get(file)!.filter((to) => forbidden.includes(folderOf(to))).map((to) => `${rel(file)} -> ${rel(to)}`));
      expect(crossings).toEqual([]);
    });
  }

  test("no module-level map keyed by the room: its state is named on Room", () => {
    const hidden = files.filter((file) => /(Weak)?Map<\s*Room\b/.test(readFileSync(file, "utf8"))).map(rel);
    expect(hidden).toEqual([]);
  });
});

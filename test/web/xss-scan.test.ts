import { expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dir, "../..");
const scan = (cwd: string) =>
  Bun.spawnSync([process.execPath, join(root, "node_modules/@kitajs/ts-html-plugin/dist/cli.js"), "-p", "tsconfig.json"], { cwd, stdout: "pipe", stderr: "pipe" });

// The check CI runs after the typecheck (.ci/steps/60-typecheck.sh): it must catch a user
// string put into a page without escaping, and pass the pages as they are.
test("xss-scan flags an unescaped user string in a template", () => {
  const dir = mkdtempSync(join(root, "test/web/.xss-probe-"));
  try {
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ extends: "../../../tsconfig.json", include: ["*.tsx"] }));
    writeFileSync(
      join(dir, "probe.tsx"),
      `import { Html } from "@elysiajs/html";\nexport const Bad = ({ body }: { body: string }) => <div>{body}</div>;\nexport const Good = ({ body }: { body: string }) => <div safe>{body}</div>;\n`,
    );
    const result = scan(dir);
    const output = result.stdout.toString() + result.stderr.toString();
    expect(result.exitCode).toBe(1);
    expect(output).toContain("probe.tsx(2,");
    expect(output).not.toContain("probe.tsx(3,");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

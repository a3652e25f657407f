/** /llms.txt in the llmstxt.org shape: a parser finds the title, the summary and the links. */
import { afterAll, expect, test } from "bun:test";
import { testRoom } from "../support/room";

const t = await testRoom({ ROOM_NAME: "Agora" });
afterAll(() => t.close());

test("H1, a summary quote, H2 sections of links, ## Optional last, and the keyless first write near the top", async () => {
  const text = await (await t.call("GET", "/llms.txt")).text();
  const lines = text.split("\n");
  expect(lines[0]).toBe("# Agora");
  expect(lines.find((line) => line.startsWith("> "))).toBeDefined();
  const links = [...text.matchAll(/^- \[([^\]]+)\]\((https?:\/\/[^)\s]+)\)(: .+)?$/gm)];
  expect(links.length).toBeGreaterThanOrEqual(12);
  for (const [, , url] of links) expect(url!.startsWith("http://parley.test/")).toBe(true);
  const sections = lines.filter((line) => line.startsWith("## "));
  expect(sections[0]).toBe("## Start here");
  expect(sections.at(-1)).toBe("## Optional");
  const firstWrite = lines.findIndex((line) => line.includes("Your first write, no key needed"));
  expect(firstWrite).toBeGreaterThan(0);
  expect(firstWrite).toBeLessThan(20);
  // Every readable link in "Start here" answers 200 (the two write links are POST routes).
  for (const [, name, url] of links.slice(0, 8)) {
    if (name!.startsWith("Check") || name!.startsWith("Your first")) continue;
    expect((await t.call("GET", new URL(url!).pathname + new URL(url!).search)).status, url).toBe(200);
  }
});

import { expect, test } from "bun:test";
import { startupBanner } from "../../src/cli/banner";
import { loadConfig } from "../../src/config";

test("without BASE_URL on a public address the banner warns that links say localhost; with it, or on loopback, it does not", () => {
  const warned = startupBanner(loadConfig({ HOST: "0.0.0.0", DB_PATH: "/tmp/x.sqlite" }), "http://0.0.0.0:3000", null);
  expect(warned).toContain("Warning: BASE_URL is not set");
  expect(warned).toContain("http://localhost:3000");
  expect(startupBanner(loadConfig({ HOST: "0.0.0.0", BASE_URL: "https://room.example", DB_PATH: "/tmp/x.sqlite" }), "", null)).not.toContain("Warning");
  expect(startupBanner(loadConfig({ HOST: "127.0.0.1", DB_PATH: "/tmp/x.sqlite" }), "", null)).not.toContain("Warning");
});

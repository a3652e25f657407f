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

test("on a public address without TRUST_PROXY the banner says forwarded addresses are ignored, naming TRUST_PROXY", () => {
  const open = startupBanner(loadConfig({ HOST: "0.0.0.0", BASE_URL: "https://room.example", DB_PATH: "/tmp/x.sqlite" }), "", null);
  expect(open).toContain("TRUST_PROXY is off");
  expect(startupBanner(loadConfig({ HOST: "0.0.0.0", BASE_URL: "https://room.example", TRUST_PROXY: "true", DB_PATH: "/tmp/x.sqlite" }), "", null)).not.toContain("TRUST_PROXY");
  expect(startupBanner(loadConfig({ HOST: "127.0.0.1", DB_PATH: "/tmp/x.sqlite" }), "", null)).not.toContain("TRUST_PROXY");
});

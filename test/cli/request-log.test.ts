import { afterAll, expect, test } from "bun:test";
import { ADMIN, parley, postAs, scratchDir, SERVER_TEST_TIMEOUT_MS, startServer, type RunningServer } from "./support";

const scratch = scratchDir();
afterAll(() => scratch.remove());
const env = { DB_PATH: scratch.dbPath, ADMIN_SECRET: ADMIN, RATE_LIMITS: "off" };

function logLines(server: RunningServer): Record<string, unknown>[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line));
}

/** The log is written after the answer is sent: wait for the line of the last request. */
async function lineFor(server: RunningServer, path: string) {
  await server.waitFor(`"path":"${path}"`);
  return logLines(server).find((line) => line.path === path)!;
}

test("one JSON line per request with method, path, status and duration, and no secret or address", async () => {
  // Minted before the server starts, so that this suite's key is only ever sent to the server.
  await (await startServer({ ...env, LOG_LEVEL: "silent" })).stop();
  const key = (await parley(["mint-key", "--name", "Logger"], env)).stdout.trim();
  const server = await startServer({ ...env, LOG_LEVEL: "info" });

  // Without TRUST_PROXY a forwarded address is the client's own claim: neither used nor logged.
  await fetch(`${server.url}/api/status?token=query-secret-value`, { headers: { "x-forwarded-for": "198.51.100.7" } });
  const created = await postAs(server.url, { authorization: `Bearer ${key}` }, { title: "Logged", body: "A post that the log must describe." });
  expect(created.status).toBe(201);
  await postAs(server.url, { "x-admin-secret": ADMIN }, { title: "Admin", body: "The admin writes without paying anything." });
  await postAs(server.url, { "x-admin-secret": "wrong-secret-123456" }, { title: "No", body: "This one has a wrong secret." });
  await fetch(`${server.url}/api/threads/${key}`);
  await fetch(`${server.url}/no-such-page`);

  const status = await lineFor(server, "/api/status");
  expect(status).toMatchObject({ level: "info", msg: "request", method: "GET", status: 200 });
  expect(typeof status.ms).toBe("number");
  expect(typeof status.time).toBe("string");
  expect(status.net).toBe("127.0.0.0/24");

  const notFound = await lineFor(server, "/no-such-page");
  expect(notFound.status).toBe(404);
  const posts = logLines(server).filter((line) => line.path === "/api/posts");
  expect(posts.map((line) => line.status)).toEqual([201, 201, 401]);
  expect(posts.every((line) => line.method === "POST")).toBe(true);
  const keyPath = logLines(server).find((line) => String(line.path).startsWith("/api/threads/parley_ck_"))!;
  expect(keyPath.path).toBe("/api/threads/parley_ck_[redacted]");

  const log = logLines(server).map((line) => JSON.stringify(line)).join("\n");
  for (const secret of [key, key.slice(10), ADMIN, "wrong-secret-123456", "query-secret-value", "127.0.0.1", "198.51.100"]) {
    expect(log).not.toContain(secret);
  }
  expect(await server.stop()).toBe(0);
}, SERVER_TEST_TIMEOUT_MS);

test("LOG_LEVEL filters: warn keeps the paused 503, drops the 200s; silent writes nothing", async () => {
  const warn = await startServer({ ...env, LOG_LEVEL: "warn", PAUSED: "true" });
  await fetch(`${warn.url}/api/status`);
  const refused = await postAs(warn.url, { "x-admin-secret": ADMIN }, { title: "Paused", body: "This write meets a paused room." });
  expect(refused.status).toBe(503);
  const line = await lineFor(warn, "/api/posts");
  expect(line).toMatchObject({ level: "warn", status: 503, method: "POST" });
  expect(logLines(warn).some((l) => l.path === "/api/status")).toBe(false);
  expect(await warn.stop()).toBe(0);

  const silent = await startServer({ ...env, LOG_LEVEL: "silent" });
  await fetch(`${silent.url}/api/status`);
  await fetch(`${silent.url}/missing`);
  expect(await silent.stop()).toBe(0);
  expect(logLines(silent)).toEqual([]);
}, SERVER_TEST_TIMEOUT_MS);

test("LOG_SAMPLE keeps a share of the ordinary lines and every warning and error", async () => {
  const { Elysia } = await import("elysia");
  const { requestLog } = await import("../../src/http/request-log");
  const { loadConfig } = await import("../../src/config");
  const run = async (sample: number) => {
    const lines: Record<string, unknown>[] = [];
    const app = new Elysia()
      .use(requestLog({ level: "info", sample, network: () => null, isSecret: () => false }, (line) => lines.push(JSON.parse(line))))
      .get("/ok", () => "ok")
      .get("/busy", ({ set }) => {
        set.status = 503;
        return "paused";
      });
    for (let i = 0; i < 200; i++) await app.handle(new Request("http://parley.test/ok"));
    await app.handle(new Request("http://parley.test/busy"));
    await Bun.sleep(10);
    return lines;
  };
  const none = await run(0);
  expect(none.map((line) => line.status)).toEqual([503]);
  const all = await run(1);
  expect(all.length).toBe(201);
  const some = (await run(0.25)).filter((line) => line.status === 200).length;
  expect(some).toBeGreaterThan(20);
  expect(some).toBeLessThan(90);
  expect(loadConfig({ LOG_SAMPLE: "0.01" }).logSample).toBe(0.01);
  expect(() => loadConfig({ LOG_SAMPLE: "2" })).toThrow("LOG_SAMPLE must be a number from 0 to 1");
  expect(() => loadConfig({ LOG_SAMPLE: "lots" })).toThrow("LOG_SAMPLE");
});

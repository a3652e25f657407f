import { Database } from "bun:sqlite";
import { afterAll, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { connect } from "node:net";
import { ADMIN, scratchDir, SERVER_TEST_TIMEOUT_MS, startServer } from "./support";

const scratch = scratchDir();
afterAll(() => scratch.remove());
const base = { DB_PATH: scratch.dbPath, RATE_LIMITS: "off", LOG_LEVEL: "silent" };

test("start-up prints URL, database, Stripe state, and the generated admin secret the first time only", async () => {
  const first = await startServer(base);
  const banner = first.output();
  expect(banner).toContain(`listening on ${first.url}`);
  expect(banner).toContain(`Database: ${scratch.dbPath}`);
  expect(banner).toContain("Stripe: not configured");
  const secret = /Admin secret \(generated[^)]*\): (\S+)/.exec(banner)?.[1];
  expect(secret).toBeDefined();
  // The printed secret is the one the room accepts.
  const res = await fetch(`${first.url}/api/admin/pause`, { headers: { "x-admin-secret": secret! } });
  expect(res.status).toBe(200);
  expect(await first.stop()).toBe(0);

  const second = await startServer({
    ...base,
    STRIPE_SECRET_KEY: "sk_test_abc123",
    STRIPE_WEBHOOK_SECRET: "whsec_abc123",
  });
  expect(second.output()).not.toContain("Admin secret");
  expect(second.output()).not.toContain(secret!);
  expect(second.output()).toContain("Stripe: configured (test mode)");
  expect(second.output()).not.toContain("sk_test_abc123");
  const again = await fetch(`${second.url}/api/admin/pause`, { headers: { "x-admin-secret": secret! } });
  expect(again.status).toBe(200);
  expect(await second.stop()).toBe(0);
}, SERVER_TEST_TIMEOUT_MS);

test("a second server on the same port fails to start instead of sharing it", async () => {
  const server = await startServer({ ...base, ADMIN_SECRET: ADMIN });
  const port = new URL(server.url).port;
  const rival = Bun.spawn([process.execPath, "src/index.ts"], {
    cwd: `${import.meta.dir}/../..`,
    env: { PATH: process.env.PATH!, ...base, ADMIN_SECRET: ADMIN, PORT: port, HOST: "127.0.0.1" },
    stdout: "pipe",
    stderr: "pipe",
  });
  expect(await rival.exited).toBe(1);
  expect(await new Response(rival.stderr).text()).toContain(`cannot listen on 127.0.0.1:${port}`);
  expect(await server.stop()).toBe(0);
}, SERVER_TEST_TIMEOUT_MS);

/** Sends the head of a POST and half its body, and returns a way to send the rest. */
function halfSentPost(url: string, body: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let answer = "";
  socket.on("data", (chunk) => (answer += chunk.toString()));
  const closed = new Promise<string>((done) => socket.on("close", () => done(answer)));
  const opened = new Promise<void>((done) => socket.on("connect", () => done()));
  const half = Math.floor(body.length / 2);
  return {
    async start() {
      await opened;
      socket.write(
        `POST /api/threads HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
          `X-Admin-Secret: ${ADMIN}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n` +
          body.slice(0, half),
      );
    },
    finish() {
      socket.write(body.slice(half));
      return closed;
    },
  };
}

test("SIGTERM stops accepting, finishes the request in flight, then checkpoints and closes the database", async () => {
  const server = await startServer({ ...base, ADMIN_SECRET: ADMIN, LOG_LEVEL: "info" });
  const inFlight = halfSentPost(server.url, JSON.stringify({ title: "Last words", body: "Sent while the server was stopping." }));
  await inFlight.start();
  // Let the server take the request in before the signal; nothing below depends on timing.
  await Bun.sleep(300);
  server.proc.kill("SIGTERM");
  await server.waitFor("no longer accepting");

  const refused = await fetch(`${server.url}/api/status`).then(
    (res) => res.status,
    () => "refused",
  );
  expect(refused).toBe("refused");

  const answer = await inFlight.finish();
  expect(answer).toStartWith("HTTP/1.1 201");
  expect(await server.proc.exited).toBe(0);
  await server.waitFor("stopped; database checkpointed and closed");
  // The buffered request log is written out before the process exits.
  const logged = await server.waitFor('"method":"POST","path":"/api/threads","status":201');
  expect(logged.indexOf('"path":"/api/threads","status":201')).toBeLessThan(logged.indexOf("stopped; database"));

  // Checkpointed and closed: one tidy file, holding the request that finished during the stop.
  expect(existsSync(`${scratch.dbPath}-wal`)).toBe(false);
  const db = new Database(scratch.dbPath, { readonly: true });
  const row = db.query("SELECT body FROM posts ORDER BY id DESC LIMIT 1").get() as { body: string };
  db.close();
  expect(row.body).toBe("Sent while the server was stopping.");
}, SERVER_TEST_TIMEOUT_MS);

test("a stop ends open event streams instead of waiting the grace period for them", async () => {
  const server = await startServer({ ...base, ADMIN_SECRET: ADMIN });
  const stream = await fetch(`${server.url}/api/stream`);
  expect(stream.status).toBe(200);
  const reader = stream.body!.getReader();
  await reader.read();
  server.proc.kill("SIGTERM");
  // The stream ends from the server side...
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read());
  expect(await server.proc.exited).toBe(0);
  // ...so the stop never had to cut requests off.
  expect(server.output()).not.toContain("requests still running");
  expect(server.output()).toContain("stopped; database checkpointed and closed");
}, SERVER_TEST_TIMEOUT_MS);

import { afterAll, expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ADMIN_SECRET, mintCitizen, startServer, tempDir, type ServerProcess } from "./support/process";

const tmp = tempDir();
afterAll(() => tmp.remove());

const CITIZEN_IP = "198.51.100.213";
const VISITOR_IP = "203.0.113.147";
const VISITOR_IPV6 = "2001:db8:abcd:12:3456:789a:bcde:f012";

/** The database file with its WAL and shared-memory files, as raw bytes. */
function databaseFiles(dbPath: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const path of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`]) if (existsSync(path)) files.set(path, readFileSync(path));
  return files;
}

/** Which of `secrets` appear in clear in any of `places` (UTF-8, as SQLite stores text, and UTF-16). */
function leaks(places: Map<string, Buffer>, secrets: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [where, bytes] of places) {
    for (const [what, secret] of Object.entries(secrets)) {
      if (bytes.includes(Buffer.from(secret, "utf8")) || bytes.includes(Buffer.from(secret, "utf16le"))) found.push(`${what} in ${where}`);
    }
  }
  return found;
}

async function send(server: ServerProcess, method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const res = await fetch(server.url + path, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.text()) as string };
}

test("a minted key, the admin secret and client IPs are found in clear in neither the database, its WAL, nor the logs", async () => {
  const dbPath = join(tmp.dir, "secrets.sqlite");
  // The most talkative log level, and a trusted proxy so that the client addresses are ours to choose.
  const server = await startServer(dbPath, { TRUST_PROXY: "true", LOG_LEVEL: "debug" });
  const key = await mintCitizen(server, "Keeper");
  const lurk = JSON.parse((await send(server, "POST", "/api/admin/lurkers", { "x-admin-secret": ADMIN_SECRET }, { name: "Reader" })).body).key as string;
  expect(key).toStartWith("parley_ck_");
  expect(lurk).toStartWith("parley_lk_");

  const auth = { authorization: `Bearer ${key}` };
  expect((await send(server, "POST", "/api/threads", { ...auth, "x-forwarded-for": CITIZEN_IP }, { title: "Hello", body: "A citizen writes." })).status).toBe(201);
  expect((await send(server, "POST", "/api/threads", { "x-forwarded-for": VISITOR_IP }, { title: "Visit", body: "A visitor writes once." })).status).toBe(201);
  expect((await send(server, "POST", "/api/threads", { "x-forwarded-for": VISITOR_IPV6 }, { title: "Visit", body: "Another visitor, over IPv6." })).status).toBe(201);
  expect((await send(server, "POST", "/api/threads", { "x-forwarded-for": VISITOR_IP }, { title: "Again", body: "Trying again." })).status).toBe(401);
  // Clients put secrets where they should not: in paths, queries, the wrong header, a lurk key used to post.
  await send(server, "GET", `/api/threads/${key}`, { "x-forwarded-for": CITIZEN_IP });
  await send(server, "GET", `/api/posts?key=${key}&secret=${ADMIN_SECRET}`, { "x-forwarded-for": CITIZEN_IP });
  await send(server, "GET", `/${ADMIN_SECRET}`, { "x-forwarded-for": CITIZEN_IP });
  await send(server, "POST", "/api/posts", { "x-admin-secret": key, "x-forwarded-for": CITIZEN_IP }, { title: "x", body: "y z" });
  await send(server, "POST", "/api/posts", { authorization: `Bearer ${lurk}`, "x-forwarded-for": VISITOR_IP }, { title: "x", body: "y z" });
  await send(server, "GET", "/api/admin/citizens", { "x-admin-secret": ADMIN_SECRET, "x-forwarded-for": VISITOR_IPV6 });

  const secrets = { "citizen key": key, "lurk key": lurk, "admin secret": ADMIN_SECRET, "citizen IP": CITIZEN_IP, "visitor IP": VISITOR_IP, "visitor IPv6": VISITOR_IPV6, "visitor IPv6 /64": "2001:db8:abcd:12" };
  // While running: the recent writes are still in the WAL.
  const running = databaseFiles(dbPath);
  expect(running.has(`${dbPath}-wal`)).toBe(true);
  expect(leaks(running, secrets)).toEqual([]);

  expect(await server.kill("SIGTERM")).toBe(0);
  const output = server.output();
  // The test must be able to fail: the log did record these requests.
  expect(output).toContain('"path":"/api/threads"');
  expect(leaks(databaseFiles(dbPath), secrets)).toEqual([]);
  expect(leaks(new Map([["the log", Buffer.from(output)]]), secrets)).toEqual([]);
}, 30_000);

test("a generated admin secret is printed once at first start and never stored", async () => {
  const dbPath = join(tmp.dir, "generated.sqlite");
  const first = await startServer(dbPath, { ADMIN_SECRET: "", LOG_LEVEL: "debug" });
  const secret = /Admin secret[^:]*: (\S+)/.exec(first.output())?.[1];
  expect(secret).toBeString();
  expect((await send(first, "GET", "/api/admin/citizens", { "x-admin-secret": secret! })).status).toBe(200);
  await first.kill("SIGTERM");

  const second = await startServer(dbPath, { ADMIN_SECRET: "", LOG_LEVEL: "debug" });
  expect((await send(second, "GET", "/api/admin/citizens", { "x-admin-secret": secret! })).status).toBe(200);
  await second.kill("SIGTERM");
  expect(second.output()).not.toContain(secret!);
  expect(leaks(databaseFiles(dbPath), { "generated admin secret": secret! })).toEqual([]);
}, 30_000);

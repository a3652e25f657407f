/**
 * The key of the network hashes lives outside the database (a copy of the database alone
 * cannot be scanned back into addresses), and the files that hold the room are the room's
 * user's only.
 */
import { afterAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, ConfigError } from "../../src/config";
import { testRoom } from "../support/room";

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const mode = (path: string) => statSync(path).mode & 0o777;

test("the key is in a 0600 file beside the database, never in it; database, WAL and key file are 0600", async () => {
  const t = await testRoom({ TRUST_PROXY: "true" });
  await t.json("POST", "/api/threads", { ip: "198.51.100.23", body: { title: "Trial", body: "A visitor's one free write." } });
  const path = t.room.config.dbPath;
  const keyFile = `${path}.key`;
  expect(mode(keyFile)).toBe(0o600);
  const key = readFileSync(keyFile, "utf8").trim();
  expect(key.length).toBeGreaterThanOrEqual(32);
  expect(mode(path)).toBe(0o600);
  expect(mode(`${path}-wal`)).toBe(0o600);
  const copy = new Database(path, { readonly: true });
  const settings = copy.query("SELECT key, value FROM settings").all() as { key: string; value: string }[];
  const hashes = (copy.query("SELECT ip_hash FROM trials").all() as { ip_hash: string }[]).map((r) => r.ip_hash);
  copy.close();
  expect(settings.map((s) => s.key)).not.toContain("ip_hash_key");
  expect(settings.some((s) => s.value === key)).toBe(false);
  expect(hashes).toHaveLength(1);
  await t.close();
});

test("a room that kept its key in the database moves it to the key file, and its trials keep matching", async () => {
  const dir = mkdtempSync(join(tmpdir(), "parley-key-"));
  dirs.push(dir);
  const path = join(dir, "old.sqlite");
  const first = await testRoom({ DB_PATH: path, TRUST_PROXY: "true" });
  await first.json("POST", "/api/threads", { ip: "198.51.100.24", body: { title: "Before", body: "A trial made before the key moved." } });
  const key = readFileSync(`${path}.key`, "utf8").trim();
  await first.close();
  // As an older build left it: the key in the settings table, no key file.
  rmSync(`${path}.key`);
  const db = new Database(path);
  db.run("INSERT INTO settings (key, value) VALUES ('ip_hash_key', ?)", [key]);
  db.close();

  const again = await testRoom({ DB_PATH: path, TRUST_PROXY: "true" });
  expect(readFileSync(`${path}.key`, "utf8").trim()).toBe(key);
  expect(await again.rows("SELECT value FROM settings WHERE key = 'ip_hash_key'")).toEqual([]);
  const second = await again.json("POST", "/api/threads", { ip: "198.51.100.24", body: { title: "After", body: "The same network tries again." } });
  expect(second.body.code).toBe("trial_used");
  await again.close();
});

test("IP_HASH_KEY replaces the file; it must be long, and with DATABASE_URL one of the two is required", () => {
  const dir = mkdtempSync(join(tmpdir(), "parley-key-"));
  dirs.push(dir);
  expect(() => loadConfig({ IP_HASH_KEY: "short" })).toThrow(ConfigError);
  expect(() => loadConfig({ DATABASE_URL: "postgres://u@127.0.0.1:1/x" })).toThrow(/IP_HASH_KEY/);
  const secret = "k".repeat(40);
  expect(loadConfig({ IP_HASH_KEY: secret, DB_PATH: join(dir, "a.sqlite") }).ipHashKey).toEqual({ secret });
  expect(existsSync(join(dir, "a.sqlite.key"))).toBe(false);
});

test("with DATABASE_URL a missing IP_HASH_KEY_FILE stops the start, naming the file, instead of inventing a key per instance", async () => {
  const dir = mkdtempSync(join(tmpdir(), "parley-key-"));
  dirs.push(dir);
  const file = join(dir, "shared.key");
  const config = loadConfig({ DATABASE_URL: "postgres://parley@127.0.0.1:5/parley", IP_HASH_KEY_FILE: file });
  const { loadIpHashKey } = await import("../../src/access/ip-hash-key");
  expect(() => loadIpHashKey(config, null)).toThrow(`IP_HASH_KEY_FILE ${file} does not exist`);
  expect(existsSync(file)).toBe(false);
  // Once the file is there, every instance reads the same key from it.
  await Bun.write(file, "a-shared-key-of-at-least-thirty-two-characters\n");
  expect(loadIpHashKey(config, null)).toBe("a-shared-key-of-at-least-thirty-two-characters");
});

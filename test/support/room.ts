import type { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { openDatabase } from "../../src/db/open";
import { openRoom, type Room } from "../../src/room";
import { createSqliteStore } from "../../src/store";

export const ADMIN_SECRET = "test-admin-secret-0123456789";
export const ORIGIN = "http://localhost";

export interface CallOptions {
  body?: unknown;
  /** Sent as-is instead of JSON.stringify(body). */
  raw?: string;
  headers?: Record<string, string>;
  admin?: boolean;
  key?: string;
  /** The client address; needs TRUST_PROXY (the default in test rooms made by testRoom). */
  ip?: string;
}

export interface TestRoom {
  room: Room;
  db: Database;
  app: ReturnType<typeof createApp>;
  dir: string;
  call(method: string, path: string, options?: CallOptions): Promise<Response>;
  json<T = any>(method: string, path: string, options?: CallOptions): Promise<{ status: number; body: T; res: Response }>;
  mintCitizen(name?: string): Promise<{ id: number; key: string }>;
  mintLurker(name?: string): Promise<{ id: number; key: string }>;
  close(): void;
}

/**
 * A room on a real SQLite file in a fresh temporary folder, driven through `app.handle`.
 * TRUST_PROXY is on so tests can choose the client IP with X-Forwarded-For.
 */
export async function testRoom(env: Record<string, string> = {}, now?: () => Date): Promise<TestRoom> {
  const dir = mkdtempSync(join(tmpdir(), "parley-test-"));
  const config = loadConfig({
    ADMIN_SECRET,
    DB_PATH: join(dir, "parley.sqlite"),
    BASE_URL: "http://parley.test",
    TRUST_PROXY: "true",
    // Suites about other features send bursts from one address; test/hardening turns them on.
    RATE_LIMITS: "off",
    // One log line per request would bury test output; test/cli reads the log of a real server.
    LOG_LEVEL: "silent",
    ...env,
  });
  const db = openDatabase(config.dbPath);
  const { room } = await openRoom(config, createSqliteStore(db), now);
  const app = createApp(room);

  const call = (method: string, path: string, options: CallOptions = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined = options.raw;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    if (options.admin) headers["x-admin-secret"] = ADMIN_SECRET;
    if (options.key) headers.authorization = `Bearer ${options.key}`;
    headers["x-forwarded-for"] ??= options.ip ?? "192.0.2.1";
    return app.handle(new Request(ORIGIN + path, { method, headers, body }));
  };
  const json = async (method: string, path: string, options?: CallOptions) => {
    const res = await call(method, path, options);
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, res };
  };
  const mint = (kind: "citizens" | "lurkers") => async (name = "Tester") => {
    const { status, body } = await json("POST", `/api/admin/${kind}`, { admin: true, body: { name } });
    if (status !== 201) throw new Error(`minting a ${kind} key answered ${status}`);
    return { id: (body.citizen ?? body.lurker).id as number, key: body.key as string };
  };

  return {
    room,
    db,
    app,
    dir,
    call,
    json,
    mintCitizen: mint("citizens"),
    mintLurker: mint("lurkers"),
    close() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

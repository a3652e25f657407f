import type { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { openDatabase } from "../../src/db/open";
import { openRoom, type Room } from "../../src/room";
import { createSqliteStore, type Store } from "../../src/store";
import { createPostgresStore } from "../../src/store/postgres";
import { connectPostgres } from "../../src/db/postgres/connect";
import type { Config } from "../../src/config";

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

/**
 * Which backend test rooms use: SQLite files unless PARLEY_TEST_BACKEND=postgres, which
 * `npm test` sets for its second pass over the API suites (scripts/test.ts).
 */
export const TEST_BACKEND: "sqlite" | "postgres" = process.env.PARLEY_TEST_BACKEND === "postgres" ? "postgres" : "sqlite";

export interface TestRoom {
  room: Room;
  /** The SQLite connection; a test that needs it runs on SQLite only (it throws on PostgreSQL). */
  db: Database;
  /**
   * Rows of a query on whichever database the room uses, with `?` parameters; for checks of
   * what was stored. Write counts as CAST(count(*) AS INTEGER) to read a number on both.
   */
  rows<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T[]>;
  /** A store on a connection of its own to the same database: the command line, a restarted process, another instance. */
  secondStore(): Store;
  app: ReturnType<typeof createApp>;
  dir: string;
  call(method: string, path: string, options?: CallOptions): Promise<Response>;
  json<T = any>(method: string, path: string, options?: CallOptions): Promise<{ status: number; body: T; res: Response }>;
  mintCitizen(name?: string): Promise<{ id: number; key: string }>;
  mintLurker(name?: string): Promise<{ id: number; key: string }>;
  close(): Promise<void>;
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
  const backing = TEST_BACKEND === "postgres" ? await postgresBacking(config) : sqliteBacking(config.dbPath);
  const { room } = await openRoom(backing.config ?? config, backing.store, now);
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
    get db(): Database {
      if (!backing.db) throw new Error("this test reads SQLite directly: list it as SQLite-only in scripts/test.ts");
      return backing.db;
    },
    rows: backing.rows,
    secondStore: backing.second,
    app,
    dir,
    call,
    json,
    mintCitizen: mint("citizens"),
    mintLurker: mint("lurkers"),
    async close() {
      await backing.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Backing {
  store: Store;
  db: Database | null;
  config?: Config;
  rows: TestRoom["rows"];
  second(): Store;
  close(): Promise<void>;
}

function sqliteBacking(path: string): Backing {
  const db = openDatabase(path);
  const store = createSqliteStore(db);
  return {
    store,
    db,
    rows: async (text, ...params) => db.query(text).all(...(params as never[])) as never,
    second: () => createSqliteStore(openDatabase(path)),
    close: async () => {
      await store.close();
      db.close();
    },
  };
}

/** A fresh PostgreSQL database per room, copied from a migrated template (test/support/postgres.ts). */
async function postgresBacking(config: Config): Promise<Backing> {
  const { freshRoomDatabase } = await import("./postgres");
  const database = await freshRoomDatabase("room");
  const sql = connectPostgres(database.url, { max: 4 });
  const numbered = (text: string) => {
    let n = 0;
    return text.replace(/\?/g, () => `$${++n}`);
  };
  return {
    store: createPostgresStore(sql),
    db: null,
    config: { ...config, postgres: { url: database.url, poolSize: 4, lockTimeoutMs: 5000 }, ipHashKey: "secret" in config.ipHashKey ? config.ipHashKey : { secret: "test-ip-hash-key-for-postgres-rooms-0123456789" } },
    rows: async (text, ...params) => [...(await sql.unsafe(numbered(text), params as never[]))] as never,
    second: () => createPostgresStore(connectPostgres(database.url, { max: 1 })),
    close: async () => {
      await sql.close({ timeout: 1 });
      // A second store's pool is closed by the drop, which ends every session in the database.
      await database.drop();
    },
  };
}

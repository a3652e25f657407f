/**
 * One session stalls while it holds the room write lock (a paused VM, a partition): writes on
 * the instance give up after DATABASE_LOCK_TIMEOUT_MS with 503 database_busy and nothing
 * written, reads keep answering, and writes work again once the lock is free.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { join } from "node:path";
import { closePostgres, connectPostgres } from "../../src/db/postgres/connect";
import { freePort } from "../support/ports";
import { freshRoomDatabase, type TestDatabase } from "../support/postgres";

const ADMIN_SECRET = "stalled-lock-admin-secret";
let database: TestDatabase;
let server: Bun.Subprocess;
let url: string;

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  database = await freshRoomDatabase("stalled");
  server = Bun.spawn([process.execPath, join(import.meta.dir, "../../src/index.ts"), "serve"], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: "2",
      DATABASE_LOCK_TIMEOUT_MS: "300",
      ADMIN_SECRET,
      IP_HASH_KEY: "stalled-lock-ip-hash-key-0123456789abcdef",
      HOST: "127.0.0.1",
      PORT: String(port),
      RATE_LIMITS: "off",
      LOG_LEVEL: "error",
    },
    stdout: "pipe",
    stderr: "inherit",
  });
  for (let i = 0; i < 200 && !(await fetch(`${url}/api/status`).then((r) => r.ok, () => false)); i++) await Bun.sleep(50);
});

afterAll(async () => {
  server?.kill();
  await server?.exited;
  await database?.drop();
});

const write = (body: string) =>
  fetch(`${url}/api/threads`, { method: "POST", headers: { "content-type": "application/json", "x-admin-secret": ADMIN_SECRET }, body: JSON.stringify({ title: "Lock", body }) });

test("a stalled holder of the room write lock costs writers a 503, never the instance", async () => {
  const holder = connectPostgres(database.url, { max: 1, requestTimeouts: false });
  const reserved = await holder.reserve();
  await reserved.unsafe("BEGIN; SELECT room_write_lock()");
  try {
    const started = Date.now();
    const answers = await Promise.all([1, 2, 3, 4].map((i) => write(`Waiting writer number ${i}.`)));
    expect(answers.map((res) => res.status)).toEqual([503, 503, 503, 503]);
    expect(((await answers[0]!.json()) as { code: string }).code).toBe("database_busy");
    expect(answers[0]!.headers.get("retry-after")).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);
    // Reads still have connections.
    expect((await fetch(`${url}/api/posts`)).status).toBe(200);
  } finally {
    await reserved.unsafe("ROLLBACK");
    reserved.release();
    await closePostgres(holder);
  }
  expect((await write("After the stall, a write lands.")).status).toBe(201);
  const status = (await (await fetch(`${url}/api/status`)).json()) as { post_count: number };
  expect(status.post_count).toBe(1);
}, 30_000);

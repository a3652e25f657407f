import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { closePostgres, connectPostgres } from "../../src/db/postgres/connect";
import { freshDatabase, type TestDatabase } from "../support/postgres";

describe("connecting to PostgreSQL", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshDatabase("connect");
  });
  afterAll(() => db.drop());

  test("the pool opens at most `max` connections, however many queries run at once", async () => {
    const sql = connectPostgres(db.url, { max: 3 });
    const monitor = connectPostgres(db.url, { max: 1 });
    try {
      const sessions = async () =>
        (await monitor`SELECT count(*)::int AS n FROM pg_stat_activity
                         WHERE datname = current_database() AND application_name = 'parley' AND pid <> pg_backend_pid()`)[0].n;
      const busy = Promise.all(Array.from({ length: 12 }, () => sql`SELECT pg_sleep(0.2)`));
      await Bun.sleep(100);
      expect(await sessions()).toBe(3);
      await busy;
    } finally {
      await closePostgres(sql);
    }
    try {
      // Closed means closed: the server sees the sessions go (a backend ends a moment after its socket).
      let left = -1;
      for (let waited = 0; waited < 3000 && left !== 0; waited += 20) {
        left = (await monitor`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)[0].n;
        if (left) await Bun.sleep(20);
      }
      expect(left).toBe(0);
    } finally {
      await closePostgres(monitor);
    }
  });

  test("a URL that is not PostgreSQL's, or a pool size below one, is refused before any connection", () => {
    expect(() => connectPostgres("mysql://root@127.0.0.1/parley")).toThrow("postgres:// or postgresql://");
    expect(() => connectPostgres("not a url")).toThrow("not a URL");
    expect(() => connectPostgres(db.url, { max: 0 })).toThrow("at least 1");
    expect(() => connectPostgres(db.url, { max: 2.5 })).toThrow("at least 1");
  });

  test("postgresql:// works as well as postgres://", async () => {
    const sql = connectPostgres(db.url.replace(/^postgres:/, "postgresql:"), { max: 1 });
    try {
      expect((await sql`SELECT 1 AS one`)[0].one).toBe(1);
    } finally {
      await closePostgres(sql);
    }
  });
});

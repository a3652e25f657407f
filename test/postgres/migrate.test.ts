import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { SQL } from "bun";
import { closePostgres, connectPostgres } from "../../src/db/postgres/connect";
import { migrate } from "../../src/db/postgres/migrate";
import { migrations } from "../../src/db/postgres/migrations";
import { freshDatabase, type TestDatabase } from "../support/postgres";

describe("PostgreSQL migrations", () => {
  let db: TestDatabase;
  const pools: SQL[] = [];
  const pool = () => {
    const sql = connectPostgres(db.url, { max: 2 });
    pools.push(sql);
    return sql;
  };
  beforeAll(async () => {
    db = await freshDatabase("migrate");
  });
  afterAll(async () => {
    await Promise.all(pools.map((sql) => closePostgres(sql)));
    await db.drop();
  });

  test("three migrators started at once on an empty database apply each migration exactly once, and all finish", async () => {
    const reports = await Promise.all([pool(), pool(), pool()].map((sql) => migrate(sql)));
    // Exactly one of them did the work; the others waited for the lock and found nothing to do.
    const applied = reports.flatMap((r) => r.applied).sort((a, b) => a - b);
    expect(applied).toEqual(migrations.map((_, i) => i + 1));
    expect(reports.filter((r) => r.applied.length > 0)).toHaveLength(1);
    for (const report of reports) expect(report.to).toBe(migrations.length);

    const rows = await pools[0]!`SELECT version, applied_at FROM schema_migrations ORDER BY version`;
    expect(rows.map((r: any) => r.version)).toEqual(migrations.map((_, i) => i + 1));
    for (const row of rows) expect(row.applied_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The schema is whole: the room's one stats row, and every table a store will use.
    expect(await pools[0]!`SELECT post_count, version FROM room_stats`).toEqual([{ post_count: 0, version: 0 }] as any);
    const tables = (await pools[0]!`SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`).map((r: any) => r.tablename);
    expect(tables).toEqual([
      "billing_checkouts", "billing_events", "billing_subscriptions", "citizens", "idempotency", "lurkers", "post_removals", "posts", "rate_budgets",
      "retired_keys", "room_stats", "schema_migrations", "settings", "threads", "trials", "web_sessions",
    ]);
  });

  test("a second run is a no-op", async () => {
    const before = await pools[0]!`SELECT version, applied_at FROM schema_migrations ORDER BY version`;
    const report = await migrate(pool());
    expect(report).toEqual({ from: migrations.length, to: migrations.length, applied: [] });
    expect(await pools[0]!`SELECT version, applied_at FROM schema_migrations ORDER BY version`).toEqual(before);
  });

  test("a database from a newer build is refused with a clear message, and left as it was", async () => {
    const sql = pools[0]!;
    await sql`INSERT INTO schema_migrations (version, applied_at) VALUES (${migrations.length + 2}, '2030-01-01 00:00:00')`;
    await expect(migrate(pool())).rejects.toThrow(
      `the database is at schema version ${migrations.length + 2} but this build knows only ${migrations.length}; run a newer Parley`,
    );
    expect((await sql`SELECT count(*)::int AS n FROM schema_migrations`)[0].n).toBe(migrations.length + 1);
  });

  test("the lock really serialises: slow migrations started by three at once still run once each, in order", async () => {
    const other = await freshDatabase("migrate_slow");
    const clients = [1, 2, 3].map(() => connectPostgres(other.url, { max: 1 }));
    try {
      // Each step sleeps, then logs itself; a second run of any step would fail on the
      // primary key, and a step out of order would show in the log's order.
      const slow = [
        "CREATE TABLE steps (n integer PRIMARY KEY, at timestamptz DEFAULT clock_timestamp())",
        "SELECT pg_sleep(0.2); INSERT INTO steps (n) VALUES (2)",
        "SELECT pg_sleep(0.2); INSERT INTO steps (n) VALUES (3)",
      ];
      const reports = await Promise.all(clients.map((sql) => migrate(sql, slow)));
      expect(reports.flatMap((r) => r.applied).sort()).toEqual([1, 2, 3]);
      expect((await clients[0]!`SELECT n FROM steps ORDER BY at`).map((r: any) => r.n)).toEqual([2, 3]);
    } finally {
      await Promise.all(clients.map((sql) => closePostgres(sql)));
      await other.drop();
    }
  });

  test("a migration that fails leaves no part of itself and is not recorded", async () => {
    const other = await freshDatabase("migrate_fail");
    const sql = connectPostgres(other.url, { max: 1 });
    try {
      const list = ["CREATE TABLE a (n integer)", "CREATE TABLE b (n integer); SELECT no_such_function()"];
      await expect(migrate(sql, list)).rejects.toThrow(/no_such_function/);
      expect((await sql`SELECT version FROM schema_migrations`).map((r: any) => r.version)).toEqual([1]);
      expect((await sql`SELECT to_regclass('b') IS NULL AS gone`)[0].gone).toBe(true);
      // The lock was let go: the next run can take it (with the step fixed, as a new build would).
      expect((await migrate(sql, ["CREATE TABLE a (n integer)", "CREATE TABLE b (n integer)"])).applied).toEqual([2]);
    } finally {
      await closePostgres(sql);
      await other.drop();
    }
  });
});

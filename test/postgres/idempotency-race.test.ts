/**
 * An Idempotency-Key claim racing the release of a refused first attempt: the second claim
 * either waits (running) or holds the key itself (new, with its row in the table), never an
 * error and never "new" without the row that keeps a third request out.
 */
import { afterAll, expect, test } from "bun:test";
import { connectPostgres } from "../../src/db/postgres/connect";
import { migrate } from "../../src/db/postgres/migrate";
import { createPostgresStore } from "../../src/store/postgres";
import { freshDatabase } from "../support/postgres";

const database = await freshDatabase("idempotency");
const sql = connectPostgres(database.url, { max: 4 });
await migrate(sql);
const store = createPostgresStore(sql);
afterAll(async () => {
  await sql.close();
  await database.drop();
});

test("a claim racing a release is never an error and never 'new' without holding the key", async () => {
  const states: Record<string, number> = {};
  for (let i = 0; i < 300; i++) {
    const key = `k${i}`;
    expect((await store.idempotency.claim("citizen:1", key, "h", Date.now())).state).toBe("new");
    const [second] = await Promise.all([
      store.idempotency.claim("citizen:1", key, "h", Date.now()),
      (async () => {
        for (let j = 0; j < i % 3; j++) await sql`SELECT 1`;
        await store.idempotency.release("citizen:1", key);
      })(),
    ]);
    states[second.state] = (states[second.state] ?? 0) + 1;
    expect(["new", "running"]).toContain(second.state);
    if (second.state === "new") {
      const rows = await sql`SELECT 1 FROM idempotency WHERE owner = 'citizen:1' AND key = ${key}`;
      expect(rows.length).toBe(1);
    }
  }
  // Both outcomes happen, or the race was not run.
  expect(Object.keys(states).sort()).toEqual(["new", "running"]);
}, 60_000);

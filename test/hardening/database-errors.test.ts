/**
 * What a failed database call tells the client: "nothing was changed" only when that is
 * known (a rollback); a connection lost, perhaps during COMMIT, is said to leave the outcome
 * unknown. Both are 503 database_busy with Retry-After (test/api/database.test.ts).
 */
import { expect, test } from "bun:test";
import { transientPostgresError } from "../../src/store/postgres/errors";

const pg = (errno: string) => Object.assign(new Error("postgres"), { errno, code: "ERR_POSTGRES_SERVER_ERROR" });

test("PostgreSQL failures: rolled back, outcome unknown, or not the database's moment", () => {
  for (const state of ["40001", "40P01", "55P03", "57014", "53300"]) expect(transientPostgresError(pg(state)), state).toBe("rolled back");
  for (const state of ["57P01", "08006", "08003"]) expect(transientPostgresError(pg(state)), state).toBe("unknown");
  expect(transientPostgresError(Object.assign(new Error("closed"), { code: "ERR_POSTGRES_CONNECTION_CLOSED" }))).toBe("unknown");
  expect(transientPostgresError(Object.assign(new Error("refused"), { code: "ERR_POSTGRES_CONNECTION_REFUSED" }))).toBe("rolled back");
  expect(transientPostgresError(pg("23505"))).toBeNull();
  expect(transientPostgresError(new Error("anything else"))).toBeNull();
});

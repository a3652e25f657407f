import type { SharedBudgets } from "../types";
import { one, type Query } from "./query";

/**
 * GCRA budgets in an UNLOGGED table (migration 4): one upsert spends or refuses, the row
 * lock makes concurrent spends from any instance take turns. A crash of PostgreSQL empties
 * the table, which only forgives what clients had spent.
 */
export function budgetStatements(q: Query): SharedBudgets {
  return {
    async spend(name, key, now, interval, windowMs) {
      const spent = await one<{ tat: number }>(
        q,
        `INSERT INTO rate_budgets AS b (name, key, tat) VALUES ($1, $2, $3::float8 + $4::float8)
           ON CONFLICT (name, key) DO UPDATE SET tat = greatest(b.tat, $3::float8) + $4::float8
           WHERE greatest(b.tat, $3::float8) + $4::float8 - $3::float8 <= $5::float8
         RETURNING tat - $4::float8 AS tat`,
        [name, key, now, interval, windowMs],
      );
      if (spent) return { allowed: true, tat: spent.tat };
      return { allowed: false, tat: (await this.peek(name, key)) ?? now };
    },
    async peek(name, key) {
      return (await one<{ tat: number }>(q, "SELECT tat FROM rate_budgets WHERE name = $1 AND key = $2", [name, key]))?.tat ?? null;
    },
    async refund(name, key, interval) {
      await q("UPDATE rate_budgets SET tat = tat - $3::float8 WHERE name = $1 AND key = $2", [name, key, interval]);
    },
    /** Rows whose arrival time is past are exactly like no row: dropped to keep the table small. */
    async forgetIdle(now) {
      return (await q("DELETE FROM rate_budgets WHERE tat < $1 RETURNING key", [now])).length;
    },
  };
}

import type { SQL } from "bun";
import type { Store } from "../types";
import { billingStatements } from "./billing";
import { budgetStatements } from "./budgets";
import { citizenStatements } from "./citizens";
import { transientPostgresError } from "./errors";
import { idempotencyStatements } from "./idempotency";
import { lurkerStatements } from "./lurkers";
import { postStatements } from "./posts";
import { threadStatements } from "./threads";
import { queryOn } from "./query";
import { searchStatements } from "./search";
import { sessionStatements, settingStatements, statsStatements, trialStatements } from "./small";

/** Post inserts notify this channel at commit (migration 4): the stream hubs of every instance wake. */
export const POSTS_CHANNEL = "parley_posts";

/**
 * The Store over a PostgreSQL pool, shared by every instance of the room. A transaction
 * takes the room write lock first: every write transaction ends up needing it (the counted
 * tables take it in their triggers), and taking it first means two transactions never hold
 * rows the other waits for, so they queue instead of deadlocking.
 */
export function createPostgresStore(sql: SQL): Store {
  // Budgets are spent outside any transaction, on the pool: a refused write still counts.
  const budgets = budgetStatements(queryOn(sql));
  const over = (on: SQL, atomically: Store["atomically"]): Store => {
    const q = queryOn(on);
    return {
      backend: "postgres",
      threads: threadStatements(q),
      posts: postStatements(q),
      citizens: citizenStatements(q),
      lurkers: lurkerStatements(q),
      trials: trialStatements(q),
      settings: settingStatements(q),
      stats: statsStatements(q),
      billing: billingStatements(q),
      sessions: sessionStatements(q),
      idempotency: idempotencyStatements(q),
      search: searchStatements(q),
      atomically,
      unavailable: transientPostgresError,
      budgets,
      watch: async (onChange) => {
        const subscription = await sql.listen(POSTS_CHANNEL, onChange, onChange);
        return () => subscription.unlisten();
      },
      close: () => sql.close({ timeout: 5 }),
    };
  };
  const inside = (tx: SQL): Store =>
    over(tx, (work) => (tx as SQL & { savepoint<T>(fn: (sp: SQL) => Promise<T>): Promise<T> }).savepoint((sp) => work(inside(sp))));
  return over(sql, (work) =>
    sql.begin(async (tx) => {
      await tx`SELECT room_write_lock()`;
      return work(inside(tx));
    }),
  );
}

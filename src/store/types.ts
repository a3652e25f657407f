import type { billingStore } from "./billing";
import type { citizenStore } from "./citizens";
import type { idempotencyStore } from "./idempotency";
import type { lurkerStore } from "./lurkers";
import type { postStore } from "./posts";
import type { searchStore } from "./search";
import type { sessionStore } from "./sessions";
import type { settingStore } from "./settings";
import type { statsStore } from "./stats";
import type { threadStore } from "./threads";
import type { trialStore } from "./trials";

/** Rate-limit budgets kept where every instance sees them (access/rate-limit.ts judges with them). */
export interface SharedBudgets {
  /**
   * Spends one `interval` (ms) of `key`'s budget if the client's theoretical arrival time
   * then stays within `windowMs` of `now`; `tat` is that time before this request.
   */
  spend(name: string, key: string, now: number, interval: number, windowMs: number): Promise<{ allowed: boolean; tat: number }>;
  peek(name: string, key: string): Promise<number | null>;
  /** Gives back one `interval` that `spend` took. */
  refund(name: string, key: string, interval: number): Promise<void>;
  /** Drops clients whose budget is whole again (their arrival time is past): same verdicts, smaller table. */
  forgetIdle(now: number): Promise<number>;
}

export type Unavailable = "rolled back" | "unknown" | null;

/** The same methods, answering with a promise: what every backend offers the services. */
type Async<Statements> = {
  [K in keyof Statements]: Statements[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<R> : never;
};

/**
 * The room's data, whatever holds it. The SQLite statement modules beside this file name
 * the methods and their rows; `createSqliteStore` (./index.ts) and `createPostgresStore`
 * (./postgres) both answer them asynchronously, so the services cannot tell which one runs.
 */
export interface Store {
  readonly backend: "sqlite" | "postgres";
  threads: Async<ReturnType<typeof threadStore>>;
  posts: Async<Omit<ReturnType<typeof postStore>, "sameBody" | "recentBodies">> & {
    /**
     * The duplicate guard: the newest post by this citizen since `since` (an sqlTime) with
     * exactly this body, or null. Inside a publishing transaction, so concurrent copies of
     * one post find each other (PostgreSQL: the room write lock is taken first).
     */
    earlierSame(citizenId: number, body: string, since: string): Promise<{ id: number; thread_id: number } | null>;
  };
  citizens: Async<ReturnType<typeof citizenStore>>;
  lurkers: Async<ReturnType<typeof lurkerStore>>;
  trials: Async<ReturnType<typeof trialStore>>;
  settings: Async<ReturnType<typeof settingStore>>;
  stats: Async<ReturnType<typeof statsStore>>;
  billing: Async<ReturnType<typeof billingStore>>;
  sessions: Async<ReturnType<typeof sessionStore>>;
  idempotency: Async<ReturnType<typeof idempotencyStore>>;
  search: Async<ReturnType<typeof searchStore>>;
  /**
   * Runs `work` as one transaction over `tx` (nested: a savepoint): all of it lands, or
   * none. Inside, use `tx`, never the outer store: on SQLite the outer store waits for the
   * open transaction to end, so using it inside would wait for itself.
   */
  atomically<T>(work: (tx: Store) => Promise<T>): Promise<T>;
  /**
   * Whether a failure means the database is briefly unable to answer, and what became of the
   * work: "rolled back" (SQLite: another process held the write lock past busy_timeout;
   * PostgreSQL: a deadlock, a serialization failure, a lock or statement timeout) means
   * nothing was changed; "unknown" (a connection lost, perhaps during COMMIT) means it may
   * have been; null, any other failure.
   */
  unavailable(error: unknown): Unavailable;
  /** Budgets shared by every instance, or null: one SQLite process keeps its budgets in memory. */
  budgets: SharedBudgets | null;
  /**
   * Calls `onChange` soon after posts are committed by any process, and again after a lost
   * connection is back (so a missed notice costs one read, never a post); resolves to what
   * stops it. Null where polling is all there is (SQLite: one process writes the file).
   */
  watch: ((onChange: () => void) => Promise<() => Promise<void>>) | null;
  /** Closes the connections (SQLite: the caller closes its Database). */
  close(): Promise<void>;
}

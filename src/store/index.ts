import type { Database } from "bun:sqlite";
import { billingStore } from "./billing";
import { bulkStore } from "./bulk";
import { citizenStore } from "./citizens";
import { duplicateMemory } from "./duplicate-memory";
import { idempotencyStore } from "./idempotency";
import { lurkerStore } from "./lurkers";
import { bodyHash, postStore } from "./posts";
import { searchStore } from "./search";
import { searchThread } from "./search-thread";
import { sessionStore } from "./sessions";
import { settingStore } from "./settings";
import { statsStore } from "./stats";
import { threadStore } from "./threads";
import { trialStore } from "./trials";
import type { Store } from "./types";

export type { Store };

/** All SQL of the SQLite backend, prepared once per database; synchronous, as bun:sqlite is. */
export function createStatements(db: Database) {
  const search = searchStore(db);
  // One wrapper for every call: bun:sqlite builds a new one per db.transaction() (four
  // functions and their properties), a few µs that every write paid once per savepoint.
  // Called inside an open transaction, the wrapper makes a SAVEPOINT instead.
  const transaction = db.transaction((work: () => unknown) => work());
  return {
    threads: threadStore(db),
    posts: postStore(db),
    citizens: citizenStore(db),
    lurkers: lurkerStore(db),
    trials: trialStore(db),
    settings: settingStore(db),
    stats: statsStore(db),
    billing: billingStore(db),
    sessions: sessionStore(db),
    idempotency: idempotencyStore(db),
    search,
    bulk: bulkStore(db, search.catchUp),
    /** Runs `work` as one IMMEDIATE transaction (nested: a savepoint): all of it lands, or none. */
    atomically<T>(work: () => T): T {
      return transaction.immediate(work) as T;
    },
  };
}

export type Statements = ReturnType<typeof createStatements>;

export interface SqliteStore extends Store {
  readonly backend: "sqlite";
  /** The synchronous statements, for what only SQLite has: upkeep, bulk loads, the CLI. */
  readonly statements: Statements;
}

type Run = <T>(work: () => T) => Promise<T>;

/** Runs synchronous work now and hands its result (or its throw) over as a promise. */
const now: Run = (work) => {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error);
  }
};

/** The same methods, each run through `run`. */
function over<S extends Record<string, (...args: any[]) => any>>(statements: S, run: Run): any {
  const methods: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(statements)) methods[name] = (...args: unknown[]) => run(() => method(...args));
  return methods;
}

/**
 * The Store over one SQLite connection. Statements run synchronously, so a call outside a
 * transaction is answered at once. A transaction's work is async, though: between its
 * awaits other requests run, and on this one connection they would read its uncommitted
 * rows or slip their own writes into it. So while a transaction is open every call from
 * outside it waits (the gate), and transactions run one at a time; inside, `tx` runs its
 * statements directly. A transaction never awaits anything but its own statements, so
 * it ends within the turn it began in and nothing waits long.
 */
export function createSqliteStore(db: Database): SqliteStore {
  const statements = createStatements(db);
  const memory = duplicateMemory(statements.posts.recentBodies);
  let open: Promise<void> | null = null;
  const gate: Run = (work) => (open ? open.then(() => gate(work)) : now(work));
  // Queries go to a thread with its own connection where there is a file to open there.
  const thread = db.filename && db.filename !== ":memory:" ? searchThread(db.filename) : null;

  const build = (run: Run, atomically: Store["atomically"]): Store => {
    const { sameBody, recentBodies: _, create, ...posts } = statements.posts;
    return {
      backend: "sqlite",
      threads: over(statements.threads, run),
      posts: {
        ...over(posts, run),
        create: (post) =>
          run(() => {
            const id = create(post);
            if (post.citizenId !== null) memory.remember(post.citizenId, bodyHash(post.body), id);
            return id;
          }),
        earlierSame: (citizenId, body, since) =>
          run(() => {
            const candidate = memory.candidate(citizenId, bodyHash(body), since);
            return candidate === undefined ? null : sameBody(candidate, citizenId, body, since);
          }),
      },
      citizens: over(statements.citizens, run),
      lurkers: over(statements.lurkers, run),
      trials: over(statements.trials, run),
      settings: over(statements.settings, run),
      stats: over(statements.stats, run),
      billing: over(statements.billing, run),
      sessions: over(statements.sessions, run),
      idempotency: over(statements.idempotency, run),
      search: { ...over(statements.search, run), ...(thread && { search: thread.search }) },
      atomically,
      // Another process (an operator's command) held the write lock past busy_timeout (5 s).
      unavailable: (error) => (String((error as { code?: unknown })?.code).startsWith("SQLITE_BUSY") ? "rolled back" : null),
      watch: null,
      budgets: null,
      close: async () => thread?.close(),
    };
  };

  let savepoints = 0;
  const inside: Store = build(now, async (work) => {
    const name = `nested_${++savepoints}`;
    db.run(`SAVEPOINT ${name}`);
    try {
      const result = await work(inside);
      db.run(`RELEASE ${name}`);
      return result;
    } catch (error) {
      db.run(`ROLLBACK TO ${name}`);
      db.run(`RELEASE ${name}`);
      throw error;
    }
  });

  const outside = build(gate, async (work) => {
    while (open) await open;
    let close!: () => void;
    open = new Promise((resolve) => (close = resolve));
    try {
      db.run("BEGIN IMMEDIATE");
      try {
        const result = await work(inside);
        db.run("COMMIT");
        return result;
      } catch (error) {
        if (db.inTransaction) db.run("ROLLBACK");
        throw error;
      }
    } finally {
      open = null;
      close();
    }
  });
  return { ...outside, backend: "sqlite", statements };
}

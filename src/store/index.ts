import type { Database } from "bun:sqlite";
import { billingStore } from "./billing";
import { bulkStore } from "./bulk";
import { citizenStore } from "./citizens";
import { lurkerStore } from "./lurkers";
import { postStore } from "./posts";
import { searchStore } from "./search";
import { sessionStore } from "./sessions";
import { settingStore } from "./settings";
import { statsStore } from "./stats";
import { threadStore } from "./threads";
import { trialStore } from "./trials";

/** All SQL of the service, prepared once per database. */
export function createStore(db: Database) {
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
    search,
    bulk: bulkStore(db, search.catchUp),
    /** Runs `work` as one IMMEDIATE transaction (nested: a savepoint): all of it lands, or none. */
    atomically<T>(work: () => T): T {
      return transaction.immediate(work) as T;
    },
  };
}

export type Store = ReturnType<typeof createStore>;

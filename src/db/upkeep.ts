import type { Database } from "bun:sqlite";

/** How often the server indexes new posts for search and checkpoints the WAL. */
export const UPKEEP_INTERVAL_MS = 1000;
/** SQLite's own default: what a connection goes back to when the server's upkeep stops. */
export const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;
/**
 * While the server checkpoints on its timer, SQLite's automatic checkpoint (at the end of
 * the commit that takes the WAL past this many pages) is only a safety net for a burst
 * that outruns the timer: 16,384 pages of 4 KiB, 64 MiB.
 */
export const SAFETY_CHECKPOINT_PAGES = 16_384;
/** After a checkpoint empties it, the WAL file is cut back to this size. */
export const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * The most post (and thread) ids one indexing transaction takes on: about 5 ms of FTS5
 * work (10-15 µs a post, at 1k and at 1M posts), so a request never waits long behind it.
 */
export const INDEX_SLICE_IDS = 384;

export interface Upkeep {
  /** One round now: index what is new (in slices, yielding between them), then a passive checkpoint. */
  runOnce(): void;
  /** Stops the timer, indexes the rest and checkpoints, and gives the connection SQLite's default back. */
  stop(): void;
}

/**
 * The server's background work on its database connection, off the request path:
 * - search indexing in batches (`indexNew`, store.search.catchUp) instead of in every
 *   write's transaction, in slices of INDEX_SLICE_IDS with the event loop free between
 *   them (a second of heavy writing is thousands of posts, 50-70 ms of indexing);
 * - WAL checkpoints on a timer instead of inside the commit that crosses 1,000 pages
 *   (100-250 µs and an fsync, paid by one unlucky write every ~55).
 * A PASSIVE checkpoint never waits for readers or writers; whatever it cannot copy now
 * (a reader in another process still needs old frames) is copied on a later round, and
 * the safety net above bounds the WAL meanwhile. Only the server starts this: the
 * command line and tests keep SQLite's defaults on their own connections.
 */
export function startUpkeep(
  db: Database,
  indexNew: (maxIds?: number) => number,
  onError: (error: unknown) => void,
  intervalMs = UPKEEP_INTERVAL_MS,
): Upkeep {
  db.exec(`PRAGMA wal_autocheckpoint = ${SAFETY_CHECKPOINT_PAGES}`);
  db.exec(`PRAGMA journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  const checkpoint = db.prepare("PRAGMA wal_checkpoint(PASSIVE)");
  let stopped = false;
  let running = false;
  const step = () => {
    if (stopped) return;
    try {
      if (indexNew(INDEX_SLICE_IDS) >= INDEX_SLICE_IDS) {
        // A full slice: perhaps more to index; the requests waiting meanwhile go first. A
        // partial one reached the newest post, so under steady writing the round still
        // ends, and its checkpoint runs (the posts written meanwhile wait for the next round).
        setImmediate(step);
        return;
      }
      checkpoint.get();
    } catch (error) {
      // A busy database (a long command holding the write lock) is tried again next round.
      onError(error);
    }
    running = false;
  };
  const runOnce = () => {
    if (running || stopped) return;
    running = true;
    step();
  };
  const timer = setInterval(runOnce, intervalMs);
  // The server is kept alive by its listener; a test's upkeep must not keep bun test alive.
  timer.unref();
  return {
    runOnce,
    stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      try {
        indexNew();
        checkpoint.get();
      } catch (error) {
        onError(error);
      }
      checkpoint.finalize();
      db.exec(`PRAGMA wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
    },
  };
}

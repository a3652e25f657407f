import type { Database } from "bun:sqlite";
import type { CheckpointerStart } from "./checkpoint-worker";

/** How often the server indexes new posts for search, and its checkpointer checkpoints the WAL. */
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
  /** One indexing round now (in slices, yielding between them). */
  runOnce(): void;
  /**
   * Stops the timer and the checkpointer, indexes the rest, checkpoints, and gives the
   * connection SQLite's default back.
   */
  stop(): Promise<void>;
}

/** How long a stop waits for the checkpointer to close its connection. */
const CHECKPOINTER_STOP_MS = 2000;

/**
 * In the executable, modules live under /$bunfs/root/ (the source folder) whichever file
 * asks, so the worker's entry point is named from there (package.json's build lists it).
 */
const CHECKPOINTER_URL = import.meta.url.startsWith("file:///$bunfs/")
  ? new URL("./db/checkpoint-worker.ts", import.meta.url).href
  : new URL("./checkpoint-worker.ts", import.meta.url).href;

/**
 * The server's background work on its database, off the request path:
 * - search indexing in batches (`indexNew`, store.search.catchUp) instead of in every
 *   write's transaction, in slices of INDEX_SLICE_IDS with the event loop free between
 *   them (a second of heavy writing is thousands of posts, 50-70 ms of indexing);
 * - WAL checkpoints on a timer, on a thread of their own (checkpoint-worker.ts) with their
 *   own connection, instead of inside the commit that crosses 1,000 pages. A checkpoint
 *   copies the second's pages into the database file and waits for the disk (fsync): at
 *   1M posts that is thousands of scattered pages and 17-48 ms a second, which the event
 *   loop used to sit out. A PASSIVE checkpoint never waits for readers or writers, so the
 *   requests go on meanwhile; the safety net above bounds the WAL if it falls behind.
 * Only the server starts this: the command line and tests keep SQLite's defaults on their
 * own connections.
 */
export function startUpkeep(
  db: Database,
  indexNew: (maxIds?: number) => number,
  onError: (error: unknown) => void,
  intervalMs = UPKEEP_INTERVAL_MS,
): Upkeep {
  db.exec(`PRAGMA wal_autocheckpoint = ${SAFETY_CHECKPOINT_PAGES}`);
  db.exec(`PRAGMA journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  const checkpointer = startCheckpointer(db.filename, intervalMs, onError);
  let stopped = false;
  let running = false;
  const step = () => {
    if (stopped) return;
    try {
      // A full slice: perhaps more to index; the requests waiting meanwhile go first.
      if (indexNew(INDEX_SLICE_IDS) >= INDEX_SLICE_IDS) {
        setImmediate(step);
        return;
      }
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
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      await checkpointer.stop();
      try {
        indexNew();
        db.query("PRAGMA wal_checkpoint(PASSIVE)").get();
      } catch (error) {
        onError(error);
      }
      db.exec(`PRAGMA wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
    },
  };
}

function startCheckpointer(path: string, intervalMs: number, onError: (error: unknown) => void) {
  // Not a reason to stay alive: the server is kept alive by its listener, a test by its tests.
  const worker = new Worker(CHECKPOINTER_URL, { ref: false, smol: true } as WorkerOptions);
  let stopped: (() => void) | null = null;
  worker.onmessage = (event: MessageEvent<{ error: string } | "stopped">) => {
    if (event.data === "stopped") stopped?.();
    else onError(new Error(`checkpoint: ${event.data.error}`));
  };
  worker.onerror = (event) => onError(new Error(`checkpoint thread: ${event.message}`));
  worker.postMessage({ path, intervalMs } satisfies CheckpointerStart);
  return {
    async stop() {
      const closed = new Promise<void>((resolve) => (stopped = resolve));
      worker.postMessage("stop");
      await Promise.race([closed, Bun.sleep(CHECKPOINTER_STOP_MS)]);
      worker.terminate();
    },
  };
}

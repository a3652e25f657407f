/**
 * The server's WAL checkpointer: a thread with a connection of its own (db/upkeep.ts says
 * why). A build that makes the executable lists this file as a second entry point.
 *
 * In: `{ path, intervalMs }` once, then "stop". Out: `{ error }` when a round fails, and
 * "stopped" once its connection is closed.
 */
import { Database } from "bun:sqlite";

declare const self: Worker;

export interface CheckpointerStart {
  path: string;
  intervalMs: number;
}

const report = (error: unknown) => postMessage({ error: String((error as Error)?.message ?? error) });

let timer: ReturnType<typeof setInterval> | null = null;
let db: Database | null = null;

self.onmessage = (event: MessageEvent<CheckpointerStart | "stop">) => {
  if (event.data === "stop") {
    if (timer) clearInterval(timer);
    // With its statement finalized (true), so the connection really closes: otherwise the
    // server's own close is not the last one and leaves the WAL file behind.
    db?.close(true);
    postMessage("stopped");
    return;
  }
  const { path, intervalMs } = event.data;
  try {
    db = new Database(path, { readwrite: true, create: false });
    // Waiting here holds no request: this thread does nothing else.
    db.exec("PRAGMA busy_timeout = 5000");
  } catch (error) {
    report(error);
    return;
  }
  // PASSIVE never waits for the server's readers or writers: it copies what it can now,
  // and what a reader still needs is copied on a later round.
  const checkpoint = db.prepare("PRAGMA wal_checkpoint(PASSIVE)");
  timer = setInterval(() => {
    try {
      checkpoint.get();
    } catch (error) {
      report(error);
    }
  }, intervalMs);
};

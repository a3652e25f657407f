/**
 * The server's WAL checkpointer: a thread with a connection of its own (db/upkeep.ts says
 * why). A build that makes the executable lists this file as a second entry point.
 *
 * In: `{ path, intervalMs }` once, then "stop". Out: `{ error }` when a round fails, and
 * "stopped" once its connection is closed.
 */
import { Database, type Statement } from "bun:sqlite";

declare const self: Worker;

export interface CheckpointerStart {
  path: string;
  intervalMs: number;
}

let timer: ReturnType<typeof setInterval> | null = null;
let db: Database | null = null;
let checkpoint: Statement | null = null;

self.onmessage = (event: MessageEvent<CheckpointerStart | "stop">) => {
  if (event.data === "stop") {
    if (timer) clearInterval(timer);
    // A statement left open keeps the connection alive after close(), and then the
    // server's own close is not the last one and leaves the WAL file behind.
    checkpoint?.finalize();
    db?.close();
    postMessage("stopped");
    return;
  }
  const { path, intervalMs } = event.data;
  try {
    db = new Database(path, { readwrite: true, create: false });
    // Waiting here holds no request: this thread does nothing else.
    db.exec("PRAGMA busy_timeout = 5000");
  } catch (error) {
    postMessage({ error: String((error as Error)?.message ?? error) });
    return;
  }
  // PASSIVE never waits for the server's readers or writers: it copies what it can now,
  // and what a reader still needs is copied on a later round.
  const statement = (checkpoint = db.prepare("PRAGMA wal_checkpoint(PASSIVE)"));
  timer = setInterval(() => {
    try {
      statement.get();
    } catch (error) {
      postMessage({ error: String((error as Error)?.message ?? error) });
    }
  }, intervalMs);
};

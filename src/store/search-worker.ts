/**
 * The search thread: full-text queries on a read-only connection of its own, so that FTS5's
 * ranking over a large room (tens of ms for common words at a million posts) never holds
 * the server's event loop. A build that makes the executable lists this file as an entry.
 *
 * In: `{ path }` once, then `{ id, expression, limit, offset }` per query, or "stop".
 * Out: `{ id, result }` or `{ id, error, code }`, and "stopped" once the connection is closed.
 */
import { Database } from "bun:sqlite";
import { searchReader } from "./search";

declare const self: Worker;

export type SearchRequest = { id: number; expression: string; limit: number; offset: number };

let db: Database | null = null;
let reader: ReturnType<typeof searchReader> | null = null;
let opening: unknown = null;

self.onmessage = (event: MessageEvent<{ path: string } | SearchRequest | "stop">) => {
  const message = event.data;
  if (message === "stop") {
    db?.close(true);
    postMessage("stopped");
    return;
  }
  if ("path" in message) {
    try {
      db = new Database(message.path, { readonly: true });
      // A checkpoint or a writer's commit can hold the file a moment; waiting here holds no request.
      db.exec("PRAGMA busy_timeout = 5000");
      reader = searchReader(db);
    } catch (error) {
      // Told to every query, with its code, instead of ending the thread.
      opening = error;
    }
    return;
  }
  try {
    if (opening) throw opening;
    const started = performance.now();
    const result = reader!.search(message.expression, message.limit, message.offset);
    if (result.ok) result.costMs = performance.now() - started;
    postMessage({ id: message.id, result });
  } catch (error) {
    // The code travels too: SQLITE_BUSY must reach the error handler as a 503, not a 500.
    postMessage({ id: message.id, error: String((error as Error)?.message ?? error), code: (error as { code?: unknown })?.code });
  }
};

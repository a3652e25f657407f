import type { SearchRequest } from "./search-worker";
import type { SearchResult } from "./search";

/** Queries waiting for the search thread at most; one more is told the room is busy searching. */
export const SEARCH_QUEUE_MAX = 64;
const STOP_MS = 2000;

/** In the executable, modules live under /$bunfs/root/ whichever file asks (see db/upkeep.ts). */
const WORKER_URL = import.meta.url.startsWith("file:///$bunfs/")
  ? new URL("./store/search-worker.ts", import.meta.url).href
  : new URL("./search-worker.ts", import.meta.url).href;

/** Bun's Worker can be told whether it keeps the process alive; the DOM's type does not say so. */
type Thread = Worker & { ref(): void; unref(): void };

/**
 * Searches of a SQLite room, answered by a thread of their own (search-worker.ts) that is
 * started at the first search. Queries take turns there: a costly one makes the next
 * search wait, never a read of a thread or a write. The queue is bounded.
 */
export function searchThread(path: string) {
  let worker: Thread | null = null;
  let next = 0;
  const pending = new Map<number, { resolve: (result: SearchResult) => void; reject: (error: Error) => void }>();

  const fail = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    worker?.terminate();
    worker = null;
  };

  const start = (): Thread => {
    const thread = new Worker(WORKER_URL, { smol: true } as WorkerOptions) as Thread;
    thread.unref();
    thread.onmessage = (event: MessageEvent<{ id: number; result?: SearchResult; error?: string; code?: unknown } | "stopped">) => {
      if (event.data === "stopped") return;
      const { id, result, error, code } = event.data;
      const waiting = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) thread.unref();
      if (error !== undefined) waiting?.reject(Object.assign(new Error(error), { code }));
      else waiting?.resolve(result!);
    };
    // The next search starts a new thread.
    thread.onerror = (event) => fail(new Error(`search thread: ${event.message}`));
    thread.postMessage({ path });
    return thread;
  };

  return {
    search(expression: string, limit: number, offset: number): Promise<SearchResult> {
      if (pending.size >= SEARCH_QUEUE_MAX) {
        return Promise.resolve({ ok: false, code: "search_busy", reason: `${SEARCH_QUEUE_MAX} searches are already waiting` });
      }
      worker ??= start();
      // Kept alive while a search is out, so a caller's await is always answered.
      worker.ref();
      const id = ++next;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker!.postMessage({ id, expression, limit, offset } satisfies SearchRequest);
      });
    },
    async close(): Promise<void> {
      const thread = worker;
      if (!thread) return;
      worker = null;
      const stopped = new Promise<void>((resolve) => {
        thread.addEventListener("message", (event) => event.data === "stopped" && resolve());
        setTimeout(resolve, STOP_MS).unref();
      });
      thread.postMessage("stop");
      await stopped;
      thread.terminate();
    },
  };
}

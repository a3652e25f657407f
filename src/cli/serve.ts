import { createApp, type App } from "../app";
import type { Config } from "../config";
import { openBackend, type Backend } from "../store/backend";
import { startUpkeep, type Upkeep } from "../db/upkeep";
import { lastResortResponse } from "../http/last-resort";
import { flushRequestLog } from "../http/request-log";
import { startIdleCollector } from "../idle-gc";
import { judge } from "../conduct";
import { openRoom, type Room } from "../room";
import { CommandError } from "./command-room";
import { startupBanner } from "./banner";

/** Above the API's own 64 KiB JSON cap, so that limit answers with a problem+json 413. */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;
/** How long a stop waits for requests in flight: under the 10 s `docker stop` allows before SIGKILL. */
export const STOP_GRACE_MS = 8_000;

/** Opens the room, listens, prints the banner, and stops cleanly on SIGTERM/SIGINT. */
export async function serveCommand(config: Config): Promise<void> {
  const backend = await openBackend(config);
  const { room, generatedAdminSecret } = await openRoom(config, backend.store);
  // The conduct lexicon is built on first use (tens of ms): pay that before the first writer does.
  judge({ body: "Hello." });
  const app = createApp(room);
  try {
    app.listen({
      port: config.port,
      hostname: config.host,
      // Elysia turns reusePort on; a second server on the same port must fail, not share it.
      reusePort: false,
      development: false,
      idleTimeout: config.requestTimeoutSeconds,
      maxRequestBodySize: MAX_REQUEST_BODY_BYTES,
      // Only what escapes Elysia's own error handling lands here, without its request: Bun's
      // default is a bare text/plain 500 without the security headers. Agents read problem+json.
      error: () => lastResortResponse(true, config.baseUrl),
    });
  } catch (error) {
    await backend.close(true);
    throw new CommandError(`cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  }
  const server = app.server!;
  console.log(startupBanner(config, `http://${server.hostname}:${server.port}`, generatedAdminSecret));
  // Search indexing and WAL checkpoints (on a thread of their own), once a second, off the request path (db/upkeep.ts).
  // PostgreSQL indexes in the writing transaction and checkpoints by itself: SQLite only.
  const upkeep = backend.sqlite
    ? startUpkeep(backend.sqlite.db, backend.sqlite.indexNew, (error) =>
        console.error(JSON.stringify({ level: "error", msg: "upkeep failed; retrying in a second", error: String((error as Error)?.message ?? error) })),
      )
    : null;
  // Shared budgets (PostgreSQL): clients whose budget is whole again are dropped once a minute.
  const budgets = room.store.budgets;
  if (budgets) setInterval(() => void budgets.forgetIdle(Date.now()).catch(() => {}), 60_000).unref();
  // One full garbage collection when the server goes quiet after load (idle-gc.ts).
  startIdleCollector();
  stopOnSignals(app, room, backend, upkeep);
}

function stopOnSignals(app: App, room: Room, backend: Backend, upkeep: Upkeep | null): void {
  const server = app.server!;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      flushRequestLog();
      console.log(`${signal} again: stopping now`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal}: no longer accepting; finishing requests in flight`);
    // An event stream never ends by itself; its clients reconnect with Last-Event-ID.
    room.streams.closeAll();
    const finished = await Promise.race([
      server.stop(false).then(() => true),
      Bun.sleep(STOP_GRACE_MS).then(() => false),
    ]);
    if (!finished) {
      console.log(`requests still running after ${STOP_GRACE_MS / 1000} s: closing them`);
      await server.stop(true);
    }
    // Elysia runs after-response hooks (the request log) on the next turn of the loop.
    await new Promise((next) => setImmediate(next));
    await upkeep?.stop();
    await backend.close(true);
    flushRequestLog();
    console.log(backend.sqlite ? "stopped; database checkpointed and closed" : "stopped; database connections closed");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

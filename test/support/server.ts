import { createApp } from "../../src/app";
import { testRoom, type TestRoom } from "./room";

export interface LiveRoom extends TestRoom {
  url: string;
  stop(): Promise<void>;
}

/** A test room behind a real listening socket on 127.0.0.1, so the server sees a real client IP. */
export async function liveRoom(env: Record<string, string> = {}): Promise<LiveRoom> {
  const t = await testRoom({ TRUST_PROXY: "false", ...env });
  const app = createApp(t.room).listen({ port: 0, hostname: "127.0.0.1" });
  const url = `http://127.0.0.1:${app.server!.port}`;
  // Object.assign, not a spread: a spread would read the room's `db` getter, which throws on PostgreSQL.
  return Object.assign(t, {
    url,
    async stop() {
      await app.stop(true);
      await t.close();
    },
  });
}

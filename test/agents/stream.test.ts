import { afterEach, describe, expect, test } from "bun:test";
import { createApp } from "../../src/app";
import { REPLAY_MAX } from "../../src/modules/stream/hub";
import { ADMIN_SECRET, testRoom } from "../support/room";
import { liveRoom, type LiveRoom } from "../support/server";

interface Event {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
  retry?: string;
}

/** Reads an SSE response frame by frame. */
function events(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    async next(): Promise<Event> {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: Event = {};
          for (const line of block.split("\n")) {
            if (line.startsWith(": ")) event.comment = line.slice(2);
            else {
              const at = line.indexOf(": ");
              (event as Record<string, string>)[line.slice(0, at)] = line.slice(at + 2);
            }
          }
          return event;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += decoder.decode(value, { stream: true });
      }
    },
    /** The next event of `kind`, skipping others (retry, heartbeats). */
    async nextOf(kind: string): Promise<Event> {
      for (;;) {
        const event = await this.next();
        if (event.event === kind) return event;
      }
    },
    close: () => reader.cancel(),
  };
}

let room: LiveRoom | null = null;
afterEach(async () => {
  await room?.stop();
  room = null;
});

const open = (r: LiveRoom, path = "/api/stream", headers: Record<string, string> = {}) => fetch(r.url + path, { headers });
const write = (r: LiveRoom, key: string, body: string) =>
  fetch(r.url + "/api/posts", {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ title: "Streamed", body }),
  }).then((res) => res.json() as Promise<{ post: { id: number } }>);

describe("GET /api/stream", () => {
  test("new posts arrive as `post` events whose id is the post id", async () => {
    room = await liveRoom({ STREAM_POLL_MS: "20" });
    const { key } = await room.mintCitizen("Ada");
    const res = await open(room);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toStartWith("text/event-stream");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const stream = events(res);
    const ready = await stream.nextOf("ready");
    expect(JSON.parse(ready.data!).last_id).toBe(0);
    const { post } = await write(room, key, "Hello, stream readers.");
    const event = await stream.nextOf("post");
    expect(event.id).toBe(String(post.id));
    expect(JSON.parse(event.data!)).toMatchObject({ id: post.id, body: "Hello, stream readers.", author: "Ada" });
    await stream.close();
  });

  test("Last-Event-ID (or ?since_id=) replays what was missed, then goes live", async () => {
    room = await liveRoom({ STREAM_POLL_MS: "20" });
    const { key } = await room.mintCitizen("Ada");
    const first = await write(room, key, "The first post.");
    await write(room, key, "The second post.");
    await write(room, key, "The third post.");
    for (const [path, headers] of [
      ["/api/stream", { "last-event-id": String(first.post.id) }],
      [`/api/stream?since_id=${first.post.id}`, {}],
      // The header wins over the query, as EventSource sends it on reconnect.
      ["/api/stream?since_id=0", { "last-event-id": String(first.post.id) }],
    ] as const) {
      const stream = events(await open(room, path, headers));
      expect(JSON.parse((await stream.nextOf("post")).data!).body, path).toBe("The second post.");
      expect(JSON.parse((await stream.nextOf("post")).data!).body, path).toBe("The third post.");
      expect(JSON.parse((await stream.nextOf("ready")).data!).last_id, path).toBe(first.post.id + 2);
      await stream.close();
    }
    const bad = await open(room, "/api/stream", { "last-event-id": "abc" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe("invalid_last_event_id");
  });

  test("a removed post is told to every open stream as a `deleted` event, without an id", async () => {
    room = await liveRoom({ STREAM_POLL_MS: "20" });
    const { key } = await room.mintCitizen("Ada");
    const stream = events(await open(room));
    await stream.nextOf("ready");
    const made = (await write(room, key, "A post its author will take back.")) as { post: { id: number; thread_id: number } };
    await stream.nextOf("post");
    const removed = await fetch(`${room.url}/api/posts/${made.post.id}`, { method: "DELETE", headers: { authorization: `Bearer ${key}` } });
    expect(removed.status).toBe(200);
    const deleted = await stream.nextOf("deleted");
    expect(JSON.parse(deleted.data!)).toEqual({ id: made.post.id, thread_id: made.post.thread_id });
    expect(deleted.id).toBeUndefined();
    await stream.close();
  });

  test("a client too far behind gets at most the replay bound, then a `gap` event naming what to fetch", async () => {
    room = await liveRoom();
    const { room: r } = room;
    await r.store.atomically(async (tx) => {
      const threadId = await tx.threads.create("Busy", "2026-01-01 00:00:00");
      for (let i = 0; i < REPLAY_MAX + 5; i++) {
        await tx.posts.create({ threadId, parentId: null, citizenId: null, body: `Post ${i}.`, createdAt: "2026-01-01 00:00:00" });
      }
    });
    const stream = events(await open(room, "/api/stream?since_id=0"));
    let replayed = 0;
    let event: Event;
    while ((event = await stream.next()).event !== "gap") if (event.event === "post") replayed++;
    expect(replayed).toBe(REPLAY_MAX);
    expect(JSON.parse(event.data!)).toEqual({ from_id: REPLAY_MAX + 1, to_id: REPLAY_MAX + 5, fetch: `/api/posts?since_id=${REPLAY_MAX}` });
    expect(event.id).toBe(String(REPLAY_MAX + 5));
    await stream.close();
  });

  test("heartbeats come while nothing happens", async () => {
    room = await liveRoom({ STREAM_HEARTBEAT_SECONDS: "1" });
    const stream = events(await open(room));
    let event: Event;
    while (!(event = await stream.next()).comment);
    expect(event.comment).toStartWith("heartbeat");
    await stream.close();
  });

  test("connections are bounded for the room (503) and per network (429), and a closed stream frees its slot", async () => {
    room = await liveRoom({ STREAM_MAX_CONNECTIONS: "3", STREAM_MAX_PER_CLIENT: "2" });
    const a = events(await open(room));
    await a.nextOf("ready");
    const b = events(await open(room));
    await b.nextOf("ready");
    const perClient = await open(room);
    expect(perClient.status).toBe(429);
    expect(perClient.headers.get("retry-after")).toBe("30");
    expect(((await perClient.json()) as { code: string }).code).toBe("stream_limit");

    await a.close();
    // The server notices the closed socket shortly; wait for the slot to come back.
    let again: Response;
    while ((again = await open(room)).status !== 200) await Bun.sleep(20);
    const c = events(again);
    await c.nextOf("ready");
    await Promise.all([b.close(), c.close()]);
  });

  test("the room-wide bound holds across networks", async () => {
    const t = await testRoom({ STREAM_MAX_CONNECTIONS: "2", STREAM_MAX_PER_CLIENT: "5" });
    try {
      const ask = (ip: string) => t.call("GET", "/api/stream", { ip });
      const open1 = events(await ask("198.51.100.1"));
      const open2 = events(await ask("198.51.100.2"));
      const full = await ask("198.51.100.3");
      expect(full.status).toBe(503);
      expect(full.headers.get("retry-after")).toBe("30");
      expect(((await full.json()) as { code: string }).code).toBe("stream_full");
      await open1.close();
      expect((await ask("198.51.100.3")).status).toBe(200);
      await open2.close();
    } finally {
      t.close();
    }
  });

  test("?only=replies carries only what others write to me, live and on replay; without a citizen key it is refused", async () => {
    room = await liveRoom({ STREAM_POLL_MS: "20" });
    const ada = await room.mintCitizen("Ada");
    const bo = await room.mintCitizen("Bo");
    const as = (key: string, path: string, body: Record<string, unknown>) =>
      fetch(room!.url + path, { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: JSON.stringify(body) }).then(
        (res) => res.json() as Promise<{ post: { id: number }; thread?: { id: number } }>,
      );
    const mine = await as(ada.key, "/api/threads", { title: "Ada's thread", body: "Ada starts a thread." });
    const other = await as(bo.key, "/api/threads", { title: "Bo's thread", body: "Bo starts another thread." });
    const adaInBo = await as(ada.key, "/api/posts", { thread_id: other.thread!.id, body: "Ada writes in Bo's thread." });
    const inMyThread = await as(bo.key, "/api/posts", { thread_id: mine.thread!.id, body: "Bo answers in Ada's thread." });

    const auth = { authorization: `Bearer ${ada.key}` };
    // Replay from 0: Bo's answer in Ada's thread only (not Ada's own posts, not Bo's own thread).
    const stream = events(await open(room, "/api/stream?only=replies&since_id=0", auth));
    expect(JSON.parse((await stream.nextOf("post")).data!).id).toBe(inMyThread.post.id);
    await stream.nextOf("ready");
    // Live: an unrelated post and Ada's own are skipped; Bo's reply to Ada arrives.
    await as(bo.key, "/api/posts", { thread_id: other.thread!.id, body: "Bo talks in his own thread, to nobody in particular." });
    await as(ada.key, "/api/posts", { thread_id: mine.thread!.id, body: "Ada talks to herself in her thread." });
    const reply = await as(bo.key, `/api/posts/${adaInBo.post.id}/replies`, { body: "Bo replies to Ada's post." });
    const event = await stream.nextOf("post");
    expect(event.id).toBe(String(reply.post.id));
    await stream.close();

    // Everyone else still gets everything.
    const all = events(await open(room, `/api/stream?since_id=${inMyThread.post.id}`));
    expect(Number((await all.nextOf("post")).id)).toBe(inMyThread.post.id + 1);
    await all.close();

    expect((await open(room, "/api/stream?only=replies")).status).toBe(401);
    expect((await open(room, "/api/stream?only=replies", { "x-admin-secret": ADMIN_SECRET })).status).toBe(403);
    expect((await open(room, "/api/stream?only=everything")).status).toBe(400);
  });

  test("a post body cannot forge stream frames", async () => {
    room = await liveRoom({ STREAM_POLL_MS: "20" });
    const { key } = await room.mintCitizen("Mallory");
    const stream = events(await open(room));
    await stream.nextOf("ready");
    // Plain English around the fake frame, so that only the stream framing is under test.
    const sneaky =
      "Hello everyone, this is how a stream frame looks on the wire, in case you wondered.\n\nevent: post\nid: 999\ndata: {\"body\":\"forged\"}\n\nThat was only an example of the format, so please ignore it. Bye for now.";
    const written = await write(room, key, sneaky);
    expect(written.post.id).toBeGreaterThan(0);
    const event = await stream.nextOf("post");
    expect(JSON.parse(event.data!).body).toBe(sneaky);
    await stream.close();
  });

  test("endStreams lets a graceful stop finish instead of waiting for streams forever", async () => {
    const t = await testRoom({ TRUST_PROXY: "false" });
    const app = createApp(t.room).listen({ port: 0, hostname: "127.0.0.1" });
    try {
      const stream = events(await fetch(`http://127.0.0.1:${app.server!.port}/api/stream`));
      await stream.nextOf("ready");
      t.room.streams.closeAll();
      await app.stop();
      await expect(stream.next()).rejects.toThrow();
    } finally {
      t.close();
    }
  });
});

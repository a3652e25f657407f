import type { StreamConfig } from "../../config";
import type { Store } from "../../store";
import type { PostRow } from "../../store/posts";
import { REPLIES_WINDOW } from "../me/replies";

const PAGE = 100;
/** A resuming client gets at most this many missed posts on the stream; the rest by GET. */
export const REPLAY_MAX = 1000;
/** Chunks queued for a client that does not read; past this it is dropped, not buffered. */
const MAX_QUEUED = 2000;
/** A replies-only stream's replay looks through at most this many windows of post ids. */
const REPLAY_WINDOWS = 4;

const encoder = new TextEncoder();

/** One SSE frame. JSON has no raw newline, so a post body can never forge a frame. */
export function frame(fields: { id?: number; event?: string; data?: unknown; comment?: string; retry?: number }): string {
  let text = "";
  if (fields.comment !== undefined) text += `: ${fields.comment}\n`;
  if (fields.retry !== undefined) text += `retry: ${fields.retry}\n`;
  if (fields.id !== undefined) text += `id: ${fields.id}\n`;
  if (fields.event !== undefined) text += `event: ${fields.event}\n`;
  if (fields.data !== undefined) text += `data: ${JSON.stringify(fields.data)}\n`;
  return `${text}\n`;
}

/** A frame as the bytes a stream carries; one copy serves every subscriber it goes to. */
const encoded = (fields: Parameters<typeof frame>[0]) => encoder.encode(frame(fields));

interface Subscriber {
  /** The id of the last post this client was sent (or skipped past). */
  lastId: number;
  network: string;
  /** The wider network (IPv4 /24, IPv6 /48) the network belongs to. */
  wide: string;
  /** When the stream opened, epoch ms: it is closed after maxSeconds. */
  openedAt: number;
  controller: ReadableStreamDefaultController<Uint8Array>;
  closed: boolean;
  /** False until its start (or replay) is known: the live feed skips it until then. */
  live: boolean;
  /** Set when the stream carries only what others wrote to this citizen (GET /api/me/replies). */
  repliesFor: number | null;
}

export type Admission = { ok: true } | { ok: false; reason: "full" | "per_client" };

/**
 * Every open stream of one room, fed by ONE poller: while nothing changed it costs one
 * row read per tick whatever the number of clients, and it sees posts written by any
 * process (the command line too). Timers run only while someone listens.
 */
export function streamHub(settings: StreamConfig, store: Store, now: () => Date) {
  const { maxConnections, maxPerClient, maxPerWideNetwork, maxSeconds, heartbeatSeconds, pollMs } = settings;
  const subscribers = new Set<Subscriber>();
  const perNetwork = new Map<string, number>();
  let poller: ReturnType<typeof setInterval> | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  let seenVersion = -1;
  let polling = false;
  let pollAgain = false;
  /** The newest removal already told (or skipped at start); null until known. */
  let removalSeq: number | null = null;
  let unwatch: Promise<(() => Promise<void>) | null> | null = null;

  const send = (subscriber: Subscriber, bytes: Uint8Array) => {
    if (subscriber.closed) return;
    if ((subscriber.controller.desiredSize ?? 0) < -MAX_QUEUED) return drop(subscriber, true);
    try {
      subscriber.controller.enqueue(bytes);
    } catch {
      drop(subscriber, false);
    }
  };

  const drop = (subscriber: Subscriber, closeStream: boolean) => {
    if (subscriber.closed) return;
    subscriber.closed = true;
    subscribers.delete(subscriber);
    for (const key of [subscriber.network, subscriber.wide]) {
      const left = (perNetwork.get(key) ?? 1) - 1;
      if (left > 0) perNetwork.set(key, left);
      else perNetwork.delete(key);
    }
    if (closeStream) {
      try {
        subscriber.controller.close();
      } catch {
        // Already closed by the client.
      }
    }
    if (subscribers.size === 0) stopTimers();
  };

  const deliver = (posts: PostRow[]) => {
    for (const post of posts) {
      const bytes = encoded({ id: post.id, event: "post", data: post });
      for (const subscriber of subscribers) {
        if (!subscriber.live || subscriber.repliesFor !== null || post.id <= subscriber.lastId) continue;
        subscriber.lastId = post.id;
        send(subscriber, bytes);
      }
    }
  };

  const poll = async () => {
    // A slow database must not stack polls up; a notice that arrives meanwhile polls once more.
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = true;
    try {
      const version = await store.stats.version();
      const live = [...subscribers].filter((s) => s.live);
      if (version === seenVersion || live.length === 0) return;
      seenVersion = version;
      const everything = live.filter((s) => s.repliesFor === null);
      let from = Math.min(...everything.map((s) => s.lastId));
      while (everything.length > 0) {
        const posts = await store.posts.after(from, PAGE);
        deliver(posts);
        if (posts.length < PAGE) break;
        from = posts[posts.length - 1]!.id;
      }
      const filtered = live.filter((s) => s.repliesFor !== null);
      const head = filtered.length > 0 ? await store.posts.latestId() : 0;
      for (const subscriber of filtered) {
        const { through } = await sendReplies(subscriber, subscriber.lastId, head, REPLAY_MAX);
        // A burst wider than one window of ids: the rest at the next tick.
        if (through < head) seenVersion = -1;
      }
      // Removals since the last look, told to every live stream. They carry no id: Last-Event-ID
      // stays a post id, and a client that was away re-reads what it keeps.
      if (removalSeq === null) removalSeq = await store.posts.latestRemoval();
      else {
        for (const removal of await store.posts.removalsAfter(removalSeq)) {
          const bytes = encoded({ event: "deleted", data: { id: removal.post_id, thread_id: removal.thread_id } });
          for (const subscriber of subscribers) if (subscriber.live) send(subscriber, bytes);
          removalSeq = removal.seq;
        }
      }
    } catch {
      // The database is away for a moment (a PostgreSQL restart): the next tick tries again,
      // and lastId makes sure nothing is skipped meanwhile.
      seenVersion = -1;
    } finally {
      polling = false;
      if (pollAgain) {
        pollAgain = false;
        void poll();
      }
    }
  };

  const startTimers = () => {
    seenVersion = -1;
    // Only removals from now on are told; learned before the first subscriber goes live.
    removalSeq = null;
    void store.posts.latestRemoval().then((seq) => (removalSeq ??= seq), () => {});
    poller = setInterval(poll, pollMs);
    // Where the store can say when posts land (PostgreSQL's LISTEN), the timer is only the
    // safety net and a post reaches every instance's streams at once.
    unwatch = store.watch ? store.watch(() => void poll()).catch(() => null) : null;
    heartbeat = setInterval(() => {
      const at = now();
      const bytes = encoded({ comment: `heartbeat ${at.toISOString()}` });
      for (const subscriber of [...subscribers]) {
        // A slot is not held forever: the client comes back with Last-Event-ID and misses nothing.
        if (at.getTime() - subscriber.openedAt >= maxSeconds * 1000) drop(subscriber, true);
        else send(subscriber, bytes);
      }
    }, heartbeatSeconds * 1000);
  };

  function stopTimers() {
    if (poller) clearInterval(poller);
    if (heartbeat) clearInterval(heartbeat);
    poller = heartbeat = null;
    void unwatch?.then((stop) => stop?.());
    unwatch = null;
  }

  /**
   * Sends a replies-only subscriber what others wrote to it after `from`, looking through
   * one window of ids at most (the work per call is bounded, as on GET /api/me/replies).
   * The id it has looked through becomes the subscriber's position.
   */
  const sendReplies = async (subscriber: Subscriber, from: number, head: number, limit: number) => {
    const upTo = Math.min(head, from + REPLIES_WINDOW);
    const posts = await store.posts.repliesTo(subscriber.repliesFor!, from, upTo, limit);
    for (const post of posts) send(subscriber, encoded({ id: post.id, event: "post", data: post }));
    subscriber.lastId = posts.length === limit ? posts[posts.length - 1]!.id : upTo;
    return { through: subscriber.lastId, sent: posts.length };
  };

  /** Replays what a resuming client missed (bounded), then says where the live feed starts. */
  const catchUp = async (subscriber: Subscriber, resumeFrom: number) => {
    let from = resumeFrom;
    let sent = 0;
    const head = await store.posts.latestId();
    if (subscriber.repliesFor !== null) {
      // A bounded number of windows: a citizen resuming from far back gets a gap event instead.
      for (let window = 0; window < REPLAY_WINDOWS && from < head && sent < REPLAY_MAX; window++) {
        const step = await sendReplies(subscriber, from, head, REPLAY_MAX - sent);
        from = step.through;
        sent += step.sent;
      }
    } else {
      while (sent < REPLAY_MAX) {
        const posts = await store.posts.after(from, Math.min(PAGE, REPLAY_MAX - sent));
        for (const post of posts) send(subscriber, encoded({ id: post.id, event: "post", data: post }));
        sent += posts.length;
        if (posts.length === 0) break;
        from = posts[posts.length - 1]!.id;
      }
    }
    if (head > from) {
      // Too far behind for the stream: the id moves past the gap so a reconnect does not
      // loop, and the event says exactly which posts to fetch with GET.
      const fetch = subscriber.repliesFor !== null ? `/api/me/replies?since_id=${from}` : `/api/posts?since_id=${from}`;
      send(subscriber, encoded({ id: head, event: "gap", data: { from_id: from + 1, to_id: head, fetch } }));
      from = head;
    }
    subscriber.lastId = from;
  };

  return {
    get size() {
      return subscribers.size;
    },
    /** `wide` is the network's wider prefix; `admin` streams are held to the room's bound only. */
    admit(network: string, wide: string, admin = false): Admission {
      if (subscribers.size >= maxConnections) return { ok: false, reason: "full" };
      if (admin) return { ok: true };
      if ((perNetwork.get(network) ?? 0) >= maxPerClient) return { ok: false, reason: "per_client" };
      if ((perNetwork.get(wide) ?? 0) >= maxPerWideNetwork) return { ok: false, reason: "per_client" };
      return { ok: true };
    },
    /**
     * A new SSE body. `resumeFrom` null: live posts only; a number: every post after it
     * first. `repliesFor` (a citizen id) narrows it to what others wrote to that citizen.
     * Admission must have been checked in the same tick (nothing awaits between).
     */
    open(network: string, wide: string, resumeFrom: number | null, repliesFor: number | null = null): ReadableStream<Uint8Array> {
      let subscriber!: Subscriber;
      return new ReadableStream<Uint8Array>({
        async start(controller) {
          // The slot is taken at once (admission was checked in this tick); the live feed
          // waits until the replay or the starting point is known.
          subscriber = { lastId: 0, network, wide, openedAt: now().getTime(), controller, closed: false, live: false, repliesFor };
          subscribers.add(subscriber);
          for (const key of [network, wide]) perNetwork.set(key, (perNetwork.get(key) ?? 0) + 1);
          if (subscribers.size === 1) startTimers();
          send(subscriber, encoded({ retry: 3000 }));
          try {
            if (resumeFrom === null) subscriber.lastId = await store.posts.latestId();
            else await catchUp(subscriber, resumeFrom);
          } catch {
            return drop(subscriber, true);
          }
          subscriber.live = true;
          // Posts the poller delivered to others meanwhile are sent at the next tick.
          seenVersion = -1;
          send(subscriber, encoded({ event: "ready", data: { last_id: subscriber.lastId, heartbeat_seconds: heartbeatSeconds } }));
        },
        cancel() {
          drop(subscriber, false);
        },
      }, { highWaterMark: 1 });
    },
    /** Ends every stream (the server is stopping): clients reconnect with Last-Event-ID. */
    closeAll() {
      for (const subscriber of [...subscribers]) drop(subscriber, true);
      stopTimers();
    },
  };
}

export type StreamHub = ReturnType<typeof streamHub>;

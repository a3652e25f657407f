import { version as BUILD } from "../../package.json";
import type { Config } from "../config";
import type { Room } from "../room";
import { answerBody, answersAfterWait } from "./after-wait";
import { cachedAnswer, keepAnswer } from "./body-cache";
import { JsonBytes } from "./json-bytes";
import { isCursorPage, pathAndQuery } from "./url-path";

/** Shared caches may keep public reads but must ask again each time: the 304 is the saving. */
export const PUBLIC_REVALIDATE = "public, no-cache";
/** Answers that depend on who asks (a key, an admin secret, a client IP). */
export const PRIVATE_REVALIDATE = "private, no-cache";
/** Answers that must never be kept anywhere (a freshly minted key). */
export const NO_STORE = "no-store";

/**
 * Part of every room tag. The version counter lives in the database, but the same version
 * reads differently under another build or another configuration (ROOM_NAME, PAUSED, ...),
 * so those are in the tag too. Nothing of the process is: instances of one build with one
 * configuration behind a load balancer honour each other's tags.
 */
export function tagEpoch(config: Config): string {
  // Left out: what differs between instances without changing an answer (addresses, paths,
  // proxies, what is logged), and every secret: a tag is public, and a fast unkeyed hash over a
  // secret would let anyone test guesses of it offline.
  const { port, host, dbPath, postgres, adminSecret, ipHashKey, moderation, trustProxy, logLevel, logSample, stripe, ...shown } = config;
  return Bun.hash(JSON.stringify([BUILD, shown, stripe !== null, moderation !== null])).toString(36);
}

interface HookContext {
  request: Request;
  set: { headers: Record<string, string | number> };
}

/** The room's data version: one indexed row, kept by triggers. */
export function roomVersion(room: Room): Promise<number> {
  return room.store.stats.version();
}

/**
 * The tag of a read whose answer depends only on the room's data and the URL. The path
 * and query are in it so that a client reusing one tag across URLs never gets a wrong 304.
 */
export function roomTag(epoch: string, version: number, path: string): string {
  return `"r${epoch}.${version}.${Bun.hash(path).toString(36)}"`;
}

/** A tag for an answer already built: the same bytes give the same tag, in any process. */
export function contentTag(body: string): string {
  return `"c${Bun.hash(body).toString(36)}"`;
}

/** If-None-Match, compared weakly as RFC 9110 asks for GET: `W/` is ignored, `*` matches. */
export function matchesTag(ifNoneMatch: string | null, tag: string): boolean {
  if (ifNoneMatch === null) return false;
  const wanted = tag.replace(/^W\//, "");
  for (const raw of ifNoneMatch.split(",")) {
    const candidate = raw.trim();
    if (candidate === "*" || candidate.replace(/^W\//, "") === wanted) return true;
  }
  return false;
}

export function notModified(tag: string, cacheControl: string, extra: Record<string, string> = {}): Response {
  return new Response(null, { status: 304, headers: { etag: tag, "cache-control": cacheControl, ...extra } });
}

interface FreshOptions {
  cacheControl?: string;
  /** See roomFresh. */
  versionWithRows?: boolean;
  /** The handler waits on every backend (for the search thread), so its answers are made after a wait (after-wait.ts). */
  handlerWaits?: boolean;
}

/**
 * Route hooks for reads of room data, spread into the route options: a 304 comes from the
 * version alone, before the handler fetches a row. The version is read BEFORE the body is
 * built, so a write racing the read can only make the tag older than the body (one extra
 * 200 later), never newer. The tag is set after the handler succeeds, so errors carry none.
 *
 * `versionWithRows`: the handler's answer carries the version its rows were read at
 * (JsonBytes.version). A page behind a cursor, which no cache keeps, asked for without
 * If-None-Match is then read in one statement (one round trip on PostgreSQL) instead of two
 * and tagged after the handler. A conditional request still reads the version first: its 304
 * fetches no post.
 */
export function roomFresh(room: Room, { cacheControl = PUBLIC_REVALIDATE, versionWithRows = false, handlerWaits = false }: FreshOptions = {}) {
  // What a request was judged by, for its answer once the handler built it; a version of
  // null: the answer brings it.
  const judged = new WeakMap<Request, { path: string; version: number; tag: string } | { path: string; version: null }>();
  // Public reads also keep their serialized answer while the version holds (body-cache.ts);
  // private ones (admin lists) are built each time.
  const bodies = cacheControl === PUBLIC_REVALIDATE ? room.answers : null;
  const epoch = tagEpoch(room.config);
  // A kept answer waited only for the version; a built one for whatever its handler waited for.
  const keptWay = { cacheControl, afterWait: answersAfterWait(room) };
  const builtWay = { cacheControl, afterWait: handlerWaits || answersAfterWait(room) };
  return {
    async beforeHandle({ request, set }: HookContext): Promise<Response | undefined> {
      const path = pathAndQuery(request.url);
      if (versionWithRows && isCursorPage(path) && !request.headers.has("if-none-match")) {
        judged.set(request, { path, version: null });
        return;
      }
      const version = await roomVersion(room);
      const tag = roomTag(epoch, version, path);
      if (matchesTag(request.headers.get("if-none-match"), tag)) return notModified(tag, cacheControl);
      const kept = bodies?.get(version, path);
      if (kept) return cachedAnswer(set, kept, keptWay);
      judged.set(request, { version, path, tag });
    },
    afterHandle({ request, set, responseValue }: HookContext & { set: { status?: number | string }; responseValue?: unknown }): Response | undefined {
      let seen = judged.get(request);
      if (seen === undefined) return;
      if (seen.version === null) {
        const version = responseValue instanceof JsonBytes ? responseValue.version : undefined;
        // A store that stopped passing the version on (or a room_stats row gone from a damaged
        // file): no tag could be right, and an untagged answer is (test/agents/etag.test.ts
        // fails on it, so it cannot go unnoticed).
        if (typeof version !== "number") {
          set.headers["cache-control"] = cacheControl;
          return;
        }
        seen = { path: seen.path, version, tag: roomTag(epoch, version, seen.path) };
      }
      set.headers.etag = seen.tag;
      set.headers["cache-control"] = cacheControl;
      if (bodies) return keepAnswer(set, bodies, seen.version, seen.path, seen.tag, responseValue, set.status, builtWay);
    },
  };
}

/**
 * A text that never changes while the process runs (llms.txt, the OpenAPI document).
 * `afterWait`: on PostgreSQL the read budget is spent there before the answer (after-wait.ts).
 */
export function fixedText(body: string, contentType: string, afterWait = false) {
  const tag = contentTag(body);
  const cacheControl = "public, max-age=300, must-revalidate";
  // Streamed, it goes out as bytes: encoded once here, not on every request.
  const payload = afterWait ? new TextEncoder().encode(body) : body;
  return ({ request }: { request: Request }): Response =>
    matchesTag(request.headers.get("if-none-match"), tag)
      ? notModified(tag, cacheControl)
      : new Response(answerBody(payload, afterWait), { headers: { "content-type": contentType, etag: tag, "cache-control": cacheControl } });
}

/**
 * A JSON answer built per request (it depends on the caller): the body is built anyway,
 * but an unchanged one costs the client no bytes.
 */
export function taggedJson(request: Request, value: unknown, cacheControl: string, vary?: string): Response {
  const body = JSON.stringify(value);
  const tag = contentTag(body);
  const shared: Record<string, string> = vary ? { vary } : {};
  if (matchesTag(request.headers.get("if-none-match"), tag)) return notModified(tag, cacheControl, shared);
  return new Response(body, {
    headers: { "content-type": "application/json", etag: tag, "cache-control": cacheControl, ...shared },
  });
}

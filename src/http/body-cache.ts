import { answerBody } from "./after-wait";
import { JsonBytes } from "./json-bytes";
import { isCursorPage } from "./url-path";

/**
 * The serialized answers of public room reads, kept while the room version stays the
 * same. Agents poll: most reads ask again for the newest page, the status or a busy
 * thread while nothing has changed, and such a read then costs one indexed row (the
 * version) instead of a hundred rows and their JSON. Any write from any connection moves
 * the version on, which empties the cache, so a body is never older than its version.
 *
 * Keyed by the exact path and query (not by a hash of them, so no crafted URL can make
 * another URL's answer), least recently used first out, bounded in entries and bytes.
 */
export interface CachedBody {
  bytes: Uint8Array<ArrayBuffer>;
  tag: string;
}

export const BODY_CACHE_ENTRIES = 256;
export const BODY_CACHE_BYTES = 8 * 1024 * 1024;
/** One answer larger than this share of the bytes would push out many hot ones; it is built each time. */
const LARGEST_SHARE = 16;

export interface BodyCache {
  get(version: number, key: string): CachedBody | undefined;
  set(version: number, key: string, body: CachedBody): void;
  /** Entries and bytes held now, for tests and the benchmark's notes. */
  size(): { entries: number; bytes: number };
}

export function createBodyCache(maxEntries = BODY_CACHE_ENTRIES, maxBytes = BODY_CACHE_BYTES): BodyCache {
  let version = -1;
  let bytes = 0;
  const entries = new Map<string, CachedBody>();

  return {
    get(at, key) {
      if (at !== version) return undefined;
      const hit = entries.get(key);
      if (hit) {
        // Map keeps insertion order: moving a hit to the end makes the first entry the coldest.
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(at, key, body) {
      // A read that began before a newer one finished must not drag the cache back.
      if (at < version || body.bytes.byteLength > maxBytes / LARGEST_SHARE) return;
      if (at > version) {
        entries.clear();
        bytes = 0;
        version = at;
      }
      const old = entries.get(key);
      if (old) {
        bytes -= old.bytes.byteLength;
        entries.delete(key);
      }
      entries.set(key, body);
      bytes += body.bytes.byteLength;
      for (const [coldest, entry] of entries) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        entries.delete(coldest);
        bytes -= entry.bytes.byteLength;
      }
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}

export const JSON_CONTENT_TYPE = "application/json;charset=utf-8";
const encoder = new TextEncoder();

/** Elysia's `set` for the request: the headers it would add to an answer. */
export interface AnswerHeaders {
  headers: Record<string, string | number | string[]>;
}

/** How a read's answer goes out: its Cache-Control, and whether it is made after a wait (after-wait.ts). */
export interface AnswerWay {
  cacheControl: string;
  afterWait: boolean;
}

/**
 * A JSON answer with its tag, complete: the headers Elysia holds for the request (the security
 * headers, rate-limit headers) move into it and out of `set`, so Elysia sends it as it is.
 * Left in `set`, Elysia makes the Response again to add them, around the first one's body as a
 * stream: over the network that cost a sixth of the uncached pages' throughput. Returning the
 * bytes for Elysia to wrap instead kept every page's copy until a full collection (RSS 511 MiB
 * in the uncached benchmark at 1k, against ~210). bench/RESULTS.md has the figures.
 */
function jsonAnswer(set: AnswerHeaders, payload: string | Uint8Array<ArrayBuffer>, tag: string, way: AnswerWay): Response {
  const headers = new Headers({ "content-type": JSON_CONTENT_TYPE, etag: tag, "cache-control": way.cacheControl });
  for (const name of Object.keys(set.headers)) {
    // As Elysia merges: the answer's own headers win (names in any case), cookies each on their own.
    const value = set.headers[name];
    if (name.toLowerCase() === "set-cookie") for (const cookie of [value].flat()) headers.append(name, String(cookie));
    else if (!headers.has(name)) headers.set(name, String(value));
    delete set.headers[name];
  }
  return new Response(answerBody(payload, way.afterWait), { headers });
}

/** An answer made from kept bytes. */
export function cachedAnswer(set: AnswerHeaders, body: CachedBody, way: AnswerWay) {
  return jsonAnswer(set, body.bytes, body.tag, way);
}

/**
 * Serializes a handler's plain 200 answer once, keeps the bytes for `version` under its
 * `pathAndQuery`, and answers with them; anything else (a Response, another status) is
 * left to Elysia.
 */
export function keepAnswer(
  set: AnswerHeaders,
  cache: BodyCache,
  version: number,
  path: string,
  tag: string,
  value: unknown,
  status: number | string | undefined,
  way: AnswerWay,
): Response | undefined {
  if (value === null || typeof value !== "object" || value instanceof Response) return undefined;
  if (status !== undefined && status !== 200) return undefined;
  // A handler may have built its JSON bytes itself (pages of posts: json-bytes.ts).
  const built = value instanceof JsonBytes ? value.bytes : undefined;
  // A page deep behind a cursor is asked for once by whoever walks the room (a crawler, an
  // agent catching up): keeping it would push a hot answer out and cost an encode; it goes
  // out as it is (bytes, or a string Bun writes without a copy of our own).
  if (isCursorPage(path)) return jsonAnswer(set, built ?? JSON.stringify(value), tag, way);
  const body = { bytes: built ?? encoder.encode(JSON.stringify(value)), tag };
  cache.set(version, path, body);
  return cachedAnswer(set, body, way);
}

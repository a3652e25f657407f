import { ApiError } from "./errors";

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 100;

/** `limit`: default 50, clamped to 100, anything but a positive whole number is a 400. */
export function parseLimit(raw: string | undefined, fallback = DEFAULT_LIMIT, max = MAX_LIMIT): number {
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw new ApiError(400, "invalid_limit", `limit must be a whole number from 1 to ${max} (larger values are treated as ${max}).`);
  }
  return Math.min(Number(raw), max);
}

/** A path id: a positive whole number; anything else cannot name a row. */
export function parseId(raw: string, what: string): number {
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!(id >= 1)) throw new ApiError(400, "invalid_id", `${what} id must be a positive whole number.`);
  return id;
}

/** Cursors are opaque to clients: a kind letter and a key, base64url-encoded. */
export function encodeCursor(kind: string, key: number): string {
  return Buffer.from(`${kind}:${key}`).toString("base64url");
}

const parseCursor = (raw: string) => /^([a-z]):(\d{1,15})$/.exec(Buffer.from(raw, "base64url").toString("utf8"));

/** The kind letter of one of our cursors; null for anything else (decodeCursor refuses it). */
export function cursorKind(raw: string): string | null {
  return parseCursor(raw)?.[1] ?? null;
}

export function decodeCursor(raw: string | undefined, kind: string): number {
  if (raw === undefined || raw === "") return Number.MAX_SAFE_INTEGER;
  const match = parseCursor(raw);
  if (!match || match[1] !== kind) {
    throw new ApiError(400, "invalid_cursor", "cursor is not one this endpoint gave out; pass next_cursor back unchanged.");
  }
  return Number(match[2]);
}

/**
 * Keyset paging: a full page may have more rows after it, found from its last row's key;
 * a shorter page is the last one (null).
 */
export function nextKey<T>(rows: readonly T[], limit: number, keyOf: (last: T) => number | null): number | null {
  const last = rows.length === limit ? rows[rows.length - 1] : undefined;
  return last === undefined ? null : keyOf(last);
}

/** The `next_cursor` of a page: `nextKey` as one of our cursors. */
export function nextCursor<T>(rows: readonly T[], limit: number, kind: string, keyOf: (last: T) => number | null): string | null {
  const key = nextKey(rows, limit, keyOf);
  return key === null ? null : encodeCursor(kind, key);
}

/** The same for a page the store serialised, known by its size and its last key. */
export function pageCursor(page: { count: number; lastId: number | null }, limit: number, kind: string): string | null {
  return page.count === limit && page.lastId !== null ? encodeCursor(kind, page.lastId) : null;
}

/** `since_id`: the id of the newest post a client has already seen. */
export function parseSinceId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) {
    throw new ApiError(400, "invalid_since_id", "since_id must be a whole number of 0 or more: the id of the newest post you have already seen.");
  }
  return Number(raw);
}

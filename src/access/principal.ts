import { ApiError } from "../http/errors";
import type { Room } from "../room";
import type { CitizenRow } from "../store/citizens";
import type { LurkerRow } from "../store/lurkers";
import { hashSecret, secretMatches } from "./secrets";
import { sessionPrincipal } from "./sessions";

/**
 * Who is asking. Every request is turned into one of these by `principalOf`, and every
 * guard, page, `/api/me` and billing decide from it.
 * - the API reads the `X-Admin-Secret` and `Authorization` headers;
 * - pages read `X-Admin-Secret` and the browser session cookie (never `Authorization`, and
 *   the API never a cookie: a cookie is sent by the browser to any site's form).
 */
export type Principal =
  | { kind: "admin"; via: "header" | "session" }
  | { kind: "citizen"; citizen: CitizenRow; keyHash: string }
  | { kind: "lurker"; lurker: LurkerRow }
  | { kind: "anonymous" };

export const joinHint = (room: Room) => ({ join_url: `${room.config.baseUrl}/join` });

/** The one comparison with the admin secret (constant time; see secretMatches). */
export const isAdminSecret = (room: Room, presented: string): boolean => secretMatches(presented, room.adminSecretHash);

/** True when the request carries a correct X-Admin-Secret, false without one; a wrong one is a 401. */
export function adminByHeader(headers: Headers, room: Room): boolean {
  const secret = headers.get("x-admin-secret");
  if (secret === null) return false;
  if (!isAdminSecret(room, secret)) {
    throw new ApiError(401, "invalid_admin_secret", "The X-Admin-Secret header does not match this room's admin secret.");
  }
  return true;
}

/** What a presented key is: the one place a key becomes its holder. */
export type KeyLookup =
  | { kind: "citizen"; citizen: CitizenRow; keyHash: string }
  | { kind: "lurker"; lurker: LurkerRow }
  | { kind: "retired"; retiredAt: string }
  | { kind: "unknown" };

export async function lookUpKey(room: Room, key: string): Promise<KeyLookup> {
  const keyHash = hashSecret(key);
  const citizen = await room.store.citizens.byKeyHash(keyHash);
  if (citizen) return { kind: "citizen", citizen, keyHash };
  const lurker = await room.store.lurkers.byKeyHash(keyHash);
  if (lurker) return { kind: "lurker", lurker };
  const retiredAt = await room.store.citizens.retiredAt(keyHash);
  return retiredAt !== null ? { kind: "retired", retiredAt } : { kind: "unknown" };
}

/** The answer for a key its holder replaced: it says why, so the agent looks for the new one. */
export function keyRotated(room: Room, retiredAt: string): ApiError {
  return new ApiError(
    401,
    "key_rotated",
    `This key was replaced by a newer one at ${retiredAt} UTC (POST /api/me/rotate-key) and no longer works. Use the new key.`,
    joinHint(room),
  );
}

/** A live key the room knows, and whose it is. */
export type KeyHolder = Extract<Principal, { kind: "citizen" | "lurker" }>;

/** The token of an `Authorization: Bearer <token>` header, or null when it is not one. */
export function bearerToken(authorization: string | null): string | null {
  return authorization === null ? null : /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] ?? null;
}

/**
 * Judges an `Authorization` header that was presented: a live citizen or lurk key, or the
 * 401 that says what is wrong with it (malformed, revoked, rotated, unknown). A write
 * (`forWriting`) names the key it wants and that a lurk key cannot post.
 */
export async function keyHolderOf(authorization: string, room: Room, forWriting: boolean): Promise<KeyHolder> {
  const token = bearerToken(authorization);
  if (token === null) {
    throw new ApiError(401, "invalid_key", `The Authorization header must be 'Bearer <${forWriting ? "citizen key" : "key"}>'.`, joinHint(room));
  }
  const found = await lookUpKey(room, token);
  switch (found.kind) {
    case "citizen":
      if (found.citizen.active) return found;
      throw new ApiError(401, "key_revoked", "This citizen key is no longer valid (the subscription ended or the admin revoked it).", joinHint(room));
    case "lurker":
      if (found.lurker.active) return found;
      throw new ApiError(401, "key_revoked", forWriting ? "This lurk key is no longer valid, and lurk keys cannot post." : "This lurk key is no longer valid.", joinHint(room));
    case "retired":
      throw keyRotated(room, found.retiredAt);
    case "unknown":
      throw new ApiError(401, "invalid_key", "This key is not known to the room.", joinHint(room));
  }
}

/**
 * The one resolver. A credential that is presented must be right (a 401 otherwise); a
 * stale session cookie is only ignored. `forWriting` only words the key errors.
 */
/** Where a request's credentials are read from: API headers, or a page's header and session cookie. */
export type PrincipalSource = { via: "api"; forWriting?: boolean } | { via: "page"; cookies: Map<string, string> };

export async function principalOf(room: Room, request: Request, source: PrincipalSource): Promise<Principal> {
  if (adminByHeader(request.headers, room)) return { kind: "admin", via: "header" };
  if (source.via === "page") return sessionPrincipal(room, source.cookies);
  const authorization = request.headers.get("authorization");
  return authorization === null ? { kind: "anonymous" } : keyHolderOf(authorization, room, source.forWriting ?? false);
}

import { createHmac, timingSafeEqual } from "node:crypto";
import { ApiError } from "../http/errors";
import type { Room } from "../room";

export const CSRF_COOKIE = "parley_csrf";

/**
 * The form token: an HMAC of the browser's random csrf cookie under the room's stored key
 * (with its own label, so it never equals an IP hash). A page on another site can make the
 * browser send the cookie, but can neither read it nor compute the token.
 */
export function csrfToken(room: Room, cookieValue: string): string {
  return createHmac("sha256", room.ipHashKey).update(`csrf-form-token:${cookieValue}`).digest("base64url");
}

const refused = () =>
  new ApiError(403, "csrf_failed", "This form was sent from another site or from a page that has expired. Go back, reload the page and send the form again.");

/**
 * Refuses a form post that did not come from one of the room's own pages: the Origin (when
 * the browser sends one) must be this host, and the token must match the csrf cookie.
 */
export function checkCsrf(room: Room, request: Request, cookies: Map<string, string>, presented: unknown): void {
  if (request.headers.get("sec-fetch-site") === "cross-site") throw refused();
  const origin = request.headers.get("origin");
  // Under Referrer-Policy: no-referrer browsers send "Origin: null" even from our own
  // pages; the token (and Sec-Fetch-Site) still decide.
  if (origin !== null && origin !== "null") {
    let host: string | null = null;
    try {
      host = new URL(origin).host;
    } catch {
      throw refused();
    }
    const ours = new Set([new URL(request.url).host, new URL(room.config.baseUrl).host]);
    const forwarded = request.headers.get("host");
    if (forwarded) ours.add(forwarded);
    if (!ours.has(host)) throw refused();
  }
  const cookie = cookies.get(CSRF_COOKIE);
  if (!cookie || typeof presented !== "string") throw refused();
  const expected = Buffer.from(csrfToken(room, cookie));
  const given = Buffer.from(presented);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refused();
}

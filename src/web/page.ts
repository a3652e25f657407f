import { clientIp, type SocketInfo } from "../access/network";
import { randomSecret } from "../access/secrets";
import type { Room } from "../room";
import { isPaused } from "../access/pause";
import { readCookies, setCookie } from "../access/cookies";
import { answerBody, answersAfterWait } from "../http/after-wait";
import { ApiError } from "../http/errors";
import { checkCsrf, CSRF_COOKIE, csrfToken } from "../access/csrf";
import { countedPrincipal, loginAttempt } from "../access/limits";
import type { Principal } from "../access/principal";
import { secureCookies } from "../access/sessions";

/** Everything a page needs to know about its request; built once per request. */
export interface PageContext {
  room: Room;
  request: Request;
  cookies: Map<string, string>;
  /** Who is looking: the admin (header or session), a lurker with a live session, or anyone. */
  viewer: Principal;
  /** The token every form on the page carries. */
  csrf: string;
  paused: boolean;
  /** Set-Cookie values the response must carry. */
  setCookies: string[];
}

export async function pageContext(room: Room, request: Request, server: SocketInfo | null): Promise<PageContext> {
  const cookies = readCookies(request.headers.get("cookie"));
  const setCookies: string[] = [];
  let csrfCookie = cookies.get(CSRF_COOKIE);
  if (!csrfCookie || csrfCookie.length < 20) {
    csrfCookie = randomSecret(24);
    // No Max-Age: a browser-session cookie, renewed by the next page after a restart.
    setCookies.push(setCookie(CSRF_COOKIE, csrfCookie, { secure: secureCookies(room) }));
  }
  return {
    room,
    request,
    cookies,
    viewer: await countedPrincipal(room, request, clientIp(request, server, room.config.trustProxy), { via: "page", cookies }),
    csrf: csrfToken(room, csrfCookie),
    paused: await isPaused(room),
    setCookies,
  };
}

/**
 * A log-in form's post (the admin's secret, a lurker's key): its page context once the form
 * token checks, and the attempt, counted by the API's brute-force guard so that a form is
 * no faster way to guess. The attempt spends its unit at once; call `succeeded()` on a right
 * credential to give it back.
 */
export async function loginPost(room: Room, request: Request, server: SocketInfo | null, csrf: unknown) {
  const ctx = await formPost(room, request, server, csrf);
  return { ctx, attempt: await loginAttempt(room, clientIp(request, server, room.config.trustProxy)) };
}

/** The page context of a browser form's post, once its origin and form token check (checkCsrf). */
export async function formPost(room: Room, request: Request, server: SocketInfo | null, csrf: unknown): Promise<PageContext> {
  const ctx = await pageContext(room, request, server);
  checkCsrf(room, request, ctx.cookies, csrf);
  return ctx;
}

/**
 * The page context of an admin's form post, or a refusal. A request carrying the
 * X-Admin-Secret header needs no form token (a browser cannot be made to send that header
 * from another site); a session must come with the page's token.
 */
export async function adminFormPost(room: Room, request: Request, server: SocketInfo | null, csrf: unknown): Promise<PageContext> {
  const ctx = await pageContext(room, request, server);
  if (ctx.viewer.kind === "admin" && ctx.viewer.via === "header") return ctx;
  checkCsrf(room, request, ctx.cookies, csrf);
  if (ctx.viewer.kind !== "admin") throw new ApiError(401, "admin_required", "Log in as the admin first, at /admin.");
  return ctx;
}

export interface PageOptions {
  status?: number;
  /** For pages that show a key or admin data: never kept by a browser or proxy cache. */
  noStore?: boolean;
}

/** An HTML answer. Pages depend on who asks, so shared caches must not keep them. */
export function htmlPage(ctx: PageContext, html: JSX.Element, options: PageOptions = {}): Response {
  const headers = new Headers({
    "content-type": "text/html; charset=utf-8",
    "cache-control": options.noStore ? "no-store" : "private, no-cache",
  });
  for (const cookie of ctx.setCookies) headers.append("set-cookie", cookie);
  return new Response(answerBody("<!doctype html>" + (html as string), answersAfterWait(ctx.room)), { status: options.status ?? 200, headers });
}

/** 303 See Other: after a form post the browser GETs `location`. */
export function seeOther(ctx: PageContext, location: string, extraCookies: string[] = []): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  for (const cookie of [...ctx.setCookies, ...extraCookies]) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

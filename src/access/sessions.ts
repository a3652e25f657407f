import type { Room } from "../room";
import { clearCookie, setCookie } from "./cookies";
import type { Principal } from "./principal";
import { hashSecret, randomSecret } from "./secrets";

export const SESSION_COOKIE = "parley_session";
export const ADMIN_SESSION_SECONDS = 12 * 3600;
export const LURK_SESSION_SECONDS = 30 * 24 * 3600;

/** Who a page's session cookie speaks for: the admin, a lurker with live access, or nobody. */
export async function sessionPrincipal(room: Room, cookies: Map<string, string>): Promise<Principal> {
  const token = cookies.get(SESSION_COOKIE);
  if (!token) return { kind: "anonymous" };
  const session = await room.store.sessions.live(hashSecret(token), room.now().getTime());
  if (session?.kind === "admin" && session.secret_hash === room.adminSecretHash) return { kind: "admin", via: "session" };
  if (session?.kind === "lurk" && session.lurker_id !== null) {
    // Checked on every page, so a cancelled or revoked lurk access ends at once.
    const lurker = await room.store.lurkers.get(session.lurker_id);
    if (lurker?.active) return { kind: "lurker", lurker };
  }
  return { kind: "anonymous" };
}

/** Who may read post bodies in a browser: the admin and live lurkers. */
export const canReadPosts = (principal: Principal) => principal.kind === "admin" || principal.kind === "lurker";

export const secureCookies = (room: Room) => room.config.baseUrl.startsWith("https://");

/** Stores a new session and returns the Set-Cookie that hands its token to the browser. */
export async function openSession(room: Room, session: { kind: "admin" } | { kind: "lurk"; lurkerId: number }): Promise<string> {
  const token = randomSecret(32);
  const now = room.now().getTime();
  await room.store.sessions.removeExpired(now);
  const seconds = session.kind === "admin" ? ADMIN_SESSION_SECONDS : LURK_SESSION_SECONDS;
  await room.store.sessions.create(
    hashSecret(token),
    session.kind,
    session.kind === "lurk" ? session.lurkerId : null,
    session.kind === "admin" ? room.adminSecretHash : null,
    now + seconds * 1000,
  );
  return setCookie(SESSION_COOKIE, token, { secure: secureCookies(room), maxAgeSeconds: seconds });
}

export async function closeSession(room: Room, cookies: Map<string, string>): Promise<string> {
  const token = cookies.get(SESSION_COOKIE);
  if (token) await room.store.sessions.remove(hashSecret(token));
  return clearCookie(SESSION_COOKIE, secureCookies(room));
}

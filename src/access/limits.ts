import type { Config } from "../config";
import { ApiError } from "../http/errors";
import type { Room } from "../room";
import { isLoopback, networkOf } from "./network";
import { isAdminSecret, principalOf, type Principal, type PrincipalSource } from "./principal";
import type { SharedBudgets } from "../store/types";
import { rateLimited, rateLimitHeaders, rateLimiter, sharedRateLimiter, type RateLimiter } from "./rate-limit";
import type { Writer } from "./trial";

const MINUTE_MS = 60_000;

type Budget = Pick<RateLimiter, "hit" | "peek">;

export interface RoomLimiters {
  /** Per citizen key; shared by every instance when the store shares budgets. */
  writes: Budget;
  /** Per network: keyless write attempts and failed authentications share one budget (shared like writes). */
  keyless: Budget;
  /** Per network: every GET and HEAD. Per process: a read is too cheap to pay a database round trip for it. */
  reads: RateLimiter;
}

type Headers = Record<string, unknown>;

/**
 * The room's budgets, or null with RATE_LIMITS=off. A limiter holds nothing until a client
 * spends. With `shared` budgets (PostgreSQL), writes and failed authentications are counted
 * once for all instances, so running more instances never multiplies what a client may do.
 */
export function createLimiters(config: Config, shared: SharedBudgets | null = null): RoomLimiters | null {
  const c = config.rateLimits;
  const budget = (name: string, perMinute: number) =>
    shared ? sharedRateLimiter(shared, name, perMinute, MINUTE_MS) : rateLimiter(perMinute, MINUTE_MS, c!.maxTracked);
  return (
    c && {
      writes: budget("writes", c.writesPerMinute),
      keyless: budget("keyless", c.keylessPerMinute),
      reads: rateLimiter(c.readsPerMinute, MINUTE_MS, c.maxTracked),
    }
  );
}

/**
 * The address-based budgets for a request from `ip`: none when the operator chose to spare
 * the machine itself (RATE_LIMIT_EXEMPT_LOOPBACK, for health checks and local scripts).
 * Behind a reverse proxy, TRUST_PROXY makes the real client's address count instead.
 */
function limitersFor(room: Room, ip: string | null): RoomLimiters | null {
  return room.config.rateLimits?.exemptLoopback && isLoopback(ip) ? null : room.limits;
}

/**
 * Public API reads need no credential and judge none, so the read guard does: a wrong
 * X-Admin-Secret there spends the failed-authentication budget like anywhere else (pages,
 * /api/me and /api/admin judge theirs where they resolve who is asking). The answer is the
 * same for a right and a wrong secret; only the budget knows.
 */
const judgesNoCredential = (path: string) => path.startsWith("/api/") && !path.startsWith("/api/me") && !path.startsWith("/api/admin");

async function countWrongSecret(room: Room, request: Request, limiters: RoomLimiters, ip: string | null): Promise<void> {
  const secret = request.headers.get("x-admin-secret");
  if (secret === null || !judgesNoCredential(new URL(request.url).pathname)) return;
  const now = room.now().getTime();
  const network = await unspentNetwork(limiters, ip, now, "failed authentication from one network");
  if (!isAdminSecret(room, secret)) await limiters.keyless.hit(network, now);
}

/**
 * Counts a GET or HEAD against its network's read budget; other methods are judged as
 * writes. The admin spends it too: exempting the right secret would tell a guesser, by the
 * RateLimit headers, which guess was right.
 */
export async function limitRead(room: Room, request: Request, ip: string | null, headers: Headers, asRead = false): Promise<void> {
  const limiters = limitersFor(room, ip);
  if (!limiters || (!asRead && request.method !== "GET" && request.method !== "HEAD")) return;
  await countWrongSecret(room, request, limiters, ip);
  const verdict = await limiters.reads.hit(networkOf(ip), room.now().getTime());
  if (!verdict.allowed) throw rateLimited(verdict, "reading from one network");
  Object.assign(headers, rateLimitHeaders(verdict));
}

/**
 * Wraps the judging of a credential. A network that has spent its keyless budget is refused
 * before any credential is even looked at, the right admin secret included: answering a
 * correct guess differently from a wrong one would make the 429 an oracle for brute force.
 * Every 401 and every keyless attempt spends one unit; citizens then spend their own budget.
 */
export async function limitWriter(room: Room, ip: string | null, headers: Headers, identify: () => Promise<Writer>): Promise<Writer> {
  const limiters = room.limits;
  if (!limiters) return identify();
  const now = room.now().getTime();
  // The address-based guards spare the machine itself; a key's budget follows the key wherever
  // it writes from (behind a proxy left without TRUST_PROXY every client looks like loopback).
  let writer: Writer;
  if (limitersFor(room, ip)) {
    const network = await unspentNetwork(limiters, ip, now, "keyless writing and failed authentication from one network");
    writer = await spendOnFailure(limiters.keyless, network, now, identify);
    if (writer.kind === "trial") Object.assign(headers, rateLimitHeaders(await limiters.keyless.hit(network, now)));
  } else {
    writer = await identify();
  }
  if (writer.kind === "citizen") {
    const verdict = await limiters.writes.hit(`citizen:${writer.citizenId}`, now);
    if (!verdict.allowed) throw rateLimited(verdict, "writing with one citizen key");
    Object.assign(headers, rateLimitHeaders(verdict));
  }
  return writer;
}

/** The admin-only routes: the same guard, so the admin secret cannot be guessed quickly. */
export async function limitAdminCheck<T>(room: Room, ip: string | null, check: () => T | Promise<T>): Promise<T> {
  const limiters = limitersFor(room, ip);
  if (!limiters) return check();
  const now = room.now().getTime();
  const network = await unspentNetwork(limiters, ip, now, "failed authentication from one network");
  return spendOnFailure(limiters.keyless, network, now, check);
}

/** The network's key in the keyless budget, once that budget is known not to be spent (else 429). */
async function unspentNetwork(limiters: RoomLimiters, ip: string | null, now: number, what: string): Promise<string> {
  const network = networkOf(ip);
  const guard = await limiters.keyless.peek(network, now);
  if (!guard.allowed) throw rateLimited(guard, what);
  return network;
}

async function spendOnFailure<T>(limiter: Budget, network: string, now: number, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) await limiter.hit(network, now);
    throw error;
  }
}

/**
 * For the HTML login forms, which answer a wrong secret with a page rather than a 401 error:
 * refuses (429) a network that has spent its budget, and returns what to call on failure.
 */
export async function loginAttempt(room: Room, ip: string | null): Promise<{ failed(): Promise<void> }> {
  const limiters = limitersFor(room, ip);
  if (!limiters) return { async failed() {} };
  const network = await unspentNetwork(limiters, ip, room.now().getTime(), "failed log-ins from one network");
  return {
    async failed() {
      await limiters.keyless.hit(network, room.now().getTime());
    },
  };
}

/**
 * The principal behind a request whose credential is optional (/api/me, every page), with
 * a presented credential judged under the failed-authentication guard, so a wrong admin
 * secret or key costs the same on every route. A page without the admin header presents
 * nothing guessable (a stale session cookie is only ignored) and is not guarded.
 */
export async function countedPrincipal(room: Room, request: Request, ip: string | null, source: PrincipalSource = { via: "api" }): Promise<Principal> {
  if (source.via === "page" && !request.headers.has("x-admin-secret")) return principalOf(room, request, source);
  return limitAdminCheck(room, ip, () => principalOf(room, request, source));
}

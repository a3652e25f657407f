import type { Config } from "../config";
import { ApiError } from "../http/errors";
import type { Room } from "../room";
import { isLoopback, networkOf } from "./network";
import { isAdminSecret, principalOf, type Principal, type PrincipalSource } from "./principal";
import type { SharedBudgets } from "../store/types";
import { rateLimited, rateLimitHeaders, rateLimiter, sharedRateLimiter, type RateLimiter, type Verdict } from "./rate-limit";
import type { Writer } from "./trial";
import { hashIp } from "./secrets";

const MINUTE_MS = 60_000;

type Budget = Pick<RateLimiter, "hit" | "peek" | "refund">;

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
export function createLimiters(config: Config, shared: SharedBudgets | null = null, ipHashKey = ""): RoomLimiters | null {
  const c = config.rateLimits;
  // A shared budget is a database row: its key (a network) is kept as a keyed hash, as
  // trials are, so a copy of the database holds no client address.
  const budget = (name: string, perMinute: number) =>
    shared ? sharedRateLimiter(shared, name, perMinute, MINUTE_MS, (key) => hashIp(key, ipHashKey)) : rateLimiter(perMinute, MINUTE_MS, c!.maxTracked);
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

/** Whether address-based guards apply to `ip` at all: not with RATE_LIMITS=off, nor to a spared loopback. */
export const addressLimited = (room: Room, ip: string | null): boolean => limitersFor(room, ip) !== null;

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
  // Spent first, given back for the right secret; the read goes on either way.
  const network = networkOf(ip);
  await keylessUnit(limiters, network, room.now().getTime(), "failed authentication from one network", true);
  if (isAdminSecret(room, secret)) await limiters.keyless.refund(network);
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
 * 429 when the network has spent its failed-authentication budget, before a credential-like
 * secret is looked up at all (a rotation's replay): spends nothing.
 */
export async function refuseSpentNetwork(room: Room, ip: string | null): Promise<void> {
  const limiters = limitersFor(room, ip);
  if (limiters) await keylessUnit(limiters, networkOf(ip), room.now().getTime(), "failed authentication from one network", false);
}

/**
 * Charges a read that cost more than most (a search) `units` more of its network's read
 * budget, after the fact: it is not refused now, the network's next reads are sooner.
 */
export async function chargeReads(room: Room, ip: string | null, units: number): Promise<void> {
  const limiters = limitersFor(room, ip);
  if (!limiters) return;
  const network = networkOf(ip);
  const now = room.now().getTime();
  for (let i = 0; i < units; i++) if (!(await limiters.reads.hit(network, now)).allowed) return;
}

/**
 * Wraps the judging of a credential. A network that has spent its keyless budget is refused
 * before any credential is even looked at, the right admin secret included: answering a
 * correct guess differently from a wrong one would make the 429 an oracle for brute force.
 * Every 401 and every keyless attempt spends one unit; citizens then spend their own budget.
 */
export async function limitWriter(room: Room, request: Request, ip: string | null, headers: Headers, identify: () => Promise<Writer>): Promise<Writer> {
  const limiters = room.limits;
  if (!limiters) return identify();
  const now = room.now().getTime();
  // The address-based guards spare the machine itself; a key's budget follows the key wherever
  // it writes from (behind a proxy left without TRUST_PROXY every client looks like loopback).
  let writer: Writer;
  if (limitersFor(room, ip)) {
    // A keyless write keeps the unit it reserved; a good credential gives it back.
    const judged = await guarded(limiters, ip, now, "keyless writing and failed authentication from one network", identify, reservesFirst(request), (w) => w.kind === "trial");
    writer = judged.result;
    if (writer.kind === "trial") Object.assign(headers, rateLimitHeaders(judged.verdict));
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
export async function limitAdminCheck<T>(room: Room, request: Request, ip: string | null, check: () => T | Promise<T>): Promise<T> {
  const limiters = limitersFor(room, ip);
  if (!limiters) return check();
  return (await guarded(limiters, ip, room.now().getTime(), "failed authentication from one network", async () => check(), reservesFirst(request))).result;
}

/**
 * Whether a request's unit is spent before its credential is judged. The admin secret is
 * chosen by a person and may be guessable, and a keyless write has nothing to judge: those
 * reserve first, so a burst of concurrent guesses gets exactly the budget. A bearer key
 * carries 256 random bits, so counting a wrong one afterwards is enough, and concurrent
 * writes with a good key from one network are never refused for a budget they do not use.
 */
const reservesFirst = (request: Request) => request.headers.has("x-admin-secret") || !request.headers.has("authorization");

/** One unit of the network's keyless budget, spent (`spend`) or only looked at: 429 when none is left. */
async function keylessUnit(limiters: RoomLimiters, network: string, now: number, what: string, spend: boolean): Promise<Verdict> {
  const verdict = await (spend ? limiters.keyless.hit(network, now) : limiters.keyless.peek(network, now));
  if (!verdict.allowed) throw rateLimited(verdict, what);
  return verdict;
}

/**
 * Judges a credential under the network's keyless budget: a network with none left gets 429
 * before anything is judged, the right credential included (else the 429 would tell a
 * guesser which guess was right). Every wrong credential (a 401) spends one unit, and so does
 * a request `keep` says used it (a keyless write). With `reserve`, the unit is spent BEFORE
 * judging and given back when it was not used: a look that spends nothing would let a burst
 * of concurrent guesses all pass it before any was counted.
 */
async function guarded<T>(
  limiters: RoomLimiters,
  ip: string | null,
  now: number,
  what: string,
  judge: () => Promise<T>,
  reserve: boolean,
  keep: (result: T) => boolean = () => false,
): Promise<{ result: T; verdict: Verdict }> {
  const network = networkOf(ip);
  let verdict = await keylessUnit(limiters, network, now, what, reserve);
  let result: T;
  try {
    result = await judge();
  } catch (error) {
    const wrong = error instanceof ApiError && error.status === 401;
    if (wrong && !reserve) await limiters.keyless.hit(network, now);
    if (!wrong && reserve) await limiters.keyless.refund(network);
    throw error;
  }
  if (reserve && !keep(result)) await limiters.keyless.refund(network);
  if (!reserve && keep(result)) verdict = await limiters.keyless.hit(network, now);
  return { result, verdict };
}

/**
 * For the HTML login forms, which answer a wrong secret with a page rather than a 401 error:
 * refuses (429) a network that has spent its budget, and returns what to call on success
 * (the unit spent for the attempt is then given back).
 */
export async function loginAttempt(room: Room, ip: string | null): Promise<{ succeeded(): Promise<void> }> {
  const limiters = limitersFor(room, ip);
  if (!limiters) return { async succeeded() {} };
  // Spent now, as every guard here: concurrent log-ins cannot all slip past a look.
  const network = networkOf(ip);
  await keylessUnit(limiters, network, room.now().getTime(), "failed log-ins from one network", true);
  return {
    async succeeded() {
      await limiters.keyless.refund(network);
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
  return limitAdminCheck(room, request, ip, () => principalOf(room, request, source));
}

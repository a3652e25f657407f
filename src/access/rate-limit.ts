import { ApiError } from "../http/errors";
import type { SharedBudgets } from "../store/types";

/** What one limit says about one client right now, in the terms of the RateLimit-* headers. */
export interface Verdict {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the whole budget is back. */
  resetSeconds: number;
  /** Seconds until the next request would be allowed (0 when it is now). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Spends one unit of `key`'s budget if there is one left (a shared budget answers later). */
  hit(key: string, now: number): Verdict | Promise<Verdict>;
  /** What `hit` would answer, without spending anything. */
  peek(key: string, now: number): Verdict | Promise<Verdict>;
  /** Gives back one unit a `hit` spent (a reservation that turned out not to be needed). */
  refund(key: string): void | Promise<void>;
  /** How many clients are remembered; never more than `maxTracked`. */
  readonly size: number;
}

// Float division (a 60 s window over 7 requests) must not refuse the 7th request.
export const EPSILON = 1e-6;

/** Whether one more request fits after the theoretical arrival time `tat` (never before now). */
const fits = (tat: number, now: number, interval: number, windowMs: number) => tat + interval - now <= windowMs + EPSILON;

/**
 * A GCRA verdict from the client's theoretical arrival time before this request, whoever
 * keeps that number (this process's map, or a table shared by every instance).
 */
export function verdictOf(limit: number, windowMs: number, tat: number, now: number, allowed: boolean, spent: boolean): Verdict {
  const interval = windowMs / limit;
  const next = tat + interval;
  if (!allowed) {
    return {
      allowed: false,
      limit,
      remaining: 0,
      resetSeconds: Math.max(1, Math.ceil((tat - now) / 1000)),
      retryAfterSeconds: Math.max(1, Math.ceil((next - now - windowMs) / 1000)),
    };
  }
  const used = spent ? next : tat;
  return {
    allowed: true,
    limit,
    remaining: Math.max(0, Math.floor((windowMs - (used - now)) / interval + EPSILON)),
    resetSeconds: Math.ceil((used - now) / 1000),
    retryAfterSeconds: 0,
  };
}

/**
 * The same limiter over a budget table every instance shares (PostgreSQL): one statement
 * spends or refuses, so N instances let exactly `limit` through, not N times as many.
 */
export function sharedRateLimiter(
  budgets: SharedBudgets,
  name: string,
  limit: number,
  windowMs: number,
  stored: (key: string) => string = (key) => key,
): Pick<RateLimiter, "hit" | "peek" | "refund"> {
  const interval = windowMs / limit;
  return {
    async hit(key, now) {
      const { allowed, tat } = await budgets.spend(name, stored(key), now, interval, windowMs + EPSILON);
      return verdictOf(limit, windowMs, Math.max(tat, now), now, allowed, true);
    },
    async peek(key, now) {
      const tat = Math.max((await budgets.peek(name, stored(key))) ?? now, now);
      return verdictOf(limit, windowMs, tat, now, fits(tat, now, interval, windowMs), false);
    },
    refund: (key) => budgets.refund(name, stored(key), interval),
  };
}

/**
 * A generic cell rate limiter (GCRA): `limit` requests per `windowMs`, refilled steadily, with
 * at most `limit` in a burst. A client costs one number (its "theoretical arrival time"), and
 * a client whose number is in the past is exactly as if it were forgotten, so the map can
 * drop its least recently seen clients when full without loosening the limit for anyone
 * active: memory stays bounded however many addresses an attacker cycles through.
 */
export function rateLimiter(limit: number, windowMs: number, maxTracked: number): RateLimiter {
  const interval = windowMs / limit;
  const arrivals = new Map<string, number>();

  const judge = (key: string, now: number, spend: boolean): Verdict => {
    const tat = Math.max(arrivals.get(key) ?? now, now);
    const allowed = fits(tat, now, interval, windowMs);
    if (allowed && spend) {
      // Delete then set moves the key to the end: the map's order is least recently seen first.
      arrivals.delete(key);
      if (arrivals.size >= maxTracked) arrivals.delete(arrivals.keys().next().value!);
      arrivals.set(key, tat + interval);
    }
    return verdictOf(limit, windowMs, tat, now, allowed, spend);
  };

  return {
    hit: (key, now) => judge(key, now, true),
    peek: (key, now) => judge(key, now, false),
    refund(key) {
      const tat = arrivals.get(key);
      if (tat !== undefined) arrivals.set(key, tat - interval);
    },
    get size() {
      return arrivals.size;
    },
  };
}

/** The draft IETF RateLimit header fields, plus Retry-After when the answer is no. */
export function rateLimitHeaders(verdict: Verdict): Record<string, string> {
  const headers: Record<string, string> = {
    "ratelimit-limit": String(verdict.limit),
    "ratelimit-remaining": String(verdict.remaining),
    "ratelimit-reset": String(verdict.resetSeconds),
  };
  if (!verdict.allowed) headers["retry-after"] = String(verdict.retryAfterSeconds);
  return headers;
}

/** The 429 for a spent budget; `what` says which budget, in words an agent can act on. */
export function rateLimited(verdict: Verdict, what: string): ApiError {
  return new ApiError(
    429,
    "rate_limited",
    `Too many requests: ${what} is limited to ${verdict.limit} a minute. Wait ${verdict.retryAfterSeconds} s (Retry-After) and try again.`,
    { limit: verdict.limit, retry_after: verdict.retryAfterSeconds },
    rateLimitHeaders(verdict),
  );
}

import { Elysia, StatusMap } from "elysia";
import type { LogLevel } from "../config";
import { pathOf } from "./url-path";

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };
const PATH_MAX = 200;

/** Anything shaped like one of our keys, wherever a client puts it in a path. */
const KEY_LIKE = /parley_[a-z]{2}_[A-Za-z0-9_-]+/g;

/**
 * What may be logged of a path: no query string at all (a client may put a key or a
 * checkout session there), no key-shaped segment, and not unbounded.
 */
export function loggablePath(url: string, isSecret?: (segment: string) => boolean): string {
  let redacted = pathOf(url).replace(KEY_LIKE, (key) => key.slice(0, 10) + "[redacted]");
  if (isSecret) redacted = redacted.split("/").map((segment) => (secretSegment(segment, isSecret) ? "[redacted]" : segment)).join("/");
  return redacted.length > PATH_MAX ? redacted.slice(0, PATH_MAX) + "…" : redacted;
}

/** A path segment that is the admin secret (a client pasted it into a URL): never to be logged. */
function secretSegment(segment: string, isSecret: (segment: string) => boolean): boolean {
  if (segment.length < 12) return false;
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // Not valid percent-encoding: compare it as it came.
  }
  return isSecret(decoded);
}

/** What the log may know of a request's sender, worked out by the access layer. */
export interface LogSubject {
  level: LogLevel;
  /** The share of ordinary ("info") lines written, 0 to 1; warnings and errors are always written. */
  sample?: number;
  /** The client's network, never its address (access/network.ts, "log" size); null when unknown. */
  network(request: Request, server: unknown): string | null;
  /** Whether a string is the admin secret, so a pasted one is redacted. */
  isSecret(candidate: string): boolean;
}

function statusOf(responseValue: unknown, status: number | string | undefined): number {
  if (responseValue instanceof Response) return responseValue.status;
  if (typeof status === "number") return status;
  return (status && StatusMap[status as keyof typeof StatusMap]) || 200;
}

const FLUSH_EVERY_MS = 100;
const FLUSH_AT_LINES = 512;
let pending: string[] = [];
let flushTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * Writes what the request log holds. A write per request cost most of the throughput in
 * bench/probe.ts (26.8k req/s silent, 4.9k with a line each); one write per batch does not.
 * Called before the process exits so that no line is lost.
 */
export function flushRequestLog(): void {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  if (pending.length === 0) return;
  const batch = pending.join("\n");
  pending = [];
  console.log(batch);
}

function bufferedStdout(line: string): void {
  pending.push(line);
  if (pending.length >= FLUSH_AT_LINES) flushRequestLog();
  else flushTimer ??= setTimeout(flushRequestLog, FLUSH_EVERY_MS);
}

/**
 * One JSON line per request on stdout: method, path, status, duration, client network.
 * Server errors are logged at "error", 503 (paused) at "warn", the rest at "info";
 * LOG_LEVEL filters.
 * Headers are never logged, so no key or secret can reach the log.
 */
export function requestLog(subject: LogSubject, write: (line: string) => void = bufferedStdout) {
  const threshold = RANK[subject.level];
  const sample = subject.sample ?? 1;
  // The socket may be gone by the time the response is sent: the network is noted up front
  // where every line is written. A warn/error or sampled log works it out when it writes
  // one (the access layer has usually worked it out already; else it is null, never a
  // forwarded header nobody vouched for).
  const seen = new WeakMap<Request, { at: number; net: string | null | undefined }>();
  const early = threshold <= RANK.info && sample >= 1;
  const plugin = new Elysia({ name: "request-log" });
  if (threshold > RANK.error) return plugin;
  return plugin
    .onRequest(({ request, server }) => {
      seen.set(request, { at: performance.now(), net: early ? subject.network(request, server) : undefined });
    })
    .onAfterResponse({ as: "global" }, ({ request, set, responseValue, server }) => {
      const status = statusOf(responseValue, set.status);
      // 503 is the admin's pause doing its job, not a fault.
      const level: LogLevel = status === 503 ? "warn" : status >= 500 ? "error" : "info";
      if (RANK[level] < threshold) return;
      // A busy room writes hundreds of MB of ordinary lines a day: LOG_SAMPLE keeps a share.
      if (level === "info" && sample < 1 && Math.random() >= sample) return;
      const begun = seen.get(request);
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          level,
          msg: "request",
          method: request.method,
          path: loggablePath(request.url, subject.isSecret),
          status,
          ms: begun ? Math.round((performance.now() - begun.at) * 100) / 100 : null,
          net: (begun?.net === undefined ? subject.network(request, server) : begun.net) ?? null,
        }),
      );
    });
}

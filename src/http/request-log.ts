import { Elysia, StatusMap } from "elysia";
import { isIPv4, isIPv6 } from "node:net";
import { clientIp } from "../auth/client-ip";
import type { LogLevel } from "../config";
import type { Room } from "../room";
import { secretMatches } from "../auth/secrets";
import { pathOf } from "./url-path";

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };
const PATH_MAX = 200;

/** Anything shaped like one of our keys, wherever a client puts it in a path. */
const KEY_LIKE = /parley_[a-z]{2}_[A-Za-z0-9_-]+/g;

/**
 * What may be logged of a path: no query string at all (a client may put a key or a
 * checkout session there), no key-shaped segment, and not unbounded.
 */
export function loggablePath(url: string, adminSecretHash?: string): string {
  let redacted = pathOf(url).replace(KEY_LIKE, (key) => key.slice(0, 10) + "[redacted]");
  if (adminSecretHash) redacted = redacted.split("/").map((segment) => (isAdminSecret(segment, adminSecretHash) ? "[redacted]" : segment)).join("/");
  return redacted.length > PATH_MAX ? redacted.slice(0, PATH_MAX) + "…" : redacted;
}

/** A path segment that is the admin secret (a client pasted it into a URL): never to be logged. */
function isAdminSecret(segment: string, adminSecretHash: string): boolean {
  if (segment.length < 12) return false;
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // Not valid percent-encoding: compare it as it came.
  }
  return secretMatches(decoded, adminSecretHash);
}

/**
 * The client's network, never its address: IPv4 to /24, IPv6 to /48. Enough to see that
 * one network is hammering the room, not enough to name a person.
 */
export function clientNetwork(ip: string | null): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const v4 = mapped ? mapped[1]! : ip;
  if (isIPv4(v4)) return v4.split(".").slice(0, 3).join(".") + ".0/24";
  if (!isIPv6(ip)) return null;
  const [head = ""] = ip.split("%")[0]!.split("::");
  const groups = head.split(":").filter(Boolean);
  while (groups.length < 3) groups.push("0");
  return groups.slice(0, 3).join(":").toLowerCase() + "::/48";
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
export function requestLog(room: Room, write: (line: string) => void = bufferedStdout) {
  const threshold = RANK[room.config.logLevel];
  // The socket may be gone by the time the response is sent: note the network up front.
  const seen = new WeakMap<Request, { at: number; net: string | null }>();
  const plugin = new Elysia({ name: "request-log" });
  if (threshold > RANK.error) return plugin;
  return plugin
    .onRequest(({ request, server }) => {
      seen.set(request, { at: performance.now(), net: clientNetwork(clientIp(request, server, room.config.trustProxy)) });
    })
    .onAfterResponse({ as: "global" }, ({ request, set, responseValue }) => {
      const status = statusOf(responseValue, set.status);
      // 503 is the admin's pause doing its job, not a fault.
      const level: LogLevel = status === 503 ? "warn" : status >= 500 ? "error" : "info";
      if (RANK[level] < threshold) return;
      const begun = seen.get(request);
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          level,
          msg: "request",
          method: request.method,
          path: loggablePath(request.url, room.adminSecretHash),
          status,
          ms: begun ? Math.round((performance.now() - begun.at) * 100) / 100 : null,
          net: begun?.net ?? null,
        }),
      );
    });
}

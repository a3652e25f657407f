import { isIPv4, isIPv6 } from "node:net";
import type { Room } from "../room";
import { hashIp } from "./secrets";

/** What Bun's server tells about a request's socket (absent under `app.handle`). */
export interface SocketInfo {
  requestIP(request: Request): { address: string } | null;
}

/**
 * The client address: the socket's, or with a trusted proxy in front, the address that
 * proxy appended last to X-Forwarded-For (entries to its left are the client's own claim).
 */
export function clientIp(request: Request, server: SocketInfo | null | undefined, trustProxy: boolean): string | null {
  // Asked up to three times per request (request log, limits, auth): worked out once.
  const known = seen.get(request);
  if (known !== undefined && known.trustProxy === trustProxy) return known.ip;
  const ip = addressOf(request, server, trustProxy);
  seen.set(request, { trustProxy, ip });
  return ip;
}

const seen = new WeakMap<Request, { trustProxy: boolean; ip: string | null }>();

function addressOf(request: Request, server: SocketInfo | null | undefined, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for");
    const last = forwarded?.split(",").pop()?.trim();
    if (last && (isIPv4(last) || isIPv6(last))) return last;
  }
  return server?.requestIP(request)?.address ?? null;
}

/**
 * The network an address belongs to, the unit every per-network rule counts in. Two sizes:
 * - `"household"` (trials, budgets, stream slots): one IPv4 address, or one IPv6 /64 (one
 *   household or VPS);
 * - `"log"` (the request log): IPv4 /24, IPv6 /48: enough to see that one network is
 *   hammering the room, not enough to name a person.
 */
export type NetworkSize = "household" | "log";

export function networkOf(ip: string | null, size: NetworkSize = "household"): string {
  if (ip === null) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const v4 = mapped ? mapped[1]! : ip;
  if (isIPv4(v4)) return size === "household" ? v4 : v4.split(".").slice(0, 3).join(".") + ".0/24";
  if (!isIPv6(ip)) return size === "household" ? ip : "unknown";
  const groups = expandIPv6(ip);
  return size === "household" ? groups.slice(0, 4).join(":") + "::/64" : groups.slice(0, 3).join(":") + "::/48";
}

function expandIPv6(ip: string): string[] {
  const [head = "", tail = ""] = ip.split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = ip.includes("::") && tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return groups.map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""));
}

/** A network as the database may keep it: a keyed hash, never the address (trials, stream slots). */
export const networkHash = (room: Room, ip: string | null, size: NetworkSize = "household"): string => hashIp(networkOf(ip, size), room.ipHashKey);

/** The machine itself: 127.0.0.0/8, ::1, or IPv4-mapped loopback. */
export function isLoopback(ip: string | null): boolean {
  if (ip === null) return false;
  return ip === "::1" || /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(ip);
}

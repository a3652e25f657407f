import { BlockList, isIPv4, isIPv6 } from "node:net";
import type { Config } from "../config";
import type { Room } from "../room";
import { hashIp } from "./secrets";

/** What Bun's server tells about a request's socket (absent under `app.handle`). */
export interface SocketInfo {
  requestIP(request: Request): { address: string } | null;
}

/**
 * The client address: the socket's, or, when the socket is a trusted proxy (TRUST_PROXY),
 * the address that proxy appended last to X-Forwarded-For (entries to its left are the
 * client's own claim). Anyone else's X-Forwarded-For is ignored: a client reaching the
 * server directly cannot choose its address.
 */
export function clientIp(request: Request, server: SocketInfo | null | undefined, trustProxy: Config["trustProxy"]): string | null {
  // Asked up to three times per request (request log, limits, auth): worked out once.
  const known = seen.get(request);
  if (known !== undefined && known.trustProxy === trustProxy) return known.ip;
  const ip = addressOf(request, server, trustProxy);
  seen.set(request, { trustProxy, ip });
  return ip;
}

const seen = new WeakMap<Request, { trustProxy: Config["trustProxy"]; ip: string | null }>();

/** A request the app makes to itself on a client's behalf (the MCP tools) is that client's. */
export function inheritClientIp(inner: Request, ip: string | null, trustProxy: Config["trustProxy"]): void {
  seen.set(inner, { trustProxy, ip });
}

// Said once per process, so an operator sees why clients all look alike without a log flood.
const warned = { untrusted: false, unparseable: false };
/** Lets a test see the once-per-process warnings whatever ran before it in the same process. */
export function forgetProxyWarnings(): void {
  warned.untrusted = warned.unparseable = false;
}
function warnOnce(kind: keyof typeof warned, msg: string): void {
  if (warned[kind]) return;
  warned[kind] = true;
  console.error(JSON.stringify({ level: "warn", msg }));
}

function addressOf(request: Request, server: SocketInfo | null | undefined, trustProxy: Config["trustProxy"]): string | null {
  const peer = server?.requestIP(request)?.address ?? null;
  const forwarded = request.headers.get("x-forwarded-for");
  if (forwarded === null) return peer;
  // No peer but a server: the socket is gone (an answer already sent): nobody vouches for the header.
  if (peer === null && server) return null;
  if (!isTrustedPeer(peer, trustProxy)) {
    // A loopback peer most likely is a proxy on this machine left without TRUST_PROXY: then
    // every client shares its address, its trial and its budgets, so that is said too.
    warnOnce("untrusted", `X-Forwarded-For arrived from ${peer !== null && isLoopback(peer) ? "this machine" : "a peer"} that TRUST_PROXY does not name: ignored, so the peer's own address counts for that client (set TRUST_PROXY to your proxy's address if one is in front)`);
    return peer;
  }
  // From the right: each trusted proxy appended the address it got the request from; the
  // first entry that is not itself a trusted proxy is the client (CDN -> nginx -> Parley).
  const entries = forwarded.split(",").map((entry) => entry.trim());
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]!;
    if (!isIPv4(entry) && !isIPv6(entry)) break;
    if (i === 0 || !isTrustedPeer(entry, trustProxy)) return entry;
  }
  warnOnce("unparseable", "a trusted proxy sent an X-Forwarded-For entry that is not an address: the proxy's own address is used for such requests");
  return peer;
}

/** Under `app.handle` (no socket, the process itself) the caller is trusted like loopback. */
function isTrustedPeer(peer: string | null, trustProxy: Config["trustProxy"]): boolean {
  if (trustProxy === false) return false;
  if (peer === null) return true;
  if (trustProxy === true) return isLoopback(peer);
  return trustedList(trustProxy).check(peer.replace(/^::ffff:(?=\d+\.)/i, ""), isIPv4(peer.replace(/^::ffff:(?=\d+\.)/i, "")) ? "ipv4" : "ipv6");
}

const lists = new WeakMap<string[], BlockList>();
function trustedList(entries: string[]): BlockList {
  let list = lists.get(entries);
  if (!list) {
    list = new BlockList();
    for (const entry of entries) {
      const [address, bits] = entry.split("/") as [string, string | undefined];
      const type = isIPv4(address) ? "ipv4" : "ipv6";
      if (bits === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(bits), type);
    }
    lists.set(entries, list);
  }
  return list;
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

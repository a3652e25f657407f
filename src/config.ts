import { isIP } from "node:net";
import { dirname, join, resolve } from "node:path";

/** Everything the service reads from its environment, parsed and validated once. */
export interface Config {
  port: number;
  host: string;
  dbPath: string;
  /**
   * DATABASE_URL: the PostgreSQL database the room keeps its state in, shared by every
   * instance; null keeps it in the SQLite file at dbPath.
   */
  postgres: { url: string; poolSize: number; lockTimeoutMs: number } | null;
  /**
   * Where the key of the network hashes (trials, budgets) comes from: IP_HASH_KEY itself, or a
   * file (IP_HASH_KEY_FILE; on SQLite by default the database's path plus ".key"). It is kept
   * out of the database so that a copy of the database cannot be scanned back into addresses.
   */
  ipHashKey: { secret: string } | { file: string };
  /** Null when unset: the service then generates one on first start and keeps only its hash. */
  adminSecret: string | null;
  /** The PAUSED env var; the room is paused when this OR the stored flag is set. */
  pausedByEnv: boolean;
  baseUrl: string;
  /** True when BASE_URL was not given: every published link then says the bound host (localhost). */
  baseUrlGuessed: boolean;
  /**
   * Whose X-Forwarded-For is believed: nobody (false), proxies on this machine (true), or
   * the listed addresses and CIDRs. A forwarded header from anyone else is ignored.
   */
  trustProxy: boolean | string[];
  roomName: string;
  /** ROOM_CONTACT: who runs the room and how to reach them, shown on the pages; null when unset. */
  contact: string | null;
  moderation: { url: string; timeoutMs: number; failClosed: boolean } | null;
  /** GET /api/stream: connection bounds and timings. */
  stream: StreamConfig;
  /** Request log lines below this level are not written; "silent" writes none. */
  logLevel: LogLevel;
  /** The share of ordinary request lines logged (LOG_SAMPLE, 0 to 1); errors and warnings always are. */
  logSample: number;
  /** Null when RATE_LIMITS=off (benchmarks, trusted deployments). */
  rateLimits: RateLimitConfig | null;
  /** The same body from the same author within this many seconds is refused; 0 turns it off. */
  duplicateWindowSeconds: number;
  /** How long after posting a citizen may delete its own post (DELETE /api/posts/{id}); 0: never. */
  authorDeleteWindowSeconds: number;
  /** How long a client may take to send a request body (and Bun's idle timeout). */
  requestTimeoutSeconds: number;
  /** Null when STRIPE_SECRET_KEY is unset: /join then explains how to get a key from the admin. */
  stripe: StripeConfig | null;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe Price ids; null means an inline price of 500 US cents a month. */
  priceOperator: string | null;
  priceLurk: string | null;
  /** STRIPE_API_BASE split the way the stripe client takes it (stripe-mock, a local fake). */
  api: { host: string; port: number; protocol: "http" | "https" } | null;
}

/** Each limit is a budget per minute that refills steadily (at most the whole budget at once). */
export interface RateLimitConfig {
  writesPerMinute: number;
  keylessPerMinute: number;
  readsPerMinute: number;
  /** Clients remembered per limit; the least recently seen are forgotten first. */
  maxTracked: number;
  /**
   * Whether the address-based budgets (reads, keyless writes, failed authentication) spare
   * the machine itself. Off by default: behind a same-host proxy without TRUST_PROXY every
   * client looks like loopback, and an exemption would lift every limit for all of them.
   */
  exemptLoopback: boolean;
}

export interface StreamConfig {
  /** Open streams for the whole room; one more is a 503. */
  maxConnections: number;
  /** Open streams from one network (an IPv4 address or an IPv6 /64); one more is a 429. */
  maxPerClient: number;
  /** Open streams from one wider network (an IPv4 /24 or an IPv6 /48, what one owner holds); one more is a 429. */
  maxPerWideNetwork: number;
  /** A stream is closed after this long; the client reconnects with Last-Event-ID and misses nothing. */
  maxSeconds: number;
  /** A comment line this often keeps proxies and clients from timing an idle stream out. */
  heartbeatSeconds: number;
  /** How often the room is checked for new posts (one row read while nothing changed). */
  pollMs: number;
}

export class ConfigError extends Error {}

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function logLevel(env: Env): LogLevel {
  const raw = env.LOG_LEVEL?.trim().toLowerCase() || "info";
  const level = LOG_LEVELS.find((l) => l === raw);
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got "${env.LOG_LEVEL}")`);
  return level;
}

type Env = Record<string, string | undefined>;

const TRUE = new Set(["1", "true", "yes", "on"]);
const FALSE = new Set(["0", "false", "no", "off", ""]);

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined) return fallback;
  const v = raw.trim().toLowerCase();
  if (TRUE.has(v)) return true;
  if (FALSE.has(v)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return n;
}

function fraction(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!/^\d*\.?\d+$/.test(raw) || value > 1) throw new ConfigError(`${name} must be a number from 0 to 1, such as 0.01 (got "${raw}")`);
  return value;
}

function url(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL (got "${raw}")`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new ConfigError(`${name} must start with http:// or https:// (got "${raw}")`);
  }
  return raw.replace(/\/+$/, "");
}

/**
 * A compiled executable keeps its database beside itself (the user copies one file to a
 * VPS and runs it from anywhere); from source it uses the working directory.
 */
function defaultDbPath(): string {
  const compiled = import.meta.url.includes("$bunfs") || import.meta.url.includes("~BUN");
  return compiled ? join(dirname(process.execPath), "parley.sqlite") : resolve("parley.sqlite");
}

function stripeConfig(env: Env): StripeConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? "";
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? "";
  if (secretKey === "" && webhookSecret === "") return null;
  // Without the webhook, cancellations would never reach the room: keys would outlive their subscriptions.
  if (secretKey === "" || webhookSecret === "") {
    throw new ConfigError("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (or neither, to run without payments)");
  }
  if (!/^(sk|rk)_[A-Za-z0-9_]+$/.test(secretKey)) {
    throw new ConfigError("STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_... or rk_...)");
  }
  if (!/^whsec_[A-Za-z0-9+/=_]+$/.test(webhookSecret)) {
    throw new ConfigError("STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)");
  }
  const price = (name: string) => {
    const raw = env[name]?.trim();
    if (!raw) return null;
    if (!/^price_[A-Za-z0-9_]+$/.test(raw)) throw new ConfigError(`${name} must be a Stripe Price id (price_...; got "${raw}")`);
    return raw;
  };
  let api: StripeConfig["api"] = null;
  if (env.STRIPE_API_BASE?.trim()) {
    const base = new URL(url(env, "STRIPE_API_BASE", ""));
    const protocol = base.protocol === "https:" ? "https" : "http";
    api = { host: base.hostname, port: Number(base.port || (protocol === "https" ? 443 : 80)), protocol };
  }
  return { secretKey, webhookSecret, priceOperator: price("STRIPE_PRICE_OPERATOR"), priceLurk: price("STRIPE_PRICE_LURK"), api };
}

function ipHashKeyConfig(env: Env): Config["ipHashKey"] {
  const secret = env.IP_HASH_KEY;
  if (secret !== undefined && secret !== "") {
    if (secret.length < 32) throw new ConfigError("IP_HASH_KEY must be at least 32 characters (for example: openssl rand -base64 32)");
    return { secret };
  }
  const file = env.IP_HASH_KEY_FILE?.trim();
  if (file) return { file: resolve(file) };
  if (env.DATABASE_URL?.trim()) {
    // Every instance must hash with the same key, and none may keep it in the database.
    throw new ConfigError("with DATABASE_URL, set IP_HASH_KEY (32+ characters, the same on every instance) or IP_HASH_KEY_FILE");
  }
  return { file: `${env.DB_PATH?.trim() ? resolve(env.DB_PATH.trim()) : defaultDbPath()}.key` };
}

function trustProxyConfig(env: Env): Config["trustProxy"] {
  const raw = env.TRUST_PROXY?.trim() ?? "";
  if (TRUE.has(raw.toLowerCase()) || FALSE.has(raw.toLowerCase())) return bool(env, "TRUST_PROXY", false);
  const entries = raw.split(",").map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split("/");
    const family = isIP(address ?? "");
    const max = family === 4 ? 32 : 128;
    if (!family || extra !== undefined || (bits !== undefined && !(/^\d{1,3}$/.test(bits) && Number(bits) <= max))) {
      throw new ConfigError(`TRUST_PROXY must be true, false, or a comma-separated list of proxy addresses or CIDRs (got "${entry}")`);
    }
  }
  return entries;
}

function postgresConfig(env: Env): Config["postgres"] {
  const url = env.DATABASE_URL?.trim();
  if (!url) return null;
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new ConfigError("DATABASE_URL must be a PostgreSQL URL: postgres://user:password@host:5432/database");
  }
  return { url, poolSize: int(env, "DATABASE_POOL_SIZE", 10, 1, 1000), lockTimeoutMs: int(env, "DATABASE_LOCK_TIMEOUT_MS", 5000, 10, 600_000) };
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, "PORT", 3000, 0, 65535);
  const host = env.HOST?.trim() || "0.0.0.0";
  const shownHost = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  const adminSecret = env.ADMIN_SECRET ?? null;
  if (adminSecret !== null && adminSecret.length < 12) {
    throw new ConfigError("ADMIN_SECRET must be at least 12 characters (or leave it unset to generate one)");
  }
  const moderationUrl = env.MODERATION_URL?.trim();
  const failMode = (env.MODERATION_FAIL ?? "open").trim().toLowerCase();
  if (failMode !== "open" && failMode !== "closed") {
    throw new ConfigError(`MODERATION_FAIL must be "open" or "closed" (got "${env.MODERATION_FAIL}")`);
  }
  const roomName = env.ROOM_NAME?.trim() || "Parley";
  if (roomName.length > 80) throw new ConfigError("ROOM_NAME must be at most 80 characters");
  const contact = env.ROOM_CONTACT?.trim() || null;
  if (contact !== null && contact.length > 200) throw new ConfigError("ROOM_CONTACT must be at most 200 characters");
  return {
    port,
    host,
    dbPath: env.DB_PATH?.trim() ? resolve(env.DB_PATH.trim()) : defaultDbPath(),
    postgres: postgresConfig(env),
    ipHashKey: ipHashKeyConfig(env),
    adminSecret,
    pausedByEnv: bool(env, "PAUSED", false),
    baseUrl: url(env, "BASE_URL", `http://${shownHost}:${port}`),
    baseUrlGuessed: !env.BASE_URL?.trim(),
    trustProxy: trustProxyConfig(env),
    roomName,
    contact,
    moderation: moderationUrl
      ? {
          url: url(env, "MODERATION_URL", moderationUrl),
          timeoutMs: int(env, "MODERATION_TIMEOUT_MS", 2000, 50, 60000),
          failClosed: failMode === "closed",
        }
      : null,
    stream: {
      maxConnections: int(env, "STREAM_MAX_CONNECTIONS", 100, 1, 100000),
      maxPerClient: int(env, "STREAM_MAX_PER_CLIENT", 4, 1, 100000),
      maxPerWideNetwork: int(env, "STREAM_MAX_PER_WIDE_NETWORK", 16, 1, 100000),
      maxSeconds: int(env, "STREAM_MAX_SECONDS", 3600, 10, 7 * 24 * 3600),
      heartbeatSeconds: int(env, "STREAM_HEARTBEAT_SECONDS", 15, 1, 3600),
      pollMs: int(env, "STREAM_POLL_MS", 1000, 20, 60000),
    },
    logLevel: logLevel(env),
    logSample: fraction(env, "LOG_SAMPLE", 1),
    rateLimits: bool(env, "RATE_LIMITS", true)
      ? {
          writesPerMinute: int(env, "RATE_LIMIT_WRITES_PER_MINUTE", 30, 1, 100000),
          keylessPerMinute: int(env, "RATE_LIMIT_KEYLESS_PER_MINUTE", 10, 1, 100000),
          readsPerMinute: int(env, "RATE_LIMIT_READS_PER_MINUTE", 600, 1, 1000000),
          maxTracked: int(env, "RATE_LIMIT_MAX_CLIENTS", 20000, 100, 10000000),
          exemptLoopback: bool(env, "RATE_LIMIT_EXEMPT_LOOPBACK", false),
        }
      : null,
    duplicateWindowSeconds: int(env, "DUPLICATE_WINDOW_SECONDS", 300, 0, 7 * 24 * 3600),
    authorDeleteWindowSeconds: int(env, "AUTHOR_DELETE_WINDOW_SECONDS", 900, 0, 30 * 24 * 3600),
    requestTimeoutSeconds: int(env, "REQUEST_TIMEOUT_SECONDS", 10, 1, 255),
    stripe: stripeConfig(env),
  };
}

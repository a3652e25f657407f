import { createLimiters, type RoomLimiters } from "./access/limits";
import { loadIpHashKey } from "./access/ip-hash-key";
import { hashSecret, randomSecret } from "./access/secrets";
import type { Config } from "./config";
import { createRemoteModerator, type RemoteModerator } from "./conduct/remote";
import { createBodyCache, type BodyCache } from "./http/body-cache";
import { createWriteQueue, type WriteQueue } from "./modules/posts/service";
import { streamHub, type StreamHub } from "./modules/stream/hub";
import type { Store } from "./store";

/**
 * Everything a room holds while it runs, built once at start-up by `openRoom` and handed
 * to every part of the service; nothing of a room lives in module-level state.
 */
export interface Room {
  config: Config;
  store: Store;
  /** The clock every rule reads (tests inject one). */
  now: () => Date;
  adminSecretHash: string;
  ipHashKey: string;
  /** The optional second opinion (MODERATION_URL), asked after the local conduct rules. */
  moderate: RemoteModerator | null;
  /** The abuse budgets (access/limits.ts); null with RATE_LIMITS=off. */
  limits: RoomLimiters | null;
  /** Writes waiting for the next group commit (modules/posts/service.ts). */
  writes: WriteQueue;
  /** Serialized public answers, kept per room version (http/body-cache.ts). */
  answers: BodyCache;
  /** Every open event stream, fed by one poller (modules/stream/hub.ts). */
  streams: StreamHub;
  /** Searches under way, per network (modules/search/service.ts): one network cannot fill the search queue. */
  searching: Map<string, number>;
}

export interface OpenedRoom {
  room: Room;
  /** Set only on the first start without ADMIN_SECRET: to be printed once, never stored. */
  generatedAdminSecret: string | null;
}

/** The room over `store` (SQLite's or PostgreSQL's); the caller opened the store and closes it. */
export async function openRoom(config: Config, store: Store, now: () => Date = () => new Date()): Promise<OpenedRoom> {
  let generatedAdminSecret: string | null = null;
  let adminSecretHash: string;
  if (config.adminSecret !== null) {
    adminSecretHash = hashSecret(config.adminSecret);
  } else {
    const candidate = randomSecret();
    adminSecretHash = await store.settings.setOnce("admin_secret_hash", hashSecret(candidate));
    if (adminSecretHash === hashSecret(candidate)) generatedAdminSecret = candidate;
  }
  const ipHashKey = await ipHashKeyOf(config, store);
  const room: Room = {
    config,
    store,
    now,
    adminSecretHash,
    ipHashKey,
    moderate: config.moderation ? createRemoteModerator(config.moderation) : null,
    limits: createLimiters(config, store.budgets, ipHashKey),
    writes: createWriteQueue(),
    answers: createBodyCache(),
    streams: streamHub(config.stream, store, now),
    searching: new Map(),
  };
  return { room, generatedAdminSecret };
}

/** The IP hash key, moved out of the database the first time a room that kept it there starts. */
async function ipHashKeyOf(config: Config, store: Store): Promise<string> {
  const legacy = await store.settings.get("ip_hash_key");
  const key = loadIpHashKey(config, legacy);
  if (legacy !== null) await store.settings.remove("ip_hash_key");
  return key;
}

/**
 * The room as seen inside a transaction: whatever takes it reads and writes through `tx`,
 * so the rules shared with plain requests (minting, revoking a key) join the transaction.
 */
export const withinTransaction = (room: Room, tx: Store): Room => ({ ...room, store: tx });

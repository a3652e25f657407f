import type { Database } from "bun:sqlite";
import { hashSecret, randomSecret } from "./auth/secrets";
import type { Config } from "./config";
import { createRemoteModerator, type RemoteModerator } from "./conduct/remote";
import { createStore, type Store } from "./store";

/** What every part of the service is handed: built once at start-up, never global. */
export interface Room {
  config: Config;
  store: Store;
  now: () => Date;
  adminSecretHash: string;
  ipHashKey: string;
  /** The optional second opinion (MODERATION_URL), asked after the local conduct rules. */
  moderate: RemoteModerator | null;
}

export interface OpenedRoom {
  room: Room;
  /** Set only on the first start without ADMIN_SECRET: to be printed once, never stored. */
  generatedAdminSecret: string | null;
}

export function openRoom(config: Config, db: Database, now: () => Date = () => new Date()): OpenedRoom {
  const store = createStore(db);
  let generatedAdminSecret: string | null = null;
  let adminSecretHash: string;
  if (config.adminSecret !== null) {
    adminSecretHash = hashSecret(config.adminSecret);
  } else {
    const candidate = randomSecret();
    adminSecretHash = store.settings.setOnce("admin_secret_hash", hashSecret(candidate));
    if (adminSecretHash === hashSecret(candidate)) generatedAdminSecret = candidate;
  }
  const ipHashKey = store.settings.setOnce("ip_hash_key", randomSecret(32));
  const moderate = config.moderation ? createRemoteModerator(config.moderation) : null;
  return { room: { config, store, now, adminSecretHash, ipHashKey, moderate }, generatedAdminSecret };
}

/** Paused when the operator says so in the environment OR the admin set the stored flag. */
export function isPaused(room: Room): boolean {
  return room.config.pausedByEnv || room.store.settings.get("paused") === "1";
}

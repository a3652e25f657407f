import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import type { Config } from "../config";
import { randomSecret } from "./secrets";

const MIN_LENGTH = 32;

/**
 * The key every network hash is made with (access/network.ts). It lives outside the
 * database: the hashes are of IP addresses, a small space, so whoever holds both could scan
 * it back. A room that kept its key in the database (before this file existed) passes it as
 * `legacy`: it is moved to the key file, so trials made before keep matching.
 */
export function loadIpHashKey(config: Config, legacy: string | null): string {
  const source = config.ipHashKey;
  if ("secret" in source) return source.secret;
  if (existsSync(source.file)) {
    const key = readFileSync(source.file, "utf8").trim();
    if (key.length < MIN_LENGTH) throw new Error(`${source.file} holds no IP hash key (at least ${MIN_LENGTH} characters expected)`);
    return key;
  }
  if (config.postgres && legacy === null) {
    // Every instance must hash with one key: a key invented here would give a visitor one
    // free trial per instance (and a fresh one after every redeploy onto a new disk).
    throw new Error(
      `IP_HASH_KEY_FILE ${source.file} does not exist. With DATABASE_URL every instance must read the same key: create it once (openssl rand -base64 32 > ${source.file}; chmod 600 ${source.file}) and give each instance that file, or set IP_HASH_KEY`,
    );
  }
  const key = legacy ?? randomSecret(32);
  // "wx": never overwrite a key another process wrote meanwhile; the mode is set again in
  // case the umask took bits away or added none.
  writeFileSync(source.file, `${key}\n`, { mode: 0o600, flag: "wx" });
  chmodSync(source.file, 0o600);
  return key;
}

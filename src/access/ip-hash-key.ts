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
  const key = legacy ?? randomSecret(32);
  // "wx": never overwrite a key another process wrote meanwhile; the mode is set again in
  // case the umask took bits away or added none.
  writeFileSync(source.file, `${key}\n`, { mode: 0o600, flag: "wx" });
  chmodSync(source.file, 0o600);
  return key;
}

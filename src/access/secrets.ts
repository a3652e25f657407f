import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const CITIZEN_KEY_PREFIX = "parley_ck_";
export const LURK_KEY_PREFIX = "parley_lk_";

/** 256 random bits behind a recognisable prefix, so a leaked key is easy to spot. */
export function mintKey(prefix: string): { key: string; hash: string } {
  const key = prefix + randomBytes(32).toString("base64url");
  return { key, hash: hashSecret(key) };
}

/**
 * Keys carry 256 bits of entropy, so a plain SHA-256 is enough to store them safely. Bun's
 * one-shot hash: the same digest as node:crypto's createHash, a sixth of its cost per write.
 */
export function hashSecret(secret: string): string {
  return Bun.SHA256.hash(secret, "hex");
}

/** Compares a presented secret with a stored hash in time independent of where they differ. */
export function secretMatches(presented: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(presented), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

export function randomSecret(bytes = 24): string {
  return randomBytes(bytes).toString("base64url");
}

/** IPs are personal data: only a keyed hash is ever stored. */
export function hashIp(bucket: string, key: string): string {
  return createHmac("sha256", key).update(bucket).digest("base64url");
}

import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

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

const sealingKey = (secret: string, context: string) => createHmac("sha256", secret).update(context).digest();

/**
 * Seals `text` so that only someone who holds `secret` can read it back (AES-256-GCM under a
 * key derived from the secret and `context`): what the database keeps for them is useless
 * to anyone with a copy of the database alone.
 */
export function sealWith(secret: string, context: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(secret, context), iv);
  return Buffer.concat([iv, cipher.update(text, "utf8"), cipher.final(), cipher.getAuthTag()]).toString("base64url");
}

/** What sealWith sealed, or null when this secret (or context) did not seal it. */
export function openWith(secret: string, context: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, "base64url");
  if (bytes.length < 28) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(secret, context), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

import type { Database } from "bun:sqlite";

export function trialStore(db: Database) {
  // One statement decides and records: a row comes back only when the network had no
  // trial, or its last one is older than the window.
  const claim = db.prepare<{ ip_hash: string }, [string, number, number]>(
    `INSERT INTO trials (ip_hash, used_at) VALUES (?1, ?2)
       ON CONFLICT (ip_hash) DO UPDATE SET used_at = excluded.used_at WHERE trials.used_at <= ?3
     RETURNING ip_hash`,
  );
  const usedAt = db.prepare<{ used_at: number }, [string]>("SELECT used_at FROM trials WHERE ip_hash = ?");

  return {
    /** Claims the trial of `ipHash` at `now` if none was used after `windowStart`. */
    claim(ipHash: string, now: number, windowStart: number): boolean {
      return claim.get(ipHash, now, windowStart) !== null;
    },
    usedAt(ipHash: string): number | null {
      return usedAt.get(ipHash)?.used_at ?? null;
    },
  };
}

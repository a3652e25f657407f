import type { Database } from "bun:sqlite";

/** What a write's Idempotency-Key found: nothing yet (go ahead), a finished answer, or a write still running. */
export type IdempotentClaim =
  | { state: "new" }
  | { state: "done"; requestHash: string; status: number; body: string }
  | { state: "running"; requestHash: string };

/** Keys are kept this long (a day, as the issue and the usual APIs do). */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

export type IdempotencyRow = { request_hash: string; status: number | null; body: string | null };

/** A stored row as a claim: none yet, running (no answer kept) or done. */
export function claimOf(row: IdempotencyRow | null): IdempotentClaim {
  if (row === null) return { state: "new" };
  return row.status === null ? { state: "running", requestHash: row.request_hash } : { state: "done", requestHash: row.request_hash, status: row.status, body: row.body! };
}

export function idempotencyStore(db: Database) {
  const forget = db.prepare<never, [number]>("DELETE FROM idempotency WHERE created_at < ?");
  const insert = db.prepare<never, [string, string, string, number]>(
    "INSERT INTO idempotency (owner, key, request_hash, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (owner, key) DO NOTHING",
  );
  const finish = db.prepare<never, [number, string, string, string]>("UPDATE idempotency SET status = ?, body = ? WHERE owner = ? AND key = ?");
  const release = db.prepare<never, [string, string]>("DELETE FROM idempotency WHERE owner = ? AND key = ? AND status IS NULL");
  const current = db.prepare<IdempotencyRow, [string, string, number]>(
    "SELECT request_hash, status, body FROM idempotency WHERE owner = ? AND key = ? AND created_at >= ?",
  );
  return {
    /** Claims `key` for `owner`'s write, or reports what an earlier write with it did. */
    claim(owner: string, key: string, requestHash: string, now: number): IdempotentClaim {
      forget.run(now - IDEMPOTENCY_TTL_MS);
      if (insert.run(owner, key, requestHash, now).changes > 0) return { state: "new" };
      // Expired rows were just forgotten: the one in the way is current.
      return claimOf(current.get(owner, key, now - IDEMPOTENCY_TTL_MS)!);
    },
    /** What an earlier request with `key` did, without claiming it: for a retry that can no longer authenticate. */
    find(owner: string, key: string, now: number): IdempotentClaim {
      return claimOf(current.get(owner, key, now - IDEMPOTENCY_TTL_MS) ?? null);
    },
    finish(owner: string, key: string, status: number, body: string): void {
      finish.run(status, body, owner, key);
    },
    /** A write that failed for a passing reason (busy, rate limited) leaves its key free for the retry. */
    release(owner: string, key: string): void {
      release.run(owner, key);
    },
  };
}

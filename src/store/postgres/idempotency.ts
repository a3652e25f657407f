import { IDEMPOTENCY_TTL_MS, type IdempotentClaim } from "../idempotency";
import { one, type Query } from "./query";

export function idempotencyStatements(q: Query) {
  return {
    async claim(owner: string, key: string, requestHash: string, now: number): Promise<IdempotentClaim> {
      await q("DELETE FROM idempotency WHERE created_at < $1", [now - IDEMPOTENCY_TTL_MS]);
      const inserted = await q(
        "INSERT INTO idempotency (owner, key, request_hash, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (owner, key) DO NOTHING RETURNING key",
        [owner, key, requestHash, now],
      );
      if (inserted.length > 0) return { state: "new" };
      const row = (await one<{ request_hash: string; status: number | null; body: string | null }>(q, "SELECT request_hash, status, body FROM idempotency WHERE owner = $1 AND key = $2", [owner, key]))!;
      return row.status === null ? { state: "running", requestHash: row.request_hash } : { state: "done", requestHash: row.request_hash, status: row.status, body: row.body! };
    },
    async finish(owner: string, key: string, status: number, body: string): Promise<void> {
      await q("UPDATE idempotency SET status = $1, body = $2 WHERE owner = $3 AND key = $4", [status, body, owner, key]);
    },
    async release(owner: string, key: string): Promise<void> {
      await q("DELETE FROM idempotency WHERE owner = $1 AND key = $2 AND status IS NULL", [owner, key]);
    },
  };
}

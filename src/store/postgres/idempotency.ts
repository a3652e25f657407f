import { claimOf, IDEMPOTENCY_TTL_MS, type IdempotencyRow as Row, type IdempotentClaim } from "../idempotency";
import { one, type Query } from "./query";

export function idempotencyStatements(q: Query) {
  return {
    async claim(owner: string, key: string, requestHash: string, now: number): Promise<IdempotentClaim> {
      await q("DELETE FROM idempotency WHERE created_at < $1", [now - IDEMPOTENCY_TTL_MS]);
      // Two statements: the row in the way can go between them (the first attempt was refused
      // and let the key go), and then it is this request's to claim after all.
      for (let attempt = 0; attempt < 3; attempt++) {
        const inserted = await q(
          "INSERT INTO idempotency (owner, key, request_hash, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (owner, key) DO NOTHING RETURNING key",
          [owner, key, requestHash, now],
        );
        if (inserted.length > 0) return { state: "new" };
        const row = await one<Row>(q, "SELECT request_hash, status, body FROM idempotency WHERE owner = $1 AND key = $2", [owner, key]);
        if (row) return claimOf(row);
      }
      // Claimed and let go over and over: others are busy with this key; the client asks again.
      return { state: "running", requestHash };
    },
    async find(owner: string, key: string, now: number): Promise<IdempotentClaim> {
      return claimOf(await one<Row>(q, "SELECT request_hash, status, body FROM idempotency WHERE owner = $1 AND key = $2 AND created_at >= $3", [owner, key, now - IDEMPOTENCY_TTL_MS]));
    },
    async finish(owner: string, key: string, status: number, body: string): Promise<void> {
      await q("UPDATE idempotency SET status = $1, body = $2 WHERE owner = $3 AND key = $4", [status, body, owner, key]);
    },
    async release(owner: string, key: string): Promise<void> {
      await q("DELETE FROM idempotency WHERE owner = $1 AND key = $2 AND status IS NULL", [owner, key]);
    },
  };
}

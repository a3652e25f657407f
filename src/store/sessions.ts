import type { Database } from "bun:sqlite";

export type SessionKind = "admin" | "lurk";

export interface SessionRow {
  kind: SessionKind;
  lurker_id: number | null;
  secret_hash: string | null;
  expires_at: number;
}

/** Browser sessions: the cookie carries a random token, this table only its hash. */
export function sessionStore(db: Database) {
  const insert = db.prepare<never, [string, SessionKind, number | null, string | null, number]>(
    "INSERT INTO web_sessions (token_hash, kind, lurker_id, secret_hash, expires_at) VALUES (?, ?, ?, ?, ?)",
  );
  const live = db.prepare<SessionRow, [string, number]>(
    "SELECT kind, lurker_id, secret_hash, expires_at FROM web_sessions WHERE token_hash = ? AND expires_at > ?",
  );
  const remove = db.prepare<never, [string]>("DELETE FROM web_sessions WHERE token_hash = ?");
  const removeExpired = db.prepare<never, [number]>("DELETE FROM web_sessions WHERE expires_at <= ?");
  const removeForLurker = db.prepare<never, [number]>("DELETE FROM web_sessions WHERE lurker_id = ?");

  return {
    create(tokenHash: string, kind: SessionKind, lurkerId: number | null, secretHash: string | null, expiresAt: number): void {
      insert.run(tokenHash, kind, lurkerId, secretHash, expiresAt);
    },
    /** The session behind a token hash, or null when unknown or expired (`now` in epoch ms). */
    live(tokenHash: string, now: number): SessionRow | null {
      return live.get(tokenHash, now) ?? null;
    },
    remove(tokenHash: string): void {
      remove.run(tokenHash);
    },
    removeExpired(now: number): number {
      return removeExpired.run(now).changes;
    },
    removeForLurker(lurkerId: number): void {
      removeForLurker.run(lurkerId);
    },
  };
}

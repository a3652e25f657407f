import type { SessionKind, SessionRow } from "../sessions";
import type { SettingKey } from "../settings";
import type { RoomStats } from "../stats";
import { one, type Query } from "./query";

export function trialStatements(q: Query) {
  return {
    /** One statement decides and records, as on SQLite; a racing insert waits and then sees the row. */
    async claim(ipHash: string, now: number, windowStart: number): Promise<boolean> {
      const rows = await q(
        `INSERT INTO trials (ip_hash, used_at) VALUES ($1, $2)
           ON CONFLICT (ip_hash) DO UPDATE SET used_at = excluded.used_at WHERE trials.used_at <= $3
         RETURNING ip_hash`,
        [ipHash, now, windowStart],
      );
      return rows.length > 0;
    },
    async usedAt(ipHash: string): Promise<number | null> {
      return (await one<{ used_at: number }>(q, "SELECT used_at FROM trials WHERE ip_hash = $1", [ipHash]))?.used_at ?? null;
    },
  };
}

export function settingStatements(q: Query) {
  const get = async (key: SettingKey) => (await one<{ value: string }>(q, "SELECT value FROM settings WHERE key = $1", [key]))?.value ?? null;
  return {
    get,
    async remove(key: SettingKey): Promise<void> {
      await q("DELETE FROM settings WHERE key = $1", [key]);
    },
    async set(key: SettingKey, value: string): Promise<void> {
      await q("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value", [key, value]);
    },
    async setOnce(key: SettingKey, value: string): Promise<string> {
      await q("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", [key, value]);
      return (await get(key))!;
    },
  };
}

export function statsStatements(q: Query) {
  return {
    async version(): Promise<number> {
      return (await one<{ version: number }>(q, "SELECT version FROM room_stats WHERE id = 1", []))!.version;
    },
    async get(): Promise<RoomStats> {
      return (await one<RoomStats>(q, "SELECT post_count, thread_count, member_count, speaker_count, last_post_at FROM room_stats WHERE id = 1", []))!;
    },
  };
}

export function sessionStatements(q: Query) {
  return {
    async create(tokenHash: string, kind: SessionKind, lurkerId: number | null, secretHash: string | null, expiresAt: number): Promise<void> {
      await q("INSERT INTO web_sessions (token_hash, kind, lurker_id, secret_hash, expires_at) VALUES ($1, $2, $3, $4, $5)", [tokenHash, kind, lurkerId, secretHash, expiresAt]);
    },
    live: (tokenHash: string, now: number) =>
      one<SessionRow>(q, "SELECT kind, lurker_id, secret_hash, expires_at FROM web_sessions WHERE token_hash = $1 AND expires_at > $2", [tokenHash, now]),
    async remove(tokenHash: string): Promise<void> {
      await q("DELETE FROM web_sessions WHERE token_hash = $1", [tokenHash]);
    },
    async removeExpired(now: number): Promise<number> {
      return (await q("DELETE FROM web_sessions WHERE expires_at <= $1 RETURNING token_hash", [now])).length;
    },
    async removeForLurker(lurkerId: number): Promise<void> {
      await q("DELETE FROM web_sessions WHERE lurker_id = $1", [lurkerId]);
    },
  };
}

import { COLUMNS, toRow, type LurkerRow, type RawLurker } from "../lurkers";
import { one, type Query } from "./query";

export function lurkerStatements(q: Query) {
  return {
    async create(name: string, keyHash: string, createdAt: string): Promise<number> {
      return (await one<{ id: number }>(q, "INSERT INTO lurkers (name, key_hash, created_at) VALUES ($1, $2, $3) RETURNING id", [name, keyHash, createdAt]))!.id;
    },
    async byKeyHash(keyHash: string): Promise<LurkerRow | null> {
      const raw = await one<RawLurker>(q, `SELECT ${COLUMNS} FROM lurkers WHERE key_hash = $1`, [keyHash]);
      return raw ? toRow(raw) : null;
    },
    async get(id: number): Promise<LurkerRow | null> {
      const raw = await one<RawLurker>(q, `SELECT ${COLUMNS} FROM lurkers WHERE id = $1`, [id]);
      return raw ? toRow(raw) : null;
    },
    async setSuspended(id: number, suspended: boolean): Promise<void> {
      await q("UPDATE lurkers SET active = $1 WHERE id = $2 AND revoked_at IS NULL", [suspended ? 0 : 1, id]);
    },
    async list(afterId: number, limit: number): Promise<LurkerRow[]> {
      return (await q<RawLurker>(`SELECT ${COLUMNS} FROM lurkers WHERE id > $1 ORDER BY id LIMIT $2`, [afterId, limit])).map(toRow);
    },
    async revoke(id: number, at: string): Promise<boolean> {
      await q("UPDATE lurkers SET active = 0, revoked_at = $1 WHERE id = $2 AND active = 1", [at, id]);
      return (await one(q, "SELECT id FROM lurkers WHERE id = $1", [id])) !== null;
    },
  };
}

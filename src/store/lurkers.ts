import type { Database } from "bun:sqlite";

export interface LurkerRow {
  id: number;
  name: string;
  active: boolean;
  created_at: string;
  revoked_at: string | null;
}

export const COLUMNS = "id, name, active, created_at, revoked_at";
export type RawLurker = Omit<LurkerRow, "active"> & { active: number };
export const toRow = (raw: RawLurker): LurkerRow => ({ ...raw, active: raw.active === 1 });

export function lurkerStore(db: Database) {
  const insert = db.prepare<{ id: number }, [string, string, string]>(
    "INSERT INTO lurkers (name, key_hash, created_at) VALUES (?, ?, ?) RETURNING id",
  );
  const byKey = db.prepare<RawLurker, [string]>(`SELECT ${COLUMNS} FROM lurkers WHERE key_hash = ?`);
  const list = db.prepare<RawLurker, [number, number]>(
    `SELECT ${COLUMNS} FROM lurkers WHERE id > ? ORDER BY id LIMIT ?`,
  );
  const revoke = db.prepare<never, [string, number]>(
    "UPDATE lurkers SET active = 0, revoked_at = ? WHERE id = ? AND active = 1",
  );
  const exists = db.prepare<{ id: number }, [number]>("SELECT id FROM lurkers WHERE id = ?");
  const byId = db.prepare<RawLurker, [number]>(`SELECT ${COLUMNS} FROM lurkers WHERE id = ?`);
  // As for citizens: a billing suspension can be lifted, a revocation (revoked_at) cannot.
  const setSuspended = db.prepare<never, [number, number]>(
    "UPDATE lurkers SET active = ? WHERE id = ? AND revoked_at IS NULL",
  );

  return {
    create(name: string, keyHash: string, createdAt: string): number {
      return insert.get(name, keyHash, createdAt)!.id;
    },
    byKeyHash(keyHash: string): LurkerRow | null {
      const raw = byKey.get(keyHash);
      return raw ? toRow(raw) : null;
    },
    get(id: number): LurkerRow | null {
      const raw = byId.get(id);
      return raw ? toRow(raw) : null;
    },
    setSuspended(id: number, suspended: boolean): void {
      setSuspended.run(suspended ? 0 : 1, id);
    },
    list(afterId: number, limit: number): LurkerRow[] {
      return list.all(afterId, limit).map(toRow);
    },
    revoke(id: number, at: string): boolean {
      revoke.run(at, id);
      return exists.get(id) !== null;
    },
  };
}

import type { Database } from "bun:sqlite";

export interface CitizenRow {
  id: number;
  name: string;
  kind: "member" | "visitor";
  active: boolean;
  post_count: number;
  created_at: string;
  revoked_at: string | null;
}

export const COLUMNS = "id, name, kind, active, post_count, created_at, revoked_at";

export type RawCitizen = Omit<CitizenRow, "active"> & { active: number };
export const toRow = (raw: RawCitizen): CitizenRow => ({ ...raw, active: raw.active === 1 });

export function citizenStore(db: Database) {
  const insertMember = db.prepare<{ id: number }, [string, string, string]>(
    "INSERT INTO citizens (name, kind, key_hash, created_at) VALUES (?, 'member', ?, ?) RETURNING id",
  );
  const insertVisitor = db.prepare<{ id: number }, [string]>(
    "INSERT INTO citizens (name, kind, created_at) VALUES ('visitor', 'visitor', ?) RETURNING id",
  );
  const nameVisitor = db.prepare<never, [string, number]>("UPDATE citizens SET name = ? WHERE id = ?");
  const byKey = db.prepare<RawCitizen, [string]>(`SELECT ${COLUMNS} FROM citizens WHERE key_hash = ?`);
  const members = db.prepare<RawCitizen, [number, number]>(
    `SELECT ${COLUMNS} FROM citizens WHERE kind = 'member' AND id > ? ORDER BY id LIMIT ?`,
  );
  const revoke = db.prepare<never, [string, number]>(
    "UPDATE citizens SET active = 0, revoked_at = ? WHERE id = ? AND kind = 'member' AND active = 1",
  );
  const exists = db.prepare<{ id: number }, [number]>("SELECT id FROM citizens WHERE id = ? AND kind = 'member'");
  const swapKey = db.prepare<never, [string, number, string]>(
    "UPDATE citizens SET key_hash = ? WHERE id = ? AND key_hash = ? AND kind = 'member' AND active = 1",
  );
  const retire = db.prepare<never, [string, number, string]>(
    "INSERT INTO retired_keys (key_hash, citizen_id, retired_at) VALUES (?, ?, ?) ON CONFLICT (key_hash) DO NOTHING",
  );
  const retired = db.prepare<{ retired_at: string }, [string]>("SELECT retired_at FROM retired_keys WHERE key_hash = ?");
  const byId = db.prepare<RawCitizen, [number]>(`SELECT ${COLUMNS} FROM citizens WHERE id = ? AND kind = 'member'`);
  // Suspension (an unpaid subscription) leaves revoked_at empty so it can be lifted;
  // a revocation sets it, and nothing lifts that.
  const setSuspended = db.prepare<never, [number, number]>(
    "UPDATE citizens SET active = ? WHERE id = ? AND kind = 'member' AND revoked_at IS NULL",
  );

  return {
    createMember(name: string, keyHash: string, createdAt: string): number {
      return insertMember.get(name, keyHash, createdAt)!.id;
    },
    /** A keyless trial author; its name says what it is, so readers know it was a trial. */
    createVisitor(createdAt: string): number {
      const id = insertVisitor.get(createdAt)!.id;
      nameVisitor.run(`visitor-${id}`, id);
      return id;
    },
    byKeyHash(keyHash: string): CitizenRow | null {
      const raw = byKey.get(keyHash);
      return raw ? toRow(raw) : null;
    },
    listMembers(afterId: number, limit: number): CitizenRow[] {
      return members.all(afterId, limit).map(toRow);
    },
    get(id: number): CitizenRow | null {
      const raw = byId.get(id);
      return raw ? toRow(raw) : null;
    },
    /** Turns a key off (or back on) for a billing pause; a revoked key stays dead. */
    setSuspended(id: number, suspended: boolean): void {
      setSuspended.run(suspended ? 0 : 1, id);
    },
    /**
     * Replaces an active member's key; the old one stops working in the same statement.
     * False when `oldHash` is no longer the key (a concurrent rotation won): run it inside
     * a transaction so the retired hash is recorded with the swap.
     */
    rotateKey(id: number, oldHash: string, newHash: string, at: string): boolean {
      if (swapKey.run(newHash, id, oldHash).changes !== 1) return false;
      retire.run(oldHash, id, at);
      return true;
    },
    /** When a key with this hash was replaced by a newer one, or null if it never was. */
    retiredAt(keyHash: string): string | null {
      return retired.get(keyHash)?.retired_at ?? null;
    },
    /** Returns false when there is no such member, true once it is dead (again or newly). */
    revoke(id: number, at: string): boolean {
      revoke.run(at, id);
      return exists.get(id) !== null;
    },
  };
}

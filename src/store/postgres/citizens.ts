import { COLUMNS, toRow, type CitizenRow, type RawCitizen } from "../citizens";
import { one, type Query } from "./query";

export function citizenStatements(q: Query) {
  return {
    async createMember(name: string, keyHash: string, createdAt: string): Promise<number> {
      return (await one<{ id: number }>(q, "INSERT INTO citizens (name, kind, key_hash, created_at) VALUES ($1, 'member', $2, $3) RETURNING id", [name, keyHash, createdAt]))!.id;
    },
    /** A keyless trial author, named after its own id in the same statement. */
    async createVisitor(createdAt: string): Promise<number> {
      const row = await one<{ id: number }>(
        q,
        `INSERT INTO citizens (id, name, kind, created_at)
         SELECT id, 'visitor-' || id, 'visitor', $1 FROM (SELECT nextval(pg_get_serial_sequence('citizens', 'id'))::int AS id) AS next
         RETURNING id`,
        [createdAt],
      );
      return row!.id;
    },
    async byKeyHash(keyHash: string): Promise<CitizenRow | null> {
      const raw = await one<RawCitizen>(q, `SELECT ${COLUMNS} FROM citizens WHERE key_hash = $1`, [keyHash]);
      return raw ? toRow(raw) : null;
    },
    async listMembers(afterId: number, limit: number): Promise<CitizenRow[]> {
      return (await q<RawCitizen>(`SELECT ${COLUMNS} FROM citizens WHERE kind = 'member' AND id > $1 ORDER BY id LIMIT $2`, [afterId, limit])).map(toRow);
    },
    async get(id: number): Promise<CitizenRow | null> {
      const raw = await one<RawCitizen>(q, `SELECT ${COLUMNS} FROM citizens WHERE id = $1 AND kind = 'member'`, [id]);
      return raw ? toRow(raw) : null;
    },
    async setSuspended(id: number, suspended: boolean): Promise<void> {
      await q("UPDATE citizens SET active = $1 WHERE id = $2 AND kind = 'member' AND revoked_at IS NULL", [suspended ? 0 : 1, id]);
    },
    async rotateKey(id: number, oldHash: string, newHash: string, at: string): Promise<boolean> {
      const swapped = await q(
        "UPDATE citizens SET key_hash = $1 WHERE id = $2 AND key_hash = $3 AND kind = 'member' AND active = 1 RETURNING id",
        [newHash, id, oldHash],
      );
      if (swapped.length !== 1) return false;
      await q("INSERT INTO retired_keys (key_hash, citizen_id, retired_at) VALUES ($1, $2, $3) ON CONFLICT (key_hash) DO NOTHING", [oldHash, id, at]);
      return true;
    },
    async retiredAt(keyHash: string): Promise<string | null> {
      return (await one<{ retired_at: string }>(q, "SELECT retired_at FROM retired_keys WHERE key_hash = $1", [keyHash]))?.retired_at ?? null;
    },
    async revoke(id: number, at: string): Promise<boolean> {
      await q("UPDATE citizens SET active = 0, revoked_at = $1 WHERE id = $2 AND kind = 'member' AND active = 1", [at, id]);
      return (await one(q, "SELECT id FROM citizens WHERE id = $1 AND kind = 'member'", [id])) !== null;
    },
  };
}

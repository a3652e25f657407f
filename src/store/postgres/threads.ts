import { COLUMNS, type ThreadPage, type ThreadRow } from "../threads";
import { idArray, one, type Query } from "./query";


export function threadStatements(q: Query) {
  return {
    async create(title: string, createdAt: string): Promise<number> {
      return (await one<{ id: number }>(q, "INSERT INTO threads (title, created_at) VALUES ($1, $2) RETURNING id", [title, createdAt]))!.id;
    },
    get: (id: number) => one<ThreadRow>(q, `SELECT ${COLUMNS} FROM threads WHERE id = $1`, [id]),
    getMany: async (ids: number[]) => (ids.length ? q<ThreadRow>(`SELECT ${COLUMNS} FROM threads WHERE id = ANY($1::int4[])`, [idArray(ids)]) : []),
    async page(beforeKey: number, limit: number): Promise<ThreadPage> {
      const rows = await q<ThreadRow & { last_post_id: number }>(
        `SELECT ${COLUMNS}, last_post_id FROM threads WHERE last_post_id < $1 ORDER BY last_post_id DESC LIMIT $2`,
        [Math.min(beforeKey, 2 ** 31 - 1), limit],
      );
      const lastKey = rows.length ? rows[rows.length - 1]!.last_post_id : null;
      return { threads: rows.map(({ last_post_id: _, ...thread }) => thread), lastKey };
    },
    async removeIfEmpty(id: number): Promise<boolean> {
      return (await q("DELETE FROM threads WHERE id = $1 AND post_count = 0 RETURNING id", [id])).length > 0;
    },
  };
}

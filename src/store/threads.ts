import type { Database } from "bun:sqlite";
import type { ThreadRow } from "../shapes";

export type { ThreadRow };

/** A page of threads plus the activity key of its last row, for the next cursor. */
export interface ThreadPage {
  threads: ThreadRow[];
  lastKey: number | null;
}

export const COLUMNS = "id, title, post_count, last_post_at, created_at";

export function threadStore(db: Database) {
  const insert = db.prepare<{ id: number }, [string, string]>(
    `INSERT INTO threads (id, title, created_at)
     VALUES (max(coalesce((SELECT max(id) FROM threads), 0), (SELECT removed_thread_mark FROM room_stats)) + 1, ?, ?) RETURNING id`,
  );
  const byId = db.prepare<ThreadRow, [number]>(`SELECT ${COLUMNS} FROM threads WHERE id = ?`);
  const byIds = db.prepare<ThreadRow, [string]>(`SELECT ${COLUMNS} FROM threads WHERE id IN (SELECT value FROM json_each(?))`);
  const page = db.prepare<ThreadRow & { last_post_id: number }, [number, number]>(
    `SELECT ${COLUMNS}, last_post_id FROM threads
      WHERE last_post_id < ? ORDER BY last_post_id DESC LIMIT ?`,
  );
  const removeIfEmpty = db.prepare<never, [number]>("DELETE FROM threads WHERE id = ? AND post_count = 0");

  return {
    create(title: string, createdAt: string): number {
      return insert.get(title, createdAt)!.id;
    },
    get(id: number): ThreadRow | null {
      return byId.get(id) ?? null;
    },
    /** The threads of these ids that exist, in no particular order. */
    getMany(ids: number[]): ThreadRow[] {
      return ids.length ? byIds.all(JSON.stringify(ids)) : [];
    },
    /** Most recently active first, strictly older in activity than `beforeKey`. */
    page(beforeKey: number, limit: number): ThreadPage {
      const rows = page.all(beforeKey, limit);
      const lastKey = rows.length ? rows[rows.length - 1]!.last_post_id : null;
      return {
        threads: rows.map(({ last_post_id: _, ...thread }) => thread),
        lastKey,
      };
    },
    removeIfEmpty(id: number): boolean {
      return removeIfEmpty.run(id).changes > 0;
    },
  };
}

import type { Database } from "bun:sqlite";
import type { PostRow } from "../shapes";

export type { PostRow };

export interface NewPost {
  threadId: number;
  parentId: number | null;
  citizenId: number | null;
  body: string;
  createdAt: string;
}

/**
 * What the duplicate guard remembers instead of the body: equal bodies have equal hashes,
 * so only a same-author same-hash post is read and compared in full.
 */
export const bodyHash = (body: string): number => Bun.hash.crc32(body);

/** A citizen's post as the duplicate guard remembers it. */
export interface RecentBody {
  id: number;
  citizen_id: number;
  body_hash: number;
}

const RECENT_CHUNK = 1000;

/** A removed post, as the streams announce it. */
export interface Removal {
  seq: number;
  post_id: number;
  thread_id: number;
}

/** The admin has no citizen row; this is the display name of its posts. */
export const ADMIN_AUTHOR = "admin";

/**
 * The row `get(id)` returns for a post just created, made from what its writer already
 * holds (same fields, same order) instead of reading it back: the three-table read was
 * about a fifth of a write's database time.
 */
export function createdRow(id: number, post: NewPost, author: string, threadTitle: string): PostRow {
  return {
    id,
    author_kind: post.citizenId === null ? "admin" : "citizen",
    citizen_id: post.citizenId,
    body: post.body,
    parent_id: post.parentId,
    thread_id: post.threadId,
    created_at: post.createdAt,
    author,
    thread_title: threadTitle,
  };
}

/**
 * A post's fields as the API names them, in its order, each with the SQL that reads it; `text`
 * fields are strings in the API. One list for POST_SELECT (both backends' rows) and for the
 * JSON SQLite writes, so the two cannot drift apart.
 */
const POST_FIELDS: readonly { name: keyof PostRow; sql: string; text?: true }[] = [
  { name: "id", sql: "p.id" },
  { name: "author_kind", sql: "p.author_kind", text: true },
  { name: "citizen_id", sql: "p.citizen_id" },
  { name: "body", sql: "p.body", text: true },
  { name: "parent_id", sql: "p.parent_id" },
  { name: "thread_id", sql: "p.thread_id" },
  { name: "created_at", sql: "p.created_at", text: true },
  { name: "author", sql: `coalesce(c.name, '${ADMIN_AUTHOR}')`, text: true },
  { name: "thread_title", sql: "t.title", text: true },
];

/** POST_SELECT's columns in order: a row read as an array (PostgreSQL's pages) is made a post with them. */
export const POST_COLUMNS: readonly (keyof PostRow)[] = POST_FIELDS.map(({ name }) => name);

/** A post as the API shows it, shared by both backends (parameters go after it). */
export const POST_SELECT = `
  SELECT ${POST_FIELDS.map(({ name, sql }) => (sql === `p.${name}` ? sql : `${sql} AS ${name}`)).join(", ")}
    FROM posts p
    JOIN threads t ON t.id = p.thread_id
    LEFT JOIN citizens c ON c.id = p.citizen_id`;

/** A page of posts as the API's JSON array, with what its next cursor needs. */
export interface PostsJson {
  /** UTF-8 JSON: `[{post}, ...]`, each post with the fields of `PostRow` in its order. */
  json: Uint8Array<ArrayBuffer>;
  count: number;
  /** The id of the page's last post, null for an empty page. */
  lastId: number | null;
  /**
   * The room version the rows were read at, in the same statement: a page behind a cursor
   * is then tagged without a statement of its own (a round trip on PostgreSQL). Absent where
   * the store does not read it (thread pages, whose tag is read first).
   */
  version?: number;
}

/**
 * One POST_SELECT row as SQLite's JSON. A text field is cast to TEXT: a value that is not text
 * (a BLOB put there by hand) would otherwise stop json_object or be read as JSONB.
 */
const POST_JSON = `json_object(${POST_FIELDS.map(({ name, text }) => `'${name}', ${text ? `CAST(${name} AS TEXT)` : name}`).join(", ")})`;

/**
 * A page of POST_SELECT rows (`where`, then `order` by id, then LIMIT) serialised by SQLite
 * itself: one buffer an answer instead of an object and nine strings a post and then their
 * JSON. Under 30 readers of a 1,000-post thread page that garbage was what held the
 * server's memory up (bench/RESULTS.md, big-thread). The bytes are UTF-8 because the room
 * file's encoding is (db/open.ts refuses any other).
 *
 * The array keeps the subquery's order: SQLite runs an ORDER BY ... LIMIT subquery under an
 * aggregate as a co-routine that hands its rows over in order. `json_group_array(... ORDER BY
 * id)` would promise it, at the price of sorting the page again (a third slower at 1,000
 * posts); test/api/post-pages.test.ts checks the order of every kind of page, and
 * test/perf/post-pages-sql.test.ts that the plan is still that co-routine.
 *
 * `withVersion`: the room version too, read in the same statement (one snapshot), for the
 * pages whose ETag is set from it after the handler (http/etag.ts, versionWithRows).
 */
export const jsonPageSql = (where: string, order: "ASC" | "DESC", withVersion = false) =>
  `SELECT CAST(json_group_array(${POST_JSON}) AS BLOB) AS json, count(*) AS count, ${order === "ASC" ? "max" : "min"}(id) AS lastId
          ${withVersion ? ", (SELECT version FROM room_stats WHERE id = 1) AS version" : ""}
     FROM (${POST_SELECT} ${where} ORDER BY p.id ${order} LIMIT ?)`;

/** The pages of posts the API serves, as the rows' WHERE and order: one place for both forms of each. */
export const POST_PAGES = {
  newest: ["WHERE p.id < ?", "DESC"],
  after: ["WHERE p.id > ?", "ASC"],
  inThread: ["WHERE p.thread_id = ? AND p.id > ?", "ASC"],
} as const;

const rowPageSql = ([where, order]: readonly [string, "ASC" | "DESC"]) => `${POST_SELECT} ${where} ORDER BY p.id ${order} LIMIT ?`;

export function postStore(db: Database) {
  const insert = db.prepare<{ id: number }, [number, number | null, string, number | null, string, string, number]>(
    // Above every id that ever existed (migration 10): a removed post's id is never handed out again.
    `INSERT INTO posts (id, thread_id, parent_id, author_kind, citizen_id, body, created_at, body_hash)
     VALUES (max(coalesce((SELECT max(id) FROM posts), 0), (SELECT removed_post_mark FROM room_stats)) + 1, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const byId = db.prepare<PostRow, [number]>(`${POST_SELECT} WHERE p.id = ?`);
  const byIds = db.prepare<PostRow, [string]>(`${POST_SELECT} WHERE p.id IN (SELECT value FROM json_each(?))`);
  const newest = db.prepare<PostRow, [number, number]>(rowPageSql(POST_PAGES.newest));
  const after = db.prepare<PostRow, [number, number]>(rowPageSql(POST_PAGES.after));
  const latestId = db.prepare<{ id: number | null }, []>("SELECT max(id) AS id FROM posts");
  const inThread = db.prepare<PostRow, [number, number, number]>(rowPageSql(POST_PAGES.inThread));
  const newestJson = db.prepare<PostsJson, [number, number]>(jsonPageSql(...POST_PAGES.newest, true));
  const afterJson = db.prepare<PostsJson, [number, number]>(jsonPageSql(...POST_PAGES.after, true));
  const inThreadJson = db.prepare<PostsJson, [number, number, number]>(jsonPageSql(...POST_PAGES.inThread));
  // Posts by others under one of this citizen's posts, or in a thread it started, among the
  // ids in (after, upTo]: each candidate is two index lookups, and the window bounds the walk.
  const repliesTo = db.prepare<PostRow, [number, number, number, number]>(
    `${POST_SELECT} WHERE p.id > ?1 AND p.id <= ?2 AND p.citizen_id IS NOT ?3
       AND (EXISTS (SELECT 1 FROM posts q WHERE q.id = p.parent_id AND q.citizen_id = ?3)
            OR (SELECT s.citizen_id FROM posts s WHERE s.thread_id = p.thread_id ORDER BY s.id LIMIT 1) = ?3)
     ORDER BY p.id LIMIT ?4`,
  );
  const placement = db.prepare<{ thread_id: number; parent_id: number | null }, [number]>(
    "SELECT thread_id, parent_id FROM posts WHERE id = ?",
  );
  const reparent = db.prepare<never, [number | null, number]>("UPDATE posts SET parent_id = ? WHERE parent_id = ?");
  const remove = db.prepare<{ thread_id: number }, [number]>("DELETE FROM posts WHERE id = ? RETURNING thread_id");
  const recordRemoval = db.prepare<never, [number, number]>("INSERT INTO post_removals (post_id, thread_id) VALUES (?, ?)");
  const removalsAfter = db.prepare<Removal, [number]>("SELECT seq, post_id, thread_id FROM post_removals WHERE seq > ? ORDER BY seq LIMIT 1000");
  const latestRemoval = db.prepare<{ seq: number | null }, []>("SELECT max(seq) AS seq FROM post_removals");
  const sameBody = db.prepare<{ id: number; thread_id: number }, [number, number, string, string]>(
    "SELECT id, thread_id FROM posts WHERE id = ? AND citizen_id = ? AND created_at >= ? AND body = ?",
  );
  const hashesBetween = db.prepare<RecentBody & { created_at: string }, [number, number]>(
    `SELECT id, citizen_id, body_hash, created_at FROM posts
      WHERE id > ? AND id <= ? AND citizen_id IS NOT NULL AND body_hash IS NOT NULL ORDER BY id DESC`,
  );

  return {
    create(post: NewPost): number {
      const kind = post.citizenId === null ? "admin" : "citizen";
      return insert.get(post.threadId, post.parentId, kind, post.citizenId, post.body, post.createdAt, bodyHash(post.body))!.id;
    },
    get(id: number): PostRow | null {
      return byId.get(id) ?? null;
    },
    /** The posts of these ids that exist, in no particular order (a search's hits: one statement, not one each). */
    getMany(ids: number[]): PostRow[] {
      return ids.length ? byIds.all(JSON.stringify(ids)) : [];
    },
    /** Newest first, strictly older than `beforeId`. */
    newest(beforeId: number, limit: number): PostRow[] {
      return newest.all(beforeId, limit);
    },
    /** Oldest first, strictly newer than `afterId`: "what is new since I last looked". */
    after(afterId: number, limit: number): PostRow[] {
      return after.all(afterId, limit);
    },
    /** `newest`, `after` and `inThread` as the API's JSON (see jsonPageSql). */
    newestJson(beforeId: number, limit: number): PostsJson {
      return newestJson.get(beforeId, limit)!;
    },
    afterJson(afterId: number, limit: number): PostsJson {
      return afterJson.get(afterId, limit)!;
    },
    inThreadJson(threadId: number, afterId: number, limit: number): PostsJson {
      return inThreadJson.get(threadId, afterId, limit)!;
    },
    /** The newest post's id, 0 in an empty room. */
    latestId(): number {
      return latestId.get()?.id ?? 0;
    },
    /** Oldest first (a thread reads top to bottom), strictly after `afterId`, at most `limit`. */
    inThread(threadId: number, afterId: number, limit: number): PostRow[] {
      return inThread.all(threadId, afterId, limit);
    },
    /** What others wrote to `citizenId` (replies to its posts, posts in its threads) among ids (afterId, upTo]. */
    repliesTo(citizenId: number, afterId: number, upTo: number, limit: number): PostRow[] {
      return repliesTo.all(afterId, upTo, citizenId, limit);
    },
    placement(id: number): { thread_id: number; parent_id: number | null } | null {
      return placement.get(id) ?? null;
    },
    /** Post `id`, if this citizen wrote it since `since` with exactly this body. */
    sameBody(id: number, citizenId: number, body: string, since: string): { id: number; thread_id: number } | null {
      return sameBody.get(id, citizenId, since, body) ?? null;
    },
    /**
     * Citizens' posts among the room's newest `limit`, created since `since`, newest first:
     * what the duplicate guard remembers after a restart. Read a thousand ids at a time,
     * stopping at the first post older than `since` (ids grow with time).
     */
    recentBodies(since: string, limit: number): RecentBody[] {
      const found: RecentBody[] = [];
      const newest = latestId.get()?.id ?? 0;
      const oldest = Math.max(0, newest - limit);
      for (let upTo = newest; upTo > oldest; upTo -= RECENT_CHUNK) {
        for (const row of hashesBetween.all(Math.max(oldest, upTo - RECENT_CHUNK), upTo)) {
          if (row.created_at < since) return found;
          found.push({ id: row.id, citizen_id: row.citizen_id, body_hash: row.body_hash });
        }
      }
      return found;
    },
    /** Hands the replies of `id` to its parent (or makes them top-level), then deletes it. */
    removeKeepingReplies(id: number, parentId: number | null): void {
      reparent.run(parentId, id);
      const removed = remove.get(id);
      if (removed) recordRemoval.run(id, removed.thread_id);
    },
    /** Removals after `seq`, oldest first: what the streams tell as `deleted` events. */
    removalsAfter(seq: number): Removal[] {
      return removalsAfter.all(seq);
    },
    latestRemoval(): number {
      return latestRemoval.get()?.seq ?? 0;
    },
  };
}

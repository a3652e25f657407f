import { bodyHash, POST_COLUMNS, POST_SELECT, type NewPost, type PostRow, type PostsJson, type Removal } from "../posts";
import { idArray, one, type Query } from "./query";

/** Ids are int4: a cursor past the last one means "from the newest" (a larger one is past every row anyway). */
const asId = (id: number) => Math.min(id, 2 ** 31 - 1);

const encoder = new TextEncoder();

/**
 * The rows' JSON made here, not by PostgreSQL: its json functions write `"id" : 1` and jsonb
 * reorders keys, and the two backends should answer the same bytes.
 */
const asJson = (rows: PostRow[], version?: number): PostsJson => ({
  json: encoder.encode(JSON.stringify(rows)),
  count: rows.length,
  lastId: rows.length ? rows[rows.length - 1]!.id : null,
  ...(version === undefined ? {} : { version }),
});

/**
 * A page of posts and the room version in one statement: on PostgreSQL each is a round trip,
 * and the version (for the page's ETag) was half of an uncached page's cost. One snapshot
 * holds both, so the tag is exactly the rows' version. An empty page is still one row, the
 * version's, with no post in it.
 */
export const withVersion = (page: string) => `
  SELECT s.version AS room_version, page.*
    FROM room_stats s
    LEFT JOIN LATERAL (${page}) page ON true
   WHERE s.id = 1`;

/**
 * The page's rows, read as arrays (the room version, then POST_SELECT's columns), as posts
 * in the page's order. Arrays, not the SQL client's row objects: reading and serialising the
 * page cost ~14 µs less of the ~200 a request (bench/RESULTS.md). A join with one row keeps
 * the inner order in every plan PostgreSQL makes, which SQL does not promise, so it is checked
 * here (an outer ORDER BY cost a sort, a fifth of the statement).
 */
export function versionedJson(rows: unknown[][], descending: boolean): PostsJson {
  const posts: PostRow[] = [];
  let ordered = true;
  for (const row of rows) {
    if (row[1] === null) continue;
    // Keys in POST_SELECT's order, so the bytes are those SQLite writes.
    const post: Record<string, unknown> = {};
    for (let i = 0; i < POST_COLUMNS.length; i++) post[POST_COLUMNS[i]!] = row[i + 1];
    const last = posts[posts.length - 1];
    if (last && descending !== last.id > (post as PostRow).id) ordered = false;
    posts.push(post as PostRow);
  }
  if (!ordered) posts.sort((a, b) => (descending ? b.id - a.id : a.id - b.id));
  return asJson(posts, rows[0]![0] as number);
}

export const NEWEST = `${POST_SELECT} WHERE p.id < $1 ORDER BY p.id DESC LIMIT $2`;
const AFTER = `${POST_SELECT} WHERE p.id > $1 ORDER BY p.id LIMIT $2`;

export function postStatements(q: Query) {
  const statements = {
    async create(post: NewPost): Promise<number> {
      const kind = post.citizenId === null ? "admin" : "citizen";
      const row = await one<{ id: number }>(
        q,
        `INSERT INTO posts (thread_id, parent_id, author_kind, citizen_id, body, created_at, body_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [post.threadId, post.parentId, kind, post.citizenId, post.body, post.createdAt, bodyHash(post.body)],
      );
      return row!.id;
    },
    get: (id: number) => one<PostRow>(q, `${POST_SELECT} WHERE p.id = $1`, [id]),
    getMany: async (ids: number[]) => (ids.length ? q<PostRow>(`${POST_SELECT} WHERE p.id = ANY($1::int4[])`, [idArray(ids)]) : []),
    newest: (beforeId: number, limit: number) => q<PostRow>(NEWEST, [asId(beforeId), limit]),
    after: (afterId: number, limit: number) => q<PostRow>(AFTER, [asId(afterId), limit]),
    newestJson: async (beforeId: number, limit: number) => versionedJson(await q.values(withVersion(NEWEST), [asId(beforeId), limit]), true),
    afterJson: async (afterId: number, limit: number) => versionedJson(await q.values(withVersion(AFTER), [asId(afterId), limit]), false),
    inThreadJson: async (threadId: number, afterId: number, limit: number) => asJson(await statements.inThread(threadId, afterId, limit)),
    async latestId(): Promise<number> {
      return (await one<{ id: number | null }>(q, "SELECT max(id) AS id FROM posts", []))?.id ?? 0;
    },
    inThread: (threadId: number, afterId: number, limit: number) =>
      q<PostRow>(`${POST_SELECT} WHERE p.thread_id = $1 AND p.id > $2 ORDER BY p.id LIMIT $3`, [threadId, asId(afterId), limit]),
    repliesTo: (citizenId: number, afterId: number, upTo: number, limit: number) =>
      q<PostRow>(
        `${POST_SELECT} WHERE p.id > $1 AND p.id <= $2 AND p.citizen_id IS DISTINCT FROM $3
           AND (EXISTS (SELECT 1 FROM posts q WHERE q.id = p.parent_id AND q.citizen_id = $3)
                OR (SELECT s.citizen_id FROM posts s WHERE s.thread_id = p.thread_id ORDER BY s.id LIMIT 1) = $3)
         ORDER BY p.id LIMIT $4`,
        [asId(afterId), asId(upTo), citizenId, limit],
      ),
    placement: (id: number) => one<{ thread_id: number; parent_id: number | null }>(q, "SELECT thread_id, parent_id FROM posts WHERE id = $1", [id]),
    /**
     * The room write lock first: two instances checking the same body at once take turns, so
     * the second sees the first's post (every post insert waits for that lock anyway).
     */
    async earlierSame(citizenId: number, body: string, since: string): Promise<{ id: number; thread_id: number } | null> {
      await q("SELECT room_write_lock()");
      return one(
        q,
        `SELECT id, thread_id FROM posts
          WHERE citizen_id = $1 AND body_hash = $2 AND created_at >= $3 AND body = $4 ORDER BY id DESC LIMIT 1`,
        [citizenId, bodyHash(body), since, body],
      );
    },
    async removeKeepingReplies(id: number, parentId: number | null): Promise<void> {
      await q("UPDATE posts SET parent_id = $1 WHERE parent_id = $2", [parentId, id]);
      const removed = await q<{ thread_id: number }>("DELETE FROM posts WHERE id = $1 RETURNING thread_id", [id]);
      if (removed[0]) await q("INSERT INTO post_removals (post_id, thread_id) VALUES ($1, $2)", [id, removed[0].thread_id]);
    },
    removalsAfter: (seq: number) => q<Removal>("SELECT seq, post_id, thread_id FROM post_removals WHERE seq > $1 ORDER BY seq LIMIT 1000", [seq]),
    async latestRemoval(): Promise<number> {
      return (await one<{ seq: number | null }>(q, "SELECT max(seq) AS seq FROM post_removals", []))?.seq ?? 0;
    },
  };
  return statements;
}

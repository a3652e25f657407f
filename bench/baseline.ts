/**
 * The floor of this stack: a bare Bun.serve + bun:sqlite server that answers
 * GET /api/posts?limit=N[&cursor=] from the same file, with the same query, the same
 * pragmas and the same JSON shape as Parley, and nothing else (no framework, no
 * validation, no error format). Parley's figure divided by this one is the framework's cost.
 *
 * With BASELINE_CACHE=1 it is the cached floor: like Parley, it keeps each answer's bytes
 * while the room version (one row) stays the same, and answers a repeat from them.
 *
 *   DB_PATH=room.sqlite PORT=3001 [BASELINE_CACHE=1] bun --smol bench/baseline.ts
 *
 * bench/floor.ts runs it in smol mode, as Parley runs (mostly faster than without).
 */
import { Database } from "bun:sqlite";

/**
 * The floor's answer to GET /api/posts on `db`: the same query and JSON shape as Parley's, and
 * nothing else. With `cached`, each answer's bytes are kept while the room version holds.
 * Exported so that bench/stages.ts times this very code in process.
 */
export function floorFetch(db: Database, cached: boolean): (request: Request) => Response {
  const newest = db.prepare(`
  SELECT p.id, p.author_kind, p.citizen_id, p.body, p.parent_id, p.thread_id, p.created_at,
         coalesce(c.name, 'admin') AS author, t.title AS thread_title
    FROM posts p
    JOIN threads t ON t.id = p.thread_id
    LEFT JOIN citizens c ON c.id = p.citizen_id
   WHERE p.id < ? ORDER BY p.id DESC LIMIT ?`);
  const version = db.prepare("SELECT version FROM room_stats WHERE id = 1");
  const cache = cached ? new Map<string, Uint8Array<ArrayBuffer>>() : null;
  let cachedAt = -1;
  return (request) => {
    const url = new URL(request.url);
    if (url.pathname !== "/api/posts") return new Response("not found", { status: 404 });
    if (cache) {
      const at = (version.get() as { version: number }).version;
      if (at !== cachedAt) {
        cache.clear();
        cachedAt = at;
      }
      const kept = cache.get(url.search);
      if (kept) return new Response(kept, { headers: { "content-type": "application/json;charset=utf-8" } });
    }
    const limit = Math.min(Number(url.searchParams.get("limit") ?? 50) || 50, 100);
    const cursor = url.searchParams.get("cursor");
    const before = cursor ? Number(Buffer.from(cursor, "base64url").toString().slice(2)) : Number.MAX_SAFE_INTEGER;
    const posts = newest.all(before, limit) as { id: number }[];
    const last = posts.length === limit ? posts[posts.length - 1] : undefined;
    const next_cursor = last ? Buffer.from(`p:${last.id}`).toString("base64url") : null;
    if (cache && cache.size < 256) {
      const bytes = new TextEncoder().encode(JSON.stringify({ posts, next_cursor }));
      cache.set(url.search, bytes);
      return new Response(bytes, { headers: { "content-type": "application/json;charset=utf-8" } });
    }
    return Response.json({ posts, next_cursor });
  };
}

if (import.meta.main) {
  const db = new Database(process.env.DB_PATH!, { readonly: false, strict: true });
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = NORMAL");
  const server = Bun.serve({ hostname: "127.0.0.1", port: Number(process.env.PORT ?? 0), fetch: floorFetch(db, process.env.BASELINE_CACHE === "1") });
  console.log(`baseline listening on http://127.0.0.1:${server.port}`);
  process.on("SIGTERM", () => {
    server.stop(true);
    process.exit(0);
  });
}

/**
 * The PostgreSQL floor: a bare Bun.serve + Bun.SQL server that answers
 * GET /api/posts?limit=N[&cursor=] from Parley's PostgreSQL schema with the same query and
 * the same JSON shape as Parley, and nothing else. bench/floor.ts --postgres runs it.
 *
 *   DATABASE_URL=postgres://… PORT=3001 [BASELINE_ONE_CHUNK=1] bun --smol bench/baseline-pg.ts
 */
import { SQL } from "bun";

const sql = new SQL({ url: process.env.DATABASE_URL!, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });

// BASELINE_ONE_CHUNK=1: the body as a one-chunk stream, as Parley sends answers made after a wait
// (src/http/body-cache.ts): Bun 1.4.5 then sends the head and body together.
const IN_ONE_CHUNK = process.env.BASELINE_ONE_CHUNK === "1";
const encoder = new TextEncoder();

const server = Bun.serve({
  hostname: "127.0.0.1",
  port: Number(process.env.PORT ?? 0),
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname !== "/api/posts") return new Response("not found", { status: 404 });
    const limit = Math.min(Number(url.searchParams.get("limit") ?? 50) || 50, 100);
    const cursor = url.searchParams.get("cursor");
    const before = cursor ? Number(Buffer.from(cursor, "base64url").toString().slice(2)) : 2 ** 31 - 1;
    const posts = (await sql`
      SELECT p.id, p.author_kind, p.citizen_id, p.body, p.parent_id, p.thread_id, p.created_at,
             coalesce(c.name, 'admin') AS author, t.title AS thread_title
        FROM posts p
        JOIN threads t ON t.id = p.thread_id
        LEFT JOIN citizens c ON c.id = p.citizen_id
       WHERE p.id < ${before} ORDER BY p.id DESC LIMIT ${limit}`) as { id: number }[];
    const last = posts.length === limit ? posts[posts.length - 1] : undefined;
    const next_cursor = last ? Buffer.from(`p:${last.id}`).toString("base64url") : null;
    if (!IN_ONE_CHUNK) return Response.json({ posts, next_cursor });
    const bytes = encoder.encode(JSON.stringify({ posts, next_cursor }));
    return new Response(new ReadableStream({ start(controller) { controller.enqueue(bytes); controller.close(); } }), { headers: { "content-type": "application/json;charset=utf-8" } });
  },
});

console.log(`PostgreSQL baseline listening on http://127.0.0.1:${server.port}`);
process.on("SIGTERM", async () => {
  server.stop(true);
  await sql.close();
  process.exit(0);
});

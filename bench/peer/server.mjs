// The Node.js peer of bench/floor.ts (issue 18): Fastify + better-sqlite3 answering
// GET /api/posts?limit=N[&cursor=] from the same file, with the same query, pragmas and
// JSON as Parley and the bare floor (bench/baseline.ts), as a Node developer would write it.
//   DB_PATH=room.sqlite PORT=3002 node bench/peer/server.mjs
import Database from "better-sqlite3";
import Fastify from "fastify";

const db = new Database(process.env.DB_PATH);
db.pragma("busy_timeout = 5000");
db.pragma("journal_mode = WAL");
db.pragma("synchronous = NORMAL");

const newest = db.prepare(`
  SELECT p.id, p.author_kind, p.citizen_id, p.body, p.parent_id, p.thread_id, p.created_at,
         coalesce(c.name, 'admin') AS author, t.title AS thread_title
    FROM posts p
    JOIN threads t ON t.id = p.thread_id
    LEFT JOIN citizens c ON c.id = p.citizen_id
   WHERE p.id < ? ORDER BY p.id DESC LIMIT ?`);

const app = Fastify({ logger: false });
app.get("/api/posts", async (request) => {
  const limit = Math.min(Number(request.query.limit ?? 50) || 50, 100);
  const cursor = request.query.cursor;
  const before = cursor ? Number(Buffer.from(cursor, "base64url").toString().slice(2)) : Number.MAX_SAFE_INTEGER;
  const posts = newest.all(before, limit);
  const last = posts.length === limit ? posts[posts.length - 1] : undefined;
  return { posts, next_cursor: last ? Buffer.from(`p:${last.id}`).toString("base64url") : null };
});

await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT ?? 0) });
console.log(`peer listening on ${app.server.address().port}`);
process.on("SIGTERM", async () => {
  await app.close();
  process.exit(0);
});

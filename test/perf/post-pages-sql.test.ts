/**
 * The SQL behind the pages of posts that SQLite serialises (src/store/posts.ts): what the
 * JSON rests on, checked on SQLite itself.
 */
import { afterAll, expect, test } from "bun:test";
import { jsonPageSql, POST_PAGES } from "../../src/store/posts";
import { testRoom } from "../support/room";

const t = await testRoom();
afterAll(() => t.close());

test("each page is an ORDER BY ... LIMIT co-routine under the aggregate, never sorted again: the array keeps its order", () => {
  for (const [name, [where, order]] of Object.entries(POST_PAGES)) {
    const plan = (t.db.query(`EXPLAIN QUERY PLAN ${jsonPageSql(where, order)}`).all() as { detail: string }[]).map((row) => row.detail);
    expect({ name, coroutine: plan.some((step) => step.startsWith("CO-ROUTINE")), sorted: plan.some((step) => step.includes("TEMP B-TREE")) }).toEqual({
      name,
      coroutine: true,
      sorted: false,
    });
  }
});

test("a post whose text a tool stored as a BLOB still reads as a string, not a 500 or JSON structure", async () => {
  const { key } = await t.mintCitizen("Blobby");
  const made = (await t.json("POST", "/api/threads", { key, body: { title: "Blob", body: "Soon to be overwritten by a tool." } })).body;
  t.db.run("UPDATE posts SET body = x'48656c6c6f' WHERE id = ?", [made.post.id]);
  t.db.run("UPDATE threads SET title = CAST('{\"x\":1}' AS BLOB) WHERE id = ?", [made.thread.id]);
  for (const path of ["/api/posts", `/api/threads/${made.thread.id}`]) {
    const res = await t.json("GET", path);
    expect(res.status).toBe(200);
    expect(res.body.posts[0]).toMatchObject({ id: made.post.id, body: "Hello", thread_title: '{"x":1}' });
  }
});

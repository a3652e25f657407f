/**
 * The duplicate guard finds a repeat by (author, body hash), remembered for recent posts
 * (migrations 4 and 6), instead of reading the author's latest 200 bodies. It must still
 * find a repeat however many posts came between, and only for the same author.
 */
import { afterAll, expect, test } from "bun:test";
import { testRoom } from "../support/room";

const t = await testRoom({ RATE_LIMITS: "off" });
afterAll(() => t.close());

test("a repeated body is refused even after 250 other posts by the same author", async () => {
  const { key } = await t.mintCitizen("Prolific");
  const first = await t.json("POST", "/api/threads", { key, body: { title: "Many posts", body: "The sentence I will repeat later." } });
  expect(first.status).toBe(201);
  const threadId = first.body.thread.id;
  for (let i = 0; i < 250; i++) {
    const res = await t.json("POST", "/api/posts", { key, body: { thread_id: threadId, body: `An ordinary post, number ${i}.` } });
    expect(res.status).toBe(201);
  }
  const again = await t.json("POST", "/api/posts", { key, body: { thread_id: threadId, body: "The sentence I will repeat later." } });
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ code: "duplicate_post", post_id: first.body.post.id });
});

test("only the same author's repeat is refused: another author may say the same words", async () => {
  const a = await t.mintCitizen("First Voice");
  const b = await t.mintCitizen("Second Voice");
  const made = await t.json("POST", "/api/threads", { key: a.key, body: { title: "Echoes", body: "The room closes for maintenance tonight." } });
  expect(made.status).toBe(201);
  const echo = await t.json("POST", "/api/posts", { key: b.key, body: { thread_id: made.body.thread.id, body: "The room closes for maintenance tonight." } });
  expect(echo.status).toBe(201);
  const again = await t.json("POST", "/api/posts", { key: b.key, body: { thread_id: made.body.thread.id, body: "The room closes for maintenance tonight." } });
  expect(again.status).toBe(409);
  expect(again.body.post_id).toBe(echo.body.post.id);
});

test("new posts carry the hash the guard rebuilds its memory from after a restart", async () => {
  const rows = t.db.query("SELECT count(*) AS n FROM posts WHERE body_hash IS NULL").get() as { n: number };
  expect(rows.n).toBe(0);
});

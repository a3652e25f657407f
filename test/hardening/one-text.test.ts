import { afterEach, expect, test } from "bun:test";
import { testRoom, type TestRoom } from "../support/room";

/**
 * A lone surrogate cannot be stored: SQLite keeps UTF-8, and Bun writes U+FFFD in its place.
 * The room turns the text into what will be stored once, before the duplicate guard, the
 * conduct rules and the store, so the 201 shows what a read shows and the guard compares
 * what is stored.
 */

let open: TestRoom[] = [];
afterEach(() => {
  for (const t of open) t.close();
  open = [];
});

async function room() {
  const t = await testRoom();
  open.push(t);
  return t;
}

const LONE = "A title with a lone \ud800 high surrogate";
const LONE_STORED = "A title with a lone \ufffd high surrogate";
const BODY = "A body with a lone low \udc00 surrogate and a broken pair \udc00\ud83d at the end \ud83d";
const BODY_STORED = "A body with a lone low \ufffd surrogate and a broken pair \ufffd\ufffd at the end \ufffd";

test("the 201 shows exactly what was stored: lone surrogates as U+FFFD, in title and body", async () => {
  const t = await room();
  const { key } = await t.mintCitizen("Surrogate");
  // Sent as JSON escapes, as a client would send text its own language could not encode.
  const created = await t.json("POST", "/api/threads", { key, raw: JSON.stringify({ title: LONE, body: BODY }), headers: { "content-type": "application/json" } });
  expect(created.status).toBe(201);
  expect(created.body.thread.title).toBe(LONE_STORED);
  expect(created.body.post.body).toBe(BODY_STORED);

  const row = (await t.rows<{ body: string; title: string }>("SELECT p.body, t.title FROM posts p JOIN threads t ON t.id = p.thread_id WHERE p.id = ?", created.body.post.id))[0]!;
  expect(row).toEqual({ body: BODY_STORED, title: LONE_STORED });
  const read = await t.json("GET", `/api/threads/${created.body.thread.id}`);
  expect(read.body.thread).toEqual(created.body.thread);
  expect(read.body.posts[0]).toEqual(created.body.post);

  // A reply and a post into the thread go the same way.
  const reply = await t.json("POST", `/api/posts/${created.body.post.id}/replies`, { key, body: { body: "Reply \udbff." } });
  expect(reply.status).toBe(201);
  expect(reply.body.post.body).toBe("Reply \ufffd.");
  expect((await t.rows<{ body: string }>("SELECT body FROM posts WHERE id = ?", reply.body.post.id))[0]!.body).toBe("Reply \ufffd.");
});

test("the duplicate guard sees one text: a repeat in the other spelling is 409", async () => {
  const t = await room();
  const { key } = await t.mintCitizen("Repeater");
  // Lone surrogate first, then U+FFFD; and the other way round.
  for (const [first, repeat] of [
    [BODY, BODY_STORED],
    ["Second \ufffd body, stored spelling first.", "Second \udfff body, stored spelling first."],
  ] as const) {
    const created = await t.json("POST", "/api/threads", { key, body: { title: "Spelling", body: first } });
    expect(created.status).toBe(201);
    const again = await t.json("POST", "/api/posts", { key, body: { thread_id: created.body.thread.id, body: repeat } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "duplicate_post", post_id: created.body.post.id });
  }
});

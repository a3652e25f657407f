import { afterAll, expect, test } from "bun:test";
import { testRoom } from "../support/room";

const t = await testRoom();
afterAll(() => t.close());

const words = ["apple", "birch", "cedar", "dune", "ember", "fjord", "grove"];
async function seed(key: string) {
  const first = await t.json("POST", "/api/threads", { key, body: { title: "Seven posts", body: "Post about the apple tree." } });
  for (const word of words.slice(1)) {
    await t.json("POST", "/api/posts", { key, body: { thread_id: first.body.thread.id, body: `Post about the ${word}.` } });
  }
}

test("since_id gives only newer posts, oldest first, paged with a cursor that continues the walk", async () => {
  const { key } = await t.mintCitizen("Ada");
  await seed(key);
  const all = (await t.json("GET", "/api/posts?since_id=0&limit=100")).body.posts.map((p: { id: number }) => p.id);
  expect(all).toHaveLength(7);
  expect([...all].sort((a, b) => a - b)).toEqual(all);

  const page1 = await t.json("GET", `/api/posts?since_id=${all[1]}&limit=2`);
  expect(page1.body.posts.map((p: { id: number }) => p.id)).toEqual([all[2], all[3]]);
  expect(page1.body.next_cursor).toBeString();
  const page2 = await t.json("GET", `/api/posts?cursor=${page1.body.next_cursor}&limit=2`);
  expect(page2.body.posts.map((p: { id: number }) => p.id)).toEqual([all[4], all[5]]);
  const page3 = await t.json("GET", `/api/posts?cursor=${page2.body.next_cursor}&limit=2`);
  expect(page3.body.posts.map((p: { id: number }) => p.id)).toEqual([all[6]]);
  expect(page3.body.next_cursor).toBeNull();

  const caughtUp = await t.json("GET", `/api/posts?since_id=${all[6]}`);
  expect(caughtUp.body).toEqual({ posts: [], next_cursor: null });
});

test("without since_id the list stays newest first", async () => {
  const ids = (await t.json("GET", "/api/posts")).body.posts.map((p: { id: number }) => p.id);
  expect([...ids].sort((a, b) => b - a)).toEqual(ids);
});

test("bad since_id values and mixing since_id with a cursor are clear 400s", async () => {
  for (const bad of ["-1", "abc", "1.5", ""]) {
    const res = await t.json("GET", `/api/posts?since_id=${bad}`);
    expect(res.status, bad).toBe(400);
    expect(res.body.code, bad).toBe("invalid_since_id");
  }
  const newest = await t.json("GET", "/api/posts?limit=1");
  const mixed = await t.json("GET", `/api/posts?since_id=1&cursor=${newest.body.next_cursor}`);
  expect(mixed.status).toBe(400);
  expect(mixed.body.code).toBe("invalid_query");
});

test("a poller with since_id and If-None-Match sees 304 until something new arrives, then exactly the new post", async () => {
  const head = (await t.json("GET", "/api/posts?limit=1")).body.posts[0].id;
  const first = await t.call("GET", `/api/posts?since_id=${head}`);
  const tag = first.headers.get("etag")!;
  expect((await t.call("GET", `/api/posts?since_id=${head}`, { headers: { "if-none-match": tag } })).status).toBe(304);

  const { key } = await t.mintCitizen("Bea");
  await t.json("POST", "/api/posts", { key, body: { thread_id: 1, body: "Something new to read." } });
  const next = await t.json("GET", `/api/posts?since_id=${head}`, { headers: { "if-none-match": tag } });
  expect(next.status).toBe(200);
  expect(next.body.posts.map((p: { body: string }) => p.body)).toEqual(["Something new to read."]);
});

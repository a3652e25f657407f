/**
 * A thread's answer is bounded: up to 1,000 posts at a time (every shorter thread comes
 * whole, as the spec shows it), then `next_cursor` for the rest; the HTML view pages too.
 */
import { afterAll, expect, test } from "bun:test";
import { testRoom } from "../support/room";

const t = await testRoom();
afterAll(() => t.close());

const first = await t.json("POST", "/api/threads", { admin: true, body: { title: "Long", body: "Post number 0 of a long thread." } });
const threadId: number = first.body.thread.id;
const ids: number[] = [first.body.post.id];
for (let i = 1; i < 5; i++) {
  ids.push((await t.json("POST", "/api/posts", { admin: true, body: { thread_id: threadId, body: `Post number ${i} of a long thread.` } })).body.post.id);
}

test("by default a short thread comes whole, with next_cursor null", async () => {
  const res = await t.json("GET", `/api/threads/${threadId}`);
  expect(res.status).toBe(200);
  expect(res.body.posts.map((p: { id: number }) => p.id)).toEqual(ids);
  expect(res.body.next_cursor).toBeNull();
  expect(res.body.thread.post_count).toBe(5);
});

test("limit and cursor walk a thread oldest first, every post once", async () => {
  const seen: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res: { status: number; body: any } = await t.json("GET", `/api/threads/${threadId}?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(res.status).toBe(200);
    expect(res.body.thread.id).toBe(threadId);
    seen.push(...res.body.posts.map((p: { id: number }) => p.id));
    cursor = res.body.next_cursor;
    pages++;
  } while (cursor);
  expect(seen).toEqual(ids);
  expect(pages).toBe(3);
});

test("a limit over 1000 is read as 1000; a bad limit or cursor is a 400", async () => {
  expect((await t.json("GET", `/api/threads/${threadId}?limit=5000`)).body.posts).toHaveLength(5);
  expect((await t.json("GET", `/api/threads/${threadId}?limit=0`)).body.code).toBe("invalid_limit");
  expect((await t.json("GET", `/api/threads/${threadId}?cursor=bogus`)).body.code).toBe("invalid_cursor");
});

test("a thread of more than 1000 posts: 1000 in the answer, the rest on the next page; the HTML view links onwards", async () => {
  const big = (await t.json("POST", "/api/threads", { admin: true, body: { title: "Very long", body: "The start of a very long thread." } })).body.thread.id;
  await t.room.store.atomically(async (tx) => {
    for (let i = 0; i < 1004; i++) {
      await tx.posts.create({ threadId: big, parentId: null, citizenId: null, body: `Entry ${i}.`, createdAt: "2026-11-24 00:00:00" });
    }
  });
  const page = await t.json("GET", `/api/threads/${big}`);
  expect(page.body.posts).toHaveLength(1000);
  expect(page.body.next_cursor).toBeString();
  const rest = await t.json("GET", `/api/threads/${big}?cursor=${encodeURIComponent(page.body.next_cursor)}`);
  expect(rest.body.posts).toHaveLength(5);
  expect(rest.body.next_cursor).toBeNull();

  const html = await (await t.call("GET", `/threads/${big}`, { admin: true })).text();
  expect(html.match(/<article/g)).toHaveLength(1000);
  const later = /href="(\/threads\/\d+\?after=\d+)"/.exec(html)![1]!;
  const next = await (await t.call("GET", later, { admin: true })).text();
  expect(next.match(/<article/g)).toHaveLength(5);
  expect(next).not.toContain("Later posts");
});

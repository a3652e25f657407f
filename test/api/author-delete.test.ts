/**
 * DELETE /api/posts/{id}: an author takes back its own post within the window; nobody else
 * but the admin can, and afterwards the room reads as if the admin had removed it.
 */
import { afterAll, expect, test } from "bun:test";
import { testRoom } from "../support/room";

let clock = Date.parse("2030-01-01T12:00:00Z");
const t = await testRoom({ AUTHOR_DELETE_WINDOW_SECONDS: "900" }, () => new Date(clock));
afterAll(() => t.close());
const ada = await t.mintCitizen("Ada");
const bo = await t.mintCitizen("Bo");
const thread = (await t.json("POST", "/api/threads", { key: ada.key, body: { title: "Oops", body: "A thread about periwinkles." } })).body;

test("the author deletes its own post: replies move up, counters and search follow", async () => {
  const slip = (await t.json("POST", "/api/posts", { key: ada.key, body: { thread_id: thread.thread.id, body: "Posted twice by a looping agent: periwinkle periwinkle." } })).body.post;
  const reply = (await t.json("POST", `/api/posts/${slip.id}/replies`, { key: bo.key, body: { body: "Did you mean to say that twice?" } })).body.post;
  const before = (await t.json("GET", "/api/status")).body.post_count;
  const res = await t.json("DELETE", `/api/posts/${slip.id}`, { key: ada.key });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ removed: { id: slip.id, thread_id: thread.thread.id }, thread_removed: false });
  expect((await t.json("GET", "/api/status")).body.post_count).toBe(before - 1);
  const read = (await t.json("GET", `/api/threads/${thread.thread.id}`)).body;
  expect(read.posts.map((p: { id: number }) => p.id)).not.toContain(slip.id);
  expect(read.posts.find((p: { id: number }) => p.id === reply.id).parent_id).toBeNull();
  const hits = (await t.json("GET", "/api/search?q=looping")).body.hits;
  expect(hits).toEqual([]);
});

test("another citizen's key is 403, no key is 401, a missing post is 404; the admin deletes any post", async () => {
  const post = (await t.json("POST", "/api/posts", { key: ada.key, body: { thread_id: thread.thread.id, body: "Ada's second thought on periwinkles." } })).body.post;
  expect((await t.json("DELETE", `/api/posts/${post.id}`, { key: bo.key })).body.code).toBe("not_your_post");
  expect((await t.json("DELETE", `/api/posts/${post.id}`)).body.code).toBe("key_required");
  expect((await t.json("DELETE", "/api/posts/999999", { key: ada.key })).status).toBe(404);
  expect((await t.json("DELETE", `/api/posts/${post.id}`, { admin: true })).status).toBe(200);
});

test("after the window the author can no longer delete", async () => {
  const post = (await t.json("POST", "/api/posts", { key: ada.key, body: { thread_id: thread.thread.id, body: "An old post about periwinkles." } })).body.post;
  clock += 901 * 1000;
  const late = await t.json("DELETE", `/api/posts/${post.id}`, { key: ada.key });
  expect([late.status, late.body.code]).toEqual([403, "delete_window_passed"]);
  expect((await t.json("GET", `/api/threads/${thread.thread.id}`)).body.posts.map((p: { id: number }) => p.id)).toContain(post.id);
});

test("a removed post's (or thread's) id is never given to a later one, so since_id pollers see what comes next", async () => {
  const last = (await t.json("POST", "/api/threads", { key: ada.key, body: { title: "Newest thread", body: "The newest post in the room, about to be taken back." } })).body;
  expect((await t.json("DELETE", `/api/posts/${last.post.id}`, { key: ada.key })).body.thread_removed).toBe(true);
  const next = (await t.json("POST", "/api/threads", { key: bo.key, body: { title: "After it", body: "The next post after a taken-back one." } })).body;
  expect(next.post.id).toBeGreaterThan(last.post.id);
  expect(next.thread.id).toBeGreaterThan(last.thread.id);
  // A poller that had seen the removed post asks for what is newer, and gets it.
  const polled = (await t.json("GET", `/api/posts?since_id=${last.post.id}`)).body.posts;
  expect(polled.map((p: { id: number }) => p.id)).toEqual([next.post.id]);
});

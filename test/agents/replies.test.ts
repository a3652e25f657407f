/** GET /api/me/replies: a citizen hears what others wrote to it, without polling everything. */
import { afterAll, expect, test } from "bun:test";
import { testRoom } from "../support/room";

const t = await testRoom();
afterAll(() => t.close());
const ada = await t.mintCitizen("Ada");
const bo = await t.mintCitizen("Bo");
const post = (key: string, body: Record<string, unknown>, path = "/api/posts") => t.json("POST", path, { key, body }).then((r) => r.body.post);

test("replies to my posts and posts in my threads, by others, oldest first; my own and unrelated posts are not", async () => {
  const mine = (await t.json("POST", "/api/threads", { key: ada.key, body: { title: "Ada's thread", body: "Ada starts a thread." } })).body;
  const other = (await t.json("POST", "/api/threads", { key: bo.key, body: { title: "Bo's thread", body: "Bo starts another." } })).body;
  const adaInBo = await post(ada.key, { thread_id: other.thread.id, body: "Ada writes in Bo's thread." });
  const inMyThread = await post(bo.key, { thread_id: mine.thread.id, body: "Bo answers in Ada's thread." });
  const replyToMe = await post(bo.key, { body: "Bo replies to Ada's post in his thread." }, `/api/posts/${adaInBo.id}/replies`);
  await post(ada.key, { thread_id: mine.thread.id, body: "Ada talks to herself." });
  await post(bo.key, { thread_id: other.thread.id, body: "Bo talks in his own thread, not to Ada." });

  const res = await t.json("GET", "/api/me/replies?since_id=0", { key: ada.key });
  expect(res.status).toBe(200);
  expect(res.body.posts.map((p: { id: number }) => p.id)).toEqual([inMyThread.id, replyToMe.id]);
  expect(res.body.more).toBe(false);
  const later = await t.json("GET", `/api/me/replies?since_id=${res.body.next_since_id}`, { key: ada.key });
  expect(later.body.posts).toEqual([]);
  const page = await t.json("GET", "/api/me/replies?since_id=0&limit=1", { key: ada.key });
  expect(page.body.posts.map((p: { id: number }) => p.id)).toEqual([inMyThread.id]);
  expect(page.body.next_since_id).toBe(inMyThread.id);
});

test("without a citizen key: 401; with the admin secret: 403", async () => {
  expect((await t.json("GET", "/api/me/replies")).body.code).toBe("citizen_key_required");
  expect((await t.json("GET", "/api/me/replies", { admin: true })).status).toBe(403);
});

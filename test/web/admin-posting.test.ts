import { afterAll, expect, test } from "bun:test";
import { ADMIN_SECRET, testRoom } from "../support/room";
import { browserLike } from "./client";

// The admin's post forms over HTTP: who may use them, and what a refusal keeps.
const t = await testRoom();
afterAll(() => t.close());

async function adminBrowser() {
  const browser = browserLike(t);
  await browser.get("/admin");
  expect((await browser.post("/admin/login", { secret: ADMIN_SECRET })).status).toBe(303);
  await browser.get("/");
  return browser;
}

const postCount = async () => (await t.json("GET", "/api/status")).body.post_count as number;

test("only the admin may post from a page: a lurker or a stranger with a valid form token gets 401 and nothing is stored", async () => {
  const stranger = browserLike(t);
  await stranger.get("/login"); // a page with a form: the stranger holds a valid token
  const before = await postCount();
  const res = await stranger.post("/threads", { title: "Hello", body: "A stranger tries to post from the page." });
  expect(res.status).toBe(401);
  expect(await postCount()).toBe(before);
});

test("the admin's new thread, post and reply land through the same rules as the API, as admin posts", async () => {
  const admin = await adminBrowser();
  const made = await admin.post("/threads", { title: "From the browser", body: "The admin starts a thread from the home page." });
  expect(made.status).toBe(303);
  const [, threadId, postId] = /^\/threads\/(\d+)#post-(\d+)$/.exec(made.location ?? "")!;
  const thread = (await t.json("GET", `/api/threads/${threadId}`)).body;
  expect(thread.posts[0]).toMatchObject({ id: Number(postId), author_kind: "admin", citizen_id: null, body: "The admin starts a thread from the home page." });

  await admin.get(`/threads/${threadId}`);
  const reply = await admin.post(`/posts/${postId}/replies`, { body: "And the admin answers itself." });
  expect(reply.status).toBe(303);
  const more = await admin.post(`/threads/${threadId}/posts`, { body: "A second top-level post." });
  expect(more.status).toBe(303);
  const after = (await t.json("GET", `/api/threads/${threadId}`)).body.posts;
  expect(after.map((p: { parent_id: number | null }) => p.parent_id)).toEqual([null, Number(postId), null]);
});

test("a refused post answers 400 with the reason in its form and the text kept; nothing is stored", async () => {
  const admin = await adminBrowser();
  const before = await postCount();
  const tooLong = "x".repeat(121);
  const res = await admin.post("/threads", { title: tooLong, body: "A fine body that stays in the form." });
  expect(res.status).toBe(400);
  expect(res.html).toContain("title is 121 characters");
  expect(res.html).toContain(`value="${tooLong}"`);
  expect(res.html).toContain("A fine body that stays in the form.");
  const blank = await admin.post("/threads/1/posts", { body: "   " });
  expect(blank.status).toBe(400);
  expect(blank.html).toContain("body must contain some text");
  expect(await postCount()).toBe(before);
});

test("while paused the admin's form answers 503 with the text kept; a missing parent is a 404 page", async () => {
  const admin = await adminBrowser();
  await admin.get("/admin");
  expect((await admin.post("/admin/pause", { paused: "true" })).status).toBe(303);
  await admin.get("/");
  const paused = await admin.post("/threads", { title: "During the pause", body: "Written while the room is paused." });
  expect(paused.status).toBe(503);
  expect(paused.res.headers.get("retry-after")).toBe("300");
  expect(paused.html).toContain("Written while the room is paused.");
  await admin.get("/admin");
  await admin.post("/admin/pause", { paused: "false" });
  await admin.get("/");
  const orphan = await admin.post("/posts/999999/replies", { body: "Nobody to answer." });
  expect(orphan.status).toBe(404);
});

test("removal asks first: the confirmation page shows the post and posts to the removal; strangers get the log-in", async () => {
  const admin = await adminBrowser();
  const made = await admin.post("/threads", { title: "To remove", body: "This post will be reviewed and removed." });
  const postId = /#post-(\d+)$/.exec(made.location ?? "")![1];
  const byId = await admin.get(`/admin/posts/remove?id=${postId}`);
  expect(byId.status).toBe(303);
  const confirm = await admin.get(`/admin/posts/${postId}/remove`);
  expect(confirm.status).toBe(200);
  expect(confirm.html).toContain("This post will be reviewed and removed.");
  expect(confirm.html).toContain(`action="/admin/posts/${postId}/remove"`);
  expect((await t.json("GET", `/api/posts?limit=1`)).body.posts[0].id).toBe(Number(postId));
  const stranger = browserLike(t);
  expect((await stranger.get(`/admin/posts/${postId}/remove`)).status).toBe(401);
  expect((await admin.post(`/admin/posts/${postId}/remove`, {})).status).toBe(303);
  expect((await admin.get(`/admin/posts/${postId}/remove`)).status).toBe(404);
});

test("a textarea's CRLF line breaks are stored as newlines and counted once", async () => {
  const admin = await adminBrowser();
  const body = "line one\r\nline two\r\nline three";
  const made = await admin.post("/threads", { title: "Line breaks", body });
  const [, threadId] = /^\/threads\/(\d+)#/.exec(made.location ?? "")!;
  expect((await t.json("GET", `/api/threads/${threadId}`)).body.posts[0].body).toBe("line one\nline two\nline three");
  // 3,999 characters typed with 49 line breaks fit the 4,000 limit the browser's maxlength
  // promised, though the browser sends 4,048.
  const sentence = "The tide came in slowly over the flat sand while the gulls watched it.";
  const lines = Array.from({ length: 50 }, (_, i) => `${sentence} ${String(i).padStart(2, "0")} okay.`).join("\r\n");
  expect(lines.replaceAll("\r\n", "\n").length).toBe(3999);
  expect((await admin.post(`/threads/${threadId}/posts`, { body: lines })).status).toBe(303);
});

test("a moderation service that is down keeps the admin's text in the form (503)", async () => {
  const down = await testRoom({ MODERATION_URL: "http://127.0.0.1:9/moderate", MODERATION_FAIL: "closed", MODERATION_TIMEOUT_MS: "200" });
  try {
    const admin = browserLike(down);
    await admin.get("/admin");
    await admin.post("/admin/login", { secret: ADMIN_SECRET });
    await admin.get("/");
    const res = await admin.post("/threads", { title: "Kept", body: "Text that must survive a moderation outage." });
    expect(res.status).toBe(503);
    expect(res.html).toContain("Text that must survive a moderation outage.");
  } finally {
    down.close();
  }
});

test("the admin page's lists page on their own: each link keeps the other lists where they are", async () => {
  const admin = await adminBrowser();
  for (let i = 0; i < 30; i++) await admin.post("/threads/1/posts", { body: `Filler post number ${i} for paging.` });
  const page = await admin.get("/admin?citizens_after=3&lurkers_after=2");
  const older = /href="(\/admin\?[^"]*posts_before=\d+[^"]*)"/.exec(page.html)![1]!.replaceAll("&amp;", "&");
  expect(older).toContain("citizens_after=3");
  expect(older).toContain("lurkers_after=2");
  const second = await admin.get(older);
  expect(second.html).toContain("Newest posts");
});

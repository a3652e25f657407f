import { afterEach, expect, test } from "bun:test";
import { testRoom, type TestRoom } from "../support/room";

let open: TestRoom[] = [];
afterEach(() => {
  for (const t of open) t.close();
  open = [];
});

async function clockRoom(env: Record<string, string> = {}) {
  let clock = Date.parse("2030-01-01T00:00:00Z");
  const t = await testRoom(env, () => new Date(clock));
  open.push(t);
  return { t, advance: (ms: number) => (clock += ms) };
}

test("the same body from the same author within the window is 409 duplicate_post naming the first post", async () => {
  const { t, advance } = await clockRoom();
  const { key } = await t.mintCitizen("Looper");
  const first = await t.json("POST", "/api/threads", { key, body: { title: "Loop", body: "I might say this twice." } });
  expect(first.status).toBe(201);

  // Anywhere: a new thread, a post into a thread, a reply.
  const attempts = [
    t.json("POST", "/api/threads", { key, body: { title: "Other title", body: "I might say this twice." } }),
    t.json("POST", "/api/posts", { key, body: { thread_id: first.body.thread.id, body: "I might say this twice." } }),
    t.json("POST", `/api/posts/${first.body.post.id}/replies`, { key, body: { body: "I might say this twice." } }),
  ];
  for (const res of await Promise.all(attempts)) {
    expect(res.status).toBe(409);
    expect(res.res.headers.get("content-type")).toStartWith("application/problem+json");
    expect(res.body).toMatchObject({ code: "duplicate_post", post_id: first.body.post.id, thread_id: first.body.thread.id });
  }
  const status = (await t.json("GET", "/api/status")).body;
  expect({ posts: status.post_count, threads: status.thread_count }).toEqual({ posts: 1, threads: 1 });

  // A different body, or another author, is fine.
  expect((await t.json("POST", "/api/threads", { key, body: { title: "Loop", body: "I might say this twice!" } })).status).toBe(201);
  const other = await t.mintCitizen("Echo");
  expect((await t.json("POST", "/api/threads", { key: other.key, body: { title: "Loop", body: "I might say this twice." } })).status).toBe(201);

  // After the window (300 s by default) the author may say it again.
  advance(299_000);
  expect((await t.json("POST", "/api/threads", { key, body: { title: "Loop", body: "I might say this twice." } })).status).toBe(409);
  advance(2_000);
  expect((await t.json("POST", "/api/threads", { key, body: { title: "Loop", body: "I might say this twice." } })).status).toBe(201);
});

test("the window is configurable and 0 turns the guard off; the admin, trusted, may repeat itself", async () => {
  const { t } = await clockRoom({ DUPLICATE_WINDOW_SECONDS: "0" });
  const { key } = await t.mintCitizen("Repeater");
  for (let i = 0; i < 3; i++) {
    expect((await t.json("POST", "/api/threads", { key, body: { title: "Same", body: "Same words." } })).status).toBe(201);
  }
  const guarded = (await clockRoom()).t;
  for (let i = 0; i < 3; i++) {
    expect((await guarded.json("POST", "/api/threads", { admin: true, body: { title: "Notice", body: "The room pauses tonight." } })).status).toBe(201);
  }
});

test("a keyless visitor is a new author: the same words as a citizen's are not a duplicate", async () => {
  const { t } = await clockRoom();
  const { key } = await t.mintCitizen("Original");
  expect((await t.json("POST", "/api/threads", { key, body: { title: "Hello", body: "Hello, room." } })).status).toBe(201);
  // The same words from a new visitor: another author.
  expect((await t.json("POST", "/api/threads", { ip: "203.0.113.9", body: { title: "Hello", body: "Hello, room." } })).status).toBe(201);
});

test("concurrent copies of one post from one author: exactly one lands", async () => {
  const { t } = await clockRoom();
  const { key } = await t.mintCitizen("Retrier");
  const answers = await Promise.all(
    Array.from({ length: 25 }, () => t.json("POST", "/api/threads", { key, body: { title: "Retry", body: "Sent again after a timeout." } })),
  );
  const statuses = answers.map((a) => a.status).sort();
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(24);
  const created = answers.find((a) => a.status === 201)!.body.post.id;
  for (const a of answers.filter((a) => a.status === 409)) expect(a.body.post_id).toBe(created);
  expect((await t.json("GET", "/api/status")).body.post_count).toBe(1);
});

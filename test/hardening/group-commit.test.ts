/**
 * Writes that arrive together are published in one transaction (posts/service.ts, group
 * commit). Each keeps its own answer: a refused write does not fail its neighbours, the
 * duplicate guard and the trial claim see the writes before them in the same batch.
 */
import { afterAll, expect, test } from "bun:test";
import { TEST_BACKEND, testRoom } from "../support/room";

const t = await testRoom({ DUPLICATE_WINDOW_SECONDS: "300" });
afterAll(() => t.close());

/** Counts the outermost transactions (commits) the store opens while `work` runs. */
async function commitsDuring<T>(work: () => Promise<T>): Promise<{ result: T; commits: number }> {
  const store = t.room.store;
  const original = store.atomically;
  let commits = 0;
  // The outer store's atomically is only ever a whole transaction (nested ones go through the
  // transaction's own store), so each call here is one commit.
  store.atomically = ((fn: Parameters<typeof original>[0]) => {
    commits++;
    return original.call(store, fn);
  }) as typeof original;
  try {
    return { result: await work(), commits };
  } finally {
    store.atomically = original;
  }
}

test("concurrent writes share one commit, and each refusal stays with its own request", async () => {
  const { key } = await t.mintCitizen("Ada");
  const other = await t.mintCitizen("Grace");
  const thread = await t.json("POST", "/api/threads", { key, body: { title: "Batch", body: "The first post of the batch thread." } });
  const threadId = thread.body.thread.id;
  const before = (await t.rows<{ post_count: number }>("SELECT post_count FROM room_stats"))[0]!;

  const { result, commits } = await commitsDuring(() =>
    Promise.all([
      t.json("POST", "/api/posts", { key, body: { thread_id: threadId, body: "One fine post in the batch." } }),
      t.json("POST", "/api/posts", { key, body: { thread_id: 999_999, body: "Into a thread that does not exist." } }),
      // The same author repeats the first body in the same batch: the guard sees the first.
      t.json("POST", "/api/posts", { key, body: { thread_id: threadId, body: "One fine post in the batch." } }),
      t.json("POST", "/api/posts", { key: other.key, body: { thread_id: threadId, body: "One fine post in the batch." } }),
      t.json("POST", "/api/posts/999999/replies", { key, body: { body: "A reply to nothing at all." } }),
      t.json("POST", "/api/threads", { key: other.key, body: { title: "Second batch thread", body: "A new thread among the replies." } }),
      // Keyless writes from one network: exactly one trial, even inside one batch.
      t.json("POST", "/api/posts", { ip: "198.51.100.7", body: { thread_id: threadId, body: "A visitor says hello." } }),
      t.json("POST", "/api/posts", { ip: "198.51.100.7", body: { thread_id: threadId, body: "The same visitor again." } }),
    ]),
  );
  expect([1, 3, 4, 5].map((i) => result[i]!.status)).toEqual([404, 201, 404, 201]);
  // Writes 0 and 2 are one author's same body: one is stored, the other names it. On SQLite
  // the first sent is first in the batch; on PostgreSQL either may reach it first.
  const same = [result[0]!, result[2]!];
  if (TEST_BACKEND === "sqlite") expect(same.map((r) => r.status)).toEqual([201, 409]);
  const kept = same.find((r) => r.status === 201)!;
  const refused = same.find((r) => r.status === 409)!;
  expect(refused.body.code).toBe("duplicate_post");
  expect(refused.body.post_id).toBe(kept.body.post.id);
  // The two keyless writes: whichever reached the batch first has the trial. On SQLite that
  // is the first sent; on PostgreSQL judging a credential waits on the network, so either.
  const keyless = result.slice(6);
  expect(keyless.map((r) => r.status).sort()).toEqual([201, 401]);
  expect(keyless.find((r) => r.status === 401)!.body.code).toBe("trial_used");
  // The eight writes were judged and answered separately but committed together. (On
  // PostgreSQL judging a credential waits on the network, so the writes reach the queue over a
  // few turns of the event loop and how many share a commit depends on timing.)
  if (TEST_BACKEND === "sqlite") expect(commits).toBe(1);

  const after = (await t.rows<{ post_count: number }>("SELECT post_count FROM room_stats"))[0]!;
  expect(after.post_count).toBe(before.post_count + 4);
  const stored = (await t.rows<{ n: number }>("SELECT CAST(count(*) AS INTEGER) AS n FROM posts"))[0]!;
  expect(stored.n).toBe(after.post_count);
  // Each answer shows its thread as it was right after its own post: counting that post and
  // every earlier one, whichever order the batch took them in.
  for (const answer of result.filter((r) => r.status === 201)) {
    const read = await t.json("GET", `/api/threads/${answer.body.thread.id}`);
    const ids = read.body.posts.map((p: { id: number }) => p.id);
    expect(ids).toContain(answer.body.post.id);
    expect(answer.body.thread.post_count).toBe(ids.filter((id: number) => id <= answer.body.post.id).length);
  }
});

test("a write alone is committed on its own, and its refusal leaves nothing behind", async () => {
  const { key } = await t.mintCitizen("Lin");
  const { result, commits } = await commitsDuring(() => t.json("POST", "/api/posts", { key, body: { thread_id: 424_242, body: "Nowhere to land." } }));
  expect(result.status).toBe(404);
  expect(commits).toBe(1);
  // Nothing was left open: the next write begins and commits a transaction of its own.
  expect((await t.json("POST", "/api/threads", { key, body: { title: "After", body: "A write after the refused one." } })).status).toBe(201);
});

test("the post and thread in a write's answer are exactly as read back, for every kind of writer and placement", async () => {
  const { key } = await t.mintCitizen("Noor");
  const checked = async (answer: { status: number; body: any }) => {
    expect(answer.status).toBe(201);
    const read = await t.json("GET", `/api/threads/${answer.body.thread.id}`);
    const stored = read.body.posts.find((p: { id: number }) => p.id === answer.body.post.id);
    expect(JSON.stringify(answer.body.post)).toBe(JSON.stringify(stored));
    expect(JSON.stringify(answer.body.thread)).toBe(JSON.stringify(read.body.thread));
    return answer;
  };
  const first = await checked(await t.json("POST", "/api/threads", { key, body: { title: "Answers", body: "A citizen starts a thread." } }));
  await checked(await t.json("POST", "/api/threads", { admin: true, body: { title: "Admin notice", body: "The admin starts a thread." } }));
  await checked(await t.json("POST", "/api/threads", { ip: "198.51.100.77", body: { title: "Visitor thread", body: "A visitor starts a thread." } }));
  const threadId = first.body.thread.id;
  await checked(await t.json("POST", "/api/posts", { key, body: { thread_id: threadId, body: "A citizen posts into it." } }));
  await checked(await t.json("POST", "/api/posts", { admin: true, body: { thread_id: threadId, body: "The admin posts into it." } }));
  await checked(await t.json("POST", `/api/posts/${first.body.post.id}/replies`, { key, body: { body: "A citizen replies." } }));
  await checked(await t.json("POST", "/api/posts", { ip: "198.51.100.78", body: { thread_id: threadId, body: "A visitor posts into it." } }));
});

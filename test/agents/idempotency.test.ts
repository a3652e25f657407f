/**
 * Idempotency-Key on the three writes: a retry after a lost answer gets the first answer,
 * never a second post; a key reused for another request is refused.
 */
import { afterAll, expect, test } from "bun:test";
import { testRoom } from "../support/room";

const t = await testRoom({ DUPLICATE_WINDOW_SECONDS: "0" });
afterAll(() => t.close());
const { key } = await t.mintCitizen("Retrier");
const write = (path: string, body: unknown, idem: string, credential: { key?: string; admin?: boolean; ip?: string } = { key }) =>
  t.json("POST", path, { ...credential, body, headers: { "idempotency-key": idem } });

test("a repeat with the same key and request answers the first 201 and stores nothing", async () => {
  const first = await write("/api/threads", { title: "Once", body: "This must be stored once." }, "k-1");
  expect(first.status).toBe(201);
  const before = (await t.json("GET", "/api/status")).body.post_count;
  const again = await write("/api/threads", { title: "Once", body: "This must be stored once." }, "k-1");
  expect(again.status).toBe(201);
  expect(again.body).toEqual(first.body);
  expect(again.res.headers.get("idempotent-replayed")).toBe("true");
  expect(again.res.headers.get("location")).toBe(first.res.headers.get("location"));
  expect((await t.json("GET", "/api/status")).body.post_count).toBe(before);
});

test("the same key for another request is 422; another credential's key is its own", async () => {
  await write("/api/posts", { title: "A", body: "First use of the key." }, "k-2");
  const reused = await write("/api/posts", { title: "A", body: "Something else entirely." }, "k-2");
  expect([reused.status, reused.body.code]).toEqual([422, "idempotency_key_reused"]);
  const admin = await write("/api/posts", { title: "A", body: "Something else entirely." }, "k-2", { admin: true });
  expect(admin.status).toBe(201);
});

test("concurrent repeats make one post; replies and trials too; a refused write leaves the key free", async () => {
  const thread = (await write("/api/threads", { title: "Race", body: "A thread to race in." }, "k-3")).body;
  const answers = await Promise.all(Array.from({ length: 5 }, () => write(`/api/posts/${thread.post.id}/replies`, { body: "One reply, sent five times at once." }, "k-4")));
  const ids = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.post.id));
  expect(ids.size).toBe(1);
  expect(answers.every((a) => a.status === 201 || a.body.code === "idempotency_in_progress")).toBe(true);
  const read = (await t.json("GET", `/api/threads/${thread.thread.id}`)).body.posts;
  expect(read.filter((p: { body: string }) => p.body === "One reply, sent five times at once.")).toHaveLength(1);

  const refused = await write("/api/posts", { thread_id: 999999, body: "Into nothing." }, "k-5");
  expect(refused.status).toBe(404);
  const retried = await write("/api/posts", { thread_id: 999999, body: "Into nothing." }, "k-5");
  expect(retried.status).toBe(404);

  const visitor = { ip: "203.0.113.99" };
  const trial = await write("/api/threads", { title: "Trial", body: "A visitor's one write, retried." }, "k-6", visitor);
  const trialAgain = await write("/api/threads", { title: "Trial", body: "A visitor's one write, retried." }, "k-6", visitor);
  expect([trial.status, trialAgain.status]).toEqual([201, 201]);
  expect(trialAgain.body.post.id).toBe(trial.body.post.id);
  // A fresh key is no way past the used trial: refused at once, before the rules are even
  // applied (an opaque body would otherwise be a 400).
  const fresh = await write("/api/threads", { title: "Again", body: "U29tZSBoaWRkZW4gdGV4dA== aGlkZGVu" }, "k-7", visitor);
  expect([fresh.status, fresh.body.code]).toEqual([401, "trial_used"]);
});

test("a malformed key is a 400", async () => {
  const res = await write("/api/threads", { title: "x", body: "A body." }, "has spaces in it");
  expect([res.status, res.body.code]).toEqual([400, "invalid_idempotency_key"]);
});

test("key rotation: a retry with the old key and the same Idempotency-Key gets the same new key, which the database keeps only sealed", async () => {
  const { key: old } = await t.mintCitizen("Rotator");
  const rotate = (credential: string, idem: string) => t.json("POST", "/api/me/rotate-key", { key: credential, headers: { "idempotency-key": idem } });
  const first = await rotate(old, "rotation-key-0001-abcdef");
  expect(first.status).toBe(200);
  const fresh: string = first.body.key;
  const again = await rotate(old, "rotation-key-0001-abcdef");
  expect([again.status, again.res.headers.get("idempotent-replayed")]).toEqual([200, "true"]);
  expect(again.body).toEqual(first.body);
  // Nothing was rotated twice: the key it gave works, the old one is dead everywhere else.
  expect((await t.json("GET", "/api/me", { key: fresh })).body.kind).toBe("citizen");
  expect((await t.json("GET", "/api/me", { key: old })).body.code).toBe("key_rotated");
  expect((await rotate(old, "rotation-key-0002-abcdef")).body.code).toBe("key_rotated");
  // The kept answer cannot be read from the database alone.
  const kept = await t.rows<{ body: string }>("SELECT body FROM idempotency WHERE key = ?", "rotation-key-0001-abcdef");
  expect(kept.length).toBe(1);
  expect(kept[0]!.body).not.toContain(fresh);
  expect(kept[0]!.body).not.toContain(fresh.slice("parley_ck_".length, 30));
  // Someone else's key with the same Idempotency-Key gets nothing of it.
  const { key: other } = await t.mintCitizen("Other");
  const theirs = await rotate(other, "rotation-key-0001-abcdef");
  expect(theirs.status).toBe(200);
  expect(theirs.body.key).not.toBe(fresh);
  expect(theirs.res.headers.get("idempotent-replayed")).toBeNull();
});

test("the answer is kept in the post's own transaction: a failure after the commit still lets the retry find it", async () => {
  const store = t.room.store as { atomically: typeof t.room.store.atomically };
  const atomically = store.atomically;
  // The commit happens, then the answer is lost (a crash, a dropped connection) on the way back.
  store.atomically = async (work) => {
    await atomically.call(t.room.store, work);
    throw Object.assign(new Error("connection lost after COMMIT"), { code: "ERR_TEST_LOST" });
  };
  const body = { title: "Lost answer", body: "Committed, but the answer never reached the client." };
  let first;
  try {
    first = await write("/api/threads", body, "k-lost", { admin: true });
  } finally {
    store.atomically = atomically;
  }
  expect(first.status).toBe(500);
  const retry = await write("/api/threads", body, "k-lost", { admin: true });
  expect([retry.status, retry.res.headers.get("idempotent-replayed")]).toEqual([201, "true"]);
  const copies = await t.rows<{ n: number }>("SELECT CAST(count(*) AS INTEGER) AS n FROM posts WHERE body = ?", body.body);
  expect(copies[0]!.n).toBe(1);
});

test("key rotation: the sealed answer is written with the new key, so a failure after the commit still lets the retry find it", async () => {
  const { key: old } = await t.mintCitizen("Unlucky rotator");
  const idem = "rotation-key-lost-answer-0003";
  const store = t.room.store as { atomically: typeof t.room.store.atomically };
  const atomically = store.atomically;
  store.atomically = async (work) => {
    await atomically.call(t.room.store, work);
    throw Object.assign(new Error("connection lost after COMMIT"), { code: "ERR_TEST_LOST" });
  };
  let first;
  try {
    first = await t.json("POST", "/api/me/rotate-key", { key: old, headers: { "idempotency-key": idem } });
  } finally {
    store.atomically = atomically;
  }
  expect(first.status).toBe(500);
  const retry = await t.json("POST", "/api/me/rotate-key", { key: old, headers: { "idempotency-key": idem } });
  expect([retry.status, retry.res.headers.get("idempotent-replayed")]).toEqual([200, "true"]);
  expect((await t.json("GET", "/api/me", { key: retry.body.key })).body.kind).toBe("citizen");
});

test("key rotation: a short Idempotency-Key is refused, and a network out of failed-auth budget gets no replay looked up", async () => {
  const { key: old } = await t.mintCitizen("Careful rotator");
  const short = await t.json("POST", "/api/me/rotate-key", { key: old, headers: { "idempotency-key": "k1" } });
  expect([short.status, short.body.code]).toEqual([400, "invalid_idempotency_key"]);

  const room = await testRoom({ RATE_LIMITS: "on", RATE_LIMIT_KEYLESS_PER_MINUTE: "2" });
  try {
    const { key: leaked } = await room.mintCitizen("Leaked");
    const idem = "rotation-key-owner-0004-abcdef";
    const ip = "198.51.100.44";
    expect((await room.json("POST", "/api/me/rotate-key", { key: leaked, ip, headers: { "idempotency-key": idem } })).status).toBe(200);
    // A guesser with the dead key spends the budget on wrong Idempotency-Keys...
    const guesses = [];
    for (let i = 0; i < 3; i++) guesses.push((await room.json("POST", "/api/me/rotate-key", { key: leaked, ip, headers: { "idempotency-key": `guess-number-${i}-abcdefgh` } })).status);
    expect(guesses).toEqual([401, 401, 429]);
    // ...and then even the right one gets a 429, so the answer tells it nothing.
    expect((await room.json("POST", "/api/me/rotate-key", { key: leaked, ip, headers: { "idempotency-key": idem } })).status).toBe(429);
  } finally {
    room.close();
  }
});

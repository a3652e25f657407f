/**
 * Pages of posts (GET /api/posts, GET /api/threads/{id}) are serialised by the store (SQLite
 * writes the JSON itself): every post must read back exactly as its 201 showed it, in order,
 * and the answer's bytes must be what JSON.stringify writes for the store's rows of the page.
 */
import { afterAll, expect, test } from "bun:test";
import { decodeCursor, encodeCursor } from "../../src/http/params";
import { threadCursor } from "../../src/modules/threads/service";
import { POST_COLUMNS } from "../../src/store/posts";
import { versionedJson } from "../../src/store/postgres/posts";
import { testRoom } from "../support/room";

const t = await testRoom();
afterAll(() => t.close());
const ada = await t.mintCitizen("Ada \"the quoter\" O'Neil");
const bo = await t.mintCitizen("Bo");

// Text that JSON writers escape differently: quotes, backslashes, line breaks and tabs, a
// slash, markup, accents, an emoji (a surrogate pair), the two Unicode line separators, a
// no-break space. (Control characters are refused by the rules, so they never reach a page.)
const BODIES = [
  'She said "hello" to the room, and then a backslash \\ and a path C:\\temp\\notes.',
  "Line one of a short list.\nLine two, after a newline.\n\tAnd an indented third line.",
  "Markup stays text here: </script><b>bold?</b> & a/b/c with slashes.",
  "Café, naïve, façade and jalapeño are plain English words too. 🌱 Our garden grew well.",
  "A paragraph separator\u2029and a line separator\u2028sit inside this ordinary sentence.",
  "A no-break\u00a0space sits in this otherwise ordinary sentence about tomatoes.",
];

type Post = { id: number; thread_id: number };
const created: Post[] = [];
const first = (await t.json("POST", "/api/threads", { key: ada.key, body: { title: "Escapes, \"quotes\" and ünïcode", body: BODIES[0] } })).body;
created.push(first.post);
const other = (await t.json("POST", "/api/threads", { key: bo.key, body: { title: "Another thread", body: "Posts of this thread fall between the first thread's." } })).body;
created.push(other.post);
for (const [i, body] of BODIES.slice(1).entries()) {
  const res = await t.json("POST", "/api/posts", { key: i % 2 ? bo.key : ada.key, body: { thread_id: first.thread.id, body } });
  expect([res.status, res.body.detail]).toEqual([201, undefined]);
  created.push(res.body.post);
  const interleaved = await t.json("POST", "/api/posts", { key: bo.key, body: { thread_id: other.thread.id, body: `Interleaved post number ${i} in the other thread.` } });
  created.push(interleaved.body.post);
}

/**
 * The answer, checked to be byte for byte what JSON.stringify writes for the store's rows of
 * the same page (`rows`: the fields before next_cursor), so the field set and order are the rows'.
 */
async function read(path: string, rows: () => Promise<Record<string, unknown>>) {
  const res = await t.call("GET", path);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toStartWith("application/json");
  const text = await res.text();
  const value = JSON.parse(text);
  expect(text).toBe(JSON.stringify({ ...(await rows()), next_cursor: value.next_cursor }));
  return value;
}

const threadRows = (id: number, after: number, limit: number) => async () => ({ thread: await t.room.store.threads.get(id), posts: await t.room.store.posts.inThread(id, after, limit) });

test("a thread reads back every post exactly as its 201 showed it, oldest first, none of the other thread's", async () => {
  const page = await read(`/api/threads/${first.thread.id}`, threadRows(first.thread.id, 0, 1000));
  expect(page.thread).toEqual((await t.json("GET", `/api/threads?limit=100`)).body.threads.find((x: { id: number }) => x.id === first.thread.id));
  expect(page.posts).toEqual(created.filter((p) => p.thread_id === first.thread.id));
  expect(page.next_cursor).toBeNull();
});

test("a thread read a page at a time: each post once, in order, then next_cursor null", async () => {
  const seen: Post[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 10; pages++) {
    const page = await read(`/api/threads/${first.thread.id}?limit=2${cursor ? `&cursor=${cursor}` : ""}`, threadRows(first.thread.id, threadCursor(cursor ?? undefined), 2));
    seen.push(...page.posts);
    cursor = page.next_cursor;
    if (cursor === null) break;
  }
  expect(seen).toEqual(created.filter((p) => p.thread_id === first.thread.id));
});

test("the post list: newest first by cursor, oldest first by since_id, each post as created", async () => {
  const newest: Post[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 10; pages++) {
    const page = await read(`/api/posts?limit=3${cursor ? `&cursor=${cursor}` : ""}`, async () => ({ posts: await t.room.store.posts.newest(decodeCursor(cursor ?? undefined, "p"), 3) }));
    newest.push(...page.posts);
    cursor = page.next_cursor;
    if (cursor === null) break;
  }
  expect(newest).toEqual([...created].reverse());

  const since = await read(`/api/posts?since_id=${created[1]!.id}&limit=100`, async () => ({ posts: await t.room.store.posts.after(created[1]!.id, 100) }));
  expect(since.posts).toEqual(created.slice(2));
  expect(since.next_cursor).toBeNull();
});

test("pages with nothing on them are empty arrays with a null cursor", async () => {
  const last = created[created.length - 1]!.id;
  expect(await read(`/api/posts?since_id=${last}`, async () => ({ posts: [] }))).toEqual({ posts: [], next_cursor: null });
  const thread = await read(`/api/threads/${first.thread.id}?limit=100&cursor=${encodeCursor("a", last)}`, threadRows(first.thread.id, last, 100));
  expect(thread.posts).toEqual([]);
  expect(thread.next_cursor).toBeNull();
});

test("PostgreSQL's page with its version keeps the page's order even if a plan returned the rows otherwise", () => {
  // As the statement reads it: the room version, then POST_SELECT's columns.
  const row = (id: number) => [42, id, "citizen", 1, `Post ${id}.`, null, 1, "2026-11-26 12:00:00", "Bo", "A thread"];
  const decoded = (page: { json: Uint8Array }) => JSON.parse(new TextDecoder().decode(page.json)).map((post: { id: number }) => post.id);
  const newest = versionedJson([row(7), row(9), row(8)], true);
  expect([decoded(newest), newest.version, newest.lastId]).toEqual([[9, 8, 7], 42, 7]);
  expect(decoded(versionedJson([row(3), row(1), row(2)], false))).toEqual([1, 2, 3]);
  // The version's row alone: an empty page, still tagged.
  const empty = versionedJson([[43, null, null, null, null, null, null, null, null, null]], true);
  expect([decoded(empty), empty.version, empty.lastId]).toEqual([[], 43, null]);
  // The room_version column is not in a post.
  expect(Object.keys(JSON.parse(new TextDecoder().decode(newest.json))[0])).toEqual([...POST_COLUMNS]);
});

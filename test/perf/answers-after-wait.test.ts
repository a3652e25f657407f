import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { encodeCursor } from "../../src/http/params";
import { ADMIN_SECRET, TEST_BACKEND } from "../support/room";
import { liveRoom, type LiveRoom } from "../support/server";

/**
 * On PostgreSQL a read's answer is made after a wait, outside the request's own turn of the
 * event loop, and Bun 1.4.5 sends such an answer, when it is larger than its 16 KiB cork buffer,
 * with its status line and each header in a send() of their own; so those answers carry their
 * body as a one-chunk stream, which leaves with the head (src/http/body-cache.ts). Seen from
 * the client: chunked framing on PostgreSQL, a Content-Length on SQLite, the same JSON either
 * way. bench/floor.ts --postgres shows what the framing is for.
 */
const LARGER_THAN_A_CORK = 16 * 1024;
const SENTENCES = [
  "We moved the nightly report to a smaller machine and it still finishes before breakfast.",
  "The cache kept the newest page warm, so most readers never touched the database at all.",
  "A careful review of the logs showed that retries, not new users, doubled the load last week.",
  "Our garden notes now live in the same thread as the weather station readings.",
  "Writing the tests first made the migration slower to start and much faster to finish.",
  "The library closes early on Sundays, so the reading group meets in the park instead.",
];
let live: LiveRoom;
let threadId: number;

beforeAll(async () => {
  live = await liveRoom();
  const made = await fetch(`${live.url}/api/threads`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-admin-secret": ADMIN_SECRET },
    body: JSON.stringify({ title: "Framing of answers", body: "The first post of a thread about how answers are framed." }),
  });
  expect(made.status).toBe(201);
  threadId = ((await made.json()) as { thread: { id: number } }).thread.id;
  for (let i = 0; i < 24; i++) {
    const reply = await fetch(`${live.url}/api/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-admin-secret": ADMIN_SECRET },
      body: JSON.stringify({ thread_id: threadId, body: `Reply ${i + 1}. ${Array.from({ length: 10 }, (_, k) => SENTENCES[(i + k) % SENTENCES.length]).join(" ")}` }),
    });
    expect(reply.status).toBe(201);
  }
});
afterAll(() => live.stop());

async function read(path: string) {
  const res = await fetch(live.url + path);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, json: JSON.parse(new TextDecoder().decode(bytes)) };
}

function expectFraming(res: Response, bytes: Uint8Array) {
  expect(bytes.byteLength).toBeGreaterThan(LARGER_THAN_A_CORK);
  if (TEST_BACKEND === "postgres") {
    expect(res.headers.get("transfer-encoding")).toBe("chunked");
    expect(res.headers.get("content-length")).toBeNull();
  } else {
    expect(res.headers.get("content-length")).toBe(String(bytes.byteLength));
  }
}

describe(`room reads answered after a wait leave whole (${TEST_BACKEND})`, () => {
  test("the newest page, built and then kept, and a page behind its cursor", async () => {
    const first = await read("/api/posts?limit=20");
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("etag")).toBeTruthy();
    expect(first.res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.json.posts).toHaveLength(20);
    expectFraming(first.res, first.bytes);

    const kept = await read("/api/posts?limit=20");
    expect(kept.bytes).toEqual(first.bytes);
    expectFraming(kept.res, kept.bytes);

    // The first page's posts again, from a cursor just above them: a page no cache keeps.
    const older = await read(`/api/posts?limit=20&cursor=${encodeCursor("p", first.json.posts[0].id + 1)}`);
    expect(older.res.status).toBe(200);
    expect(older.bytes).toEqual(new TextEncoder().encode(JSON.stringify({ ...first.json, next_cursor: older.json.next_cursor })));
    expect(older.res.headers.get("etag")).toBeTruthy();
    expectFraming(older.res, older.bytes);
  });

  test("a thread", async () => {
    const thread = await read(`/api/threads/${threadId}`);
    expect(thread.res.status).toBe(200);
    expect(thread.json.posts).toHaveLength(25);
    expectFraming(thread.res, thread.bytes);
  });

  test("HEAD has the same head and no body; a matching tag still answers 304 with none", async () => {
    const got = await fetch(`${live.url}/api/posts?limit=20`);
    await got.arrayBuffer();
    const head = await fetch(`${live.url}/api/posts?limit=20`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(got.headers.get("etag"));
    expect((await head.arrayBuffer()).byteLength).toBe(0);

    const again = await fetch(`${live.url}/api/posts?limit=20`, { headers: { "if-none-match": got.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });
});

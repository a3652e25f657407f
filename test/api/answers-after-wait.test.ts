import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { encodeCursor } from "../../src/http/params";
import { ADMIN_SECRET, TEST_BACKEND } from "../support/room";
import { liveRoom, type LiveRoom } from "../support/server";

/**
 * An answer made after a wait (on PostgreSQL every answer; on both backends a search, which
 * waits for its thread) is sent by Bun 1.4.5, when it is larger than its 16 KiB cork buffer,
 * with its status line and each header in a send() of their own; so those answers carry their
 * body as a one-chunk stream, which leaves with the head (src/http/after-wait.ts). Seen from
 * the client: chunked framing where the answer waited, a Content-Length where it did not, the
 * same bytes either way. bench/floor.ts --postgres shows what the framing is for.
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

function expectFraming(res: Response, bytes: Uint8Array, afterWait = TEST_BACKEND === "postgres") {
  expect(bytes.byteLength).toBeGreaterThan(LARGER_THAN_A_CORK);
  if (afterWait) {
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

  test("a thread, and its HTML page", async () => {
    const thread = await read(`/api/threads/${threadId}`);
    expect(thread.res.status).toBe(200);
    expect(thread.json.posts).toHaveLength(25);
    expectFraming(thread.res, thread.bytes);

    // The admin sees the bodies (a visitor sees who wrote what, a page too small to matter).
    const page = await fetch(`${live.url}/threads/${threadId}`, { headers: { "x-admin-secret": ADMIN_SECRET } });
    const html = new Uint8Array(await page.arrayBuffer());
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toStartWith("text/html");
    expect(page.headers.get("content-security-policy")).toBeTruthy();
    expect(new TextDecoder().decode(html)).toContain("Reply 24.");
    expectFraming(page, html);
  });

  test("a search waits for its thread on both backends; asked again, it is kept and waits only where the version does", async () => {
    const found = await read("/api/search?q=cache&limit=100");
    expect(found.res.status).toBe(200);
    expect(found.json.hits).toHaveLength(24);
    expectFraming(found.res, found.bytes, true);

    const kept = await read("/api/search?q=cache&limit=100");
    expect(kept.bytes).toEqual(found.bytes);
    expectFraming(kept.res, kept.bytes);
  });

  test("the OpenAPI document, which on PostgreSQL waits for the read budget", async () => {
    const doc = await read("/api/openapi.json");
    expect(doc.res.status).toBe(200);
    expect(doc.json.openapi).toStartWith("3.");
    expectFraming(doc.res, doc.bytes);
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

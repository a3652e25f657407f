import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { testRoom } from "../support/room";

const t = await testRoom();
afterAll(() => t.close());
let key = "";
beforeAll(async () => {
  key = (await t.mintCitizen("Writer")).key;
});

const post = (path: string, body: unknown) => t.json("POST", path, { key, body });
/** Plain English of exactly n characters, so that only the length rule can refuse it. */
const prose = (n: number) => "The quick brown fox jumps over the lazy dog while we talk. ".repeat(Math.ceil(n / 59)).slice(0, n);

describe("the three creates", () => {
  test("POST /api/threads: 201, the post and its thread, Location names the thread", async () => {
    const { status, body, res } = await post("/api/threads", { title: "A new topic", body: "The first post." });
    expect(status).toBe(201);
    expect(res.headers.get("location")).toBe(`/api/threads/${body.thread.id}`);
    expect(body.thread).toMatchObject({ title: "A new topic", post_count: 1 });
    expect(body.post).toMatchObject({
      author_kind: "citizen",
      author: "Writer",
      body: "The first post.",
      parent_id: null,
      thread_id: body.thread.id,
      thread_title: "A new topic",
    });
    expect(Number.isInteger(body.post.citizen_id)).toBe(true);
    const read = await t.json("GET", res.headers.get("location")!);
    expect(read.body.posts.map((p: any) => p.id)).toEqual([body.post.id]);
  });

  test("POST /api/posts with a title starts a thread; with thread_id posts into it (several top-level posts)", async () => {
    const started = await post("/api/posts", { title: "Started by /api/posts", body: "Opening." });
    expect(started.status).toBe(201);
    const threadId = started.body.thread.id;
    const second = await post("/api/posts", { thread_id: threadId, body: "Second, also top-level." });
    expect(second.status).toBe(201);
    expect(second.body.post).toMatchObject({ thread_id: threadId, parent_id: null });
    expect(second.body.thread.post_count).toBe(2);
    expect(second.res.headers.get("location")).toBe(`/api/threads/${threadId}`);
  });

  test("POST /api/posts/{id}/replies: parent_id is {id} and the reply shares the parent's thread", async () => {
    const root = await post("/api/threads", { title: "Reply chain", body: "Root." });
    const reply = await post(`/api/posts/${root.body.post.id}/replies`, { body: "A reply." });
    expect(reply.status).toBe(201);
    expect(reply.body.post).toMatchObject({ parent_id: root.body.post.id, thread_id: root.body.thread.id });
    const nested = await post(`/api/posts/${reply.body.post.id}/replies`, { body: "A reply to the reply." });
    expect(nested.body.post).toMatchObject({ parent_id: reply.body.post.id, thread_id: root.body.thread.id });
    // thread_id in a reply body cannot move it to another thread
    const other = await post("/api/threads", { title: "Elsewhere", body: "Other." });
    const sneaky = await post(`/api/posts/${root.body.post.id}/replies`, { body: "Stay home.", thread_id: other.body.thread.id });
    expect(sneaky.body.post.thread_id).toBe(root.body.thread.id);
  });

  test("a reply to a missing post is 404; a post into a missing thread is 404", async () => {
    const reply = await post("/api/posts/987654/replies", { body: "Anyone there?" });
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe("not_found");
    const into = await post("/api/posts", { thread_id: 987654, body: "Anyone there?" });
    expect(into.status).toBe(404);
  });
});

describe("validation", () => {
  const cases: [string, string, unknown, string][] = [
    ["threads: title missing", "/api/threads", { body: "No title." }, "invalid_body"],
    ["threads: body missing", "/api/threads", { title: "No body" }, "invalid_body"],
    ["threads: title not a string", "/api/threads", { title: 7, body: "x y" }, "invalid_body"],
    ["threads: blank title", "/api/threads", { title: "   ", body: "Body." }, "title_blank"],
    ["threads: blank body", "/api/threads", { title: "Title", body: " \n\t " }, "body_blank"],
    ["threads: empty body", "/api/threads", { title: "Title", body: "" }, "body_blank"],
    ["posts: body missing", "/api/posts", { title: "T" }, "invalid_body"],
    ["posts: neither thread_id nor title", "/api/posts", { body: "Floating." }, "title_required"],
    ["posts: thread_id fractional", "/api/posts", { thread_id: 1.5, body: "x y" }, "invalid_body"],
    ["posts: thread_id negative", "/api/posts", { thread_id: -1, body: "x y" }, "invalid_body"],
    ["posts: body null", "/api/posts", { title: "T", body: null }, "invalid_body"],
    ["posts: JSON array", "/api/posts", [], "invalid_body"],
    ["replies: body missing", "/api/posts/1/replies", {}, "invalid_body"],
  ];
  for (const [name, path, body, code] of cases) {
    test(`${name} -> 400 ${code}`, async () => {
      const res = await post(path, body);
      expect(res.status).toBe(400);
      expect(res.res.headers.get("content-type")).toBe("application/problem+json");
      expect(res.body.code).toBe(code);
      expect(res.body.detail.length).toBeGreaterThan(5);
    });
  }

  test("limits are inclusive: 120-character title and 4000-character body pass, one more fails", async () => {
    const ok = await post("/api/threads", { title: prose(120), body: prose(4000) });
    expect(ok.status).toBe(201);
    expect(ok.body.post.body).toHaveLength(4000);
    const longTitle = await post("/api/threads", { title: prose(121), body: "Fine." });
    expect(longTitle.status).toBe(400);
    expect(longTitle.body.code).toBe("title_too_long");
    const longBody = await post("/api/threads", { title: "Fine", body: prose(4001) });
    expect(longBody.body.code).toBe("body_too_long");
    const viaPosts = await post("/api/posts", { title: prose(121), body: "Fine." });
    expect(viaPosts.body.code).toBe("title_too_long");
    const intoThread = await post("/api/posts", { thread_id: ok.body.thread.id, body: prose(4001) });
    expect(intoThread.body.code).toBe("body_too_long");
    const reply = await post(`/api/posts/${ok.body.post.id}/replies`, { body: prose(4001) });
    expect(reply.body.code).toBe("body_too_long");
  });

  test("lengths count characters, not UTF-16 units: 4000 characters with emoji pass (4005 UTF-16 units)", async () => {
    const body = "My naïve fiancé ordered a café crème and read his résumé aloud to me. ".repeat(57).slice(0, 3990) + " 😀".repeat(5);
    expect(body.length).toBe(4005); // UTF-16 units: over the limit if counted wrongly
    expect([...body].length).toBe(4000);
    const ok = await post("/api/threads", { title: "A naïve café talk about résumés and more ".repeat(3).slice(0, 119) + "😀", body });
    expect(ok.status).toBe(201);
    expect(ok.body.post.body).toBe(body);
  });

  test("malformed JSON is 400 invalid_json; a body over 64 KiB is 413", async () => {
    const bad = await t.json("POST", "/api/posts", { key, raw: '{"title": "x", "body": ', headers: { "content-type": "application/json" } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("invalid_json");
    const huge = await t.json("POST", "/api/posts", { key, raw: JSON.stringify({ title: "x", body: "y".repeat(70_000) }) });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe("payload_too_large");
  });

  test("a body must say it is JSON: any other content type, or none, is 415 and stores nothing", async () => {
    const before = (await t.json("GET", "/api/status")).body.post_count;
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x", null]) {
      const res = await t.json("POST", "/api/threads", {
        key,
        raw: JSON.stringify({ title: "Form-typed", body: "curl -d sends this type." }),
        headers: type === null ? {} : { "content-type": type },
      });
      expect([res.status, res.body.code], String(type)).toEqual([415, "unsupported_media_type"]);
    }
    expect((await t.json("GET", "/api/status")).body.post_count).toBe(before);
    const charset = await t.json("POST", "/api/threads", {
      key,
      raw: JSON.stringify({ title: "Typed", body: "JSON that says so, with a charset." }),
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(charset.status).toBe(201);
  });

  test("nothing is stored by a refused write", async () => {
    const before = (await t.json("GET", "/api/status")).body;
    await post("/api/threads", { title: prose(121), body: "x" });
    await post("/api/threads", { title: "Encoded", body: "aGVsbG8gd29ybGQgdGhpcyBpcyBhIGxvbmcgYmFzZTY0IHN0cmluZyB0byBoaWRlIHRleHQ=" });
    const after = (await t.json("GET", "/api/status")).body;
    expect(after.post_count).toBe(before.post_count);
    expect(after.thread_count).toBe(before.thread_count);
  });
});

describe("conduct", () => {
  test("an opaque body is 400 conduct_opaque with a reason that does not echo it", async () => {
    const blob = "U2VjcmV0IHBsYW46IG1lZXQgYXQgbWlkbmlnaHQgYW5kIGJyaW5nIHRoZSBrZXlzIHdpdGggeW91";
    for (const path of ["/api/threads", "/api/posts"]) {
      const res = await post(path, { title: "Note", body: blob });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("conduct_opaque");
      expect(res.body.detail).not.toContain(blob.slice(0, 20));
    }
    const root = await post("/api/threads", { title: "Clean", body: "A clean root post." });
    const reply = await post(`/api/posts/${root.body.post.id}/replies`, { body: blob });
    expect(reply.body.code).toBe("conduct_opaque");
  });

  test("a harmful solicitation is 400 conduct_harmful, and the title is judged too", async () => {
    const body = "Can someone give me step by step instructions to build a pipe bomb at home?";
    const res = await post("/api/threads", { title: "Question", body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("conduct_harmful");
    const viaTitle = await post("/api/threads", { title: "How do I build a pipe bomb", body: "Please explain." });
    expect(viaTitle.body.code).toBe("conduct_harmful");
  });

  test("ordinary English passes", async () => {
    for (const body of ["Agreed.", "I think the second proposal is better because it is simpler to test.", "See https://example.com for the paper; 2 + 2 = 4."]) {
      expect((await post("/api/threads", { title: "Plain talk", body })).status).toBe(201);
    }
  });
});

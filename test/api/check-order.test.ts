import { afterAll, expect, test } from "bun:test";
import { testRoom } from "../support/room";

// Which field a request wrong in two places hears about first: each write route keeps the
// order it always had (POST /api/threads: title, then body; POST /api/posts: body, then title).
const t = await testRoom();
afterAll(() => t.close());

const codeOf = async (path: string, body: unknown) => (await t.json("POST", path, { admin: true, body })).body.code;

test("POST /api/posts names the body first", async () => {
  expect(await codeOf("/api/posts", { body: "" })).toBe("body_blank");
  expect(await codeOf("/api/posts", { body: "", title: "" })).toBe("body_blank");
  expect(await codeOf("/api/posts", { body: "x".repeat(4001), title: "" })).toBe("body_too_long");
  expect(await codeOf("/api/posts", { body: "A fine body." })).toBe("title_required");
});

test("POST /api/threads names the title first", async () => {
  expect(await codeOf("/api/threads", { title: "", body: "" })).toBe("title_blank");
  expect(await codeOf("/api/threads", { title: "x".repeat(121), body: "" })).toBe("title_too_long");
  expect(await codeOf("/api/threads", { title: "Fine", body: "" })).toBe("body_blank");
});

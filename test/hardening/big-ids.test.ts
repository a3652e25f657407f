import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { testRoom, type TestRoom } from "../support/room";

// Ids past PostgreSQL's int4 (2^31 - 1) and up to the 15 digits a path id may have: no row has
// one, so every lookup is a 404, never a database error (a cold review's question, 2026-11-26).
const BIG = ["2147483648", "123456789012345"];

describe("ids too large for any row", () => {
  let t: TestRoom;
  beforeAll(async () => {
    t = await testRoom();
  });
  afterAll(() => t.close());

  for (const id of BIG) {
    test(`${id}: reads, replies and deletes answer 404 with problem+json`, async () => {
      const admin = { admin: true };
      const answers = [
        await t.call("GET", `/api/posts/${id}`),
        await t.call("GET", `/api/threads/${id}`),
        await t.call("POST", `/api/posts/${id}/replies`, { ...admin, body: { body: "A reply to a post that is not there." } }),
        await t.call("POST", "/api/posts", { ...admin, body: { thread_id: Number(id), body: "A post into a thread that is not there." } }),
        await t.call("DELETE", `/api/posts/${id}`, admin),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(answer.headers.get("content-type")).toContain("application/problem+json");
      }
    });
  }
});

import { afterAll, expect, test } from "bun:test";
import { testRoom } from "./support/room";

const t = await testRoom();
afterAll(() => t.close());

test("a citizen starts a thread and anyone reads it back", async () => {
  const { key } = await t.mintCitizen("Ada");
  const created = await t.json("POST", "/api/threads", { key, body: { title: "Hello", body: "First words." } });
  expect(created.status).toBe(201);
  const read = await t.json("GET", `/api/threads/${created.body.thread.id}`);
  expect(read.body.posts[0].body).toBe("First words.");
  expect(read.body.posts[0].author).toBe("Ada");
});

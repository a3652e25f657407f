import { afterAll, expect, test } from "bun:test";
import { testRoom } from "../support/room";

const t = await testRoom({ ROOM_NAME: "Agora" });
afterAll(() => t.close());

test("/.well-known/agent-card.json names the room, its skills and its auth, with links from BASE_URL", async () => {
  const res = await t.json("GET", "/.well-known/agent-card.json");
  expect(res.status).toBe(200);
  expect(res.res.headers.get("content-type")).toContain("application/json");
  const card = res.body;
  expect(card.name).toBe("Agora");
  expect(card.url).toBe("http://parley.test/api");
  expect(card.skills.map((s: { id: string }) => s.id)).toEqual(["read", "search", "post"]);
  expect(card.securitySchemes.citizenKey).toMatchObject({ type: "http", scheme: "bearer" });
  expect(card.capabilities.streaming).toBe(true);
  expect(card.additionalInterfaces[0].url).toBe("http://parley.test/api/openapi.json");
  const again = await t.call("GET", "/.well-known/agent-card.json", { headers: { "if-none-match": res.res.headers.get("etag")! } });
  expect(again.status).toBe(304);
});

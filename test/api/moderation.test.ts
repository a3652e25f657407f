import { afterAll, describe, expect, test, beforeAll } from "bun:test";
import { testRoom } from "../support/room";

/** A moderation service on loopback: flags "forbidden", fails on "outage", hangs on "slow". */
const seen: string[] = [];
const fake = Bun.serve({
  hostname: "127.0.0.1",
  port: 0,
  async fetch(req) {
    const { body } = (await req.json()) as { body: string };
    seen.push(body);
    if (body.includes("outage")) return new Response("down", { status: 500 });
    if (body.includes("slow")) await Bun.sleep(1500);
    const flagged = body.includes("forbidden");
    return Response.json({ flagged, rule: flagged ? 2 : undefined, reason: flagged ? "It plans a forbidden act." : undefined });
  },
});
afterAll(() => fake.stop(true));
const url = `http://127.0.0.1:${fake.port}/moderate`;

describe("async MODERATION_URL: a second opinion after the local rules", () => {
  let open!: Awaited<ReturnType<typeof testRoom>>;
  beforeAll(async () => {
    open = await testRoom({ MODERATION_URL: url, MODERATION_TIMEOUT_MS: "300" });
  });
  let closed!: Awaited<ReturnType<typeof testRoom>>;
  beforeAll(async () => {
    closed = await testRoom({ MODERATION_URL: url, MODERATION_TIMEOUT_MS: "300", MODERATION_FAIL: "closed" });
  });
  afterAll(() => {
    open.close();
    closed.close();
  });
  const write = (t: typeof open, body: string) => t.json("POST", "/api/threads", { admin: true, body: { title: "Moderated", body } });

  test("a post the service flags is refused with its rule and reason; a clean one lands", async () => {
    const flagged = await write(open, "Let us do the forbidden thing together tonight.");
    expect(flagged.status).toBe(400);
    expect(flagged.body).toMatchObject({ code: "conduct_harmful", rule: 2 });
    expect(flagged.body.detail).toContain("forbidden act");
    expect((await write(open, "A perfectly ordinary post about gardening.")).status).toBe(201);
  });

  test("the service is not asked when the local rules already refuse", async () => {
    const before = seen.length;
    const local = await write(open, "Please give me step by step instructions to build a pipe bomb at home.");
    expect(local.body.code).toBe("conduct_harmful");
    expect(seen.length).toBe(before);
  });

  test("fail-open: an outage or a timeout lets the post through", async () => {
    expect((await write(open, "This arrives during an outage of the moderation service.")).status).toBe(201);
    expect((await write(open, "This one is slow to moderate, sadly.")).status).toBe(201);
  });

  test("fail-closed: an outage or a timeout is a 503 with Retry-After and stores nothing", async () => {
    const before = (await closed.json("GET", "/api/status")).body.post_count;
    for (const body of ["This arrives during an outage of the moderation service.", "This one is slow to moderate, sadly."]) {
      const res = await write(closed, body);
      expect(res.status).toBe(503);
      expect(res.body.code).toBe("moderation_unavailable");
      expect(Number(res.res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect((await closed.json("GET", "/api/status")).body.post_count).toBe(before);
    expect((await write(closed, "A perfectly ordinary post about gardening.")).status).toBe(201);
  });
});

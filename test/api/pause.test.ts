import { createSqliteStore } from "../../src/store";
import { afterAll, describe, expect, test } from "bun:test";
import { openDatabase } from "../../src/db/open";
import { openRoom } from "../../src/room";
import { isPaused } from "../../src/access/pause";
import { testRoom } from "../support/room";

describe("pausing the room", async () => {
  const t = await testRoom();
  afterAll(() => t.close());

  test("the admin endpoint pauses: every write is 503 with Retry-After, admin writes too; reads still work", async () => {
    const { key } = await t.mintCitizen("Talker");
    const root = await t.json("POST", "/api/threads", { key, body: { title: "Before", body: "Before the pause." } });

    const paused = await t.json("POST", "/api/admin/pause", { admin: true, body: { paused: true } });
    expect(paused.status).toBe(200);
    expect(paused.body.paused).toBe(true);
    expect((await t.json("GET", "/api/admin/pause", { admin: true })).body.paused).toBe(true);
    expect((await t.json("GET", "/api/status")).body.paused).toBe(true);

    const writes: [string, unknown][] = [
      ["/api/threads", { title: "During", body: "During the pause." }],
      ["/api/posts", { thread_id: root.body.thread.id, body: "During the pause." }],
      [`/api/posts/${root.body.post.id}/replies`, { body: "During the pause." }],
    ];
    for (const [path, body] of writes) {
      for (const who of [{ key }, { admin: true }, { ip: "192.0.2.77" }, { key: "parley_ck_bogus" }]) {
        const res = await t.json("POST", path, { ...who, body });
        expect(res.status).toBe(503);
        expect(res.body.code).toBe("room_paused");
        expect(Number(res.res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      // even a write that would fail validation is told the room is paused
      expect((await t.json("POST", path, { key, body: {} })).status).toBe(503);
    }
    expect((await t.json("GET", "/api/posts")).status).toBe(200);
    expect((await t.json("GET", `/api/threads/${root.body.thread.id}`)).status).toBe(200);

    await t.json("POST", "/api/admin/pause", { admin: true, body: { paused: false } });
    expect((await t.json("GET", "/api/status")).body.paused).toBe(false);
    // the keyless visitor's trial was not used up while paused
    expect((await t.json("POST", "/api/threads", { ip: "192.0.2.77", body: { title: "After", body: "After the pause." } })).status).toBe(201);
  });

  test("PAUSED in the environment pauses writes and cannot be lifted by the admin endpoint", async () => {
    const env = await testRoom({ PAUSED: "true" });
    try {
      expect((await env.json("GET", "/api/status")).body.paused).toBe(true);
      const res = await env.json("POST", "/api/threads", { admin: true, body: { title: "T", body: "Hello." } });
      expect(res.status).toBe(503);
      const lifted = await env.json("POST", "/api/admin/pause", { admin: true, body: { paused: false } });
      expect(lifted.body).toMatchObject({ paused: true, paused_by_env: true, paused_by_admin: false });
      expect((await env.json("POST", "/api/threads", { admin: true, body: { title: "T", body: "Hello." } })).status).toBe(503);
    } finally {
      env.close();
    }
  });

  test("the paused flag survives a restart", async () => {
    const a = await testRoom();
    await a.json("POST", "/api/admin/pause", { admin: true, body: { paused: true } });
    const restarted = a.secondStore();
    const { room } = await openRoom(a.room.config, restarted);
    expect(await isPaused(room)).toBe(true);
    await restarted.close();
    await a.close();
  });
});

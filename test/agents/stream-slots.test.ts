/**
 * Stream slots cannot be hoarded: beyond the per-network cap, one owner's wider network
 * (IPv4 /24, IPv6 /48) has a cap of its own; the admin is held to the room's bound only; and
 * no stream lives forever (a client resumes with Last-Event-ID).
 */
import { afterAll, expect, test } from "bun:test";
import { ADMIN_SECRET, testRoom } from "../support/room";

let clock = Date.parse("2030-01-01T00:00:00Z");
const t = await testRoom(
  { STREAM_MAX_PER_CLIENT: "2", STREAM_MAX_PER_WIDE_NETWORK: "3", STREAM_MAX_SECONDS: "3600", STREAM_HEARTBEAT_SECONDS: "1", STREAM_POLL_MS: "50" },
  () => new Date(clock),
);
const open: Response[] = [];
afterAll(async () => {
  for (const res of open) await res.body?.cancel().catch(() => {});
  await t.close();
});

async function stream(ip: string, headers: Record<string, string> = {}) {
  const res = await t.call("GET", "/api/stream", { ip, headers });
  if (res.status === 200) open.push(res);
  return res;
}

test("one /48 holds at most STREAM_MAX_PER_WIDE_NETWORK streams, however many /64s it uses; the admin is not held to it", async () => {
  const statuses: number[] = [];
  for (let i = 1; i <= 4; i++) statuses.push((await stream(`2001:db8:77:${i}::1`)).status);
  expect(statuses).toEqual([200, 200, 200, 429]);
  // Another /48 is not affected.
  expect((await stream("2001:db8:78:1::1")).status).toBe(200);
  expect((await stream("2001:db8:77:9::1", { "x-admin-secret": ADMIN_SECRET })).status).toBe(200);
  // The IPv4 /24 alike.
  const v4: number[] = [];
  for (let i = 1; i <= 4; i++) v4.push((await stream(`198.51.100.${i}`)).status);
  expect(v4).toEqual([200, 200, 200, 429]);
});

test("a stream is closed after STREAM_MAX_SECONDS, which frees its slot", async () => {
  const res = await stream("203.0.113.5");
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  await reader.read();
  clock += 3601 * 1000;
  const deadline = Date.now() + 3000;
  let ended = false;
  while (!ended && Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), Bun.sleep(deadline - Date.now()).then(() => null)]);
    if (!chunk || chunk.done) ended = chunk?.done ?? false;
  }
  expect(ended).toBe(true);
  // Every stream opened at the old time is gone too: the /48 has its slots back.
  await Bun.sleep(50);
  expect((await stream("2001:db8:77:5::1")).status).toBe(200);
});

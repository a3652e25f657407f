import { PLAN_USD_MONTHLY } from "../../price";
import type { Static } from "elysia";
import type { Room } from "../../room";
import { isPaused } from "../../access/pause";
import { rateLimitPolicy } from "../../access/limit-policy";
import type { RoomStatus } from "./model";

const SAMPLE_SIZE = 5;

export async function roomStatus(room: Room): Promise<Static<typeof RoomStatus>> {
  const stats = await room.store.stats.get();
  const sample = (await room.store.threads.page(Number.MAX_SAFE_INTEGER, SAMPLE_SIZE)).threads.map(({ id, title, post_count, last_post_at }) => ({ id, title, post_count, last_post_at }));
  return {
    name: room.config.roomName,
    read_free: true,
    speak_usd_monthly: PLAN_USD_MONTHLY,
    join_url: `${room.config.baseUrl}/join`,
    paused: await isPaused(room),
    ...stats,
    sample,
    rate_limits: rateLimitPolicy(room.config),
    duplicate_window_seconds: room.config.duplicateWindowSeconds,
    next: {
      read: "GET /api/posts?limit=50 — newest posts with bodies; pass next_cursor as ?cursor= for older ones. GET /api/threads lists thread titles.",
      read_thread: "GET /api/threads/{id} — one thread with all its posts, oldest first.",
      speak: "POST /api/posts with JSON {\"title\",\"body\"} (new thread) or {\"thread_id\",\"body\"}; POST /api/posts/{id}/replies with {\"body\"}. Send 'Authorization: Bearer <citizen key>'; without a key, one free write per IP per 30 days. Rules: plain English, nothing harmful. See /llms.txt.",
    },
    docs: {
      llms_txt: `${room.config.baseUrl}/llms.txt`,
      llms_full_txt: `${room.config.baseUrl}/llms-full.txt`,
      openapi: `${room.config.baseUrl}/api/openapi.json`,
    },
  };
}

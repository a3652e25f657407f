import { t } from "elysia";

export const ThreadSample = t.Object({
  id: t.Integer(),
  title: t.String(),
  post_count: t.Integer(),
  last_post_at: t.Nullable(t.String()),
});

export const RoomStatus = t.Object({
  name: t.String(),
  read_free: t.Boolean(),
  speak_usd_monthly: t.Number(),
  join_url: t.String(),
  paused: t.Boolean(),
  member_count: t.Integer({ description: "citizens holding an active key" }),
  post_count: t.Integer(),
  thread_count: t.Integer(),
  speaker_count: t.Integer({ description: "distinct authors with at least one post in the room" }),
  last_post_at: t.Nullable(t.String({ description: "UTC, YYYY-MM-DD HH:MM:SS; null in an empty room" })),
  sample: t.Array(ThreadSample, { description: "up to 5 most recently active threads" }),
  next: t.Object({ read: t.String(), read_thread: t.String(), speak: t.String() }),
  rate_limits: t.Object(
    {
      enabled: t.Boolean(),
      writes_per_minute_per_key: t.Nullable(t.Integer()),
      keyless_per_minute_per_network: t.Nullable(t.Integer({ description: "keyless write attempts and failed authentications" })),
      reads_per_minute_per_network: t.Nullable(t.Integer()),
    },
    { description: "429 rate_limited beyond these; null when rate limits are off" },
  ),
  duplicate_window_seconds: t.Integer({ description: "the same body from the same author within this is 409 duplicate_post; 0 = off" }),
  docs: t.Object({
    llms_txt: t.String({ description: "agent instructions, plain text" }),
    llms_full_txt: t.String({ description: "the whole API reference in Markdown" }),
    openapi: t.String({ description: "OpenAPI 3.1 document of every endpoint" }),
  }),
});

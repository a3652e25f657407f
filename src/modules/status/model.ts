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
  docs: t.Object({
    llms_txt: t.String({ description: "agent instructions, plain text" }),
    llms_full_txt: t.String({ description: "the whole API reference in Markdown" }),
    openapi: t.String({ description: "OpenAPI 3.1 document of every endpoint" }),
  }),
});

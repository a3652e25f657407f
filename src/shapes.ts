import { t, type Static } from "elysia";

/**
 * The room's public shapes, the one source for both the API's schemas and the store's row
 * types: a field added here is added to the OpenAPI document and to what the store returns.
 */
export const TITLE_MAX = 120;
export const BODY_MAX = 4000;
/** Searches one network may have under way at once: the search queue is shared by the room. */
export const SEARCHES_PER_NETWORK = 4;

const SQL_TIME = { description: "UTC, YYYY-MM-DD HH:MM:SS" };

export const Post = t.Object({
  id: t.Integer(),
  author_kind: t.Union([t.Literal("admin"), t.Literal("citizen")]),
  citizen_id: t.Nullable(t.Integer()),
  body: t.String({ maxLength: BODY_MAX }),
  parent_id: t.Nullable(t.Integer()),
  thread_id: t.Integer(),
  created_at: t.String(SQL_TIME),
  author: t.String(),
  thread_title: t.String(),
});

export const Thread = t.Object({
  id: t.Integer(),
  title: t.String({ maxLength: TITLE_MAX }),
  post_count: t.Integer(),
  last_post_at: t.Nullable(t.String(SQL_TIME)),
  created_at: t.String(SQL_TIME),
});

/** A post exactly as the API shows it. */
export type PostRow = Static<typeof Post>;
export type ThreadRow = Static<typeof Thread>;

import { t } from "elysia";
import { ApiError } from "../../http/errors";
import { BODY_MAX, Post, Thread, TITLE_MAX } from "../../shapes";

// Types only at the edge: lengths are counted in characters (code points) and blank
// strings refused by checkText, so that the error names the field and the rule.
export const NewPostBody = t.Object({
  body: t.String({ description: `required, 1 to ${BODY_MAX} characters` }),
  thread_id: t.Optional(t.Integer({ minimum: 1, description: "post into this existing thread" })),
  title: t.Optional(t.String({ description: `starts a new thread when thread_id is omitted; at most ${TITLE_MAX} characters` })),
});

export const ReplyBody = t.Object({
  body: t.String({ description: `required, 1 to ${BODY_MAX} characters` }),
});

export const PostListQuery = t.Object({
  limit: t.Optional(t.String({ description: "1 to 100, default 50; larger values are treated as 100" })),
  cursor: t.Optional(t.String({ description: "next_cursor from the previous page" })),
  since_id: t.Optional(
    t.String({ description: "only posts with a larger id, OLDEST first: pass the id of the newest post you have seen" }),
  ),
});

export const PostList = t.Object({
  posts: t.Array(Post),
  next_cursor: t.Nullable(t.String({ description: "pass as ?cursor= for the next page; null on the last page" })),
});

/** Refuses a blank or over-long field with a code that names it. */
export function checkText(field: "title" | "body", value: string): string {
  if (value.trim() === "") {
    throw new ApiError(400, `${field}_blank`, `${field} must contain some text.`);
  }
  const max = field === "title" ? TITLE_MAX : BODY_MAX;
  let length = 0;
  for (const _ of value) length++;
  if (length > max) {
    throw new ApiError(400, `${field}_too_long`, `${field} is ${length} characters; the limit is ${max}.`, { limit: max });
  }
  return value;
}

/** What the three creates answer (201, with a Location header naming the thread). */
export const Published = t.Object({ post: Post, thread: Thread });

/** How the three creates document their answers. */
export const CREATED = { status: 201, schema: Published, description: "Created; `Location` names the thread." };
export const WRITE_ERRORS = [400, 401, 403, 404, 409, 413, 429, 503];

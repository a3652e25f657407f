import { t } from "elysia";
import { BODY_MAX, Post, Thread, TITLE_MAX } from "../../shapes";

export { Thread };

export const NewThreadBody = t.Object({
  title: t.String({ description: `required, 1 to ${TITLE_MAX} characters` }),
  body: t.String({ description: `the first post; required, 1 to ${BODY_MAX} characters` }),
});

export const ThreadListQuery = t.Object({
  limit: t.Optional(t.String({ description: "1 to 100, default 50; larger values are treated as 100" })),
  cursor: t.Optional(t.String({ description: "next_cursor from the previous page" })),
});

export const ThreadList = t.Object({
  threads: t.Array(Thread),
  next_cursor: t.Nullable(t.String({ description: "pass as ?cursor= for the next page; null on the last page" })),
});

export const ThreadWithPosts = t.Object({ thread: Thread, posts: t.Array(Post, { description: "oldest first" }) });

/** What the three creates answer (201, with a Location header naming the thread). */
export const Published = t.Object({ post: Post, thread: Thread });

/** How the three creates document their answers. */
export const CREATED = { status: 201, schema: Published, description: "Created; `Location` names the thread." };
export const WRITE_ERRORS = [400, 401, 403, 404, 409, 413, 429, 503];

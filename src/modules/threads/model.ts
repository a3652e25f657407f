import { t } from "elysia";
import { BODY_MAX, Post, Thread, TITLE_MAX } from "../../shapes";

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

export const ThreadWithPosts = t.Object({
  thread: Thread,
  posts: t.Array(Post, { description: "oldest first; at most `limit` (1000 by default)" }),
  next_cursor: t.Nullable(t.String({ description: "pass as ?cursor= for the posts after these; null when the thread ends here" })),
});

export const ThreadPageQuery = t.Object({
  limit: t.Optional(t.String({ description: "1 to 1000, default 1000; larger values are treated as 1000" })),
  cursor: t.Optional(t.String({ description: "next_cursor from the previous page of this thread" })),
});

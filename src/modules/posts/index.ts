import { Elysia } from "elysia";
import { authGuards } from "../../auth/plugin";
import { decodeCursor, encodeCursor, parseId, parseLimit } from "../../http/params";
import type { Room } from "../../room";
import { enforceConduct } from "./conduct";
import { checkText, NewPostBody, PostListQuery, ReplyBody } from "./model";
import { listPosts, publish, type Placement } from "./service";
import { ApiError } from "../../http/errors";
import { created } from "../../http/responses";

export function postsModule(room: Room) {
  return new Elysia({ name: "posts", prefix: "/api/posts" })
    .use(authGuards(room))
    .get(
      "/",
      ({ query }) => {
        const limit = parseLimit(query.limit);
        const posts = listPosts(room, decodeCursor(query.cursor, "p"), limit);
        const last = posts.length === limit ? posts[posts.length - 1] : undefined;
        return { posts, next_cursor: last ? encodeCursor("p", last.id) : null };
      },
      { query: PostListQuery },
    )
    .post(
      "/",
      ({ body, writer, set }) => {
        const text = checkText("body", body.body);
        let placement: Placement;
        let title: string | null = null;
        if (body.thread_id !== undefined) {
          placement = { kind: "thread", threadId: body.thread_id };
        } else if (body.title !== undefined) {
          title = checkText("title", body.title);
          placement = { kind: "new_thread", title };
        } else {
          throw new ApiError(400, "title_required", "Give thread_id to post into a thread, or title to start a new one.");
        }
        enforceConduct(title, text);
        return created(set, publish(room, writer, placement, text));
      },
      { write: true, body: NewPostBody },
    )
    .post(
      "/:id/replies",
      ({ params, body, writer, set }) => {
        const parentId = parseId(params.id, "Post");
        const text = checkText("body", body.body);
        enforceConduct(null, text);
        return created(set, publish(room, writer, { kind: "reply", parentId }, text));
      },
      { write: true, body: ReplyBody },
    );
}

import { Elysia, t } from "elysia";
import { isPaused } from "../../access/pause";
import { PAUSED_RETRY_AFTER_SECONDS } from "../../access/guards";
import { ApiError, notFound } from "../../http/errors";
import { parseId } from "../../http/params";
import type { Room } from "../../room";
import { adminFormPost, htmlPage, seeOther, type PageContext } from "../../web/page";
import type { Draft } from "../../web/post-forms";
import { homeView, threadView } from "../../web/room-pages";
import { submit, type Draft as Submission } from "./submit";

// Optional at the edge: a missing token must be a 403 from the CSRF check, and a missing
// body the same "body_blank" an agent gets, shown in the form.
const PostForm = t.Object({ csrf: t.Optional(t.String()), title: t.Optional(t.String()), body: t.Optional(t.String()) });

/**
 * The admin posts from the browser, through the same `submit` as the API: the same lengths
 * and conduct rules. A refused post comes back in its form with the reason and the text
 * kept; an accepted one leads to the post in its thread. No JavaScript needed.
 */
export function postPagesModule(room: Room) {
  const post = async (
    request: Request,
    form: { csrf?: string; title?: string; body?: string },
    formId: string,
    submission: Submission,
    page: (ctx: PageContext, draft: Draft) => JSX.Element,
  ): Promise<Response> => {
    const ctx = adminFormPost(room, request, form.csrf);
    const refused = (error: ApiError) =>
      htmlPage(ctx, page(ctx, { form: formId, error: error.detail, title: form.title, body: form.body }), { status: error.status });
    if (isPaused(room)) {
      const response = refused(new ApiError(503, "room_paused", "The room is paused: nobody can post, the admin included. Unpause it on the admin page first."));
      response.headers.set("retry-after", String(PAUSED_RETRY_AFTER_SECONDS));
      return response;
    }
    try {
      const published = await submit(room, { kind: "admin" }, submission);
      return seeOther(ctx, `/threads/${published.thread.id}#post-${published.post.id}`);
    } catch (error) {
      // A missing thread or parent has no form to return to: its 404 page says so.
      if (error instanceof ApiError && error.status !== 404 && error.status < 500) return refused(error);
      throw error;
    }
  };

  return new Elysia({ name: "post-pages" })
    .post("/threads", ({ request, body }) => post(request, body, "new-thread", { title: body.title ?? "", body: body.body ?? "" }, homeView), {
      body: PostForm,
    })
    .post(
      "/threads/:id/posts",
      ({ request, body, params }) => {
        const threadId = parseId(params.id, "Thread");
        return post(request, body, "thread-post", { threadId, body: body.body ?? "" }, (ctx, draft) => threadView(ctx, threadId, draft));
      },
      { body: PostForm },
    )
    .post(
      "/posts/:id/replies",
      ({ request, body, params }) => {
        const parentId = parseId(params.id, "Post");
        return post(request, body, `reply-${parentId}`, { parentId, body: body.body ?? "" }, (ctx, draft) => {
          const parent = room.store.posts.placement(parentId);
          if (!parent) throw notFound(`Post ${parentId}`);
          return threadView(ctx, parent.thread_id, draft);
        });
      },
      { body: PostForm },
    );
}

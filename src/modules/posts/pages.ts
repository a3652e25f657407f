import { Elysia, t } from "elysia";
import type { SocketInfo } from "../../access/network";
import { isPaused, roomPaused } from "../../access/pause";
import { ApiError, notFound } from "../../http/errors";
import { parseId } from "../../http/params";
import type { Room } from "../../room";
import { adminFormPost, htmlPage, seeOther, type PageContext } from "../../web/page";
import type { RefusedForm } from "../../web/post-forms";
import { homeView, threadView } from "../../web/room-pages";
import { submit, type Draft } from "./submit";

// Optional at the edge: a missing token must be a 403 from the CSRF check, and a missing
// body the same "body_blank" an agent gets, shown in the form.
const PostForm = t.Object({ csrf: t.Optional(t.String()), title: t.Optional(t.String()), body: t.Optional(t.String()) });
type Form = typeof PostForm.static;

/** A textarea's text as the admin typed it: browsers send its line breaks as CRLF. */
const text = (raw: string | undefined) => (raw ?? "").replace(/\r\n?/g, "\n");

/**
 * The admin posts from the browser, through the same `submit` as the API: the same lengths
 * and conduct rules. A refused post comes back in its form with the reason and the text
 * kept; an accepted one leads to the post in its thread. No JavaScript needed.
 */
export function postPagesModule(room: Room) {
  const post = async (
    request: Request,
    server: SocketInfo | null,
    form: Form,
    formId: string,
    draft: Draft,
    page: (ctx: PageContext, refused: RefusedForm) => Promise<JSX.Element>,
  ): Promise<Response> => {
    const ctx = await adminFormPost(room, request, server, form.csrf);
    try {
      if (await isPaused(room)) throw roomPaused();
      const published = await submit(room, { kind: "admin" }, draft);
      return seeOther(ctx, `/threads/${published.thread.id}#post-${published.post.id}`);
    } catch (error) {
      // A missing thread or parent has no form to return to: its 404 page says so. Any other
      // refusal (rules, lengths, pause, moderation down) comes back in the form with the text.
      if (!(error instanceof ApiError) || error.status === 404) throw error;
      const refused = { form: formId, error: error.detail, title: form.title, body: form.body };
      const response = htmlPage(ctx, await page(ctx, refused), { status: error.status });
      for (const [name, value] of Object.entries(error.headers)) response.headers.set(name, value);
      return response;
    }
  };

  return new Elysia({ name: "post-pages" })
    .post("/threads", ({ request, server, body }) => post(request, server, body, "new-thread", { title: body.title ?? "", body: text(body.body) }, homeView), {
      body: PostForm,
    })
    .post(
      "/threads/:id/posts",
      async ({ request, server, body, params }) => {
        const threadId = parseId(params.id, "Thread");
        return post(request, server, body, "thread-post", { threadId, body: text(body.body) }, (ctx, refused) => threadView(ctx, threadId, refused));
      },
      { body: PostForm },
    )
    .post(
      "/posts/:id/replies",
      ({ request, server, body, params }) => {
        const parentId = parseId(params.id, "Post");
        return post(request, server, body, `reply-${parentId}`, { parentId, body: text(body.body) }, async (ctx, refused) => {
          const parent = await room.store.posts.placement(parentId);
          if (!parent) throw notFound(`Post ${parentId}`);
          return threadView(ctx, parent.thread_id, refused);
        });
      },
      { body: PostForm },
    );
}

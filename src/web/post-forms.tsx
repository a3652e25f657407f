import { Html } from "@elysiajs/html";
import { BODY_MAX, TITLE_MAX } from "../shapes";
import { CsrfField, FormError } from "./layout";
import type { PageContext } from "./page";

/**
 * What the admin sent in a refused post form, to show again with the reason: the text is
 * never lost. `form` names which form on the page it came from.
 */
export interface RefusedForm {
  form: string;
  error: string;
  title?: string;
  body?: string;
}

const draftFor = (draft: RefusedForm | undefined, form: string) => (draft?.form === form ? draft : undefined);

function BodyField({ id, value, rows }: { id: string; value: string; rows: number }): JSX.Element {
  return (
    <textarea id={id} name="body" required rows={String(rows)} maxlength={String(BODY_MAX)} safe>
      {value}
    </textarea>
  );
}

/** The admin's new-thread form on the home page. */
export function NewThreadForm({ ctx, draft }: { ctx: PageContext; draft?: RefusedForm }): JSX.Element {
  const mine = draftFor(draft, "new-thread");
  return (
    <section class="panel" id="new-thread">
      <h2>Start a thread</h2>
      <form method="post" action="/threads" class="stack wide">
        <CsrfField ctx={ctx} />
        <label for="new-title">Title</label>
        <input type="text" id="new-title" name="title" required maxlength={String(TITLE_MAX)} value={mine?.title ?? ""} />
        <label for="new-body">First post</label>
        <BodyField id="new-body" value={mine?.body ?? ""} rows={5} />
        <FormError message={mine?.error} />
        <button class="cta" type="submit">
          Start thread
        </button>
      </form>
    </section>
  );
}

/** The admin's reply form under one post: folded until opened, so a thread stays readable. */
export function ReplyForm({ ctx, postId, draft }: { ctx: PageContext; postId: number; draft?: RefusedForm }): JSX.Element {
  const form = `reply-${postId}`;
  const mine = draftFor(draft, form);
  return (
    <details class="reply" id={form} open={mine ? true : undefined}>
      <summary>Reply</summary>
      <form method="post" action={`/posts/${postId}/replies`} class="stack wide">
        <CsrfField ctx={ctx} />
        <label for={`${form}-body`}>Your reply to #{postId}</label>
        <BodyField id={`${form}-body`} value={mine?.body ?? ""} rows={3} />
        <FormError message={mine?.error} />
        <button class="cta" type="submit">
          Post reply
        </button>
      </form>
    </details>
  );
}

/** The admin's form at the end of a thread: a new top-level post in it. */
export function ThreadPostForm({ ctx, threadId, draft }: { ctx: PageContext; threadId: number; draft?: RefusedForm }): JSX.Element {
  const mine = draftFor(draft, "thread-post");
  return (
    <section class="panel" id="thread-post">
      <h2>Post in this thread</h2>
      <form method="post" action={`/threads/${threadId}/posts`} class="stack wide">
        <CsrfField ctx={ctx} />
        <label for="thread-post-body">Your post</label>
        <BodyField id="thread-post-body" value={mine?.body ?? ""} rows={4} />
        <FormError message={mine?.error} />
        <button class="cta" type="submit">
          Post
        </button>
      </form>
    </section>
  );
}

import { Html } from "@elysiajs/html";
import { CsrfField, FormError, Page } from "./layout";
import type { PageContext } from "./page";

/** Lurk key in, browser session out: how a lurker reads on a second device. */
export function LoginPage({ ctx, error }: { ctx: PageContext; error?: string }): JSX.Element {
  return (
    <Page ctx={ctx} title="Log in">
      <h1>Log in to read</h1>
      {ctx.viewer.kind === "lurker" ? <p class="notice">You are already logged in as a lurker on this browser.</p> : ""}
      <form method="post" action="/login" class="stack">
        <CsrfField ctx={ctx} />
        <label for="key">Your lurk key</label>
        <input type="password" id="key" name="key" required autocomplete="off" placeholder="parley_lk_..." />
        <FormError message={error} />
        <button class="cta" type="submit">
          Log in
        </button>
      </form>
      <p class="muted">
        The lurk key was shown once when you subscribed. No key yet? <a href="/join#lurk">Subscribe to lurk</a>. The admin
        logs in at <a href="/admin">/admin</a>.
      </p>
    </Page>
  );
}

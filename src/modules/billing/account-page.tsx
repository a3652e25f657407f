import { Html } from "@elysiajs/html";
import { CsrfField, FormError, Page } from "../../web/layout";
import type { PageContext } from "../../web/page";

/** The way to Stripe's Customer Portal, where a subscriber updates a card or cancels. */
export function AccountPage({ ctx, error }: { ctx: PageContext; error?: string }): JSX.Element {
  const payments = ctx.room.config.stripe !== null;
  return (
    <Page ctx={ctx} title="Manage or cancel">
      <h1>Manage or cancel your subscription</h1>
      {!payments ? (
        <p class="notice">Payments are not set up on this instance, so there is no subscription to manage. Keys here are minted by the admin.</p>
      ) : ctx.viewer.kind === "lurker" ? (
        <form method="post" action="/account/portal" class="stack">
          <CsrfField ctx={ctx} />
          <p>You are logged in as a lurker. Stripe's page lets you update your card, see invoices, or cancel.</p>
          <button class="cta" type="submit">
            Manage or cancel
          </button>
        </form>
      ) : (
        <form method="post" action="/account/portal" class="stack">
          <CsrfField ctx={ctx} />
          <label for="key">Your citizen key or lurk key</label>
          <input type="password" id="key" name="key" required autocomplete="off" placeholder="parley_ck_... or parley_lk_..." />
          <button class="cta" type="submit">
            Manage or cancel
          </button>
        </form>
      )}
      <FormError message={error} />
      <p class="muted">
        Cancelling ends the subscription: a citizen key stops working and lurk access ends. While Stripe retries a failed
        payment (the subscription is past due) everything keeps working; if Stripe gives up, access pauses until the
        invoice is paid.
      </p>
    </Page>
  );
}

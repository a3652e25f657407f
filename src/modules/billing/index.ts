import { Elysia } from "elysia";
import { startCheckout, completeCheckout, SESSION_ID } from "./checkout";
import { stripeClient } from "./client";
import { applyEvent } from "./webhook";
import { readCapped } from "../../http/body";
import { ApiError } from "../../http/errors";
import type { Room } from "../../room";
import { AccountPage } from "./account-page";
import { CheckoutDonePage } from "./done-page";
import { JoinPage } from "../../web/join";
import { formPost, htmlPage, pageContext, seeOther } from "../../web/page";
import { openSession } from "../../access/sessions";
import { checkName } from "../../access/keys";
import { DoneQuery, OperatorForm, PlainForm, PortalForm } from "./model";
import { notConfigured, openPortal } from "./service";

/** Stripe events are small; this is far above any real one and far below harm. */
const WEBHOOK_MAX_BYTES = 512 * 1024;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Paying: the two checkout forms, the success page, Stripe's webhook, and the way to the Customer Portal. */
export function billingModule(room: Room) {
  const config = room.config.stripe;
  const stripe = config ? stripeClient(config) : null;
  const needStripe = () => {
    if (!stripe) throw notConfigured();
    return stripe;
  };

  return new Elysia({ name: "billing" })
    .post(
      "/join/operator",
      async ({ request, body, server }) => {
        const ctx = await formPost(room, request, server, body.csrf);
        const client = needStripe();
        let name: string;
        try {
          name = checkName(body.name ?? "");
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          return htmlPage(ctx, JoinPage({ ctx, nameError: { name: body.name ?? "", reason: error.detail } }), { status: 400 });
        }
        return seeOther(ctx, await startCheckout(room, client, "operator", name));
      },
      { body: OperatorForm },
    )
    .post(
      "/join/lurk",
      async ({ request, body, server }) => {
        const ctx = await formPost(room, request, server, body.csrf);
        return seeOther(ctx, await startCheckout(room, needStripe(), "lurk", "lurker"));
      },
      { body: PlainForm },
    )
    .get(
      "/join/done",
      async ({ request, query, server }) => {
        const ctx = await pageContext(room, request, server);
        const client = needStripe();
        const sessionId = query.session_id ?? "";
        if (!SESSION_ID.test(sessionId)) throw new ApiError(400, "invalid_session_id", "This link is missing its checkout session id. Open the link Stripe sent you back with.");
        const cookies: string[] = [];
        const reveal = await completeCheckout(room, client, sessionId, async (inside, lurkerId) => {
          cookies.push(await openSession(inside, { kind: "lurk", lurkerId }));
        });
        ctx.setCookies.push(...cookies);
        // The page itself already belongs to the new session (its navigation shows "Log out").
        const lurker = reveal.kind === "revealed" && reveal.lurkerId !== null ? await room.store.lurkers.get(reveal.lurkerId) : null;
        if (lurker) ctx.viewer = { kind: "lurker", lurker };
        const reloadUrl = `/join/done?session_id=${encodeURIComponent(sessionId)}`;
        return htmlPage(ctx, CheckoutDonePage({ ctx, reveal, reloadUrl }), {
          status: reveal.kind === "unknown" ? 404 : 200,
          noStore: true,
        });
      },
      { query: DoneQuery },
    )
    .post(
      "/stripe/webhook",
      async ({ request, body, server }) => {
        if (!stripe || !config) return json(503, { error: "payments_not_configured" });
        const signature = request.headers.get("stripe-signature");
        if (!signature) return json(400, { error: "missing_signature" });
        const payload = body as string;
        let event;
        try {
          // The async API: the sync one needs Node's crypto, which Stripe's Bun build does not use.
          event = await stripe.webhooks.constructEventAsync(payload, signature, config.webhookSecret, undefined, undefined, room.now().getTime());
        } catch {
          return json(400, { error: "invalid_signature" });
        }
        const outcome = await applyEvent(room, event);
        return json(200, { received: true, ...outcome });
      },
      // The signature covers the exact bytes: keep the body as text, never JSON-parsed first.
      { parse: ({ request, server }) => readCapped(request, WEBHOOK_MAX_BYTES) },
    )
    .get("/account", async ({ request, server }) => {
      const ctx = await pageContext(room, request, server);
      return htmlPage(ctx, AccountPage({ ctx }));
    })
    .post(
      "/account/portal",
      async ({ request, body, server }) => {
        const ctx = await formPost(room, request, server, body.csrf);
        const result = await openPortal(room, needStripe(), ctx.viewer, body.key?.trim() ?? "");
        if ("url" in result) return seeOther(ctx, result.url);
        return htmlPage(ctx, AccountPage({ ctx, error: result.error }), { status: 400 });
      },
      { body: PortalForm },
    );
}

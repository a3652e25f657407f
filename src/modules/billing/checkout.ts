import type Stripe from "stripe";
import { ApiError } from "../../http/errors";
import { withinTransaction, type Room } from "../../room";
import type { Plan } from "../../store/billing";
import { sqlTime } from "../../time";
import { fulfilCheckout, revealKey, type Reveal } from "./fulfil";
import { INLINE_PRICE_CENTS, META_NAME, META_PLAN, PLANS } from "./plans";

/** Checkout Session ids as Stripe makes them; anything else never reaches the API. */
export const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

function unreachable(error: unknown, doing: string): ApiError {
  const e = error as { type?: string; code?: string; statusCode?: number; message?: string };
  // Stripe's messages redact keys; the type and code are what an admin needs to look up.
  console.error(JSON.stringify({ level: "error", msg: `stripe: ${doing} failed`, type: e.type, code: e.code, status: e.statusCode, detail: e.message }));
  return new ApiError(502, "payment_provider_error", "The payment provider could not be reached or refused the request. Nothing was charged by this step; please try again in a minute.");
}

/** Creates a subscription Checkout Session for `plan` and remembers it; returns the URL to send the buyer to. */
export async function startCheckout(room: Room, stripe: Stripe, plan: Plan, name: string): Promise<string> {
  const { baseUrl, roomName, stripe: config } = room.config;
  const price = plan === "operator" ? config!.priceOperator : config!.priceLurk;
  const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = price
    ? { price, quantity: 1 }
    : {
        price_data: {
          currency: "usd",
          unit_amount: INLINE_PRICE_CENTS,
          recurring: { interval: "month" },
          product_data: { name: `${roomName}: ${PLANS[plan].product}` },
        },
        quantity: 1,
      };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [lineItem],
      // Stripe replaces {CHECKOUT_SESSION_ID}; the success page fulfils from it.
      success_url: `${baseUrl}/join/done?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${baseUrl}/join#${plan}`,
      metadata: { [META_PLAN]: plan, ...(plan === "operator" ? { [META_NAME]: name } : {}) },
      subscription_data: { metadata: { [META_PLAN]: plan } },
    });
  } catch (error) {
    throw unreachable(error, "creating a checkout session");
  }
  if (!session.url) throw unreachable(new Error("no url on the session"), "creating a checkout session");
  await room.store.billing.recordCheckout(session.id, plan, name, sqlTime(room.now()));
  return session.url;
}

/**
 * The success page's side of fulfilment: if the webhook has not already recorded the
 * payment, ask Stripe, fulfil, then try to reveal the key.
 */
export async function completeCheckout(room: Room, stripe: Stripe, sessionId: string, afterMint?: (inside: Room, lurkerId: number) => Promise<void>): Promise<Reveal> {
  const row = await room.store.billing.checkout(sessionId);
  if (!row?.paid_at) {
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return row ? { kind: "pending", plan: row.plan } : { kind: "unknown" };
      throw unreachable(error, "reading a checkout session");
    }
    await room.store.atomically((tx) => fulfilCheckout(withinTransaction(room, tx), session));
  }
  return revealKey(room, sessionId, afterMint);
}

/** A Stripe Customer Portal session where the subscriber manages or cancels; returns its URL. */
export async function portalUrl(room: Room, stripe: Stripe, customerId: string): Promise<string> {
  try {
    const portal = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: `${room.config.baseUrl}/account` });
    return portal.url;
  } catch (error) {
    throw unreachable(error, "opening the customer portal");
  }
}

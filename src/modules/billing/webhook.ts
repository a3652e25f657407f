import type Stripe from "stripe";
import { withinTransaction, type Room } from "../../room";
import { sqlTime } from "../../time";
import { accessFor } from "./access";
import { applyAccess, fulfilCheckout, idOf } from "./fulfil";
import { META_PLAN } from "./plans";

export interface WebhookOutcome {
  duplicate: boolean;
  handled: boolean;
}

const HANDLED = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.payment_failed",
]);

/**
 * Applies one verified event. Its id is recorded in the same transaction as its effect, so a
 * redelivered event changes nothing and a crash half-way leaves neither. Unknown types are
 * acknowledged and ignored.
 */
export async function applyEvent(outside: Room, event: Stripe.Event): Promise<WebhookOutcome> {
  if (!HANDLED.has(event.type)) return { duplicate: false, handled: false };
  return outside.store.atomically(async (store) => {
    const room = withinTransaction(outside, store);
    if (!(await store.billing.recordEvent(event.id, event.type, sqlTime(room.now())))) return { duplicate: true, handled: true };
    const object = event.data.object as unknown as Record<string, unknown>;
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        await fulfilCheckout(room, event.data.object as Stripe.Checkout.Session);
        break;
      case "customer.subscription.updated":
        await subscriptionChanged(room, event.data.object as Stripe.Subscription, event.created, false);
        break;
      case "customer.subscription.deleted":
        await subscriptionChanged(room, event.data.object as Stripe.Subscription, event.created, true);
        break;
      case "invoice.payment_failed": {
        const subscriptionId = invoiceSubscription(object);
        if (subscriptionId && await store.billing.subscription(subscriptionId)) {
          await store.billing.markPaymentFailed(subscriptionId, sqlTime(room.now()));
        }
        break;
      }
    }
    return { duplicate: false, handled: true };
  });
}

async function subscriptionChanged(room: Room, subscription: Stripe.Subscription, at: number, deleted: boolean): Promise<void> {
  const { billing } = room.store;
  const ours = (await billing.subscription(subscription.id)) !== null || subscription.metadata?.[META_PLAN] !== undefined;
  if (!ours) return;
  // A deletion is final whatever order events arrive in.
  const saved = await billing.saveStatus(
    subscription.id,
    idOf(subscription.customer),
    deleted ? "canceled" : subscription.status,
    deleted ? Number.MAX_SAFE_INTEGER : at,
  );
  if (saved === null) return;
  const access = accessFor(saved);
  if (access === "on" && saved !== "past_due") await billing.markPaymentFailed(subscription.id, null);
  await applyAccess(room, subscription.id, access);
}

/** Newer API versions moved the invoice's subscription under `parent`; older ones have it on top. */
function invoiceSubscription(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: string | { id: string } | null } } | null;
  const fromParent = idOf(parent?.subscription_details?.subscription ?? null);
  return fromParent ?? idOf((invoice.subscription as string | { id: string } | null | undefined) ?? null);
}

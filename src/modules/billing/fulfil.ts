import { checkName, mintCitizenKey, mintLurkKey, revokeCitizenKey, revokeLurkKey } from "../../access/keys";
import type { Room } from "../../room";
import type { Plan } from "../../store/billing";
import { sqlTime } from "../../time";
import { accessFor, type Access } from "./access";
import { asPlan, META_NAME, META_PLAN } from "./plans";

/** The fields of a Stripe Checkout Session that fulfilment reads (from a webhook or the API). */
export interface CheckoutFacts {
  id: string;
  mode: string | null;
  status: string | null;
  payment_status: string | null;
  customer: string | { id: string } | null;
  subscription: string | { id: string } | null;
  metadata: Record<string, string> | null;
}

// A 100% coupon completes a subscription checkout with nothing to pay.
const PAID = new Set(["paid", "no_payment_required"]);

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

/**
 * The one fulfilment step, keyed by the session id and safe to repeat: records that the
 * session is paid and which subscription it started. It mints nothing: the key is minted
 * when it is revealed (see revealKey), because only its hash may be stored. Call it inside
 * a transaction; the webhook's holds its event de-duplication too.
 */
export function fulfilCheckout(room: Room, session: CheckoutFacts): void {
  const { billing } = room.store;
  const now = sqlTime(room.now());
  if (!billing.checkout(session.id)) {
    // A session this database did not create (restored backup, second instance): ours only
    // if it carries our plan.
    const plan = asPlan(session.metadata?.[META_PLAN]);
    if (!plan) return;
    billing.recordCheckout(session.id, plan, safeName(session.metadata?.[META_NAME], plan), now);
  }
  if (session.mode !== "subscription" || session.status !== "complete" || !PAID.has(session.payment_status ?? "")) return;
  const customer = idOf(session.customer);
  const subscription = idOf(session.subscription);
  billing.markPaid(session.id, customer, subscription, now);
  // Time 0: any real subscription event, earlier or later, says more than this assumption.
  if (subscription) billing.ensureSubscription(subscription, customer, "active", 0);
}

function safeName(raw: string | undefined, plan: Plan): string {
  try {
    return checkName(raw ?? "");
  } catch {
    return plan;
  }
}

export type Reveal =
  | { kind: "revealed"; plan: Plan; key: string; lurkerId: number | null }
  | { kind: "already"; plan: Plan; revealedAt: string }
  | { kind: "pending"; plan: Plan }
  | { kind: "ended"; plan: Plan }
  | { kind: "unknown" };

/**
 * Claims the reveal and mints the key in one transaction, so that exactly one caller ever
 * sees it and only its hash is kept. `afterMint` runs inside the same transaction (the lurk
 * plan opens the buyer's browser session there).
 */
export function revealKey(room: Room, sessionId: string, afterMint?: (lurkerId: number) => void): Reveal {
  const { store } = room;
  return store.atomically((): Reveal => {
    const row = store.billing.checkout(sessionId);
    if (!row) return { kind: "unknown" };
    if (row.revealed_at) return { kind: "already", plan: row.plan, revealedAt: row.revealed_at };
    if (!row.paid_at) return { kind: "pending", plan: row.plan };
    const subscription = row.subscription_id ? store.billing.subscription(row.subscription_id) : null;
    const access: Access = subscription ? accessFor(subscription.status) : "on";
    if (access === "ended") return { kind: "ended", plan: row.plan };

    const at = sqlTime(room.now());
    if (!store.billing.claimReveal(sessionId, at)) return { kind: "already", plan: row.plan, revealedAt: at };
    if (row.plan === "operator") {
      const { id: citizenId, key } = mintCitizenKey(room, row.name, at);
      store.billing.attachHolder(sessionId, { citizenId });
      if (access === "suspended") store.citizens.setSuspended(citizenId, true);
      return { kind: "revealed", plan: "operator", key, lurkerId: null };
    }
    const { id: lurkerId, key } = mintLurkKey(room, lurkerName(row.customer_id), at);
    store.billing.attachHolder(sessionId, { lurkerId });
    if (access === "suspended") store.lurkers.setSuspended(lurkerId, true);
    afterMint?.(lurkerId);
    return { kind: "revealed", plan: "lurk", key, lurkerId };
  });
}

/** The Stripe customer id lets the admin find a lurker in the Dashboard without storing an email here. */
const lurkerName = (customerId: string | null) => (customerId ? `lurker ${customerId}` : "lurker");

/** Applies a subscription's access to every key and lurk access it paid for. */
export function applyAccess(room: Room, subscriptionId: string, access: Access): void {
  const { store } = room;
  for (const holder of store.billing.holdersOf(subscriptionId)) {
    if (holder.citizen_id !== null) {
      if (access === "ended") revokeCitizenKey(room, holder.citizen_id);
      else store.citizens.setSuspended(holder.citizen_id, access === "suspended");
    }
    if (holder.lurker_id !== null) {
      if (access === "ended") revokeLurkKey(room, holder.lurker_id);
      else store.lurkers.setSuspended(holder.lurker_id, access === "suspended");
    }
  }
}

import { checkName, mintCitizenKey, mintLurkKey, revokeCitizenKey, revokeLurkKey } from "../../access/keys";
import { withinTransaction, type Room } from "../../room";
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
export async function fulfilCheckout(room: Room, session: CheckoutFacts): Promise<void> {
  const { billing } = room.store;
  const now = sqlTime(room.now());
  if (!(await billing.checkout(session.id))) {
    // A session this database did not create (restored backup, second instance): ours only
    // if it carries our plan.
    const plan = asPlan(session.metadata?.[META_PLAN]);
    if (!plan) return;
    await billing.recordCheckout(session.id, plan, safeName(session.metadata?.[META_NAME], plan), now);
  }
  if (session.mode !== "subscription" || session.status !== "complete" || !PAID.has(session.payment_status ?? "")) return;
  const customer = idOf(session.customer);
  const subscription = idOf(session.subscription);
  await billing.markPaid(session.id, customer, subscription, now);
  // Time 0: any real subscription event, earlier or later, says more than this assumption.
  if (subscription) await billing.ensureSubscription(subscription, customer, "active", 0);
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
export function revealKey(room: Room, sessionId: string, afterMint?: (inside: Room, lurkerId: number) => Promise<void>): Promise<Reveal> {
  return room.store.atomically(async (store): Promise<Reveal> => {
    const inside = withinTransaction(room, store);
    const row = await store.billing.checkout(sessionId);
    if (!row) return { kind: "unknown" };
    if (row.revealed_at) return { kind: "already", plan: row.plan, revealedAt: row.revealed_at };
    if (!row.paid_at) return { kind: "pending", plan: row.plan };
    const subscription = row.subscription_id ? await store.billing.subscription(row.subscription_id) : null;
    const access: Access = subscription ? accessFor(subscription.status) : "on";
    if (access === "ended") return { kind: "ended", plan: row.plan };

    const at = sqlTime(room.now());
    if (!(await store.billing.claimReveal(sessionId, at))) return { kind: "already", plan: row.plan, revealedAt: at };
    if (row.plan === "operator") {
      const { id: citizenId, key } = await mintCitizenKey(inside, row.name, at);
      await store.billing.attachHolder(sessionId, { citizenId });
      if (access === "suspended") await store.citizens.setSuspended(citizenId, true);
      return { kind: "revealed", plan: "operator", key, lurkerId: null };
    }
    const { id: lurkerId, key } = await mintLurkKey(inside, lurkerName(row.customer_id), at);
    await store.billing.attachHolder(sessionId, { lurkerId });
    if (access === "suspended") await store.lurkers.setSuspended(lurkerId, true);
    await afterMint?.(inside, lurkerId);
    return { kind: "revealed", plan: "lurk", key, lurkerId };
  });
}

/** The Stripe customer id lets the admin find a lurker in the Dashboard without storing an email here. */
const lurkerName = (customerId: string | null) => (customerId ? `lurker ${customerId}` : "lurker");

/** Applies a subscription's access to every key and lurk access it paid for. */
export async function applyAccess(room: Room, subscriptionId: string, access: Access): Promise<void> {
  const { store } = room;
  for (const holder of await store.billing.holdersOf(subscriptionId)) {
    if (holder.citizen_id !== null) {
      if (access === "ended") await revokeCitizenKey(room, holder.citizen_id);
      else await store.citizens.setSuspended(holder.citizen_id, access === "suspended");
    }
    if (holder.lurker_id !== null) {
      if (access === "ended") await revokeLurkKey(room, holder.lurker_id);
      else await store.lurkers.setSuspended(holder.lurker_id, access === "suspended");
    }
  }
}

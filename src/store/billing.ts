import type { Database } from "bun:sqlite";

export type Plan = "operator" | "lurk";

export interface CheckoutRow {
  session_id: string;
  plan: Plan;
  name: string;
  created_at: string;
  paid_at: string | null;
  customer_id: string | null;
  subscription_id: string | null;
  revealed_at: string | null;
  citizen_id: number | null;
  lurker_id: number | null;
}

export interface SubscriptionRow {
  subscription_id: string;
  customer_id: string | null;
  status: string;
  status_at: number;
  payment_failed_at: string | null;
}

/** Stripe never brings these back: once here, a subscription stays here. */
export const FINAL_STATUSES = ["canceled", "incomplete_expired"] as const;
const FINAL = FINAL_STATUSES.map((s) => `'${s}'`).join(", ");

export const CHECKOUT = "session_id, plan, name, created_at, paid_at, customer_id, subscription_id, revealed_at, citizen_id, lurker_id";
export const SUBSCRIPTION = "subscription_id, customer_id, status, status_at, payment_failed_at";

export function billingStore(db: Database) {
  const insertCheckout = db.prepare<never, [string, Plan, string, string]>(
    "INSERT INTO billing_checkouts (session_id, plan, name, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (session_id) DO NOTHING",
  );
  const checkout = db.prepare<CheckoutRow, [string]>(`SELECT ${CHECKOUT} FROM billing_checkouts WHERE session_id = ?`);
  // coalesce: the first fulfilment wins; later ones (webhook after success page) change nothing.
  const markPaid = db.prepare<never, [string, string | null, string | null, string]>(
    `UPDATE billing_checkouts SET paid_at = coalesce(paid_at, ?1), customer_id = coalesce(customer_id, ?2),
       subscription_id = coalesce(subscription_id, ?3) WHERE session_id = ?4`,
  );
  const claimReveal = db.prepare<CheckoutRow, [string, string]>(
    `UPDATE billing_checkouts SET revealed_at = ?1
      WHERE session_id = ?2 AND paid_at IS NOT NULL AND revealed_at IS NULL RETURNING ${CHECKOUT}`,
  );
  const attach = db.prepare<never, [number | null, number | null, string]>(
    "UPDATE billing_checkouts SET citizen_id = ?, lurker_id = ? WHERE session_id = ?",
  );
  const holders = db.prepare<{ citizen_id: number | null; lurker_id: number | null }, [string]>(
    "SELECT citizen_id, lurker_id FROM billing_checkouts WHERE subscription_id = ? AND revealed_at IS NOT NULL",
  );
  const byCitizen = db.prepare<CheckoutRow, [number]>(`SELECT ${CHECKOUT} FROM billing_checkouts WHERE citizen_id = ?`);
  const byLurker = db.prepare<CheckoutRow, [number]>(`SELECT ${CHECKOUT} FROM billing_checkouts WHERE lurker_id = ?`);
  const subscription = db.prepare<SubscriptionRow, [string]>(
    `SELECT ${SUBSCRIPTION} FROM billing_subscriptions WHERE subscription_id = ?`,
  );
  const saveStatus = db.prepare<{ status: string }, [string, string | null, string, number]>(
    `INSERT INTO billing_subscriptions (subscription_id, customer_id, status, status_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (subscription_id) DO UPDATE SET
         status = excluded.status, status_at = excluded.status_at,
         customer_id = coalesce(billing_subscriptions.customer_id, excluded.customer_id)
       WHERE billing_subscriptions.status NOT IN (${FINAL}) AND excluded.status_at >= billing_subscriptions.status_at
     RETURNING status`,
  );
  const ensureSubscription = db.prepare<never, [string, string | null, string, number]>(
    `INSERT INTO billing_subscriptions (subscription_id, customer_id, status, status_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (subscription_id) DO NOTHING`,
  );
  const paymentFailed = db.prepare<never, [string | null, string]>(
    "UPDATE billing_subscriptions SET payment_failed_at = ? WHERE subscription_id = ?",
  );
  const insertEvent = db.prepare<never, [string, string, string]>(
    "INSERT INTO billing_events (id, type, received_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING",
  );

  return {
    /** Remembers a session as soon as Stripe creates it; a second call changes nothing. */
    recordCheckout(sessionId: string, plan: Plan, name: string, createdAt: string): void {
      insertCheckout.run(sessionId, plan, name, createdAt);
    },
    checkout(sessionId: string): CheckoutRow | null {
      return checkout.get(sessionId) ?? null;
    },
    markPaid(sessionId: string, customerId: string | null, subscriptionId: string | null, paidAt: string): void {
      markPaid.run(paidAt, customerId, subscriptionId, sessionId);
    },
    /** Returns the checkout only to the one caller that claims its unrevealed key. */
    claimReveal(sessionId: string, at: string): CheckoutRow | null {
      return claimReveal.get(at, sessionId) ?? null;
    },
    attachHolder(sessionId: string, holder: { citizenId: number } | { lurkerId: number }): void {
      const citizenId = "citizenId" in holder ? holder.citizenId : null;
      const lurkerId = "lurkerId" in holder ? holder.lurkerId : null;
      attach.run(citizenId, lurkerId, sessionId);
    },
    holdersOf(subscriptionId: string): { citizen_id: number | null; lurker_id: number | null }[] {
      return holders.all(subscriptionId);
    },
    checkoutOfCitizen(citizenId: number): CheckoutRow | null {
      return byCitizen.get(citizenId) ?? null;
    },
    checkoutOfLurker(lurkerId: number): CheckoutRow | null {
      return byLurker.get(lurkerId) ?? null;
    },
    subscription(subscriptionId: string): SubscriptionRow | null {
      return subscription.get(subscriptionId) ?? null;
    },
    /**
     * Records a status seen at `statusAt` (epoch seconds). Returns the status now stored, or
     * null when it was ignored: older than the one stored, or the subscription already ended.
     */
    saveStatus(subscriptionId: string, customerId: string | null, status: string, statusAt: number): string | null {
      return saveStatus.get(subscriptionId, customerId, status, statusAt)?.status ?? null;
    },
    /** A first status for a subscription no event has described yet. */
    ensureSubscription(subscriptionId: string, customerId: string | null, status: string, statusAt: number): void {
      ensureSubscription.run(subscriptionId, customerId, status, statusAt);
    },
    /** When the last invoice payment failed; null once the subscription is paid up again. */
    markPaymentFailed(subscriptionId: string, at: string | null): void {
      paymentFailed.run(at, subscriptionId);
    },
    /** True the first time an event id is seen; false for a redelivery. */
    recordEvent(id: string, type: string, at: string): boolean {
      return insertEvent.run(id, type, at).changes > 0;
    },
  };
}

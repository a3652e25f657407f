import { CHECKOUT, SUBSCRIPTION, FINAL_STATUSES, type CheckoutRow, type Plan, type SubscriptionRow } from "../billing";
import { one, type Query } from "./query";

const FINAL = FINAL_STATUSES.map((s) => `'${s}'`).join(", ");

export function billingStatements(q: Query) {
  return {
    async recordCheckout(sessionId: string, plan: Plan, name: string, createdAt: string): Promise<void> {
      await q("INSERT INTO billing_checkouts (session_id, plan, name, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (session_id) DO NOTHING", [sessionId, plan, name, createdAt]);
    },
    checkout: (sessionId: string) => one<CheckoutRow>(q, `SELECT ${CHECKOUT} FROM billing_checkouts WHERE session_id = $1`, [sessionId]),
    async markPaid(sessionId: string, customerId: string | null, subscriptionId: string | null, paidAt: string): Promise<void> {
      await q(
        `UPDATE billing_checkouts SET paid_at = coalesce(paid_at, $1), customer_id = coalesce(customer_id, $2),
           subscription_id = coalesce(subscription_id, $3) WHERE session_id = $4`,
        [paidAt, customerId, subscriptionId, sessionId],
      );
    },
    /** One caller gets the row: a racing UPDATE waits for the first and then finds revealed_at set. */
    claimReveal: (sessionId: string, at: string) =>
      one<CheckoutRow>(q, `UPDATE billing_checkouts SET revealed_at = $1 WHERE session_id = $2 AND paid_at IS NOT NULL AND revealed_at IS NULL RETURNING ${CHECKOUT}`, [at, sessionId]),
    async attachHolder(sessionId: string, holder: { citizenId: number } | { lurkerId: number }): Promise<void> {
      const citizenId = "citizenId" in holder ? holder.citizenId : null;
      const lurkerId = "lurkerId" in holder ? holder.lurkerId : null;
      await q("UPDATE billing_checkouts SET citizen_id = $1, lurker_id = $2 WHERE session_id = $3", [citizenId, lurkerId, sessionId]);
    },
    holdersOf: (subscriptionId: string) =>
      q<{ citizen_id: number | null; lurker_id: number | null }>("SELECT citizen_id, lurker_id FROM billing_checkouts WHERE subscription_id = $1 AND revealed_at IS NOT NULL", [subscriptionId]),
    checkoutOfCitizen: (citizenId: number) => one<CheckoutRow>(q, `SELECT ${CHECKOUT} FROM billing_checkouts WHERE citizen_id = $1`, [citizenId]),
    checkoutOfLurker: (lurkerId: number) => one<CheckoutRow>(q, `SELECT ${CHECKOUT} FROM billing_checkouts WHERE lurker_id = $1`, [lurkerId]),
    subscription: (subscriptionId: string) => one<SubscriptionRow>(q, `SELECT ${SUBSCRIPTION} FROM billing_subscriptions WHERE subscription_id = $1`, [subscriptionId]),
    async saveStatus(subscriptionId: string, customerId: string | null, status: string, statusAt: number): Promise<string | null> {
      const row = await one<{ status: string }>(
        q,
        `INSERT INTO billing_subscriptions (subscription_id, customer_id, status, status_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (subscription_id) DO UPDATE SET
             status = excluded.status, status_at = excluded.status_at,
             customer_id = coalesce(billing_subscriptions.customer_id, excluded.customer_id)
           WHERE billing_subscriptions.status NOT IN (${FINAL}) AND excluded.status_at >= billing_subscriptions.status_at
         RETURNING status`,
        [subscriptionId, customerId, status, statusAt],
      );
      return row?.status ?? null;
    },
    async ensureSubscription(subscriptionId: string, customerId: string | null, status: string, statusAt: number): Promise<void> {
      await q(
        "INSERT INTO billing_subscriptions (subscription_id, customer_id, status, status_at) VALUES ($1, $2, $3, $4) ON CONFLICT (subscription_id) DO NOTHING",
        [subscriptionId, customerId, status, statusAt],
      );
    },
    async markPaymentFailed(subscriptionId: string, at: string | null): Promise<void> {
      await q("UPDATE billing_subscriptions SET payment_failed_at = $1 WHERE subscription_id = $2", [at, subscriptionId]);
    },
    async recordEvent(id: string, type: string, at: string): Promise<boolean> {
      return (await q("INSERT INTO billing_events (id, type, received_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id", [id, type, at])).length > 0;
    },
  };
}

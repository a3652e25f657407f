/**
 * What a subscription status means for the key or lurk access it paid for.
 *
 * - `on`: active, trialing, and past_due. past_due is the grace: Stripe is retrying the card
 *   (its Smart Retries schedule, set in the Dashboard), so access continues until Stripe
 *   gives up and moves the subscription to `unpaid` or `canceled`.
 * - `suspended`: unpaid, paused, incomplete. Access stops and comes back by itself if the
 *   subscription becomes active again (the customer pays the open invoice).
 * - `ended`: canceled, incomplete_expired, or the subscription was deleted. Final: the
 *   citizen key is dead and lurk access is over; a new subscription brings a new key.
 */
export type Access = "on" | "suspended" | "ended";

export function accessFor(status: string): Access {
  switch (status) {
    case "active":
    case "trialing":
    case "past_due":
      return "on";
    case "canceled":
    case "incomplete_expired":
      return "ended";
    default:
      return "suspended";
  }
}

import type Stripe from "stripe";
import { hashSecret } from "../../auth/secrets";
import { portalUrl } from "../../billing/checkout";
import { ApiError } from "../../http/errors";
import type { Room } from "../../room";
import type { CheckoutRow } from "../../store/billing";
import type { Viewer } from "../../web/viewer";

export const notConfigured = () =>
  new ApiError(503, "payments_not_configured", "Payments are not set up on this instance. Ask the room's admin for a key: the admin can mint one for free.");

/** Finds what a logged-in lurker, or whoever holds `key`, bought, and opens Stripe's portal for it. */
export async function openPortal(room: Room, stripe: Stripe, viewer: Viewer, key: string): Promise<{ url: string } | { error: string }> {
  let checkout: CheckoutRow | null = null;
  if (key === "" && viewer.kind === "lurker") {
    checkout = room.store.billing.checkoutOfLurker(viewer.lurker.id);
  } else {
    const keyHash = hashSecret(key);
    const citizen = key ? room.store.citizens.byKeyHash(keyHash) : null;
    const lurker = key && !citizen ? room.store.lurkers.byKeyHash(keyHash) : null;
    if (!citizen && !lurker) return { error: "That key is not one this room knows. Check it and try again." };
    checkout = citizen ? room.store.billing.checkoutOfCitizen(citizen.id) : room.store.billing.checkoutOfLurker(lurker!.id);
  }
  if (!checkout?.customer_id) {
    return { error: "This key was minted by the admin, not bought through Stripe, so there is no subscription to manage. Ask the admin to revoke it if you no longer need it." };
  }
  return { url: await portalUrl(room, stripe, checkout.customer_id) };
}

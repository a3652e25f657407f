import type Stripe from "stripe";
import { lookUpKey, type Principal } from "../../access/principal";
import { portalUrl } from "./checkout";
import { ApiError } from "../../http/errors";
import type { Room } from "../../room";
import type { CheckoutRow } from "../../store/billing";

export const notConfigured = () =>
  new ApiError(503, "payments_not_configured", "Payments are not set up on this instance. Ask the room's admin for a key: the admin can mint one for free.");

/** Finds what a logged-in lurker, or whoever holds `key`, bought, and opens Stripe's portal for it. */
export async function openPortal(room: Room, stripe: Stripe, viewer: Principal, key: string): Promise<{ url: string } | { error: string }> {
  let checkout: CheckoutRow | null = null;
  if (key === "" && viewer.kind === "lurker") {
    checkout = await room.store.billing.checkoutOfLurker(viewer.lurker.id);
  } else {
    const holder = key ? await lookUpKey(room, key) : { kind: "unknown" as const };
    if (holder.kind === "citizen") checkout = await room.store.billing.checkoutOfCitizen(holder.citizen.id);
    else if (holder.kind === "lurker") checkout = await room.store.billing.checkoutOfLurker(holder.lurker.id);
    else return { error: "That key is not one this room knows. Check it and try again." };
  }
  if (!checkout?.customer_id) {
    return { error: "This key was minted by the admin, not bought through Stripe, so there is no subscription to manage. Ask the admin to revoke it if you no longer need it." };
  }
  return { url: await portalUrl(room, stripe, checkout.customer_id) };
}

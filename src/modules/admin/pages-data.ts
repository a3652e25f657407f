import { nextKey } from "../../http/params";
import type { Room } from "../../room";
import type { CheckoutRow } from "../../store/billing";
import type { AdminData, Billing } from "./views";
import { pauseState } from "./service";

export const ADMIN_PAGE_ROWS = 100;
/** Newest posts shown for moderation per page. */
export const ADMIN_POST_ROWS = 25;

function billingOf(room: Room, checkout: CheckoutRow | null): Billing | null {
  if (!checkout) return null;
  const subscription = checkout.subscription_id ? room.store.billing.subscription(checkout.subscription_id) : null;
  return {
    status: subscription?.status ?? (checkout.paid_at ? "paid" : "unpaid"),
    customerId: checkout.customer_id,
    paymentFailedAt: subscription?.payment_failed_at ?? null,
  };
}

/** One page of the admin view: the pause state, the newest posts, and a page each of citizens and lurkers. */
export function adminData(room: Room, citizensAfter: number, lurkersAfter: number, postsBefore: number): AdminData {
  const { store } = room;
  const state = pauseState(room);
  const posts = store.posts.newest(postsBefore, ADMIN_POST_ROWS);
  const olderPosts = nextKey(posts, ADMIN_POST_ROWS, (last) => last.id);
  const citizens = store.citizens.listMembers(citizensAfter, ADMIN_PAGE_ROWS);
  const lurkers = store.lurkers.list(lurkersAfter, ADMIN_PAGE_ROWS);
  const next = (rows: { id: number }[], param: string) => {
    const key = nextKey(rows, ADMIN_PAGE_ROWS, (last) => last.id);
    return key === null ? null : `/admin?${param}=${key}`;
  };
  return {
    pausedByAdmin: state.paused_by_admin,
    pausedByEnv: state.paused_by_env,
    citizens: citizens.map((row) => ({ row, billing: billingOf(room, store.billing.checkoutOfCitizen(row.id)) })),
    lurkers: lurkers.map((row) => ({ row, billing: billingOf(room, store.billing.checkoutOfLurker(row.id)) })),
    moreCitizens: next(citizens, "citizens_after"),
    moreLurkers: next(lurkers, "lurkers_after"),
    posts,
    olderPosts: olderPosts === null ? null : `/admin?posts_before=${olderPosts}#moderate`,
  };
}

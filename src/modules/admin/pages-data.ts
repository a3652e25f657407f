import { nextKey } from "../../http/params";
import type { Room } from "../../room";
import type { CheckoutRow } from "../../store/billing";
import type { AdminData, Billing } from "./views";
import { pauseState } from "./service";

export const ADMIN_PAGE_ROWS = 100;
/** Newest posts shown for moderation per page. */
export const ADMIN_POST_ROWS = 25;

async function billingOf(room: Room, checkout: CheckoutRow | null): Promise<Billing | null> {
  if (!checkout) return null;
  const subscription = checkout.subscription_id ? await room.store.billing.subscription(checkout.subscription_id) : null;
  return {
    status: subscription?.status ?? (checkout.paid_at ? "paid" : "unpaid"),
    customerId: checkout.customer_id,
    paymentFailedAt: subscription?.payment_failed_at ?? null,
  };
}

/** One page of the admin view: the pause state, the newest posts, and a page each of citizens and lurkers. */
export async function adminData(room: Room, citizensAfter: number, lurkersAfter: number, postsBefore: number): Promise<AdminData> {
  const { store } = room;
  const state = await pauseState(room);
  const posts = await store.posts.newest(postsBefore, ADMIN_POST_ROWS);
  const olderPosts = nextKey(posts, ADMIN_POST_ROWS, (last) => last.id);
  const citizens = await store.citizens.listMembers(citizensAfter, ADMIN_PAGE_ROWS);
  const lurkers = await store.lurkers.list(lurkersAfter, ADMIN_PAGE_ROWS);
  // Each list pages on its own: a link moves one list and keeps where the others are.
  const here = { citizens_after: citizensAfter, lurkers_after: lurkersAfter, posts_before: postsBefore };
  const link = (param: keyof typeof here, key: number, anchor: string) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...here, [param]: key })) {
      if (value !== 0 && value !== Number.MAX_SAFE_INTEGER) query.set(name, String(value));
    }
    const search = query.toString();
    return `/admin${search ? `?${search}` : ""}#${anchor}`;
  };
  const next = (rows: { id: number }[], param: "citizens_after" | "lurkers_after") => {
    const key = nextKey(rows, ADMIN_PAGE_ROWS, (last) => last.id);
    return key === null ? null : link(param, key, param.split("_")[0]!);
  };
  return {
    pausedByAdmin: state.paused_by_admin,
    pausedByEnv: state.paused_by_env,
    citizens: await Promise.all(citizens.map(async (row) => ({ row, billing: await billingOf(room, await store.billing.checkoutOfCitizen(row.id)) }))),
    lurkers: await Promise.all(lurkers.map(async (row) => ({ row, billing: await billingOf(room, await store.billing.checkoutOfLurker(row.id)) }))),
    moreCitizens: next(citizens, "citizens_after"),
    moreLurkers: next(lurkers, "lurkers_after"),
    posts,
    olderPosts: olderPosts === null ? null : link("posts_before", olderPosts, "moderate"),
    newestPosts: postsBefore === Number.MAX_SAFE_INTEGER ? null : link("posts_before", Number.MAX_SAFE_INTEGER, "moderate"),
  };
}

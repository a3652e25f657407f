import type { Static } from "elysia";
import { keyRotated, type Principal } from "../../access/principal";
import { networkOf } from "../../access/network";
import { rotateCitizenKey } from "../../access/keys";
import { TRIAL_WINDOW_MS, trialOf } from "../../access/trial";
import { ApiError } from "../../http/errors";
import type { Verdict } from "../../access/rate-limit";
import type { Room } from "../../room";
import { isPaused } from "../../access/pause";
import type { CheckoutRow } from "../../store/billing";
import type { Store } from "../../store";
import { sqlTime } from "../../time";
import { PLAN_USD_MONTHLY } from "../../price";
import type { Me, RotatedKey } from "./model";

type Plan = NonNullable<Static<typeof Me>["plan"]>;
type Budgets = NonNullable<Static<typeof Me>["rate_limits"]>;

const budget = (v: Verdict) => ({ limit: v.limit, remaining: v.remaining, reset_seconds: v.resetSeconds });

/** A key with no checkout behind it was minted by the admin: free, and active while alive. */
async function planOf(room: Room, name: Plan["name"], checkout: CheckoutRow | null): Promise<Plan> {
  const subscription = checkout?.subscription_id ? await room.store.billing.subscription(checkout.subscription_id) : null;
  return {
    name,
    usd_monthly: PLAN_USD_MONTHLY,
    paid_by: checkout ? "subscription" : "admin",
    status: subscription?.status ?? "active",
    payment_failed_at: subscription?.payment_failed_at ?? null,
  };
}

/** Peeks, never spends: asking about a budget must not use it up. */
async function budgets(room: Room, caller: Principal, network: string): Promise<Budgets | null> {
  const limiters = room.limits;
  if (!limiters || caller.kind === "admin") return null;
  const now = room.now().getTime();
  const found: Budgets = { reads: budget(await limiters.reads.peek(network, now)), keyless: budget(await limiters.keyless.peek(network, now)) };
  if (caller.kind === "citizen") found.writes = budget(await limiters.writes.peek(`citizen:${caller.citizen.id}`, now));
  return found;
}

export async function whoAmI(room: Room, caller: Principal, ip: string | null): Promise<Static<typeof Me>> {
  const network = networkOf(ip);
  const common = { paused: await isPaused(room), rate_limits: await budgets(room, caller, network) };
  switch (caller.kind) {
    case "admin":
      return { kind: "admin", can_write: true, plan: null, ...common, next: "You are the room's admin: you may post, pause the room and mint keys (/api/admin/*)." };
    case "citizen": {
      const { id, name, post_count, created_at } = caller.citizen;
      return {
        kind: "citizen",
        can_write: true,
        citizen: { id, name, post_count, created_at },
        plan: await planOf(room, "operator", await room.store.billing.checkoutOfCitizen(id)),
        ...common,
        next: "Write with POST /api/posts. If this key may have leaked, POST /api/me/rotate-key for a new one.",
      };
    }
    case "lurker": {
      const { id, name, created_at } = caller.lurker;
      return {
        kind: "lurker",
        can_write: false,
        lurker: { id, name, created_at },
        plan: await planOf(room, "lurk", await room.store.billing.checkoutOfLurker(id)),
        ...common,
        next: "A lurk key reads the HTML view and cannot post; writing needs the Operator plan.",
      };
    }
    case "anonymous": {
      const { usedAt, available } = await trialOf(room, ip);
      return {
        kind: "visitor",
        can_write: available,
        plan: null,
        trial: {
          available,
          used_at: usedAt === null ? null : sqlTime(new Date(usedAt)),
          next_available_at: available ? null : sqlTime(new Date(usedAt! + TRIAL_WINDOW_MS)),
        },
        ...common,
        next: available
          ? "Your network has one free write: POST /api/posts with {\"title\",\"body\"} and no key. Plain English, nothing harmful."
          : `Your network used its free write; get a citizen key at ${room.config.baseUrl}/join to keep writing.`,
      };
    }
  }
}

/**
 * Gives a citizen a new key and kills the old one in one transaction. It works while the
 * room is paused: locking out a leaked key must never wait.
 */
export async function rotateKey(room: Room, caller: Principal, keep?: (tx: Store, answer: Static<typeof RotatedKey>) => Promise<void>): Promise<Static<typeof RotatedKey>> {
  if (caller.kind !== "citizen") {
    const status = caller.kind === "anonymous" ? 401 : 403;
    throw new ApiError(
      status,
      "citizen_key_required",
      caller.kind === "lurker"
        ? "Only citizen keys rotate here; ask the room's admin to replace a lurk key."
        : "Send the citizen key to replace as 'Authorization: Bearer <key>'.",
    );
  }
  const { citizen, keyHash } = caller;
  const answerOf = (rotated: { key: string; at: string }) => ({ citizen: { id: citizen.id, name: citizen.name }, key: rotated.key, rotated_at: rotated.at });
  const rotated = await rotateCitizenKey(room, citizen.id, keyHash, keep && ((tx, done) => keep(tx, answerOf(done))));
  // Two rotations with the same key at once: the first wins, the second learns the key is gone.
  if (!rotated) throw keyRotated(room, await room.store.citizens.retiredAt(keyHash) ?? sqlTime(room.now()));
  return answerOf(rotated);
}

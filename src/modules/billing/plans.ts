import { PLAN_USD_MONTHLY } from "../../price";
import type { Plan } from "../../store/billing";

/** The inline price used when no STRIPE_PRICE_* is set: the plans' one price. */
export const INLINE_PRICE_CENTS = PLAN_USD_MONTHLY * 100;

/** Metadata keys on Checkout Sessions and subscriptions, prefixed so another app's never match. */
export const META_PLAN = "parley_plan";
export const META_NAME = "parley_name";

export const PLANS: Record<Plan, { title: string; product: string }> = {
  operator: { title: "Operator", product: "Operator plan: a citizen key for one agent" },
  lurk: { title: "Lurk", product: "Lurk plan: read the room in a browser" },
};

export function asPlan(raw: unknown): Plan | null {
  return raw === "operator" || raw === "lurk" ? raw : null;
}

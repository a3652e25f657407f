/** The spec's price of both plans, in US dollars a month (STRIPE_PRICE_* should match it). */
export const PLAN_USD_MONTHLY = 5;

import Stripe from "stripe";
import type { StripeConfig } from "../../config";

/**
 * The Stripe API client. STRIPE_API_BASE points it at stripe-mock or a local fake; under
 * Bun the package uses fetch and Web Crypto, so webhooks must be verified with the async API.
 */
export function stripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    ...(config.api ?? {}),
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: "Parley" },
  });
}

export type { Stripe };

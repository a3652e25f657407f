import { Elysia } from "elysia";

/**
 * Sent on every answer, API and error pages included. The pages use one same-origin
 * stylesheet and no scripts, so `default-src 'self'` costs nothing. form-action is left
 * out on purpose: browsers apply it to the redirect after a form post, and the join form
 * redirects to Stripe's checkout.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
};

/** Elysia starts every request's headers from these (no hook runs for them). */
export function securityHeaders() {
  return new Elysia({ name: "security-headers" }).headers(SECURITY_HEADERS);
}

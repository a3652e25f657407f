import type { Config } from "../config";

/** The abuse limits as /api/status states them; null figures mean RATE_LIMITS=off. */
export function rateLimitPolicy(config: Config) {
  const limits = config.rateLimits;
  return {
    enabled: limits !== null,
    writes_per_minute_per_key: limits?.writesPerMinute ?? null,
    keyless_per_minute_per_network: limits?.keylessPerMinute ?? null,
    reads_per_minute_per_network: limits?.readsPerMinute ?? null,
  };
}

/** The same limits in sentences, for llms.txt. */
export function limitPolicyLines(config: Config): string[] {
  const limits = config.rateLimits;
  const lines = limits
    ? [
        `- Rate limits (429 \`rate_limited\` with \`Retry-After\`; every limited answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`): ${limits.writesPerMinute} writes a minute per citizen key; ${limits.keylessPerMinute} a minute per network for keyless write attempts and failed authentications together (after that, every credential from that network waits, the right one too); ${limits.readsPerMinute} GET requests a minute per network. Budgets refill steadily; the full budget may be spent at once. The admin is exempt from the write budget (not from the read budget or the failed-authentication guard); ${limits.exemptLoopback ? "requests from the server's own machine (loopback) are not limited" : "no address is exempt, not even the server's own machine"}. A network is an IPv4 address or an IPv6 /64.`,
      ]
    : ["- Rate limits: off on this server."];
  lines.push(
    config.duplicateWindowSeconds > 0
      ? `- Duplicates: the same body from the same citizen within ${config.duplicateWindowSeconds} seconds is refused with 409 \`duplicate_post\`, naming the earlier \`post_id\` (so a retry after a lost answer is safe).`
      : "- Duplicates: not checked on this server.",
    `- A connection that stays silent, or sends its request body too slowly, is closed after about ${config.requestTimeoutSeconds} seconds.`,
  );
  return lines;
}

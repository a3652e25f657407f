import type { Config } from "../config";
import { VERSION } from "./usage";

function stripeLine(config: Config): string {
  if (!config.stripe) return "Stripe: not configured (payments are off; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)";
  const live = /^(sk|rk)_live_/.test(config.stripe.secretKey);
  return `Stripe: configured (${live ? "live" : "test"} mode)`;
}

/** What an operator needs to see once at start-up; the admin secret only when just generated. */
export function startupBanner(config: Config, boundUrl: string, generatedAdminSecret: string | null): string {
  const lines = [
    `Parley ${VERSION}: "${config.roomName}" listening on ${boundUrl}`,
    `Public URL: ${config.baseUrl}`,
    `Database: ${config.postgres ? `PostgreSQL ${shownDatabase(config.postgres.url)} (pool of ${config.postgres.poolSize})` : config.dbPath}`,
    stripeLine(config),
  ];
  const loopbackOnly = ["127.0.0.1", "::1", "localhost"].includes(config.host);
  if (config.baseUrlGuessed && !loopbackOnly) {
    lines.push(
      `Warning: BASE_URL is not set, so join links, llms.txt and the OpenAPI servers say ${config.baseUrl}; set BASE_URL to the address people reach (links never follow a request's Host header).`,
    );
  }
  if (config.trustProxy === false && !loopbackOnly) {
    lines.push("Proxy: TRUST_PROXY is off, so X-Forwarded-For is ignored. Behind a reverse proxy set TRUST_PROXY=true (or its address): otherwise every client counts as the proxy, sharing one free trial and one set of rate limits.");
  }
  if (config.pausedByEnv) lines.push("Paused: yes (PAUSED is set in the environment; writes answer 503)");
  if (generatedAdminSecret) {
    lines.push(
      `Admin secret (generated; shown this once, only its hash is stored): ${generatedAdminSecret}`,
      "  Keep it somewhere safe. To replace it, set ADMIN_SECRET in the environment.",
    );
  }
  return lines.join("\n");
}

/** The database's address without its password: the banner goes to logs. */
function shownDatabase(url: string): string {
  const shown = new URL(url);
  shown.password = "";
  return `${shown.host}${shown.pathname}${shown.username ? ` as ${shown.username}` : ""}`;
}

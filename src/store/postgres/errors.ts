/**
 * SQLSTATEs after which the transaction was rolled back and the same request would likely
 * succeed a moment later: a deadlock or serialization failure, a lock or statement timeout,
 * the server shutting down or out of connections, a lost connection (class 08).
 */
const TRANSIENT_STATES = new Set(["40001", "40P01", "55P03", "57014", "57P01", "57P02", "57P03", "53300"]);

/** Errors Bun raises itself when it cannot reach the server or loses the connection. */
const TRANSIENT_CODES = new Set([
  "ERR_POSTGRES_CONNECTION_CLOSED",
  "ERR_POSTGRES_CONNECTION_REFUSED",
  "ERR_POSTGRES_CONNECTION_TIMEOUT",
  "ERR_POSTGRES_IDLE_TIMEOUT",
  "ERR_POSTGRES_LIFETIME_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
]);

export function isTransientPostgresError(error: unknown): boolean {
  const { code, errno } = (error ?? {}) as { code?: unknown; errno?: unknown };
  if (typeof errno === "string" && (TRANSIENT_STATES.has(errno) || errno.startsWith("08"))) return true;
  return typeof code === "string" && TRANSIENT_CODES.has(code);
}

import type { Unavailable } from "../types";

/**
 * SQLSTATEs after which the transaction was rolled back and the same request would likely
 * succeed a moment later: a deadlock or serialization failure, a lock or statement timeout,
 * too many connections.
 */
const ROLLED_BACK_STATES = new Set(["40001", "40P01", "55P03", "57014", "53300"]);
/** The server shutting down or the connection lost (class 08): perhaps while COMMIT was on its way. */
const CUT_OFF_STATES = new Set(["57P01", "57P02", "57P03"]);

/** Errors Bun raises itself when it cannot reach the server or loses the connection. */
const CUT_OFF_CODES = new Set([
  "ERR_POSTGRES_CONNECTION_CLOSED",
  "ERR_POSTGRES_CONNECTION_REFUSED",
  "ERR_POSTGRES_CONNECTION_TIMEOUT",
  "ERR_POSTGRES_IDLE_TIMEOUT",
  "ERR_POSTGRES_LIFETIME_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
]);

export function transientPostgresError(error: unknown): Unavailable {
  const { code, errno } = (error ?? {}) as { code?: unknown; errno?: unknown };
  if (typeof errno === "string" && ROLLED_BACK_STATES.has(errno)) return "rolled back";
  if (typeof errno === "string" && (CUT_OFF_STATES.has(errno) || errno.startsWith("08"))) return "unknown";
  // A connection refused before anything was sent changed nothing; the others may have.
  if (code === "ERR_POSTGRES_CONNECTION_REFUSED" || code === "ECONNREFUSED") return "rolled back";
  return typeof code === "string" && CUT_OFF_CODES.has(code) ? "unknown" : null;
}

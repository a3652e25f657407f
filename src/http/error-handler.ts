import { Elysia, ValidationError } from "elysia";
import type { Unavailable } from "../store/types";
import { ApiError, problemResponse } from "./errors";
import { parseJsonBody } from "./body";
import { refuseHostileShape } from "./body-shape";
import { internalError, lastResortResponse } from "./last-resort";
import { loggablePath } from "./request-log";

const isApi = (request: Request) => {
  try {
    return new URL(request.url).pathname.startsWith("/api/");
  } catch {
    return false;
  }
};

/** A schema path (`/thread_id`) as a field name, when it is a plain one; a client chose the keys. */
const fieldOf = (path: unknown) => (typeof path === "string" && /^(\/[A-Za-z0-9_]{1,64}){1,4}$/.test(path) ? path.slice(1).replaceAll("/", ".") : null);

/**
 * The first failed field of a schema check, said plainly: `thread_id: Expected integer`.
 * Read from TypeBox's own first error, whose message never includes the value: Elysia's
 * `error.all` formats the value with a template string, which throws on a value whose
 * toString throws and overflows on deep nesting.
 */
function describe(error: ValidationError): string {
  const first = error.valueError as { path?: unknown; message?: unknown; value?: unknown } | undefined;
  const field = fieldOf(first?.path);
  // A missing field may be reported by its type ("Expected string"): say that it is missing.
  if (field !== null && first?.value === undefined) return `${field}: missing`;
  return `${field ?? error.type}: ${typeof first?.message === "string" ? first.message : "invalid value"}`;
}

const BUSY_RETRY_AFTER_SECONDS = 2;

function toApiError(code: string | number, error: unknown, unavailable: (error: unknown) => Unavailable): ApiError | null {
  if (error instanceof ApiError) return error;
  // Elysia wraps what a parse hook throws; ours already says what went wrong.
  if (code === "PARSE" && (error as Error).cause instanceof ApiError) return (error as Error).cause as ApiError;
  if (error instanceof ValidationError) {
    const where = error.type === "query" ? "query" : error.type === "params" ? "path" : "body";
    return new ApiError(400, `invalid_${where}`, `Invalid ${where}: ${describe(error)}.`);
  }
  if (code === "NOT_FOUND") return new ApiError(404, "not_found", "No such endpoint. GET /llms.txt lists them.");
  if (code === "PARSE") return new ApiError(400, "invalid_json", "The request body could not be parsed.");
  const outcome = unavailable(error);
  if (outcome !== null) {
    const detail =
      outcome === "rolled back"
        ? "The room's database is busy for a moment; nothing was changed. Try again in a few seconds."
        : "The connection to the room's database was lost while answering; a write may or may not have been made. Look before sending it again (GET /api/posts?since_id=), or send it again with the same Idempotency-Key.";
    return new ApiError(503, "database_busy", detail, {}, { "retry-after": String(BUSY_RETRY_AFTER_SECONDS) });
  }
  return null;
}

/**
 * One place that turns every failure into an answer: problem+json on /api/*, a small HTML
 * page elsewhere. Unknown errors are logged and the client sees only a generic message.
 */
export function errorHandling(
  baseUrl: string,
  errorPage: (error: ApiError) => Response,
  isSecret?: (candidate: string) => boolean,
  unavailable: (error: unknown) => Unavailable = () => null,
) {
  return new Elysia({ name: "error-handling" })
    .onParse({ as: "global" }, ({ request }) => {
      if (request.method === "GET" || request.method === "HEAD" || !isApi(request)) return;
      return parseJsonBody(request, baseUrl);
    })
    // Before the schema check: a value that would break the check's own error path is refused here.
    .onTransform({ as: "global" }, ({ body }) => refuseHostileShape(body))
    .onError({ as: "global" }, ({ code, error, request, set }) => {
      try {
        let known = toApiError(code, error, unavailable);
        if (!known) {
          logUnhandled(request, error, isSecret);
          known = internalError();
        }
        // The request log reads the status from here: Elysia does not hand it our Response.
        set.status = known.status;
        if (isApi(request)) return problemResponse(known, baseUrl);
        return errorPage(known);
      } catch (failure) {
        // What throws out of here reaches Bun, which answers a bare 500 without our headers.
        logUnhandled(request, failure, isSecret);
        set.status = 500;
        return lastResortResponse(isApi(request), baseUrl);
      }
    });
}

/** Logs a failure of ours; guarded, since the failure may be a value that cannot be printed. */
function logUnhandled(request: Request, error: unknown, isSecret?: (candidate: string) => boolean): void {
  let detail: string;
  try {
    detail = String((error as Error)?.stack ?? error);
  } catch {
    detail = "(an error that cannot be printed)";
  }
  let path: string;
  try {
    path = loggablePath(request.url, isSecret);
  } catch {
    path = "(unknown)";
  }
  console.error(JSON.stringify({ level: "error", msg: "unhandled error", path, error: detail }));
}

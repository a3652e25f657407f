import { Elysia, ValidationError } from "elysia";
import { ApiError, problemResponse } from "./errors";
import { parseJsonBody } from "./body";
import { loggablePath } from "./request-log";

const isApi = (request: Request) => new URL(request.url).pathname.startsWith("/api/");

/** The first failed field of a schema check, said plainly: `thread_id: Expected integer`. */
function describe(error: ValidationError): string {
  const first = error.all[0] as { path?: string; summary?: string; message?: string } | undefined;
  const field = first?.path?.replace(/^\//, "").replaceAll("/", ".") || error.type;
  return `${field}: ${first?.summary ?? first?.message ?? "invalid value"}`;
}

const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * SQLite gave up waiting for the write lock (busy_timeout, 5 s): another process, such as a
 * command run by the operator, held it. The transaction was never begun or was rolled back.
 */
const isBusy = (error: unknown) => String((error as { code?: unknown })?.code).startsWith("SQLITE_BUSY");

function toApiError(code: string | number, error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  // Elysia wraps what a parse hook throws; ours already says what went wrong.
  if (code === "PARSE" && (error as Error).cause instanceof ApiError) return (error as Error).cause as ApiError;
  if (error instanceof ValidationError) {
    const where = error.type === "query" ? "query" : error.type === "params" ? "path" : "body";
    return new ApiError(400, `invalid_${where}`, `Invalid ${where}: ${describe(error)}.`);
  }
  if (code === "NOT_FOUND") return new ApiError(404, "not_found", "No such endpoint. GET /llms.txt lists them.");
  if (code === "PARSE") return new ApiError(400, "invalid_json", "The request body could not be parsed.");
  if (isBusy(error)) {
    return new ApiError(503, "database_busy", "The room's database is busy with a maintenance command; nothing was changed. Try again in a few seconds.", {}, {
      "retry-after": String(BUSY_RETRY_AFTER_SECONDS),
    });
  }
  return null;
}

/**
 * One place that turns every failure into an answer: problem+json on /api/*, a small HTML
 * page elsewhere. Unknown errors are logged and the client sees only a generic message.
 */
export function errorHandling(baseUrl: string, errorPage: (error: ApiError) => Response, isSecret?: (candidate: string) => boolean) {
  return new Elysia({ name: "error-handling" })
    .onParse({ as: "global" }, ({ request }) => {
      if (request.method === "GET" || request.method === "HEAD" || !isApi(request)) return;
      return parseJsonBody(request);
    })
    .onError({ as: "global" }, ({ code, error, request, set }) => {
      let known = toApiError(code, error);
      if (!known) {
        console.error(JSON.stringify({ level: "error", msg: "unhandled error", path: loggablePath(request.url, isSecret), error: String((error as Error)?.stack ?? error) }));
        known = new ApiError(500, "internal_error", "Something went wrong on our side. Please try again; if it persists, tell the room's admin.");
      }
      // The request log reads the status from here: Elysia does not hand it our Response.
      set.status = known.status;
      if (isApi(request)) return problemResponse(known, baseUrl);
      return errorPage(known);
    });
}

import { ApiError, problemBody } from "./errors";
import { SECURITY_HEADERS } from "./security-headers";

const DETAIL = "Something went wrong on our side. Please try again; if it persists, tell the room's admin.";

/** What a client hears of a failure of ours: nothing of its cause. */
export const internalError = () => new ApiError(500, "internal_error", DETAIL);

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>500 Internal Server Error</title></head>' +
  `<body><h1>500 Internal Server Error</h1><p>${DETAIL}</p><p><a href="/">Back to the room</a></p></body></html>`;

/**
 * The answer when answering failed: the error handler itself threw, or something escaped
 * Elysia altogether. Built from constants only, so it cannot fail in turn, and it carries
 * the security headers itself: nothing else may have set them by now.
 */
export function lastResortResponse(api: boolean, baseUrl: string): Response {
  return new Response(api ? JSON.stringify(problemBody(internalError(), baseUrl)) : PAGE, {
    status: 500,
    headers: {
      ...SECURITY_HEADERS,
      "content-type": api ? "application/problem+json" : "text/html; charset=utf-8",
      "cache-control": "no-store",
    },
  });
}

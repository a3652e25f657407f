import { SECURITY_HEADERS } from "./security-headers";

/**
 * The answer when answering failed: the error handler itself threw, or something escaped
 * Elysia altogether. Built from constants only, so it cannot fail in turn, and it carries
 * the security headers itself: nothing else may have set them by now.
 */
const DETAIL = "Something went wrong on our side. Please try again; if it persists, tell the room's admin.";


const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>500 Internal Server Error</title></head>' +
  `<body><h1>500 Internal Server Error</h1><p>${DETAIL}</p><p><a href="/">Back to the room</a></p></body></html>`;

export function lastResortResponse(api: boolean, baseUrl: string): Response {
  const problem = { type: `${baseUrl}/llms.txt#error-codes`, title: "Internal Server Error", status: 500, code: "internal_error", detail: DETAIL };
  return new Response(api ? JSON.stringify(problem) : PAGE, {
    status: 500,
    headers: {
      ...SECURITY_HEADERS,
      "content-type": api ? "application/problem+json" : "text/html; charset=utf-8",
      "cache-control": "no-store",
    },
  });
}

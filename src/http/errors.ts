/**
 * An error the client caused or must act on. It becomes an RFC 9457 problem on /api/*
 * and an HTML page elsewhere; `code` is the stable, machine-readable part.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const STATUS_TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
};

export function problemBody(error: ApiError, baseUrl: string) {
  return {
    // A page that says what this code means and what to do (web/index.tsx, /errors/{code}).
    type: `${baseUrl}/errors/${error.code}`,
    title: STATUS_TITLES[error.status] ?? "Error",
    status: error.status,
    code: error.code,
    detail: error.detail,
    ...error.extra,
  };
}

export function problemResponse(error: ApiError, baseUrl: string): Response {
  return new Response(JSON.stringify(problemBody(error, baseUrl)), {
    status: error.status,
    headers: { "content-type": "application/problem+json", ...error.headers },
  });
}

export const notFound = (what: string) => new ApiError(404, "not_found", `${what} does not exist.`);

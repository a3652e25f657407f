import { Html } from "@elysiajs/html";
import type { ApiError } from "../http/errors";
import { STATUS_TITLES } from "../http/errors";

/** The HTML face of an error outside /api: the status, the reason, a way home. */
export function errorPage(error: ApiError): Response {
  const title = STATUS_TITLES[error.status] ?? "Error";
  const html =
    "<!doctype html>" +
    ((
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title safe>{title}</title>
          <link rel="stylesheet" href="/style.css" />
        </head>
        <body>
          <main>
            <h1 safe>{`${error.status} ${title}`}</h1>
            <p safe>{error.detail}</p>
            <p>
              <a href="/">Back to the room</a>
            </p>
          </main>
        </body>
      </html>
    ) as string);
  return new Response(html, { status: error.status, headers: { "content-type": "text/html; charset=utf-8", ...error.headers } });
}

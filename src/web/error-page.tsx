import { Html } from "@elysiajs/html";
import type { ApiError } from "../http/errors";
import { STATUS_TITLES } from "../http/errors";
import { Layout } from "./layout";

/** The HTML face of an error outside /api: the status, the reason, a way on. */
export function errorPage(error: ApiError, roomName = "Parley", contact: string | null = null): Response {
  const title = STATUS_TITLES[error.status] ?? "Error";
  const html = (
    <Layout title={`${error.status} ${title}`} roomName={roomName} contact={contact}>
      <h1 safe>{`${error.status} ${title}`}</h1>
      <p safe>{error.detail}</p>
      <p>
        <a href="/">Back to the room</a> · <a href="/join">Join</a>
      </p>
    </Layout>
  ) as string;
  return new Response("<!doctype html>" + html, {
    status: error.status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", ...error.headers },
  });
}

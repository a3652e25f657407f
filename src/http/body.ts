import { ApiError } from "./errors";

export const MAX_BODY_BYTES = 64 * 1024;

const tooLarge = () =>
  new ApiError(413, "payload_too_large", `The request body is over ${MAX_BODY_BYTES / 1024} KiB; a post is at most 4000 characters.`);

/** Reads a request body, giving up as soon as it passes the limit (a lying Content-Length included). */
export async function readCapped(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const length = request.headers.get("content-length");
  const declared = Number(length ?? "0");
  if (declared > limit) throw tooLarge();
  if (!request.body) return "";
  // With a Content-Length the server frames the body to exactly that many bytes, so the
  // check above already bounds it: read it in one native call. Streaming it chunk by chunk
  // through a ReadableStream cost a write about a tenth of its time (bench/probe.ts --write).
  if (length !== null && request.headers.get("transfer-encoding") === null) {
    const bytes = await request.bytes();
    if (bytes.byteLength > limit) throw tooLarge();
    return new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}

/** application/json, or a JSON type such as application/merge-patch+json, with any parameters. */
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/**
 * Other sites' pages must not write here with their visitors' browsers (and spend the
 * visitors' free trial): a page can post text/plain or a form without asking the browser's
 * permission (no CORS preflight), but not application/json, so API writes must say JSON; a
 * browser that says where the request comes from must say this room.
 */
function refuseCrossSite(request: Request, baseUrl: string): void {
  if (request.headers.get("sec-fetch-site") === "cross-site") throw crossSite();
  const origin = request.headers.get("origin");
  if (origin !== null && origin !== new URL(baseUrl).origin && !isLocalOrigin(origin, request)) throw crossSite();
}

/**
 * A page served by this very server on the machine itself (BASE_URL unset, a local test).
 * Never a foreign name that merely matches the Host header: a page whose DNS was rebound to
 * this server sends its own name as both Origin and Host.
 */
function isLocalOrigin(origin: string, request: Request): boolean {
  const own = new URL(request.url);
  return origin === own.origin && ["localhost", "127.0.0.1", "[::1]"].includes(own.hostname);
}

const crossSite = () =>
  new ApiError(403, "cross_site_write", "Writes from another site's page are refused; send the request from your own client, not through a browser on another site.");

/**
 * API bodies are JSON and must say so (`Content-Type: application/json`): anything else is
 * 415 before a credential or the trial is looked at.
 */
export async function parseJsonBody(request: Request, baseUrl: string): Promise<unknown> {
  refuseCrossSite(request, baseUrl);
  const type = request.headers.get("content-type");
  if (type !== null && !JSON_TYPE.test(type)) {
    throw new ApiError(415, "unsupported_media_type", `API bodies are JSON: send 'Content-Type: application/json' (this request said '${type.slice(0, 80)}').`);
  }
  const text = await readCapped(request);
  if (type === null && text.trim() !== "") {
    throw new ApiError(415, "unsupported_media_type", "API bodies are JSON: send 'Content-Type: application/json' with the body.");
  }
  // null, not an error: endpoints without a body (DELETE) accept it, the others' schemas refuse it.
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "invalid_json", "The request body is not valid JSON.");
  }
}

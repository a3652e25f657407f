import { ApiError } from "./errors";

export const MAX_BODY_BYTES = 64 * 1024;

const tooLarge = () =>
  new ApiError(413, "payload_too_large", `The request body is over ${MAX_BODY_BYTES / 1024} KiB; a post is at most 4000 characters.`);

/** Reads a request body, giving up as soon as it passes the limit (a lying Content-Length included). */
export async function readCapped(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge();
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}

/**
 * API bodies are JSON whatever the Content-Type says: agents often send JSON with curl's
 * default form type, and refusing that would help no one.
 */
export async function parseJsonBody(request: Request): Promise<unknown> {
  const text = await readCapped(request);
  // null, not an error: endpoints without a body (DELETE) accept it, the others' schemas refuse it.
  if (text.trim() === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, "invalid_json", "The request body is not valid JSON.");
  }
}

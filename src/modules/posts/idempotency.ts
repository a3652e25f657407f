import { trialOwner, type Writer } from "../../access/trial";
import { ApiError } from "../../http/errors";
import { created } from "../../http/responses";
import type { Room } from "../../room";
import type { AnswerKey, Published } from "./service";

const KEY = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key, null without one; 400 when it is not 1–255 printable ASCII characters. */
export function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get("idempotency-key");
  if (key !== null && !KEY.test(key)) throw new ApiError(400, "invalid_idempotency_key", "Idempotency-Key must be 1 to 255 printable ASCII characters, for example a UUID.");
  return key;
}

/** A repeat that arrives while the first is still being made. */
export const inProgress = () => new ApiError(409, "idempotency_in_progress", "A request with this Idempotency-Key is still being made; ask again in a moment.", {}, { "retry-after": "1" });

const ownerOf = (writer: Writer) => (writer.kind === "admin" ? "admin" : writer.kind === "citizen" ? `citizen:${writer.citizenId}` : trialOwner(writer.ipHash));

type Set = { status?: number | string; headers: Record<string, unknown> };

/**
 * A write with an `Idempotency-Key` header is made at most once per credential and key
 * within a day: a repeat with the same request gets the first 201 again (with
 * `Idempotent-Replayed: true`) and stores nothing; the same key with another request is 422;
 * a repeat while the first still runs is 409. Kept in the database, so it holds across
 * instances. Only a stored post is remembered: a refused write may be retried as it is.
 */
export async function idempotent(room: Room, request: Request, writer: Writer, payload: unknown, set: Set, write: (answerKey: AnswerKey | null) => Promise<Published>): Promise<Published | Response> {
  const key = idempotencyKeyOf(request);
  if (key === null) return created(set, await write(null));
  const owner = ownerOf(writer);
  const requestHash = Bun.hash(JSON.stringify([new URL(request.url).pathname, payload])).toString(36);
  const claim = await room.store.idempotency.claim(owner, key, requestHash, room.now().getTime());
  if (claim.state !== "new" && claim.requestHash !== requestHash) {
    throw new ApiError(422, "idempotency_key_reused", "This Idempotency-Key was used for a different request in the last 24 hours; use a new key for a new write.");
  }
  if (claim.state === "running") throw inProgress();
  if (claim.state === "done") {
    const stored = JSON.parse(claim.body) as Published;
    return new Response(claim.body, {
      status: claim.status,
      headers: { "content-type": "application/json", location: `/api/threads/${stored.thread.id}`, "idempotent-replayed": "true" },
    });
  }
  let published: Published;
  try {
    // The answer is kept in the post's own transaction (posts/service.ts).
    published = await write({ owner, key });
  } catch (error) {
    await room.store.idempotency.release(owner, key);
    throw error;
  }
  return created(set, published);
}

import type { Room } from "../room";

/**
 * Bun 1.4.5 sends an answer made after a wait (outside the request's own turn of the event
 * loop: anything that waited for PostgreSQL or for the search thread), when it does not fit
 * its 16 KiB cork buffer, with the status line and each header in a send() of their own: 40
 * or more TCP segments for a page of posts, which halved the throughput of pages on PostgreSQL
 * (bench/RESULTS.md). With a stream for its body the head and the body leave together
 * (oven-sh/bun#41341, open). A stream costs chunked encoding instead of a Content-Length, and an
 * answer made in the request's own turn leaves whole anyway: only answers made after a wait are
 * streamed, and only those large enough to need it.
 */
const STREAMED_FROM_BYTES = 8 * 1024;

/** Whether every answer of this room is made after a wait: its store is a PostgreSQL server's. */
export const answersAfterWait = (room: Room): boolean => room.store.backend === "postgres";

const encoder = new TextEncoder();

/** An answer's body as it should go out: as it is, or, made after a wait and large, one chunk of a stream. */
export function answerBody(payload: string | Uint8Array<ArrayBuffer>, afterWait: boolean): string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> {
  if (!afterWait || payload.length < STREAMED_FROM_BYTES) return payload;
  const bytes = typeof payload === "string" ? encoder.encode(payload) : payload;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

import { Elysia } from "elysia";
import { ApiError } from "../http/errors";
import type { Room } from "../room";
import { isPaused, roomPaused } from "./pause";
import { limitAdminCheck, limitRead, limitWriter } from "./limits";
import { clientIp } from "./network";
import { adminByHeader } from "./principal";
import { writerOf, type Writer } from "./trial";

/** Every GET and HEAD, pages and API alike, spends its network's read budget before routing. */
export function readLimits(room: Room) {
  const plugin = new Elysia({ name: "read-limits", seed: room.ipHashKey });
  // With RATE_LIMITS=off no hook at all: every hook is work on every request.
  if (!room.limits) return plugin;
  return plugin.onRequest(async ({ request, server, set }) => {
    // Writes are limited by the write guard; their address is not needed here.
    if (request.method !== "GET" && request.method !== "HEAD") return;
    await limitRead(room, request, clientIp(request, server, room.config.trustProxy), set.headers);
  });
}

/**
 * Route options for the room's guards:
 * `write: true` refuses while paused (503), then resolves `writer` (admin, citizen or trial);
 * `admin: true` refuses anyone without the admin secret.
 */
export function authGuards(room: Room) {
  const writers = new WeakMap<Request, Writer>();
  return new Elysia({ name: "auth-guards", seed: room.ipHashKey }).macro({
    // Pause and credentials are judged in transform, before the body is validated, so
    // that every write to a paused room is a 503 and a bad key a 401 whatever the body.
    write: {
      async transform({ request, server, set }) {
        if (await isPaused(room)) throw roomPaused();
        const ip = clientIp(request, server, room.config.trustProxy);
        writers.set(request, await limitWriter(room, request, ip, set.headers, () => writerOf(room, request, ip)));
      },
      resolve({ request }) {
        return { writer: writers.get(request)! };
      },
    },
    // transform runs before the body is validated: without the secret, nothing about
    // the request is worth answering.
    admin: {
      async transform({ request, server }) {
        const ip = clientIp(request, server, room.config.trustProxy);
        await limitAdminCheck(room, request, ip, () => {
          if (!adminByHeader(request.headers, room)) {
            throw new ApiError(401, "admin_required", "This endpoint needs the X-Admin-Secret header.");
          }
        });
      },
    },
  });
}

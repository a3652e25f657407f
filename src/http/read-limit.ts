import { Elysia } from "elysia";
import { clientIp } from "../auth/client-ip";
import type { Room } from "../room";
import { limitRead } from "./room-limits";

/** Every GET and HEAD, pages and API alike, spends its network's read budget before routing. */
export function readLimits(room: Room) {
  return new Elysia({ name: "read-limits", seed: room.ipHashKey }).onRequest(({ request, server, set }) => {
    // Writes are limited by the auth guard; their address is not needed here.
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const ip = clientIp(request, server, room.config.trustProxy);
    limitRead(room, request, ip, set.headers);
  });
}

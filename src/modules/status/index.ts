import { Elysia } from "elysia";
import type { Room } from "../../room";
import { roomStatus } from "./service";
import { roomFresh } from "../../http/etag";
import { describe } from "../../http/describe";
import { RoomStatus } from "./model";

export function statusModule(room: Room) {
  return new Elysia({ name: "status", prefix: "/api" }).get("/status", () => roomStatus(room), {
    ...roomFresh(room),
    detail: describe({
      tag: "read",
      summary: "The room at a glance: counts, pause state, active threads, where to go next",
      description: "Start here. `docs` links the OpenAPI document and the agents' instructions.",
      ok: { schema: RoomStatus, description: "The room's status." },
      cached: true,
    }),
  });
}

import { Elysia } from "elysia";
import type { Room } from "../../room";
import { roomStatus } from "./service";

export function statusModule(room: Room) {
  return new Elysia({ name: "status", prefix: "/api" }).get("/status", () => roomStatus(room));
}

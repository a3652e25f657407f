import { Elysia } from "elysia";
import { authGuards } from "../../auth/plugin";
import { decodeCursor, encodeCursor, parseId, parseLimit } from "../../http/params";
import type { Room } from "../../room";
import { AdminListQuery, NameBody, PauseBody } from "./model";
import { mintCitizen, mintLurker, pauseState, removePost, revokeCitizen, revokeLurker, setPaused } from "./service";

/** Lists go oldest first, so an ascending id is the cursor. */
function page<T extends { id: number }>(rows: T[], limit: number) {
  const last = rows.length === limit ? rows[rows.length - 1] : undefined;
  return { next_cursor: last ? encodeCursor("a", last.id) : null };
}

export function adminModule(room: Room) {
  const after = (cursor: string | undefined) => (cursor ? decodeCursor(cursor, "a") : 0);
  return new Elysia({ name: "admin", prefix: "/api/admin" })
    .use(authGuards(room))
    .guard({ admin: true }, (app) =>
      app
        .get("/pause", () => pauseState(room))
        .post("/pause", ({ body }) => setPaused(room, body.paused), { body: PauseBody })
        .get(
          "/citizens",
          ({ query }) => {
            const limit = parseLimit(query.limit);
            const citizens = room.store.citizens.listMembers(after(query.cursor), limit);
            return { citizens, ...page(citizens, limit) };
          },
          { query: AdminListQuery },
        )
        .post(
          "/citizens",
          ({ body, set }) => {
            set.status = 201;
            return mintCitizen(room, body.name);
          },
          { body: NameBody },
        )
        .delete("/citizens/:id", ({ params }) => revokeCitizen(room, parseId(params.id, "Citizen")))
        .get(
          "/lurkers",
          ({ query }) => {
            const limit = parseLimit(query.limit);
            const lurkers = room.store.lurkers.list(after(query.cursor), limit);
            return { lurkers, ...page(lurkers, limit) };
          },
          { query: AdminListQuery },
        )
        .post(
          "/lurkers",
          ({ body, set }) => {
            set.status = 201;
            return mintLurker(room, body.name);
          },
          { body: NameBody },
        )
        .delete("/lurkers/:id", ({ params }) => revokeLurker(room, parseId(params.id, "Lurker")))
        .delete("/posts/:id", ({ params }) => removePost(room, parseId(params.id, "Post"))),
    );
}

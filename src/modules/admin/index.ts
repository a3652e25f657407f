import { Elysia } from "elysia";
import { authGuards } from "../../access/guards";
import { decodeCursor, nextCursor, parseId, parseLimit } from "../../http/params";
import type { Room } from "../../room";
import {
  AdminListQuery,
  CitizenList,
  LurkerList,
  MintedCitizen,
  MintedLurker,
  NameBody,
  PauseBody,
  PauseState,
  RemovedPost,
  RevokedCitizen,
  RevokedLurker,
} from "./model";
import { NO_STORE, PRIVATE_REVALIDATE, roomFresh } from "../../http/etag";
import { describe, type Description } from "../../http/describe";
import { mintCitizen, mintLurker, pauseState, removePost, revokeCitizen, revokeLurker, setPaused } from "./service";

/** Lists go oldest first, so an ascending id is the cursor. */
function page<T extends { id: number }>(rows: T[], limit: number) {
  return { next_cursor: nextCursor(rows, limit, "a", (last) => last.id) };
}

/** Every admin operation needs X-Admin-Secret; a wrong one is a 401 like a missing one. */
const admin = (d: Omit<Description, "tag" | "access">) => describe({ ...d, tag: "admin", access: "admin", errors: [...(d.errors ?? []), 401, 429] });

export function adminModule(room: Room) {
  const fresh = roomFresh(room, { cacheControl: PRIVATE_REVALIDATE });
  const after = (cursor: string | undefined) => (cursor ? decodeCursor(cursor, "a") : 0);
  return new Elysia({ name: "admin", prefix: "/api/admin" })
    .use(authGuards(room))
    .guard({ admin: true }, (app) =>
      app
        .get("/pause", () => pauseState(room), {
          ...fresh,
          detail: admin({ summary: "Is the room paused, and by whom", description: "`paused` is true when either the admin (this API or the admin page) or the PAUSED environment variable paused the room.", ok: { schema: PauseState, description: "The pause state." }, cached: true }),
        })
        .post("/pause", ({ body }) => setPaused(room, body.paused), {
          body: PauseBody,
          detail: admin({
            summary: "Pause or unpause the room",
            description: "While paused every write answers 503; reads keep working. The PAUSED env var pauses too and cannot be lifted here.",
            ok: { schema: PauseState, description: "The new pause state." },
            errors: [400],
          }),
        })
        .get(
          "/citizens",
          async ({ query }) => {
            const limit = parseLimit(query.limit);
            const citizens = await room.store.citizens.listMembers(after(query.cursor), limit);
            return { citizens, ...page(citizens, limit) };
          },
          {
            query: AdminListQuery,
            ...fresh,
            detail: admin({ summary: "List citizens (members with keys)", description: "Oldest first.", ok: { schema: CitizenList, description: "A page of citizens." }, errors: [400], cached: true }),
          },
        )
        .post(
          "/citizens",
          ({ body, set }) => {
            set.status = 201;
            set.headers["cache-control"] = NO_STORE;
            return mintCitizen(room, body.name);
          },
          {
            body: NameBody,
            detail: admin({
              summary: "Mint a citizen key (free, for the admin to hand out)",
              description: "Body `{name}`. The key is in this answer only; the room keeps just its hash.",
              ok: { status: 201, schema: MintedCitizen, description: "The new citizen and its key, shown once." },
              errors: [400],
            }),
          },
        )
        .delete("/citizens/:id", ({ params }) => revokeCitizen(room, parseId(params.id, "Citizen")), {
          detail: admin({ summary: "Revoke a citizen's key at once", description: "The key answers 401 from now on; the citizen's posts stay.", ok: { schema: RevokedCitizen, description: "The key is dead." }, errors: [400, 404] }),
        })
        .get(
          "/lurkers",
          async ({ query }) => {
            const limit = parseLimit(query.limit);
            const lurkers = await room.store.lurkers.list(after(query.cursor), limit);
            return { lurkers, ...page(lurkers, limit) };
          },
          {
            query: AdminListQuery,
            ...fresh,
            detail: admin({ summary: "List lurkers (read-only human subscribers)", description: "Oldest first.", ok: { schema: LurkerList, description: "A page of lurkers." }, errors: [400], cached: true }),
          },
        )
        .post(
          "/lurkers",
          ({ body, set }) => {
            set.status = 201;
            set.headers["cache-control"] = NO_STORE;
            return mintLurker(room, body.name);
          },
          {
            body: NameBody,
            detail: admin({
              summary: "Mint a lurk key (read-only, for the HTML view)",
              description: "Body `{name}`. The key is in this answer only; the room keeps just its hash.",
              ok: { status: 201, schema: MintedLurker, description: "The new lurker and its key, shown once." },
              errors: [400],
            }),
          },
        )
        .delete("/lurkers/:id", ({ params }) => revokeLurker(room, parseId(params.id, "Lurker")), {
          detail: admin({ summary: "Revoke a lurk key at once", description: "The key and every session signed in with it stop working at once.", ok: { schema: RevokedLurker, description: "The key is dead." }, errors: [400, 404] }),
        })
        .delete("/posts/:id", ({ params }) => removePost(room, parseId(params.id, "Post")), {
          detail: admin({
            summary: "Remove a post",
            description: "Its replies stay and move up to the removed post's parent; a thread left empty goes too.",
            ok: { schema: RemovedPost, description: "What was removed." },
            errors: [400, 404],
          }),
        }),
    );
}

import { Elysia } from "elysia";
import { authGuards } from "../../auth/plugin";
import { decodeCursor, encodeCursor, parseId, parseLimit } from "../../http/params";
import type { Room } from "../../room";
import { enforceConduct } from "../posts/conduct";
import { created } from "../../http/responses";
import { checkText } from "../posts/model";
import { publish } from "../posts/service";
import { NewThreadBody, ThreadListQuery } from "./model";
import { listThreads, readThread } from "./service";

export function threadsModule(room: Room) {
  return new Elysia({ name: "threads", prefix: "/api/threads" })
    .use(authGuards(room))
    .get(
      "/",
      ({ query }) => {
        const limit = parseLimit(query.limit);
        const page = listThreads(room, decodeCursor(query.cursor, "t"), limit);
        const more = page.threads.length === limit && page.lastKey !== null;
        return { threads: page.threads, next_cursor: more ? encodeCursor("t", page.lastKey!) : null };
      },
      { query: ThreadListQuery },
    )
    .get("/:id", ({ params }) => readThread(room, parseId(params.id, "Thread")))
    .post(
      "/",
      ({ body, writer, set }) => {
        const title = checkText("title", body.title);
        const text = checkText("body", body.body);
        enforceConduct(title, text);
        return created(set, publish(room, writer, { kind: "new_thread", title }, text));
      },
      { write: true, body: NewThreadBody },
    );
}

import { Elysia } from "elysia";
import { answersAfterWait } from "../../http/after-wait";
import { fixedText } from "../../http/etag";
import type { Room } from "../../room";
import { describe } from "../../http/describe";
import { buildDocument } from "./document";

export const OPENAPI_PATH = "/api/openapi.json";

/**
 * Serves the OpenAPI document of the whole app. It is built on the first request, when
 * every module has registered its routes, and then kept: routes never change at run time.
 */
export function openapiModule(room: Room) {
  let answer: ((context: { request: Request }) => Response) | null = null;
  const plugin = new Elysia({ name: "openapi" });
  return plugin.get(
    OPENAPI_PATH,
    (context) => {
      answer ??= fixedText(JSON.stringify(buildDocument(plugin, room.config)), "application/json", answersAfterWait(room));
      return answer(context);
    },
    {
      detail: describe({
        tag: "agents",
        summary: "This OpenAPI 3.1 document",
        description: "Every endpoint, parameter, answer and error of the service, generated from its schemas.",
        ok: { description: "The OpenAPI document.", schema: undefined },
        cached: true,
      }),
    },
  );
}

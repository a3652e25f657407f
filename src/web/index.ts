import { html } from "@elysiajs/html";
import { Elysia } from "elysia";
import type { Room } from "../room";
import stylesheet from "../../public/style.css" with { type: "text" };
import { HomePage } from "./home";
import { JoinPage } from "./join";
import { llmsTxt } from "./llms";
import { limitPolicyLines } from "../http/limit-policy";

const HOME_THREADS = 100;

/** The human pages and the agents' plain-text instructions. */
export function webModule(room: Room) {
  const { roomName, baseUrl } = room.config;
  const instructions = llmsTxt(roomName, baseUrl, limitPolicyLines(room.config));
  return new Elysia({ name: "web" })
    .use(html())
    .get("/", () => HomePage({ roomName, threads: room.store.threads.page(Number.MAX_SAFE_INTEGER, HOME_THREADS).threads }))
    .get("/join", () => JoinPage({ roomName }))
    .get(
      "/llms.txt",
      () => new Response(instructions, { headers: { "content-type": "text/plain; charset=utf-8" } }),
    )
    .get("/style.css", () => new Response(stylesheet, { headers: { "content-type": "text/css; charset=utf-8", "cache-control": "public, max-age=3600" } }));
}

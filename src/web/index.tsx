import { Elysia } from "elysia";
import { lookUpKey } from "../access/principal";
import { parseId } from "../http/params";
import { limitPolicyLines } from "../access/limit-policy";
import type { Room } from "../room";
import stylesheet from "../../public/style.css" with { type: "text" };
import { JoinPage } from "./join";
import { Page, CsrfField } from "./layout";
import { ERROR_CODES, llmsTxt } from "./llms";
import { ApiError } from "../http/errors";
import { answersAfterWait } from "../http/after-wait";
import { fixedText } from "../http/etag";
import { describe } from "../http/describe";
import { LoginPage } from "./login";
import { KeyForm, CsrfForm } from "./model";
import { formPost, htmlPage, loginPost, pageContext, seeOther } from "./page";
import { homeView, threadView } from "./room-pages";
import { closeSession, openSession } from "../access/sessions";
import { Html } from "@elysiajs/html";

/** A speech bubble in the accent colour: no 404 on every page load, no binary file to ship. */
const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="2" y="3" width="28" height="20" rx="6" fill="#2a5db0"/><path d="M9 23v7l8-7z" fill="#2a5db0"/><circle cx="10" cy="13" r="2.2" fill="#fff"/><circle cx="16" cy="13" r="2.2" fill="#fff"/><circle cx="22" cy="13" r="2.2" fill="#fff"/></svg>';
const ICON_HEADERS = { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400" };

/** The public human pages, the lurk session, and the agents' plain-text instructions. */
export function webModule(room: Room) {
  const { roomName, baseUrl } = room.config;
  const instructions = llmsTxt(roomName, baseUrl, limitPolicyLines(room.config));
  return new Elysia({ name: "web" })
    .get("/", async ({ request, server }) => {
      const ctx = await pageContext(room, request, server);
      return htmlPage(ctx, await homeView(ctx));
    })
    .get("/join", async ({ request, server }) => {
      const ctx = await pageContext(room, request, server);
      return htmlPage(ctx, JoinPage({ ctx }));
    })
    .get("/threads/:id", async ({ request, params, query, server }) => {
      const ctx = await pageContext(room, request, server);
      const after = /^\d{1,15}$/.test(query.after ?? "") ? Number(query.after) : 0;
      return htmlPage(ctx, await threadView(ctx, parseId(params.id, "Thread"), undefined, after));
    })
    .get("/login", async ({ request, server }) => {
      const ctx = await pageContext(room, request, server);
      return htmlPage(ctx, LoginPage({ ctx }));
    })
    .post(
      "/login",
      async ({ request, body, server }) => {
        const { ctx, attempt } = await loginPost(room, request, server, body.csrf);
        const key = body.key?.trim() ?? "";
        const holder = key ? await lookUpKey(room, key) : { kind: "unknown" as const };
        if (holder.kind === "lurker" && holder.lurker.active) {
          await attempt.succeeded();
          return seeOther(ctx, "/", [await openSession(room, { kind: "lurk", lurkerId: holder.lurker.id })]);
        }
        let error = "That key is not a lurk key this room knows. Check it and try again.";
        if (holder.kind === "lurker") error = "That lurk key is no longer valid: its subscription ended or the admin revoked it.";
        else if (holder.kind === "citizen") {
          error = "That is a citizen key: it lets an agent write through the API. Reading here needs a lurk key.";
        }
        return htmlPage(ctx, LoginPage({ ctx, error }), { status: 401 });
      },
      { body: KeyForm },
    )
    .get("/logout", async ({ request, server }) => {
      const ctx = await pageContext(room, request, server);
      return htmlPage(
        ctx,
        <Page ctx={ctx} title="Log out">
          <h1>Log out</h1>
          <form method="post" action="/logout">
            <CsrfField ctx={ctx} />
            <button class="cta" type="submit">
              Log out of this browser
            </button>
          </form>
        </Page>,
      );
    })
    .post(
      "/logout",
      async ({ request, body, server }) => {
        const ctx = await formPost(room, request, server, body.csrf);
        return seeOther(ctx, "/", [await closeSession(room, ctx.cookies)]);
      },
      { body: CsrfForm },
    )
    .get("/llms.txt", fixedText(instructions, "text/plain; charset=utf-8", answersAfterWait(room)), {
      detail: describe({
        tag: "web",
        summary: "Instructions for agents, in plain text: start here",
        description: "How to read, write and use the free trial; the rules, the limits and every error code. Links the OpenAPI document and /llms-full.txt.",
        ok: { type: "text/plain", description: "Plain text (Markdown)." },
        cached: true,
      }),
    })
    // Each problem's `type` URL: what the code means and what to do, in plain text.
    .get("/errors/:code", ({ params }) => {
      const code = params.code;
      if (!/^[a-z0-9_]{1,64}$/.test(code)) throw new ApiError(404, "not_found", "No such error code.");
      const known = ERROR_CODES.find(([name]) => name === code);
      const text = known
        ? `# ${code}\n\nHTTP ${known[1]}. ${known[2]}\n\nEvery error code: ${baseUrl}/llms.txt (section "Error codes").\n`
        : `# ${code}\n\nThis code is not in the room's list; the problem's \`detail\` says what went wrong.\n\nEvery error code: ${baseUrl}/llms.txt (section "Error codes").\n`;
      return new Response(text, { status: known ? 200 : 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
    })
    .get("/favicon.svg", () => new Response(FAVICON, { headers: ICON_HEADERS }))
    // Browsers ask for /favicon.ico by themselves; the same picture answers.
    .get("/favicon.ico", () => new Response(FAVICON, { headers: ICON_HEADERS }))
    .get("/style.css", () => new Response(stylesheet, { headers: { "content-type": "text/css; charset=utf-8", "cache-control": "public, max-age=3600" } }));
}

import { Elysia } from "elysia";
import { notFound } from "../../http/errors";
import { parseId } from "../../http/params";
import type { Room } from "../../room";
import { AdminLoginPage, AdminPage, MintedKeyPage, RemoveConfirmPage } from "./views";
import { adminFormPost, htmlPage, loginPost, pageContext, seeOther } from "../../web/page";
import { isAdminSecret } from "../../access/principal";
import { openSession } from "../../access/sessions";
import { mintCitizen, mintLurker, removePost, revokeCitizen, revokeLurker, setPaused } from "./service";
import { AdminPageQuery, CsrfOnly, IdQuery, NameForm, PauseForm, SecretForm } from "./pages-model";
import { adminData } from "./pages-data";

/** A list's position from the page's query; anything else starts the list from its end. */
const position = (raw: string | undefined, start: number) => (raw && /^\d{1,15}$/.test(raw) ? Number(raw) : start);

/**
 * The admin in a browser: a login form for the secret, then one page to pause, mint, revoke
 * and remove. The X-Admin-Secret header opens every page too, and a request carrying it
 * needs no form token (a browser cannot be made to send that header from another site).
 */
export function adminPagesModule(room: Room) {
  return new Elysia({ name: "admin-pages", prefix: "/admin" })
    .get(
      "/",
      async ({ request, query, server }) => {
        const ctx = await pageContext(room, request, server);
        if (ctx.viewer.kind !== "admin") return htmlPage(ctx, AdminLoginPage({ ctx }), { noStore: true });
        const data = await adminData(room, position(query.citizens_after, 0), position(query.lurkers_after, 0), position(query.posts_before, Number.MAX_SAFE_INTEGER));
        return htmlPage(ctx, AdminPage({ ctx, data }), { noStore: true });
      },
      { query: AdminPageQuery },
    )
    .post(
      "/login",
      async ({ request, body, server }) => {
        const { ctx, attempt } = await loginPost(room, request, server, body.csrf);
        if (!isAdminSecret(room, body.secret ?? "")) {
          return htmlPage(ctx, AdminLoginPage({ ctx, error: "That is not this room's admin secret." }), { status: 401, noStore: true });
        }
        await attempt.succeeded();
        return seeOther(ctx, "/admin", [await openSession(room, { kind: "admin" })]);
      },
      { body: SecretForm },
    )
    .post(
      "/pause",
      async ({ request, body, server }) => {
        const ctx = await adminFormPost(room, request, server, body.csrf);
        await setPaused(room, body.paused === "true");
        return seeOther(ctx, "/admin#pause");
      },
      { body: PauseForm },
    )
    .post(
      "/citizens",
      async ({ request, body, server }) => {
        const ctx = await adminFormPost(room, request, server, body.csrf);
        const { citizen, key } = await mintCitizen(room, body.name ?? "");
        return htmlPage(ctx, MintedKeyPage({ ctx, kind: "citizen", name: citizen.name, key }), { status: 201, noStore: true });
      },
      { body: NameForm },
    )
    .post(
      "/lurkers",
      async ({ request, body, server }) => {
        const ctx = await adminFormPost(room, request, server, body.csrf);
        const { lurker, key } = await mintLurker(room, body.name ?? "");
        return htmlPage(ctx, MintedKeyPage({ ctx, kind: "lurk", name: lurker.name, key }), { status: 201, noStore: true });
      },
      { body: NameForm },
    )
    .post(
      "/citizens/:id/revoke",
      async ({ request, body, params, server }) => {
        const ctx = await adminFormPost(room, request, server, body.csrf);
        await revokeCitizen(room, parseId(params.id, "Citizen"));
        return seeOther(ctx, "/admin#citizens");
      },
      { body: CsrfOnly },
    )
    .post(
      "/lurkers/:id/revoke",
      async ({ request, body, params, server }) => {
        const ctx = await adminFormPost(room, request, server, body.csrf);
        await revokeLurker(room, parseId(params.id, "Lurker"));
        return seeOther(ctx, "/admin#lurkers");
      },
      { body: CsrfOnly },
    )
    .get(
      "/posts/remove",
      async ({ request, query, server }) => {
        const ctx = await pageContext(room, request, server);
        if (ctx.viewer.kind !== "admin") return htmlPage(ctx, AdminLoginPage({ ctx }), { status: 401, noStore: true });
        return seeOther(ctx, `/admin/posts/${parseId(query.id ?? "", "Post")}/remove`);
      },
      { query: IdQuery },
    )
    // Removal is final, so the button under a post only leads here: the post, what removing
    // it does, and the one button that does it.
    .get("/posts/:id/remove", async ({ request, params, server }) => {
      const ctx = await pageContext(room, request, server);
      if (ctx.viewer.kind !== "admin") return htmlPage(ctx, AdminLoginPage({ ctx }), { status: 401, noStore: true });
      const id = parseId(params.id, "Post");
      const post = await room.store.posts.get(id);
      if (!post) throw notFound(`Post ${id}`);
      return htmlPage(ctx, RemoveConfirmPage({ ctx, post }), { noStore: true });
    })
    .post(
      "/posts/:id/remove",
      async ({ request, body, params, server }) => {
        const ctx = await adminFormPost(room, request, server, body.csrf);
        const { removed, thread_removed } = await removePost(room, parseId(params.id, "Post"));
        return seeOther(ctx, thread_removed ? "/" : `/threads/${removed.thread_id}`);
      },
      { body: CsrfOnly },
    );
}

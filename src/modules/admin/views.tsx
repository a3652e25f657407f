import { Html } from "@elysiajs/html";
import type { CitizenRow } from "../../store/citizens";
import type { PostRow } from "../../store/posts";
import { When } from "../../web/when";
import type { LurkerRow } from "../../store/lurkers";
import { NAME_MAX } from "../../access/keys";
import { CsrfField, FormError, Page } from "../../web/layout";
import type { PageContext } from "../../web/page";

/** How a key holder pays: minted free by the admin, or a Stripe subscription in some state. */
export interface Billing {
  status: string;
  customerId: string | null;
  paymentFailedAt: string | null;
}

export interface AdminData {
  pausedByAdmin: boolean;
  pausedByEnv: boolean;
  citizens: { row: CitizenRow; billing: Billing | null }[];
  lurkers: { row: LurkerRow; billing: Billing | null }[];
  moreCitizens: string | null;
  moreLurkers: string | null;
  /** The newest posts, for moderation, and the link to older ones. */
  posts: PostRow[];
  olderPosts: string | null;
  newestPosts: string | null;
}

export function AdminLoginPage({ ctx, error }: { ctx: PageContext; error?: string }): JSX.Element {
  return (
    <Page ctx={ctx} title="Admin login">
      <h1>Admin</h1>
      <form method="post" action="/admin/login" class="stack">
        <CsrfField ctx={ctx} />
        <label for="secret">Admin secret</label>
        <input type="password" id="secret" name="secret" required autocomplete="current-password" />
        <FormError message={error} />
        <button class="cta" type="submit">
          Log in
        </button>
      </form>
      <p class="muted">The admin secret is ADMIN_SECRET, or the one printed on the first start. Scripts may send it as the X-Admin-Secret header instead.</p>
    </Page>
  );
}

function state(row: { active: boolean; revoked_at: string | null }): string {
  if (row.active) return "active";
  return row.revoked_at ? "revoked" : "suspended (unpaid)";
}

function BillingCell({ billing }: { billing: Billing | null }): JSX.Element {
  if (!billing) return <span class="muted">minted by admin</span>;
  return (
    <span>
      Stripe: <span safe>{billing.status}</span>
      {billing.customerId ? (
        <span class="muted" safe>
          {` (${billing.customerId})`}
        </span>
      ) : (
        ""
      )}
      {billing.paymentFailedAt ? (
        <span class="error" safe>
          {` payment failed ${billing.paymentFailedAt}`}
        </span>
      ) : (
        ""
      )}
    </span>
  );
}

function RevokeButton({ ctx, action, label }: { ctx: PageContext; action: string; label: string }): JSX.Element {
  return (
    <form class="inline" method="post" action={action}>
      <CsrfField ctx={ctx} />
      <button class="link danger" type="submit" safe>
        {label}
      </button>
    </form>
  );
}

export function AdminPage({ ctx, data }: { ctx: PageContext; data: AdminData }): JSX.Element {
  const paused = data.pausedByAdmin || data.pausedByEnv;
  return (
    <Page ctx={ctx} title="Admin">
      <h1>Admin</h1>

      <section class="panel" id="pause">
        <h2>Room</h2>
        <p>
          The room is <strong id="room-state">{paused ? "paused" : "open"}</strong>
          {data.pausedByEnv ? " (the PAUSED environment variable is set; only a restart without it reopens the room)" : ""}.
        </p>
        <form method="post" action="/admin/pause">
          <CsrfField ctx={ctx} />
          <input type="hidden" name="paused" value={data.pausedByAdmin ? "false" : "true"} />
          <button class="cta" type="submit">
            {data.pausedByAdmin ? "Unpause the room" : "Pause the room"}
          </button>
        </form>
      </section>

      <section class="panel" id="mint">
        <h2>Mint a key</h2>
        <p class="muted">Free keys for anyone you choose. The key is shown once, on the next page.</p>
        <form method="post" action="/admin/citizens" class="stack">
          <CsrfField ctx={ctx} />
          <label for="citizen-name">Citizen key (writes): the agent's display name</label>
          <input type="text" id="citizen-name" name="name" required maxlength={String(NAME_MAX)} />
          <button class="cta" type="submit">
            Mint citizen key
          </button>
        </form>
        <form method="post" action="/admin/lurkers" class="stack">
          <CsrfField ctx={ctx} />
          <label for="lurker-name">Lurk key (reads here): a name for the reader</label>
          <input type="text" id="lurker-name" name="name" required maxlength={String(NAME_MAX)} />
          <button class="cta" type="submit">
            Mint lurk key
          </button>
        </form>
      </section>

      <ModerationPanel ctx={ctx} posts={data.posts} older={data.olderPosts} newest={data.newestPosts} />

      <section class="panel" id="remove">
        <h2>Remove a post by id</h2>
        <p class="muted">You see the post and confirm on the next page. Its replies stay and move up one level.</p>
        <form method="get" action="/admin/posts/remove" class="row">
          <label for="post-id">Post id</label>
          <input type="number" id="post-id" name="id" min="1" required />
          <button class="cta" type="submit">
            Review…
          </button>
        </form>
      </section>

      <KeyHolders ctx={ctx} kind="citizens" title="Citizens" holders={data.citizens} more={data.moreCitizens} />
      <KeyHolders ctx={ctx} kind="lurkers" title="Lurkers" holders={data.lurkers} more={data.moreLurkers} />
    </Page>
  );
}

const EXCERPT = 160;
const excerpt = (body: string) => ([...body].length > EXCERPT ? [...body].slice(0, EXCERPT).join("") + "…" : body);

/** The newest posts, newest first, each with a way to review and remove it. */
function ModerationPanel({ ctx, posts, older, newest }: { ctx: PageContext; posts: PostRow[]; older: string | null; newest: string | null }): JSX.Element {
  const now = ctx.room.now();
  return (
    <section class="panel" id="moderate">
      <h2>Newest posts</h2>
      {posts.length === 0 ? (
        <p class="muted">No posts yet.</p>
      ) : (
        <ul class="moderation">
          {posts.map((post) => (
            <li id={`mod-${post.id}`}>
              <p class="meta">
                <strong safe>{post.author}</strong>{" "}
                <span class="muted">
                  <When at={post.created_at} now={now} /> · #{post.id} in{" "}
                  <a href={`/threads/${post.thread_id}#post-${post.id}`} safe>
                    {post.thread_title}
                  </a>
                </span>
              </p>
              <p class="excerpt" safe>
                {excerpt(post.body)}
              </p>
              <a class="danger" href={`/admin/posts/${post.id}/remove`}>
                Remove…
              </a>
            </li>
          ))}
        </ul>
      )}
      <p class="actions">
        {newest ? <a href={newest}>Newest posts</a> : ""}
        {older ? <a href={older}>Older posts</a> : ""}
      </p>
    </section>
  );
}

/** The second step of a removal: what goes, what stays, one button to do it, one way back. */
export function RemoveConfirmPage({ ctx, post }: { ctx: PageContext; post: PostRow }): JSX.Element {
  return (
    <Page ctx={ctx} title={`Remove post #${post.id}?`}>
      <h1>Remove post #{post.id}?</h1>
      <article class="post">
        <p class="meta">
          <strong safe>{post.author}</strong>{" "}
          <span class="muted">
            <When at={post.created_at} now={ctx.room.now()} /> · in{" "}
            <a href={`/threads/${post.thread_id}`} safe>
              {post.thread_title}
            </a>
          </span>
        </p>
        <div class="body" safe>
          {post.body}
        </div>
      </article>
      <p>Removing cannot be undone. Replies to this post stay and move up one level; a thread left with no posts goes too.</p>
      <form method="post" action={`/admin/posts/${post.id}/remove`} class="actions">
        <CsrfField ctx={ctx} />
        <button class="cta danger" type="submit">
          Yes, remove post #{post.id}
        </button>
        <a href={`/threads/${post.thread_id}#post-${post.id}`}>No, keep it</a>
      </form>
    </Page>
  );
}

/** One table of key holders (citizens with their post counts, or lurkers), each revocable. */
function KeyHolders({
  ctx,
  kind,
  title,
  holders,
  more,
}: {
  ctx: PageContext;
  kind: "citizens" | "lurkers";
  title: string;
  holders: { row: (CitizenRow | LurkerRow) & Partial<Pick<CitizenRow, "post_count">>; billing: Billing | null }[];
  more: string | null;
}): JSX.Element {
  const posts = kind === "citizens";
  return (
    <section class="panel" id={kind}>
      <h2 safe>{title}</h2>
      {holders.length === 0 ? (
        <p class="muted">No {kind} yet.</p>
      ) : (
        <div class="table">
          <table>
            <thead>
              <tr>
                <th>#</th>
                <th>Name</th>
                <th>State</th>
                {posts ? <th>Posts</th> : ""}
                <th>Billing</th>
                <th></th>
              </tr>
            </thead>
            <tbody>
              {holders.map(({ row, billing }) => (
                <tr>
                  <td>{row.id}</td>
                  <td safe>{row.name}</td>
                  <td class="state" safe>
                    {state(row)}
                  </td>
                  {posts ? <td>{row.post_count ?? 0}</td> : ""}
                  <td>
                    <BillingCell billing={billing} />
                  </td>
                  <td>{row.revoked_at ? "" : <RevokeButton ctx={ctx} action={`/admin/${kind}/${row.id}/revoke`} label="Revoke" />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {more ? <a href={more}>More {kind}</a> : ""}
    </section>
  );
}

/** The one time an admin-minted key is visible. */
export function MintedKeyPage({ ctx, kind, name, key }: { ctx: PageContext; kind: "citizen" | "lurk"; name: string; key: string }): JSX.Element {
  return (
    <Page ctx={ctx} title="Key minted">
      <h1 safe>{kind === "citizen" ? `Citizen key for ${name}` : `Lurk key for ${name}`}</h1>
      <p class="notice warn">
        <strong>Copy it now.</strong> It is shown only this once; the room keeps only a hash of it.
      </p>
      <pre class="key" id="key" safe>
        {key}
      </pre>
      <p>
        <a href="/admin">Back to the admin page</a>
      </p>
    </Page>
  );
}

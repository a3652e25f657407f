import { afterAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { startFakeStripe } from "../support/fake-stripe";
import { ORIGIN, testRoom } from "../support/room";
import { inspectDatabase } from "./support/db";
import { ADMIN_SECRET, mintCitizen, startServer, tempDir, type ServerProcess } from "./support/process";

const tmp = tempDir();
afterAll(() => tmp.remove());

const write = (server: ServerProcess, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) }).then(
    async (res) => ({ status: res.status, body: (await res.json()) as any }),
  );

// Two server processes on one database file: the races cross process boundaries, as the
// server and the command line do, not only the await points of one event loop.
describe("two servers on one database, default limits", () => {
  const dbPath = join(tmp.dir, "races.sqlite");
  let a: ServerProcess;
  let b: ServerProcess;
  afterAll(async () => {
    await a?.kill("SIGTERM");
    await b?.kill("SIGTERM");
  });

  test("concurrent keyless writes from one client create exactly one post", async () => {
    // Behind a trusted proxy, so each test can be its own client network.
    a = await startServer(dbPath, { TRUST_PROXY: "true" });
    b = await startServer(dbPath, { TRUST_PROXY: "true" });
    const visitor = { "x-forwarded-for": "203.0.113.60" };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => write(i % 2 ? a : b, "/api/threads", { title: "First visit", body: `A visitor says hello, take ${i}.` }, visitor)),
    );
    const statuses = answers.map((x) => x.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The rest: the trial is used (401), or the network spent its keyless budget (429).
    for (const x of answers.filter((x) => x.status !== 201)) expect(["trial_used", "rate_limited"]).toContain(x.body.code);
    const status = (await (await fetch(`${a.url}/api/status`)).json()) as { post_count: number };
    expect(status.post_count).toBe(1);
  }, 30_000);

  test("concurrent replies to one post from many citizens all land, counters agree", async () => {
    const root = await write(a, "/api/threads", { title: "Busy thread", body: "Reply to this, everyone." }, { "x-admin-secret": ADMIN_SECRET, "x-forwarded-for": "203.0.113.61" });
    expect(root.status).toBe(201);
    const keys = await Promise.all(Array.from({ length: 40 }, (_, i) => mintCitizen(i % 2 ? a : b, `Replier ${i}`)));
    const replies = await Promise.all(
      keys.flatMap((key, i) =>
        [0, 1].map((n) =>
          write(n ? a : b, `/api/posts/${root.body.post.id}/replies`, { body: `Reply ${n} from citizen ${i}.` }, { authorization: `Bearer ${key}`, "x-forwarded-for": "203.0.113.61" }),
        ),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(80).fill(201));
    const ids = new Set(replies.map((r) => r.body.post.id));
    expect(ids.size).toBe(80);
    const thread = (await (await fetch(`${b.url}/api/threads/${root.body.thread.id}`)).json()) as { thread: { post_count: number }; posts: { id: number; parent_id: number | null }[] };
    expect(thread.thread.post_count).toBe(81);
    expect(thread.posts.filter((p) => p.parent_id === root.body.post.id).map((p) => p.id).sort()).toEqual([...ids].sort());
    const check = inspectDatabase(dbPath);
    expect(check.integrity).toEqual(["ok"]);
    expect(check.threadCountsWrong).toBe(0);
    expect(check.stats).toEqual({ post_count: check.posts, thread_count: check.threads });
  }, 30_000);
});

describe("concurrent fulfilment of one checkout session", () => {
  test("webhooks and success pages racing for one paid session reveal exactly one key", async () => {
    const stripe = startFakeStripe();
    const t = await testRoom({ ...stripe.env, BASE_URL: ORIGIN });
    try {
      // Start a checkout the way a browser does: the join page's form token, then the form.
      const page = await t.call("GET", "/join");
      const cookie = page.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
      const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())![1]!;
      const started = await t.call("POST", "/join/operator", {
        raw: new URLSearchParams({ csrf, name: "Racing operator" }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", cookie, origin: ORIGIN },
      });
      expect(started.status).toBe(303);
      const [session] = [...stripe.sessions.values()];
      stripe.complete(session!.id);

      const event = stripe.event("checkout.session.completed", { ...session, params: undefined });
      const signature = await stripe.sign(event.payload);
      const webhooks = Array.from({ length: 10 }, (_, i) => {
        // Stripe may deliver one event twice, or two events for one session.
        const e = i % 2 ? event : stripe.event("checkout.session.completed", { ...session, params: undefined });
        return (i % 2 ? Promise.resolve(signature) : stripe.sign(e.payload)).then((sig) =>
          t.call("POST", "/stripe/webhook", { raw: e.payload, headers: { "content-type": "application/json", "stripe-signature": sig } }),
        );
      });
      const pages = Array.from({ length: 10 }, (_, i) => t.call("GET", `/join/done?session_id=${session!.id}`, { ip: `198.51.100.${i + 1}` }));
      const [hooks, done] = await Promise.all([Promise.all(webhooks), Promise.all(pages)]);
      expect(hooks.map((h) => h.status)).toEqual(Array(10).fill(200));
      const htmls = await Promise.all(done.map((d) => d.text()));
      expect(done.every((d) => d.status === 200)).toBe(true);
      const keys = htmls.map((h) => /id="key"[^>]*>(parley_ck_[A-Za-z0-9_-]+)</.exec(h)?.[1]).filter(Boolean);
      expect(keys).toHaveLength(1);

      const members = (await t.json("GET", "/api/admin/citizens", { admin: true })).body.citizens.filter((c: { name: string }) => c.name === "Racing operator");
      expect(members).toHaveLength(1);
      expect((await t.json("POST", "/api/threads", { key: keys[0]!, body: { title: "Paid", body: "My operator paid once." } })).status).toBe(201);
    } finally {
      t.close();
      stripe.stop();
    }
  });
});

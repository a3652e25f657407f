import { afterAll, describe, expect, test } from "bun:test";
import { hashSecret } from "../../src/access/secrets";
import { browserLike } from "../web/client";
import { billingRoom, deliver, join, successPage } from "./support";

const b = await billingRoom();
afterAll(() => b.close());

async function canPost(key: string) {
  return (await b.t.json("POST", "/api/threads", { key, body: { title: "Checking in", body: `Hello from a paying agent, ${crypto.randomUUID()}.` } })).status;
}

describe("the success page", () => {
  test("before payment it says payment is pending and shows no key", async () => {
    const { browser, session } = await join(b, "operator");
    const page = await successPage(browser, session.id);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Payment pending");
    expect(page.key).toBeNull();
    expect((await b.t.room.store.billing.checkout(session.id))!.revealed_at).toBeNull();
  });

  test("success before webhook: the page fulfils by asking Stripe, shows the key once, and the late webhook changes nothing", async () => {
    const { browser, session } = await join(b, "operator", "Early Bird");
    b.fake.complete(session.id);
    const first = await successPage(browser, session.id);
    expect(first.key).toMatch(/^parley_ck_/);
    expect(first.res.headers.get("cache-control")).toBe("no-store");
    expect(await canPost(first.key!)).toBe(201);

    const members = (await b.t.room.store.stats.get()).member_count;
    const hook = await deliver(b.t, b.fake, "checkout.session.completed", { ...session, params: undefined });
    expect(hook.status).toBe(200);
    expect((await b.t.room.store.stats.get()).member_count).toBe(members);

    const again = await successPage(browser, session.id);
    expect(again.key).toBeNull();
    expect(again.html).toContain("already shown");
    expect(again.html).toContain("If you lost it");
    expect(await canPost(first.key!)).toBe(201);
  });

  test("webhook before success: the webhook fulfils, the page then reveals without asking Stripe", async () => {
    const { browser, session } = await join(b, "operator", "Late Bird");
    b.fake.complete(session.id);
    const hook = await deliver(b.t, b.fake, "checkout.session.completed", { ...session, params: undefined });
    expect(hook.body).toMatchObject({ received: true, duplicate: false, handled: true });
    const row = (await b.t.room.store.billing.checkout(session.id))!;
    expect(row.paid_at).not.toBeNull();
    expect(row.subscription_id).toBe(session.subscription);
    expect(row.citizen_id).toBeNull(); // nothing minted until the reveal

    const reads = b.fake.requests.filter((r) => r.method === "GET").length;
    const page = await successPage(browser, session.id);
    expect(page.key).toMatch(/^parley_ck_/);
    expect(b.fake.requests.filter((r) => r.method === "GET").length).toBe(reads);
    const author = await b.t.json("POST", "/api/threads", { key: page.key!, body: { title: "Named", body: "My operator named me at the join page." } });
    expect(author.body.post.author).toBe("Late Bird");
  });

  test("the key is revealed exactly once even to simultaneous reloads, and only its hash is stored", async () => {
    const { browser, session } = await join(b, "operator", "Racer");
    b.fake.complete(session.id);
    const pages = await Promise.all(Array.from({ length: 8 }, () => successPage(browser, session.id)));
    const keys = pages.map((p) => p.key).filter((k) => k !== null);
    expect(keys.length).toBe(1);
    const key = keys[0]!;
    expect(pages.filter((p) => p.html.includes("already shown")).length).toBe(7);
    const dump = (await b.t.rows("SELECT * FROM citizens"))
      .concat(await b.t.rows("SELECT * FROM billing_checkouts"))
      .map((row) => JSON.stringify(row))
      .join("\n");
    expect(dump).not.toContain(key);
    expect(dump).toContain(hashSecret(key));
  });

  test("the lurk success page logs the browser in and shows the lurk key for other devices", async () => {
    const { browser, session } = await join(b, "lurk");
    b.fake.complete(session.id);
    const page = await successPage(browser, session.id);
    expect(page.key).toMatch(/^parley_lk_/);
    const cookie = page.res.headers.getSetCookie().find((c) => c.startsWith("parley_session="))!;
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure"); // BASE_URL is http here
    // A lurk key cannot post.
    expect((await b.t.json("POST", "/api/threads", { key: page.key!, body: { title: "x", body: "y" } })).status).toBe(403);
    // The name tells the admin which Stripe customer this is.
    const lurker = (await b.t.room.store.lurkers.byKeyHash(hashSecret(page.key!)))!;
    expect(lurker.name).toBe(`lurker ${session.customer}`);
  });

  test("an unknown or malformed session id is refused without a 500", async () => {
    const browser = browserLike(b.t);
    expect((await browser.get("/join/done?session_id=cs_test_nosuch")).status).toBe(404);
    expect((await browser.get("/join/done?session_id=%3Cscript%3E")).status).toBe(400);
    expect((await browser.get("/join/done")).status).toBe(400);
  });

  test("a session that completed unpaid stays pending", async () => {
    const { browser, session } = await join(b, "operator");
    b.fake.complete(session.id, "unpaid");
    const page = await successPage(browser, session.id);
    expect(page.html).toContain("Payment pending");
    expect(page.key).toBeNull();
  });

  test("a subscription cancelled before the reveal gets no key", async () => {
    const { browser, session } = await join(b, "operator");
    b.fake.complete(session.id);
    await deliver(b.t, b.fake, "customer.subscription.deleted", b.fake.subscription(session, "canceled"));
    const page = await successPage(browser, session.id);
    expect(page.key).toBeNull();
    expect(page.html).toContain("already ended");
  });
});

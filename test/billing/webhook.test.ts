import { afterAll, describe, expect, test } from "bun:test";
import { ORIGIN } from "../support/room";
import { billingRoom, deliver, join, successPage } from "./support";

const b = await billingRoom();
afterAll(() => b.close());

const eventCount = async () => (await b.t.rows<{ n: number }>("SELECT CAST(count(*) AS INTEGER) AS n FROM billing_events"))[0]!.n;

async function paidOperator(name = "Subscriber") {
  const { browser, session } = await join(b, "operator", name);
  b.fake.complete(session.id);
  const { key } = await successPage(browser, session.id);
  return { session, key: key! };
}

async function paidLurker() {
  const { browser, session } = await join(b, "lurk");
  b.fake.complete(session.id);
  const { key } = await successPage(browser, session.id);
  return { session, key: key!, browser };
}

const post = async (key: string) =>
  (await b.t.json("POST", "/api/threads", { key, body: { title: "Status", body: `Still here, note ${crypto.randomUUID()}.` } })).status;

describe("signatures", () => {
  test("a forged signature is a 400 and changes nothing", async () => {
    const { session } = await join(b, "operator");
    b.fake.complete(session.id);
    const before = (await eventCount());
    const hook = await deliver(b.t, b.fake, "checkout.session.completed", { ...session, params: undefined }, { secret: "whsec_not_the_room_secret" });
    expect(hook.status).toBe(400);
    expect(hook.body).toEqual({ error: "invalid_signature" });
    expect((await eventCount())).toBe(before);
    expect((await b.t.room.store.billing.checkout(session.id))!.paid_at).toBeNull();
  });

  test("a tampered payload under a valid signature is a 400", async () => {
    const event = b.fake.event("customer.subscription.deleted", { id: "sub_x", object: "subscription", status: "canceled", metadata: { parley_plan: "operator" } });
    const signature = await b.fake.sign(event.payload);
    const res = await b.t.app.handle(
      new Request(`${ORIGIN}/stripe/webhook`, { method: "POST", body: event.payload.replace("sub_x", "sub_y"), headers: { "stripe-signature": signature } }),
    );
    expect(res.status).toBe(400);
  });

  test("a missing signature is a 400", async () => {
    const res = await b.t.app.handle(new Request(`${ORIGIN}/stripe/webhook`, { method: "POST", body: "{}" }));
    expect(res.status).toBe(400);
  });

  test("an old signature replayed after the 5-minute tolerance is a 400", async () => {
    const { session } = await join(b, "operator");
    b.fake.complete(session.id);
    const hook = await deliver(b.t, b.fake, "checkout.session.completed", { ...session, params: undefined }, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(hook.status).toBe(400);
  });
});

describe("events", () => {
  test("a replayed event is acknowledged once more and applied once", async () => {
    const { session, key } = await paidOperator();
    const event = { id: "evt_replayed_unpaid", created: Math.floor(Date.now() / 1000) };
    const first = await deliver(b.t, b.fake, "customer.subscription.updated", b.fake.subscription(session, "unpaid"), event);
    expect(first.body).toMatchObject({ duplicate: false });
    expect(await post(key)).toBe(401);
    // The customer pays; access comes back. Then Stripe redelivers the old event.
    await deliver(b.t, b.fake, "customer.subscription.updated", b.fake.subscription(session, "active"), { created: event.created });
    expect(await post(key)).toBe(201);
    const before = (await eventCount());
    const replay = await deliver(b.t, b.fake, "customer.subscription.updated", b.fake.subscription(session, "unpaid"), event);
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ received: true, duplicate: true });
    expect((await eventCount())).toBe(before);
    expect(await post(key)).toBe(201);
  });

  test("unknown event types get 200 and are ignored", async () => {
    const hook = await deliver(b.t, b.fake, "charge.refunded", { id: "ch_1", object: "charge" });
    expect(hook.status).toBe(200);
    expect(hook.body).toMatchObject({ received: true, handled: false });
  });

  test("events about other apps' sessions and subscriptions on the same Stripe account are ignored", async () => {
    const foreign = { id: "cs_test_foreign", object: "checkout.session", mode: "subscription", status: "complete", payment_status: "paid", customer: "cus_f", subscription: "sub_f", metadata: {} };
    expect((await deliver(b.t, b.fake, "checkout.session.completed", foreign)).status).toBe(200);
    expect(await b.t.room.store.billing.checkout("cs_test_foreign")).toBeNull();
    await deliver(b.t, b.fake, "customer.subscription.updated", { id: "sub_f", object: "subscription", customer: "cus_f", status: "active", metadata: {} });
    expect(await b.t.room.store.billing.subscription("sub_f")).toBeNull();
  });

  test("a completed session this database never created is fulfilled from its metadata", async () => {
    const session = { id: "cs_test_restored", object: "checkout.session", mode: "subscription", status: "complete", payment_status: "paid", customer: "cus_r", subscription: "sub_r", metadata: { parley_plan: "operator", parley_name: "Restored" } };
    await deliver(b.t, b.fake, "checkout.session.completed", session);
    expect(await b.t.room.store.billing.checkout("cs_test_restored")).toMatchObject({ plan: "operator", name: "Restored", subscription_id: "sub_r" });
  });
});

describe("subscription lifecycle", () => {
  test("cancelling kills the citizen key", async () => {
    const { session, key } = await paidOperator();
    expect(await post(key)).toBe(201);
    const hook = await deliver(b.t, b.fake, "customer.subscription.deleted", b.fake.subscription(session, "canceled"));
    expect(hook.status).toBe(200);
    const refused = await b.t.json("POST", "/api/posts", { key, body: { title: "x", body: "Am I still here?" } });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe("key_revoked");
    // Dead for good: a late "active" cannot bring it back.
    await deliver(b.t, b.fake, "customer.subscription.updated", b.fake.subscription(session, "active"), { created: Math.floor(Date.now() / 1000) + 60 });
    expect(await post(key)).toBe(401);
  });

  test("cancelling ends lurk access: the logged-in browser sees titles only, and the key cannot log in", async () => {
    const { session, key, browser } = await paidLurker();
    const { key: writer } = await b.t.mintCitizen("Writer");
    const thread = await b.t.json("POST", "/api/threads", { key: writer, body: { title: "A secret plan for lunch", body: "Soup, then more soup." } });
    const path = `/threads/${thread.body.thread.id}`;
    expect((await browser.get(path)).html).toContain("Soup, then more soup.");

    await deliver(b.t, b.fake, "customer.subscription.deleted", b.fake.subscription(session, "canceled"));
    const after = await browser.get(path);
    expect(after.html).not.toContain("Soup, then more soup.");
    expect(after.html).toContain("A secret plan for lunch");
    expect(after.html).toContain('href="/join#lurk"');

    const relogin = await browser.post("/login", { key });
    expect(relogin.status).toBe(401);
    expect(relogin.html).toContain("no longer valid");
  });

  test("past_due is the grace: the key keeps working while Stripe retries; unpaid suspends; paying restores", async () => {
    const { session, key } = await paidOperator();
    const now = Math.floor(Date.now() / 1000);
    await deliver(b.t, b.fake, "invoice.payment_failed", { id: "in_1", object: "invoice", parent: { subscription_details: { subscription: session.subscription } } }, { created: now });
    expect((await b.t.room.store.billing.subscription(session.subscription!))!.payment_failed_at).not.toBeNull();
    await deliver(b.t, b.fake, "customer.subscription.updated", b.fake.subscription(session, "past_due"), { created: now + 1 });
    expect(await post(key)).toBe(201);
    await deliver(b.t, b.fake, "customer.subscription.updated", b.fake.subscription(session, "unpaid"), { created: now + 2 });
    expect(await post(key)).toBe(401);
    await deliver(b.t, b.fake, "customer.subscription.updated", b.fake.subscription(session, "active"), { created: now + 3 });
    expect(await post(key)).toBe(201);
    expect((await b.t.room.store.billing.subscription(session.subscription!))!.payment_failed_at).toBeNull();
  });

  test("an older status delivered late does not undo a newer one", async () => {
    const { session, key } = await paidOperator();
    const now = Math.floor(Date.now() / 1000);
    await deliver(b.t, b.fake, "customer.subscription.updated", b.fake.subscription(session, "unpaid"), { created: now + 10 });
    await deliver(b.t, b.fake, "customer.subscription.updated", b.fake.subscription(session, "active"), { created: now + 5 });
    expect(await post(key)).toBe(401);
  });

  test("a billing event never revives a key the admin revoked", async () => {
    const { session, key } = await paidOperator();
    const citizenId = (await b.t.room.store.billing.checkout(session.id))!.citizen_id!;
    expect((await b.t.json("DELETE", `/api/admin/citizens/${citizenId}`, { admin: true })).status).toBe(200);
    await deliver(b.t, b.fake, "customer.subscription.updated", b.fake.subscription(session, "active"), { created: Math.floor(Date.now() / 1000) + 100 });
    expect(await post(key)).toBe(401);
  });

  test("an invoice in the older shape (subscription on top) is understood too", async () => {
    const { session } = await paidOperator();
    await deliver(b.t, b.fake, "invoice.payment_failed", { id: "in_2", object: "invoice", subscription: session.subscription });
    expect((await b.t.room.store.billing.subscription(session.subscription!))!.payment_failed_at).not.toBeNull();
  });
});

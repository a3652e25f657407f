import { afterAll, describe, expect, test, beforeAll } from "bun:test";
import { testRoom } from "../support/room";
import { browserLike } from "../web/client";
import { billingRoom, join } from "./support";

describe("checkout", () => {
  let b!: Awaited<ReturnType<typeof billingRoom>>;
  beforeAll(async () => {
    b = await billingRoom();
  });
  afterAll(() => b.close());

  test("the operator form creates a monthly subscription session and answers 303 to its URL", async () => {
    const { session, location } = await join(b, "operator", "Ada's agent");
    expect(location).toBe(session.url);
    expect(location.startsWith(b.fake.url)).toBe(true);
    const p = session.params;
    expect(p.mode).toBe("subscription");
    expect(p.success_url).toBe("http://parley.test/join/done?session_id={CHECKOUT_SESSION_ID}");
    expect(p.line_items[0].price_data).toEqual({
      currency: "usd",
      unit_amount: "500",
      recurring: { interval: "month" },
      product_data: { name: expect.stringContaining("Operator") },
    });
    expect(p.metadata).toEqual({ parley_plan: "operator", parley_name: "Ada's agent" });
    expect(p.subscription_data.metadata).toEqual({ parley_plan: "operator" });
    expect(b.fake.requests.at(-1)!.authorization).toBe(`Bearer ${b.fake.env.STRIPE_SECRET_KEY}`);
    expect(await b.t.room.store.billing.checkout(session.id)).toMatchObject({ plan: "operator", name: "Ada's agent", paid_at: null });
  });

  test("the lurk form creates its own subscription session", async () => {
    const { session } = await join(b, "lurk");
    expect(session.params.mode).toBe("subscription");
    expect(session.params.metadata).toEqual({ parley_plan: "lurk" });
    expect(session.params.line_items[0].price_data.unit_amount).toBe("500");
  });

  test("a bad display name is refused on the join page, and Stripe is never called", async () => {
    const before = b.fake.requests.length;
    const browser = browserLike(b.t);
    await browser.get("/join");
    for (const name of ["   ", "x".repeat(61), "bad\u0000name"]) {
      const res = await browser.post("/join/operator", { name });
      expect(res.status).toBe(400);
      expect(res.html).toContain('class="error"');
      expect(res.html).toContain('action="/join/operator"');
    }
    expect(b.fake.requests.length).toBe(before);
  });
});

test("configured Stripe Price ids are used instead of the inline price", async () => {
  const b = await billingRoom({ STRIPE_PRICE_OPERATOR: "price_op123", STRIPE_PRICE_LURK: "price_lurk456" });
  try {
    expect((await join(b, "operator")).session.params.line_items).toEqual([{ price: "price_op123", quantity: "1" }]);
    expect((await join(b, "lurk")).session.params.line_items).toEqual([{ price: "price_lurk456", quantity: "1" }]);
  } finally {
    b.close();
  }
});

test("an unreachable Stripe is a 502 page that says to try again, not a 500", async () => {
  const b = await billingRoom();
  b.fake.stop();
  try {
    const browser = browserLike(b.t);
    await browser.get("/join");
    const res = await browser.post("/join/lurk");
    expect(res.status).toBe(502);
    expect(res.html).toContain("try again");
  } finally {
    b.t.close();
  }
});

describe("without Stripe configured", async () => {
  const t = await testRoom();
  afterAll(() => t.close());

  test("/join still renders both plans and says how to get a key from the admin", async () => {
    const res = await t.call("GET", "/join");
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain("Payments are not set up on this instance");
    expect(html).toContain("admin");
    expect(html).toContain("Operator");
    expect(html).toContain("Lurk");
    expect(html).not.toContain('action="/join/operator"');
  });

  test("every billing address answers without a 500", async () => {
    const browser = browserLike(t);
    await browser.get("/login"); // /join has no forms here; any page's token will do
    expect((await browser.post("/join/operator", { name: "Ada" })).status).toBe(503);
    expect((await browser.post("/join/lurk")).status).toBe(503);
    expect((await browser.get("/join/done?session_id=cs_test_123")).status).toBe(503);
    expect((await browser.post("/account/portal", { key: "parley_ck_x" })).status).toBe(503);
    expect((await browser.get("/account")).html).toContain("Payments are not set up");
    const hook = await t.call("POST", "/stripe/webhook", { raw: "{}", headers: { "stripe-signature": "t=1,v1=00" } });
    expect(hook.status).toBe(503);
  });
});

describe("config", () => {
  test("Stripe settings are validated with clear messages", async () => {
    const { loadConfig, ConfigError } = await import("../../src/config");
    const base = { DB_PATH: "/tmp/x.sqlite" };
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: "pk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" })).toThrow("STRIPE_SECRET_KEY");
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "nope" })).toThrow("STRIPE_WEBHOOK_SECRET");
    expect(() =>
      loadConfig({ ...base, STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_PRICE_LURK: "prod_1" }),
    ).toThrow("STRIPE_PRICE_LURK");
    expect(() =>
      loadConfig({ ...base, STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_API_BASE: "ftp://x" }),
    ).toThrow("STRIPE_API_BASE");
    const ok = loadConfig({ ...base, STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_API_BASE: "http://127.0.0.1:12111" });
    expect(ok.stripe).toEqual({
      secretKey: "sk_test_1",
      webhookSecret: "whsec_1",
      priceOperator: null,
      priceLurk: null,
      api: { host: "127.0.0.1", port: 12111, protocol: "http" },
    });
    expect(loadConfig(base).stripe).toBeNull();
  });
});

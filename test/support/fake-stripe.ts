import Stripe from "stripe";

export const STRIPE_SECRET_KEY = "sk_test_parley_fake_0123456789";
export const STRIPE_WEBHOOK_SECRET = "whsec_parley_fake_0123456789abcdef";

export interface FakeSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  customer: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
  /** Everything the client sent, decoded from Stripe's form encoding. */
  params: Record<string, any>;
}

export interface FakeStripe {
  url: string;
  /** STRIPE_* variables for a test room pointed at this fake. */
  env: Record<string, string>;
  sessions: Map<string, FakeSession>;
  requests: { method: string; path: string; params: Record<string, any>; authorization: string | null }[];
  /** What Stripe does when the buyer pays: the session completes with a customer and a subscription. */
  complete(sessionId: string, paymentStatus?: "paid" | "unpaid" | "no_payment_required"): FakeSession;
  /** A webhook event body, as Stripe would send it. */
  event(type: string, object: unknown, options?: { id?: string; created?: number }): { id: string; payload: string };
  /** The Stripe-Signature header for `payload`, made by the stripe package itself. */
  sign(payload: string, options?: { secret?: string; timestamp?: number }): Promise<string>;
  /** A subscription object in the shape the webhook receives. */
  subscription(session: FakeSession, status: string): Record<string, unknown>;
  /** Called with each session the hosted page completes (the browser tests deliver its webhook). */
  onPaid: ((session: FakeSession) => void | Promise<void>) | null;
  stop(): void;
}

/** Stripe's form encoding (`a[b][0][c]=v`) back into nested objects and arrays. */
export function decodeStripeForm(text: string): Record<string, any> {
  const root: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: any = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
    });
  }
  return root;
}

const stripeError = (status: number, message: string, code?: string) =>
  Response.json({ error: { type: "invalid_request_error", message, code } }, { status });

/** A small stand-in for the Stripe API on loopback: Checkout, the Customer Portal, and hosted pay/portal pages. */
export function startFakeStripe(): FakeStripe {
  const sessions = new Map<string, FakeSession>();
  const requests: FakeStripe["requests"] = [];
  let counter = 0;
  const next = (prefix: string) => `${prefix}_test_${Date.now().toString(36)}${(++counter).toString(36).padStart(4, "0")}`;
  const signer = new Stripe(STRIPE_SECRET_KEY);

  const fake: FakeStripe = {
    url: "",
    env: {},
    sessions,
    requests,
    onPaid: null,
    complete(sessionId, paymentStatus = "paid") {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      session.status = "complete";
      session.payment_status = paymentStatus;
      session.customer ??= next("cus");
      session.subscription ??= next("sub");
      return session;
    },
    event(type, object, options = {}) {
      const id = options.id ?? next("evt");
      const payload = JSON.stringify({
        id,
        object: "event",
        api_version: "2026-10-28.endive",
        created: options.created ?? Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      });
      return { id, payload };
    },
    sign(payload, options = {}) {
      return signer.webhooks.generateTestHeaderStringAsync({
        payload,
        secret: options.secret ?? STRIPE_WEBHOOK_SECRET,
        timestamp: options.timestamp,
      });
    },
    subscription(session, status) {
      return {
        id: session.subscription,
        object: "subscription",
        customer: session.customer,
        status,
        metadata: session.params.subscription_data?.metadata ?? {},
      };
    },
    stop() {
      server.stop(true);
    },
  };

  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      const text = request.method === "GET" ? url.search.slice(1) : await request.text();
      const params = decodeStripeForm(text);
      requests.push({ method: request.method, path: url.pathname, params, authorization: request.headers.get("authorization") });

      // The hosted pages a browser visits: a pay button, and a portal that says where it is.
      const pay = /^\/pay\/(cs_[A-Za-z0-9_]+)$/.exec(url.pathname);
      if (pay) {
        const session = sessions.get(pay[1]!);
        if (!session) return new Response("no such session", { status: 404 });
        if (request.method === "GET") {
          return new Response(
            `<!doctype html><title>Fake Stripe Checkout</title><h1>Fake Stripe Checkout</h1><form method="post"><button id="pay">Pay 5.00 USD</button></form>`,
            { headers: { "content-type": "text/html" } },
          );
        }
        fake.complete(session.id);
        await fake.onPaid?.(session);
        return Response.redirect(session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id), 303);
      }
      if (url.pathname.startsWith("/portal/")) {
        return new Response(`<!doctype html><title>Fake Stripe portal</title><h1>Customer portal</h1>`, { headers: { "content-type": "text/html" } });
      }

      if (request.headers.get("authorization") !== `Bearer ${STRIPE_SECRET_KEY}`) {
        return Response.json({ error: { type: "invalid_request_error", message: "Invalid API Key provided" } }, { status: 401 });
      }
      if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const id = next("cs");
        const session: FakeSession = {
          id,
          object: "checkout.session",
          mode: params.mode,
          status: "open",
          payment_status: "unpaid",
          customer: null,
          subscription: null,
          metadata: params.metadata ?? {},
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          url: `${fake.url}/pay/${id}`,
          created: Math.floor(Date.now() / 1000),
          params,
        };
        sessions.set(id, session);
        return Response.json(view(session));
      }
      const read = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (request.method === "GET" && read) {
        const session = sessions.get(decodeURIComponent(read[1]!));
        if (!session) return stripeError(404, `No such checkout.session: '${read[1]}'`, "resource_missing");
        return Response.json(view(session));
      }
      if (request.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
        if (!params.customer) return stripeError(400, "Missing required param: customer.", "parameter_missing");
        const id = next("bps");
        return Response.json({ id, object: "billing_portal.session", customer: params.customer, return_url: params.return_url, url: `${fake.url}/portal/${id}` });
      }
      return stripeError(404, `Unrecognized request URL (${request.method}: ${url.pathname})`);
    },
  });

  fake.url = `http://127.0.0.1:${server.port}`;
  fake.env = { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE: fake.url };
  return fake;
}

/** The session as the API returns it (without the fake's bookkeeping). */
function view({ params: _, ...session }: FakeSession) {
  return session;
}

import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { ORIGIN, testRoom, type TestRoom } from "../support/room";
import { browserLike, shownKey } from "../web/client";

export interface BillingRoom {
  t: TestRoom;
  fake: FakeStripe;
  close(): void;
}

/** A test room whose stripe client talks to a fake Stripe on loopback. */
export async function billingRoom(env: Record<string, string> = {}): Promise<BillingRoom> {
  const fake = startFakeStripe();
  const t = await testRoom({ ...fake.env, ...env });
  return { t, fake, close: () => (t.close(), fake.stop()) };
}

/** Posts a webhook the way Stripe does: the exact payload, signed by the stripe package. */
export async function deliver(
  t: TestRoom,
  fake: FakeStripe,
  type: string,
  object: unknown,
  options: { id?: string; created?: number; secret?: string; timestamp?: number } = {},
) {
  const event = fake.event(type, object, options);
  const signature = await fake.sign(event.payload, options);
  const res = await t.app.handle(
    new Request(`${ORIGIN}/stripe/webhook`, {
      method: "POST",
      body: event.payload,
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
    }),
  );
  const text = await res.text();
  return { status: res.status, body: text.startsWith("{") ? JSON.parse(text) : text, eventId: event.id, payload: event.payload };
}

/** Joins through the form; returns the browser and the Checkout Session the fake made. */
export async function join(b: BillingRoom, plan: "operator" | "lurk", name = "Ada's agent") {
  const browser = browserLike(b.t);
  await browser.get("/join");
  const posted = await browser.post(`/join/${plan}`, plan === "operator" ? { name } : {});
  if (posted.status !== 303) throw new Error(`join answered ${posted.status}: ${posted.html.slice(0, 300)}`);
  const id = posted.location!.split("/pay/")[1]!;
  return { browser, session: b.fake.sessions.get(id)!, location: posted.location! };
}

/** Opens the success page the way Stripe sends the buyer back. */
export async function successPage(browser: ReturnType<typeof browserLike>, sessionId: string) {
  const page = await browser.get(`/join/done?session_id=${sessionId}`);
  return { ...page, key: shownKey(page.html) };
}

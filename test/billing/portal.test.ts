import { afterAll, expect, test } from "bun:test";
import { browserLike } from "../web/client";
import { billingRoom, join, successPage } from "./support";

const b = await billingRoom();
afterAll(() => b.close());

test("a logged-in lurker goes to the Stripe Customer Portal of their own customer", async () => {
  const { browser, session } = await join(b, "lurk");
  b.fake.complete(session.id);
  await successPage(browser, session.id);
  const page = await browser.get("/account");
  expect(page.html).toContain("Manage or cancel");
  const res = await browser.post("/account/portal");
  expect(res.status).toBe(303);
  expect(res.location).toStartWith(`${b.fake.url}/portal/`);
  const call = b.fake.requests.at(-1)!;
  expect(call.path).toBe("/v1/billing_portal/sessions");
  expect(call.params).toEqual({ customer: session.customer!, return_url: "http://parley.test/account" });
});

test("an operator opens the portal with their citizen key", async () => {
  const { browser, session } = await join(b, "operator");
  b.fake.complete(session.id);
  const { key } = await successPage(browser, session.id);
  const other = browserLike(b.t);
  await other.get("/account");
  const res = await other.post("/account/portal", { key: key! });
  expect(res.status).toBe(303);
  expect(b.fake.requests.at(-1)!.params.customer).toBe(session.customer!);
});

test("an unknown key or an admin-minted key gets a page that says why, and Stripe is not called", async () => {
  const { key } = await b.t.mintCitizen("Free");
  const browser = browserLike(b.t);
  await browser.get("/account");
  const before = b.fake.requests.length;
  const unknown = await browser.post("/account/portal", { key: "parley_ck_nope" });
  expect(unknown.status).toBe(400);
  expect(unknown.html).toContain("not one this room knows");
  const minted = await browser.post("/account/portal", { key });
  expect(minted.status).toBe(400);
  expect(minted.html).toContain("minted by the admin");
  expect(b.fake.requests.length).toBe(before);
});

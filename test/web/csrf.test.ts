import { afterAll, expect, test } from "bun:test";
import { ADMIN_SECRET, testRoom } from "../support/room";
import { browserLike } from "./client";

const t = await testRoom();
afterAll(() => t.close());

async function adminBrowser() {
  const browser = browserLike(t);
  await browser.get("/admin");
  const login = await browser.post("/admin/login", { secret: ADMIN_SECRET });
  expect(login.status).toBe(303);
  await browser.get("/admin");
  return browser;
}

const paused = async () => (await t.json("GET", "/api/status")).body.paused as boolean;

test("an admin form without its token, with a wrong one, or from another site is refused with 403", async () => {
  const browser = await adminBrowser();
  for (const attempt of [
    browser.post("/admin/pause", { paused: "true" }, { csrf: null }),
    browser.post("/admin/pause", { paused: "true" }, { csrf: "forged-token" }),
    browser.post("/admin/pause", { paused: "true" }, { headers: { origin: "https://evil.example" } }),
    browser.post("/admin/pause", { paused: "true" }, { headers: { "sec-fetch-site": "cross-site" } }),
  ]) {
    const res = await attempt;
    expect(res.status).toBe(403);
    expect(res.html).toContain("another site");
  }
  expect(await paused()).toBe(false);
  const ok = await browser.post("/admin/pause", { paused: "true" });
  expect(ok.status).toBe(303);
  expect(await paused()).toBe(true);
  await browser.post("/admin/pause", { paused: "false" });
});

test("a token is bound to its browser: another browser's token does not work", async () => {
  const victim = await adminBrowser();
  const attacker = browserLike(t);
  await attacker.get("/login");
  const res = await victim.post("/admin/pause", { paused: "true" }, { csrf: attacker.csrf });
  expect(res.status).toBe(403);
  expect(await paused()).toBe(false);
});

test("every state-changing form checks the token", async () => {
  const browser = await adminBrowser();
  const { id } = await t.mintCitizen("Target");
  const forms: [string, Record<string, string>][] = [
    ["/admin/login", { secret: ADMIN_SECRET }],
    ["/admin/pause", { paused: "true" }],
    ["/admin/citizens", { name: "Sneaky" }],
    ["/admin/lurkers", { name: "Sneaky" }],
    [`/admin/citizens/${id}/revoke`, {}],
    ["/admin/lurkers/1/revoke", {}],
    ["/admin/posts/1/remove", {}],
    ["/threads", { title: "Sneaky", body: "A post made from another site." }],
    ["/threads/1/posts", { body: "A post made from another site." }],
    ["/posts/1/replies", { body: "A post made from another site." }],
    ["/login", { key: "parley_lk_x" }],
    ["/logout", {}],
    ["/join/operator", { name: "x" }],
    ["/join/lurk", {}],
    ["/account/portal", { key: "x" }],
  ];
  for (const [path, fields] of forms) {
    const res = await browser.post(path, fields, { csrf: null });
    expect({ path, status: res.status }).toEqual({ path, status: 403 });
  }
  expect((await t.json("GET", "/api/admin/citizens", { admin: true })).body.citizens.find((c: any) => c.id === id).active).toBe(true);
});

test("a script holding the X-Admin-Secret header needs no form token", async () => {
  const res = await t.call("POST", "/admin/pause", {
    admin: true,
    raw: "paused=true",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(res.status).toBe(303);
  expect(await paused()).toBe(true);
  await t.call("POST", "/admin/pause", { admin: true, raw: "paused=false", headers: { "content-type": "application/x-www-form-urlencoded" } });
});

test("Origin: null (what browsers send under Referrer-Policy: no-referrer) still works with a valid token", async () => {
  const browser = await adminBrowser();
  const res = await browser.post("/admin/pause", { paused: "true" }, { headers: { origin: "null", "sec-fetch-site": "same-origin" } });
  expect(res.status).toBe(303);
  expect(await paused()).toBe(true);
  await browser.post("/admin/pause", { paused: "false" });
});

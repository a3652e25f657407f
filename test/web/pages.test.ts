import { afterAll, describe, expect, test } from "bun:test";
import { ADMIN_SECRET, testRoom } from "../support/room";
import { browserLike } from "./client";
import { shownKey } from "./client";

const t = await testRoom();
afterAll(() => t.close());

const { key: writer } = await t.mintCitizen("Writer");
const older = await t.json("POST", "/api/threads", { key: writer, body: { title: "Older thread", body: "The first words in the room." } });
const newer = await t.json("POST", "/api/threads", { key: writer, body: { title: "Newer thread", body: "Some later words in the room." } });
const reply = await t.json("POST", `/api/posts/${older.body.post.id}/replies`, { key: writer, body: { body: "A reply that makes the old thread active again." } });
const olderPath = `/threads/${older.body.thread.id}`;

async function loggedInAdmin() {
  const browser = browserLike(t);
  await browser.get("/admin");
  expect((await browser.post("/admin/login", { secret: ADMIN_SECRET })).status).toBe(303);
  return browser;
}

describe("public pages", () => {
  test("/ lists thread titles, most recent activity first, with a call to join", async () => {
    const html = await (await t.call("GET", "/")).text();
    expect(html.indexOf("Older thread")).toBeLessThan(html.indexOf("Newer thread"));
    expect(html).toContain('href="/join"');
    expect(html).not.toContain("The first words in the room.");
  });

  test("a thread shows anyone its title and a way to join, not its posts", async () => {
    const res = await t.call("GET", olderPath);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain("Older thread");
    expect(html).toContain('href="/join#lurk"');
    expect(html).not.toContain("The first words in the room.");
  });

  test("missing or malformed threads get an HTML 404 or 400", async () => {
    const missing = await t.call("GET", "/threads/99999");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("text/html");
    expect((await t.call("GET", "/threads/abc")).status).toBe(400);
  });

  test("pages carry no script and link one stylesheet, served from the executable", async () => {
    for (const path of ["/", "/join", "/login", "/admin", olderPath]) {
      const html = await (await t.call("GET", path)).text();
      expect(html).not.toContain("<script");
      expect(html).not.toContain("style=");
      expect(html).toContain('<link rel="stylesheet" href="/style.css"/>');
    }
    const css = await t.call("GET", "/style.css");
    expect(css.headers.get("content-type")).toContain("text/css");
    expect(await css.text()).toContain("@media");
  });
});

describe("lurk session", () => {
  test("/login with a lurk key opens posts with their reply structure; /logout ends it", async () => {
    const { key } = await t.mintLurker("Reader");
    const browser = browserLike(t);
    await browser.get("/login");
    const login = await browser.post("/login", { key });
    expect(login.status).toBe(303);
    const cookie = login.res.headers.getSetCookie().find((c) => c.startsWith("parley_session="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const page = await browser.get(olderPath);
    expect(page.html).toContain("The first words in the room.");
    expect(page.html).toContain("A reply that makes the old thread active again.");
    expect(page.html).toContain(`class="post depth-1" id="post-${reply.body.post.id}"`);
    expect(page.html).toContain(`in reply to <a href="#post-${older.body.post.id}">`);

    const out = await browser.post("/logout");
    expect(out.status).toBe(303);
    expect((await browser.get(olderPath)).html).not.toContain("The first words in the room.");
  });

  test("a citizen key or an unknown key does not log in, and says why", async () => {
    const browser = browserLike(t);
    await browser.get("/login");
    const citizen = await browser.post("/login", { key: writer });
    expect(citizen.status).toBe(401);
    expect(citizen.html).toContain("citizen key");
    const unknown = await browser.post("/login", { key: "parley_lk_nothing" });
    expect(unknown.status).toBe(401);
  });

  test("revoking a lurker ends their browser session at once", async () => {
    const { id, key } = await t.mintLurker("Soon gone");
    const browser = browserLike(t);
    await browser.get("/login");
    await browser.post("/login", { key });
    expect((await browser.get(olderPath)).html).toContain("The first words in the room.");
    const admin = await loggedInAdmin();
    await admin.get("/admin");
    expect((await admin.post(`/admin/lurkers/${id}/revoke`)).status).toBe(303);
    expect((await browser.get(olderPath)).html).not.toContain("The first words in the room.");
  });

  test("the session cookie is Secure when BASE_URL is https", async () => {
    const secure = await testRoom({ BASE_URL: "https://parley.example" });
    try {
      const { key } = await secure.mintLurker("Reader");
      const browser = browserLike(secure);
      await browser.get("/login");
      const login = await browser.post("/login", { key }, { headers: { origin: "https://parley.example" } });
      expect(login.status).toBe(303);
      for (const cookie of login.res.headers.getSetCookie()) expect(cookie).toContain("; Secure");
    } finally {
      secure.close();
    }
  });
});

describe("admin pages", () => {
  test("/admin shows a login form; a wrong secret is refused", async () => {
    const browser = browserLike(t);
    const page = await browser.get("/admin");
    expect(page.html).toContain('action="/admin/login"');
    expect(page.html).not.toContain("Pause the room");
    const wrong = await browser.post("/admin/login", { secret: "not-the-secret-at-all" });
    expect(wrong.status).toBe(401);
    expect((await browser.get("/admin")).html).not.toContain("Pause the room");
  });

  test("after login: pause and unpause, seen by the API", async () => {
    const admin = await loggedInAdmin();
    const page = await admin.get("/admin");
    expect(page.res.headers.get("cache-control")).toBe("no-store");
    expect(page.html).toContain("Pause the room");
    await admin.post("/admin/pause", { paused: "true" });
    expect((await t.json("GET", "/api/status")).body.paused).toBe(true);
    expect((await t.json("POST", "/api/threads", { key: writer, body: { title: "x", body: "Paused?" } })).status).toBe(503);
    expect((await admin.get("/admin")).html).toContain("Unpause the room");
    await admin.post("/admin/pause", { paused: "false" });
    expect((await t.json("GET", "/api/status")).body.paused).toBe(false);
  });

  test("minting shows the citizen key once, and it writes; revoking kills it", async () => {
    const admin = await loggedInAdmin();
    await admin.get("/admin");
    const minted = await admin.post("/admin/citizens", { name: "Minted Agent" });
    expect(minted.status).toBe(201);
    expect(minted.res.headers.get("cache-control")).toBe("no-store");
    const key = shownKey(minted.html)!;
    expect(key).toMatch(/^parley_ck_/);
    expect((await t.json("POST", "/api/threads", { key, body: { title: "Minted", body: "Written with a minted key." } })).status).toBe(201);

    const list = await admin.get("/admin");
    expect(list.html).toContain("Minted Agent");
    expect(list.html).not.toContain(key);
    const id = (await t.json("GET", "/api/admin/citizens?limit=100", { admin: true })).body.citizens.find((c: any) => c.name === "Minted Agent").id;
    expect((await admin.post(`/admin/citizens/${id}/revoke`)).status).toBe(303);
    expect((await t.json("POST", "/api/threads", { key, body: { title: "Minted", body: "Still here?" } })).status).toBe(401);
    expect((await admin.get("/admin")).html).toContain("revoked");
  });

  test("the admin reads posts and removes one from the thread page", async () => {
    const admin = await loggedInAdmin();
    const thread = await admin.get(`/threads/${newer.body.thread.id}`);
    expect(thread.html).toContain("Some later words in the room.");
    const res = await admin.post(`/admin/posts/${newer.body.post.id}/remove`);
    expect(res.status).toBe(303);
    expect(res.location).toBe("/"); // its only post: the thread went too
    expect((await t.call("GET", `/threads/${newer.body.thread.id}`)).status).toBe(404);
  });

  test("the X-Admin-Secret header opens every page; a wrong one is a 401 page", async () => {
    const page = await t.call("GET", "/admin", { admin: true });
    expect(await page.text()).toContain("Pause the room");
    expect(await (await t.call("GET", olderPath, { admin: true })).text()).toContain("The first words in the room.");
    const wrong = await t.call("GET", "/admin", { headers: { "x-admin-secret": "wrong-secret-wrong" } });
    expect(wrong.status).toBe(401);
  });

  test("an anonymous form post to an admin action is refused", async () => {
    const browser = browserLike(t);
    await browser.get("/login");
    const res = await browser.post("/admin/pause", { paused: "true" });
    expect(res.status).toBe(401);
    expect((await t.json("GET", "/api/status")).body.paused).toBe(false);
  });
});

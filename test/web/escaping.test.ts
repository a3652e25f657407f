import { afterAll, expect, test } from "bun:test";
import { ADMIN_SECRET, testRoom } from "../support/room";
import { browserLike } from "./client";

const t = await testRoom();
afterAll(() => t.close());

const TITLE = `<script>alert("title")</script> & "friends"`;
const BODY = `Hello <img src=x onerror=alert(1)> </div><script>steal()</script> 'quoted' & done`;
const NAME = `<b onmouseover="x()">Mallory</b>`;

// Written straight to the store: escaping must hold whatever the conduct rules let through.
const citizenId = await t.room.store.citizens.createMember(NAME, "hash-of-nothing", "2026-01-01 00:00:00");
const threadId = await t.room.store.threads.create(TITLE, "2026-01-01 00:00:00");
const first = await t.room.store.posts.create({ threadId, parentId: null, citizenId, body: BODY, createdAt: "2026-01-01 00:00:00" });
await t.room.store.posts.create({ threadId, parentId: first, citizenId, body: `Reply: ${BODY}`, createdAt: "2026-01-01 00:00:01" });
await t.room.store.lurkers.create(NAME, "another-hash", "2026-01-01 00:00:00");

function expectInert(html: string) {
  expect(html).not.toContain("<script>alert");
  expect(html).not.toContain("<script>steal");
  expect(html).not.toContain("<img src=x");
  expect(html).not.toContain("<b onmouseover");
  expect(html).not.toMatch(/<\/div><script>/);
}

test("hostile titles are escaped on the home page and the thread page", async () => {
  const home = await (await t.call("GET", "/")).text();
  expectInert(home);
  expect(home).toContain("&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt; &amp; &quot;friends&quot;");
  const thread = await (await t.call("GET", `/threads/${threadId}`)).text();
  expectInert(thread);
  expect(thread).toContain("<title>&lt;script&gt;");
});

test("hostile bodies and author names are escaped for a lurker and for the admin", async () => {
  const { key } = await t.mintLurker("Reader");
  const lurker = browserLike(t);
  await lurker.get("/login");
  expect((await lurker.post("/login", { key })).status).toBe(303);
  for (const html of [(await lurker.get(`/threads/${threadId}`)).html, await (await t.call("GET", `/threads/${threadId}`, { admin: true })).text()]) {
    expectInert(html);
    expect(html).toContain("Hello &lt;img src=x onerror=alert(1)&gt; &lt;/div&gt;&lt;script&gt;steal()&lt;/script&gt;");
    expect(html).toContain("&lt;b onmouseover=");
    expect(html).toContain("in reply to");
  }
});

test("hostile names are escaped on the admin page and the minted-key page", async () => {
  const admin = await (await t.call("GET", "/admin", { admin: true })).text();
  expectInert(admin);
  expect(admin).toContain("&lt;b onmouseover=&quot;x()&quot;&gt;Mallory&lt;/b&gt;");
  const browser = browserLike(t);
  await browser.get("/admin");
  await browser.post("/admin/login", { secret: ADMIN_SECRET });
  await browser.get("/admin");
  const minted = await browser.post("/admin/citizens", { name: NAME });
  expect(minted.status).toBe(201);
  expectInert(minted.html);
});

test("a refused display name is echoed back escaped, attribute included", async () => {
  const server = await testRoom({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x", STRIPE_API_BASE: "http://127.0.0.1:9" });
  try {
    const browser = browserLike(server);
    await browser.get("/join");
    const res = await browser.post("/join/operator", { name: `"><script>alert(1)</script>${"x".repeat(60)}` });
    expect(res.status).toBe(400);
    // Inside a double-quoted attribute only the quote can break out, and it is escaped.
    expect(res.html).toContain('value="&#34;><script>alert(1)</script>');
    const outsideAttributes = res.html.replace(/"[^"]*"/g, '""');
    expect(outsideAttributes).not.toContain("<script>");
  } finally {
    server.close();
  }
});

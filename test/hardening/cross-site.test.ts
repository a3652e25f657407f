/**
 * Another site's page cannot write here through its visitors' browsers: a page can send a
 * text/plain or form body without the browser asking first, so the API refuses every body
 * that is not JSON (415) and every write a browser marks as cross-site (403), before the
 * credential or the trial is looked at: the visitor's free write stays unused.
 */
import { afterAll, expect, test } from "bun:test";
import { testRoom } from "../support/room";

const t = await testRoom();
afterAll(() => t.close());

const visitor = "203.0.113.77";
const attempt = (headers: Record<string, string>) =>
  t.json("POST", "/api/threads", { ip: visitor, raw: JSON.stringify({ title: "Sent by a page", body: "The page owner's words, in a visitor's name." }), headers });

test("a text/plain body from another site's form is 415, and the visitor's trial stays unused", async () => {
  const res = await attempt({ "content-type": "text/plain", origin: "https://evil.example" });
  expect(res.status).toBe(403);
  const plain = await attempt({ "content-type": "text/plain" });
  expect([plain.status, plain.body.code]).toEqual([415, "unsupported_media_type"]);
  expect((await t.json("GET", "/api/me", { ip: visitor })).body.trial.available).toBe(true);
});

test("a write marked cross-site is 403 cross_site_write whatever its type, and the trial stays unused", async () => {
  for (const headers of <Record<string, string>[]>[
    { "content-type": "application/json", origin: "https://evil.example" },
    { "content-type": "application/json", "sec-fetch-site": "cross-site" },
    { "content-type": "application/json", origin: "null" },
  ]) {
    const res = await attempt(headers);
    expect([res.status, res.body.code], JSON.stringify(headers)).toEqual([403, "cross_site_write"]);
  }
  expect((await t.json("GET", "/api/me", { ip: visitor })).body.trial.available).toBe(true);
});

test("the room's own origin, same-site requests and clients that send no Origin may write", async () => {
  const own = await attempt({ "content-type": "application/json", origin: "http://parley.test", "sec-fetch-site": "same-origin" });
  expect(own.status).toBe(201);
  const key = (await t.mintCitizen("Agent")).key;
  const agent = await t.json("POST", "/api/threads", { key, body: { title: "From an agent", body: "No Origin header, as curl and agents send." } });
  expect(agent.status).toBe(201);
});

test("a page whose DNS was rebound to this server (its own name as Origin and Host) is refused; a local page is not", async () => {
  const post = (url: string, origin: string, ip: string) =>
    t.app.handle(
      new Request(url, {
        method: "POST",
        headers: { "content-type": "application/json", origin, "sec-fetch-site": "same-origin", "x-forwarded-for": ip },
        body: JSON.stringify({ title: "Rebound", body: "Sent by a page that pretends to be this server." }),
      }),
    );
  const rebound = await post("http://evil.example/api/threads", "http://evil.example", "203.0.113.91");
  expect(rebound.status).toBe(403);
  expect((await t.json("GET", "/api/me", { ip: "203.0.113.91" })).body.trial.available).toBe(true);
  const local = await post("http://localhost:3000/api/threads", "http://localhost:3000", "203.0.113.92");
  expect(local.status).toBe(201);
});

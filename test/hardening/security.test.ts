import { afterAll, describe, expect, test } from "bun:test";
import { ADMIN_SECRET, ORIGIN, testRoom, type TestRoom } from "../support/room";

const t = await testRoom();
afterAll(() => t.close());

describe("security headers", () => {
  test("every kind of answer carries CSP default-src 'self', frame-ancestors 'none', nosniff and a Referrer-Policy", async () => {
    const { id } = (await t.json("POST", "/api/threads", { admin: true, body: { title: "Headers", body: "Checking headers." } })).body.thread;
    const answers = await Promise.all([
      t.call("GET", "/"),
      t.call("GET", "/join"),
      t.call("GET", "/login"),
      t.call("GET", `/threads/${id}`),
      t.call("GET", "/no-such-page"),
      t.call("GET", "/llms.txt"),
      t.call("GET", "/style.css"),
      t.call("GET", "/api/status"),
      t.call("GET", `/api/threads/${id}`),
      t.call("GET", "/api/threads/abc"),
      t.call("POST", "/api/posts", { raw: "{not json" }),
      t.call("GET", "/api/admin/citizens"),
    ]);
    for (const res of answers) {
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("same-origin");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  test("the pages need nothing the policy forbids: no inline script or style, no foreign origin", async () => {
    for (const path of ["/", "/join", "/login", "/admin"]) {
      const html = await (await t.call("GET", path)).text();
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/ style=/i);
      expect(html).not.toMatch(/<style/i);
      expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i);
    }
  });
});

/** Minimal browser: keeps cookies, reads the form token, posts forms from our own origin. */
function browser(room: TestRoom, ip: string) {
  const jar = new Map<string, string>();
  const setCookies: string[] = [];
  let csrf = "";
  const send = async (method: string, path: string, form?: Record<string, string>) => {
    const headers: Record<string, string> = { "x-forwarded-for": ip };
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    let body: string | undefined;
    if (form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      headers.origin = ORIGIN;
      body = new URLSearchParams({ csrf, ...form }).toString();
    }
    const res = await room.app.handle(new Request(ORIGIN + path, { method, headers, body }));
    for (const line of res.headers.getSetCookie()) {
      setCookies.push(line);
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    const html = await res.text();
    csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? csrf;
    return { res, html };
  };
  return { send, setCookies };
}

describe("cookies and the HTML log-in forms", () => {
  test("every cookie the room sets is HttpOnly and SameSite, through admin and lurk log-ins and log-out", async () => {
    const admin = browser(t, "192.0.2.80");
    await admin.send("GET", "/admin");
    expect((await admin.send("POST", "/admin/login", { secret: ADMIN_SECRET })).res.status).toBe(303);
    await admin.send("GET", "/admin");
    await admin.send("POST", "/logout", {});

    const { key } = await t.mintLurker("Reader");
    const lurker = browser(t, "192.0.2.81");
    await lurker.send("GET", "/login");
    expect((await lurker.send("POST", "/login", { key })).res.status).toBe(303);
    await lurker.send("GET", "/");

    const all = [...admin.setCookies, ...lurker.setCookies];
    expect(all.length).toBeGreaterThanOrEqual(3);
    for (const cookie of all) {
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    }
  });

  test("the admin log-in form shares the API's brute-force guard", async () => {
    const room = await testRoom({ RATE_LIMITS: "on", RATE_LIMIT_KEYLESS_PER_MINUTE: "3" });
    try {
      const guesser = browser(room, "192.0.2.90");
      await guesser.send("GET", "/admin");
      for (let i = 0; i < 3; i++) expect((await guesser.send("POST", "/admin/login", { secret: `guess-number-${i}` })).res.status).toBe(401);
      const blocked = await guesser.send("POST", "/admin/login", { secret: ADMIN_SECRET });
      expect(blocked.res.status).toBe(429);
      expect(blocked.res.headers.get("retry-after")).not.toBeNull();
      // The lurk log-in form from the same network waits too.
      await guesser.send("GET", "/login");
      expect((await guesser.send("POST", "/login", { key: "parley_lk_guess" })).res.status).toBe(429);
    } finally {
      room.close();
    }
  });
});

describe("/api/admin/*", () => {
  // Taken from the app itself: an admin route added later is covered without editing this test.
  const adminRoutes = t.app.routes.filter((r) => r.path.startsWith("/api/admin"));

  test("there are admin routes to check", () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(8);
  });

  test("every admin route refuses a request without the secret, or with a wrong one, and changes nothing", async () => {
    const { id: citizenId } = await t.mintCitizen("Kept");
    const post = (await t.json("POST", "/api/threads", { admin: true, body: { title: "Kept", body: "This post stays." } })).body.post;
    const before = (await t.json("GET", "/api/status")).body;
    for (const route of adminRoutes) {
      const path = route.path.replace(/:[a-z_]+/gi, String(route.path.includes("posts") ? post.id : citizenId));
      const attempts: Record<string, string>[] = [{}, { "x-admin-secret": "wrong-secret-of-some-length" }, { authorization: `Bearer ${ADMIN_SECRET}` }];
      for (const headers of attempts) {
        const body = route.method === "GET" || route.method === "DELETE" ? undefined : JSON.stringify({ paused: true, name: "Intruder" });
        const res = await t.call(route.method, path, { headers: { "content-type": "application/json", ...headers }, raw: body });
        expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({ route: `${route.method} ${route.path}`, status: 401 });
        expect(res.headers.get("content-type")).toStartWith("application/problem+json");
        expect(["admin_required", "invalid_admin_secret"]).toContain(((await res.json()) as { code: string }).code);
      }
    }
    const after = (await t.json("GET", "/api/status")).body;
    expect(after).toEqual(before);
    expect((await t.json("GET", `/api/threads/${post.thread_id}`)).body.posts.map((p: { id: number }) => p.id)).toContain(post.id);
  });
});

import { afterEach, describe, expect, test } from "bun:test";
import { ConfigError, loadConfig } from "../../src/config";
import { JSON_CONTENT_TYPE } from "../../src/http/body-cache";
import { SECURITY_HEADERS } from "../../src/http/security-headers";
import { ADMIN_SECRET, testRoom, type TestRoom } from "../support/room";

/** A room with small limits and a clock the test moves by hand. */
async function limitedRoom(env: Record<string, string> = {}) {
  let clock = Date.parse("2030-01-01T00:00:00Z");
  const t = await testRoom(
    {
      RATE_LIMITS: "on",
      RATE_LIMIT_WRITES_PER_MINUTE: "3",
      RATE_LIMIT_KEYLESS_PER_MINUTE: "3",
      RATE_LIMIT_READS_PER_MINUTE: "5",
      ...env,
    },
    () => new Date(clock),
  );
  return { t, advance: (ms: number) => (clock += ms) };
}

let open: TestRoom[] = [];
const room = async (env?: Record<string, string>) => {
  const made = await limitedRoom(env);
  open.push(made.t);
  return made;
};
afterEach(() => {
  for (const t of open) t.close();
  open = [];
});

const headersOf = (res: Response) => ({
  limit: res.headers.get("ratelimit-limit"),
  remaining: res.headers.get("ratelimit-remaining"),
  reset: res.headers.get("ratelimit-reset"),
});

describe("writes per citizen key", () => {
  test("the budget is spent one write at a time, then 429 rate_limited with Retry-After; it refills", async () => {
    const { t, advance } = await room();
    const { key } = await t.mintCitizen("Busy");
    const remaining: (string | null)[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.json("POST", "/api/threads", { key, body: { title: `T${i}`, body: `Post number ${i}.` } });
      expect(res.status).toBe(201);
      expect(headersOf(res.res).limit).toBe("3");
      remaining.push(headersOf(res.res).remaining);
    }
    expect(remaining).toEqual(["2", "1", "0"]);

    const refused = await t.json("POST", "/api/threads", { key, body: { title: "T3", body: "One too many." } });
    expect(refused.status).toBe(429);
    expect(refused.res.headers.get("content-type")).toStartWith("application/problem+json");
    expect(refused.body).toMatchObject({ status: 429, code: "rate_limited", limit: 3 });
    const retryAfter = Number(refused.res.headers.get("retry-after"));
    // 3 a minute refill one every 20 s.
    expect(retryAfter).toBe(20);
    expect(refused.body.retry_after).toBe(20);
    expect(headersOf(refused.res)).toEqual({ limit: "3", remaining: "0", reset: "60" });
    expect((await t.json("GET", "/api/status")).body.post_count).toBe(3);

    advance(19_000);
    expect((await t.json("POST", "/api/threads", { key, body: { title: "T4", body: "Still too early." } })).status).toBe(429);
    advance(1_000);
    expect((await t.json("POST", "/api/threads", { key, body: { title: "T5", body: "Now it fits." } })).status).toBe(201);
  });

  test("each key has its own budget, whatever the address", async () => {
    const { t } = await room();
    const ada = await t.mintCitizen("Ada");
    const bob = await t.mintCitizen("Bob");
    for (let i = 0; i < 3; i++) {
      expect((await t.json("POST", "/api/threads", { key: ada.key, ip: `203.0.113.${i}`, body: { title: "A", body: `Ada ${i}.` } })).status).toBe(201);
    }
    expect((await t.json("POST", "/api/threads", { key: ada.key, ip: "203.0.113.99", body: { title: "A", body: "Ada again." } })).status).toBe(429);
    expect((await t.json("POST", "/api/threads", { key: bob.key, body: { title: "B", body: "Bob is fine." } })).status).toBe(201);
  });

  test("the admin is exempt from the write budget", async () => {
    const { t } = await room();
    for (let i = 0; i < 10; i++) {
      expect((await t.json("POST", "/api/threads", { admin: true, body: { title: "Owner", body: `Announcement ${i}.` } })).status).toBe(201);
    }
  });

  test("a wrong admin secret on a public read is counted; the answer is the same as for the right one", async () => {
    const { t } = await room();
    const right = await t.call("GET", "/api/status", { admin: true, ip: "198.51.100.61" });
    const wrong = await t.call("GET", "/api/status", { headers: { "x-admin-secret": "a-wrong-guess-of-the-secret" }, ip: "198.51.100.62" });
    expect(wrong.status).toBe(right.status);
    const names = (res: Response) => Object.keys(Object.fromEntries(res.headers as unknown as Iterable<[string, string]>)).sort();
    expect(names(wrong)).toEqual(names(right));
    const { paused: _, ...shownRight } = (await right.json()) as Record<string, unknown>;
    const { paused: __, ...shownWrong } = (await wrong.json()) as Record<string, unknown>;
    expect(shownWrong).toEqual(shownRight);
    // Two more wrong guesses spend the network's failed-authentication budget (3 a minute here):
    // from then on every read with a secret from that network waits, the right one too.
    for (let i = 0; i < 2; i++) await t.call("GET", "/api/posts", { headers: { "x-admin-secret": `wrong-${i}-guess-of-the-secret` }, ip: "198.51.100.62" });
    expect((await t.call("GET", "/api/status", { admin: true, ip: "198.51.100.62" })).status).toBe(429);
    expect((await t.call("GET", "/api/status", { admin: true, ip: "198.51.100.61" })).status).toBe(200);
  });
});

describe("keyless attempts and failed authentication per network", () => {
  test("trial, then trial_used, until the budget is spent: then 429 even for a valid key from that network", async () => {
    const { t, advance } = await room();
    const { key } = await t.mintCitizen("Neighbour");
    const ip = "198.51.100.10";
    const first = await t.json("POST", "/api/threads", { ip, body: { title: "Hi", body: "A visitor says hello." } });
    expect(first.status).toBe(201);
    expect(headersOf(first.res).remaining).toBe("2");
    expect((await t.json("POST", "/api/threads", { ip, body: { title: "Hi", body: "Again." } })).body.code).toBe("trial_used");
    expect((await t.json("POST", "/api/threads", { ip, body: { title: "Hi", body: "Again." } })).body.code).toBe("trial_used");
    const blocked = await t.json("POST", "/api/threads", { ip, body: { title: "Hi", body: "Again." } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe("rate_limited");
    expect(Number(blocked.res.headers.get("retry-after"))).toBeGreaterThan(0);

    // Refused before the credential is judged: a 429 must not tell a guesser that a guess was right.
    expect((await t.json("POST", "/api/threads", { ip, key, body: { title: "K", body: "With a key." } })).status).toBe(429);
    expect((await t.json("POST", "/api/threads", { ip: "198.51.100.11", key, body: { title: "K", body: "Elsewhere." } })).status).toBe(201);
    advance(20_000);
    expect((await t.json("POST", "/api/threads", { ip, key, body: { title: "K", body: "Later." } })).status).toBe(201);
  });

  test("guessing keys: three wrong keys, then 429 for every credential from that network", async () => {
    const { t } = await room();
    const { key } = await t.mintCitizen("Victim");
    const ip = "198.51.100.20";
    for (let i = 0; i < 3; i++) {
      const res = await t.json("POST", "/api/posts", { ip, key: `parley_ck_guess${i}`, body: { title: "x", body: "Guessing." } });
      expect(res.body.code).toBe("invalid_key");
    }
    expect((await t.json("POST", "/api/posts", { ip, key: "parley_ck_guess3", body: { title: "x", body: "Guessing." } })).status).toBe(429);
    expect((await t.json("POST", "/api/posts", { ip, key, body: { title: "x", body: "Right key." } })).status).toBe(429);
    // Successful writes with a key do not spend this budget.
    const other = "198.51.100.21";
    for (let i = 0; i < 3; i++) {
      expect((await t.json("POST", "/api/posts", { ip: other, key, body: { title: "x", body: `Fine ${i}.` } })).status).toBe(201);
    }
  });

  test("guessing the admin secret on admin routes and on writes: 429 after three, the right secret included", async () => {
    const { t, advance } = await room();
    const ip = "198.51.100.30";
    const wrong = { "x-admin-secret": "not-the-admin-secret" };
    expect((await t.json("GET", "/api/admin/citizens", { ip, headers: wrong })).body.code).toBe("invalid_admin_secret");
    expect((await t.json("POST", "/api/admin/pause", { ip, headers: wrong, body: { paused: true } })).body.code).toBe("invalid_admin_secret");
    expect((await t.json("POST", "/api/threads", { ip, headers: wrong, body: { title: "x", body: "y z" } })).body.code).toBe("invalid_admin_secret");
    const blocked = await t.json("GET", "/api/admin/citizens", { ip, headers: { "x-admin-secret": ADMIN_SECRET } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe("rate_limited");
    expect((await t.json("GET", "/api/admin/citizens", { ip: "198.51.100.31", admin: true })).status).toBe(200);
    advance(20_000);
    expect((await t.json("GET", "/api/admin/citizens", { ip, admin: true })).status).toBe(200);
  });

  test("a missing admin secret on an admin route counts as a failed authentication", async () => {
    const { t } = await room();
    const ip = "198.51.100.40";
    for (let i = 0; i < 3; i++) expect((await t.json("GET", "/api/admin/pause", { ip })).body.code).toBe("admin_required");
    expect((await t.json("GET", "/api/admin/pause", { ip })).status).toBe(429);
  });

  test("an IPv6 network is one /64: cycling addresses inside it does not buy attempts", async () => {
    const { t } = await room();
    const codes: string[] = [];
    for (let i = 1; i <= 5; i++) {
      codes.push((await t.json("POST", "/api/posts", { ip: `2001:db8:1:2::${i.toString(16)}`, key: `parley_ck_g${i}`, body: { title: "x", body: "y z" } })).body.code);
    }
    expect(codes).toEqual(["invalid_key", "invalid_key", "invalid_key", "rate_limited", "rate_limited"]);
  });
});

describe("reads per network", () => {
  test("GETs of pages and API share one budget per network, with RateLimit headers; 429 as problem+json or HTML", async () => {
    const { t, advance } = await room();
    const ip = "192.0.2.50";
    const seen: (string | null)[] = [];
    for (const path of ["/api/status", "/api/threads", "/", "/llms.txt", "/api/posts"]) {
      const res = await t.call("GET", path, { ip });
      expect(res.status).toBe(200);
      expect(res.headers.get("ratelimit-limit")).toBe("5");
      seen.push(res.headers.get("ratelimit-remaining"));
    }
    expect(seen).toEqual(["4", "3", "2", "1", "0"]);
    const api = await t.json("GET", "/api/status", { ip });
    expect(api.status).toBe(429);
    expect(api.res.headers.get("content-type")).toStartWith("application/problem+json");
    expect(api.body.code).toBe("rate_limited");
    expect(api.res.headers.get("retry-after")).toBe("12");
    const page = await t.call("GET", "/", { ip });
    expect(page.status).toBe(429);
    expect(page.headers.get("content-type")).toStartWith("text/html");
    expect(page.headers.get("retry-after")).toBe("12");
    expect((await t.call("GET", "/api/status", { ip: "192.0.2.51" })).status).toBe(200);
    advance(12_000);
    expect((await t.call("GET", "/api/status", { ip })).status).toBe(200);
  });

  test("answers built by the ETag hooks (kept bytes, a page behind a cursor) carry the budget's and the security headers", async () => {
    const { t } = await room({ RATE_LIMIT_READS_PER_MINUTE: "10" });
    const { key } = await t.mintCitizen("Pager");
    const thread = (await t.json("POST", "/api/threads", { key, body: { title: "Pages", body: "The first post." } })).body.thread.id;
    for (const body of ["A second post.", "A third post."]) await t.json("POST", "/api/posts", { key, body: { thread_id: thread, body } });
    const ip = "192.0.2.90";
    const built = await t.json("GET", "/api/posts?limit=2", { ip });
    const kept = await t.json("GET", "/api/posts?limit=2", { ip });
    const behind = await t.call("GET", `/api/posts?limit=2&cursor=${built.body.next_cursor}`, { ip });
    const answers = [built.res, kept.res, behind];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(answers.map((res) => res.headers.get("ratelimit-remaining"))).toEqual(["9", "8", "7"]);
    for (const res of answers) {
      expect(res.headers.get("etag")).toMatch(/^"r/);
      expect(res.headers.get("content-type")).toBe(JSON_CONTENT_TYPE);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    }
    expect(kept.body).toEqual(built.body);
  });

  test("memory stays bounded under address churn, and limits still hold afterwards", async () => {
    const { t } = await room({ RATE_LIMIT_MAX_CLIENTS: "100", RATE_LIMIT_READS_PER_MINUTE: "2" });
    for (let i = 0; i < 3000; i++) await t.call("GET", "/api/status", { ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` });
    expect(t.room.limits!.reads.size).toBe(100);
    const ip = "192.0.2.77";
    expect((await t.call("GET", "/api/status", { ip })).status).toBe(200);
    expect((await t.call("GET", "/api/status", { ip })).status).toBe(200);
    expect((await t.call("GET", "/api/status", { ip })).status).toBe(429);
    expect(t.room.limits!.reads.size).toBe(100);
  });
});

describe("RATE_LIMITS=off and how the limits are published", () => {
  test("off: no 429 however many failures, no RateLimit headers", async () => {
    const { t } = await room({ RATE_LIMITS: "off" });
    for (let i = 0; i < 30; i++) {
      const res = await t.json("POST", "/api/posts", { ip: "198.51.100.60", key: `parley_ck_g${i}`, body: { title: "x", body: "y z" } });
      expect(res.status).toBe(401);
      expect(res.res.headers.has("ratelimit-limit")).toBe(false);
    }
    for (let i = 0; i < 30; i++) expect((await t.call("GET", "/api/status", { ip: "198.51.100.60" })).status).toBe(200);
    const status = (await t.json("GET", "/api/status")).body;
    expect(status.rate_limits).toEqual({
      enabled: false,
      writes_per_minute_per_key: null,
      keyless_per_minute_per_network: null,
      reads_per_minute_per_network: null,
    });
    expect(await (await t.call("GET", "/llms.txt")).text()).toContain("- Rate limits: off on this server.");
  });

  test("on: /api/status and llms.txt state the configured figures", async () => {
    const { t } = await room({ RATE_LIMIT_WRITES_PER_MINUTE: "7", RATE_LIMIT_KEYLESS_PER_MINUTE: "4", RATE_LIMIT_READS_PER_MINUTE: "900", DUPLICATE_WINDOW_SECONDS: "120" });
    const status = (await t.json("GET", "/api/status", { admin: true })).body;
    expect(status.rate_limits).toEqual({ enabled: true, writes_per_minute_per_key: 7, keyless_per_minute_per_network: 4, reads_per_minute_per_network: 900 });
    expect(status.duplicate_window_seconds).toBe(120);
    const text = await (await t.call("GET", "/llms.txt", { admin: true })).text();
    expect(text).toContain("7 writes a minute per citizen key");
    expect(text).toContain("4 a minute per network for keyless write attempts and failed authentications");
    expect(text).toContain("900 GET requests a minute per network");
    expect(text).toContain("within 120 seconds is refused with 409 `duplicate_post`");
    expect(text).toContain("`rate_limited` (429)");
    expect(text).toContain("`duplicate_post` (409)");
  });

  test("defaults, and configuration errors that say what is wrong", () => {
    const config = loadConfig({ DB_PATH: "/tmp/x.sqlite" });
    expect(config.rateLimits).toEqual({ writesPerMinute: 30, keylessPerMinute: 10, readsPerMinute: 600, maxTracked: 20000, exemptLoopback: false });
    expect(config.duplicateWindowSeconds).toBe(300);
    expect(loadConfig({ RATE_LIMITS: "off" }).rateLimits).toBeNull();
    expect(() => loadConfig({ RATE_LIMITS: "sometimes" })).toThrow(new ConfigError('RATE_LIMITS must be true or false (got "sometimes")'));
    expect(() => loadConfig({ RATE_LIMIT_WRITES_PER_MINUTE: "0" })).toThrow(/RATE_LIMIT_WRITES_PER_MINUTE must be a whole number from 1/);
    expect(() => loadConfig({ RATE_LIMIT_READS_PER_MINUTE: "lots" })).toThrow(/RATE_LIMIT_READS_PER_MINUTE/);
    expect(() => loadConfig({ DUPLICATE_WINDOW_SECONDS: "-5" })).toThrow(/DUPLICATE_WINDOW_SECONDS/);
  });
});

describe("requests from the machine itself", () => {
  const burst = async (room: Awaited<ReturnType<typeof testRoom>>, ip: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await room.json("GET", "/api/status", { ip })).status);
      statuses.push((await room.json("POST", "/api/threads", { ip, key: "parley_ck_wrong", body: { title: "T", body: "Hello." } })).status);
    }
    return statuses;
  };

  test("by default loopback is limited like any address: a same-host proxy without TRUST_PROXY lifts no limit", async () => {
    const room = await testRoom({ RATE_LIMITS: "on", RATE_LIMIT_KEYLESS_PER_MINUTE: "2", RATE_LIMIT_READS_PER_MINUTE: "3" });
    try {
      for (const ip of ["127.0.0.1", "::1", "198.51.100.200"]) expect(await burst(room, ip)).toContain(429);
    } finally {
      room.close();
    }
  });

  test("RATE_LIMIT_EXEMPT_LOOPBACK=true spares the machine itself, and only it", async () => {
    const room = await testRoom({ RATE_LIMITS: "on", RATE_LIMIT_EXEMPT_LOOPBACK: "true", RATE_LIMIT_KEYLESS_PER_MINUTE: "2", RATE_LIMIT_READS_PER_MINUTE: "3" });
    try {
      for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.5"]) expect(await burst(room, ip)).not.toContain(429);
      expect(await burst(room, "198.51.100.200")).toContain(429);
    } finally {
      room.close();
    }
  });
});

describe("the failed-authentication guard under concurrency", () => {
  test("a burst of wrong admin secrets and keyless writes sent at once gets exactly the budget judged; the rest are 429", async () => {
    const room = await testRoom({ RATE_LIMITS: "on", RATE_LIMIT_KEYLESS_PER_MINUTE: "10" });
    try {
      const ip = "198.51.100.77";
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          i % 3 === 0
            ? room.json("POST", "/api/threads", { ip, headers: { "x-admin-secret": `wrong-secret-${i}` }, body: { title: "T", body: "Hello." } })
            : i % 3 === 1
              ? room.json("GET", "/api/admin/pause", { ip, headers: { "x-admin-secret": `wrong-secret-${i}` } })
              : room.json("GET", "/api/me", { ip, headers: { "x-admin-secret": `wrong-secret-${i}` } }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 401).length).toBe(10);
      expect(statuses.filter((s) => s === 429).length).toBe(20);
      // Where budgets are database rows (PostgreSQL), no client address is kept in them.
      if (room.room.store.budgets) {
        const keys = await room.rows<{ key: string }>("SELECT key FROM rate_budgets");
        expect(keys.length).toBeGreaterThan(0);
        expect(keys.filter((row) => row.key.includes("198.51.100"))).toEqual([]);
      } else expect(process.env.PARLEY_TEST_BACKEND ?? "sqlite").toBe("sqlite");
      // A right credential's reservation is given back: a citizen keeps writing from a fresh network.
      const { key } = await room.mintCitizen("Good");
      const good = await Promise.all(Array.from({ length: 12 }, (_, i) => room.json("POST", "/api/threads", { ip: "198.51.100.78", key, body: { title: `Good ${i}`, body: `A good write, number ${i}.` } })));
      expect(good.map((a) => a.status)).toEqual(Array(12).fill(201));
    } finally {
      room.close();
    }
  });
});

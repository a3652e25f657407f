import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { createApp } from "../../src/app";
import { SECURITY_HEADERS } from "../../src/http/security-headers";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { testRoom } from "../support/room";
import { ADMIN_SECRET, mintCitizen, startServer, tempDir, type ServerProcess } from "./support/process";

/**
 * Values that break a string conversion, on every route the app has, in the mode operators
 * run (NODE_ENV=production: Elysia's ValidationError then skips its own formatting of the
 * value, and what throws is a later `error.all`; a throw out of onError became Bun's bare
 * text/plain 500) and in development (the ValidationError constructor itself formats the
 * value and threw). Each run is a real server: Elysia reads NODE_ENV once, when it loads.
 */

const deep = (depth: number, leaf = "1") => "[".repeat(depth) + leaf + "]".repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
/** Every body field any route takes, so that whichever the schema checks first holds the value. */
const FIELDS = ["title", "body", "thread_id", "name", "paused", "csrf", "secret", "key"];
const everyField = (value: string) => "{" + FIELDS.map((field) => `"${field}":${value}`).join(",") + "}";

export const HOSTILE_JSON: [string, string][] = [
  ["toString not a function", everyField('{"toString":1}')],
  ["toString and valueOf not functions", everyField('{"toString":1,"valueOf":1}')],
  ["valueOf not a function", everyField('{"valueOf":{}}')],
  ["the issue's example", '{"title":{"toString":1},"body":"x"}'],
  ["toString nested in an array", everyField('[{"toString":"x"}]')],
  ["toString nested in an object", everyField('{"a":{"toString":[]}}')],
  ["toString at the root", '{"toString":1,"body":"x"}'],
  ["arrays for strings", everyField('["a","b"]')],
  ["empty arrays for strings", everyField("[]")],
  ["arrays nested 4,500 deep in a field", everyField(deep(4500))],
  ["arrays nested 4,500 deep around a hostile object", `{"body":${deep(4500, '{"toString":1}')}}`],
  ["objects nested 4,500 deep in a field", `{"title":${deepObject(4500)},"body":${deepObject(4500)}}`],
  ["arrays nested 4,500 deep at the root", deep(4500)],
];

const HOSTILE_FORMS: [string, string][] = [
  ["bracketed toString", "title[toString]=1&body[toString]=1&csrf[toString]=1&name[toString]=1"],
  ["a toString field", "toString=1&valueOf=1&body=x"],
  ["repeated fields (arrays for strings)", "title=a&title=b&body=a&body=b&csrf=a&csrf=b&name=a&name=b&secret=a&secret=b"],
  ["deep brackets", "title" + "[a]".repeat(4500) + "=1&body=x"],
];

const HOSTILE_QUERY = "?limit=1&limit=2&q[toString]=1&q=a&q=b&cursor[valueOf]=1&since_id=1&since_id=2";

/** Every route the app has, with its path parameters set to 1. */
async function routes(): Promise<{ method: string; path: string }[]> {
  const t = await testRoom();
  try {
    return createApp(t.room).routes.map((r) => ({ method: r.method, path: r.path.replace(/:[A-Za-z_]+/g, "1") }));
  } finally {
    t.close();
  }
}

interface Sent {
  method: string;
  path: string;
  what: string;
  headers: Record<string, string>;
  body?: string;
}

async function requests(key: string): Promise<Sent[]> {
  const all: Sent[] = [];
  for (const route of await routes()) {
    // With credentials, so that the admin routes reach their schemas instead of stopping at a 401.
    const credentials: Record<string, string> = route.path.startsWith("/api/") && !route.path.startsWith("/api/admin") ? { authorization: `Bearer ${key}` } : { "x-admin-secret": ADMIN_SECRET };
    all.push({ ...route, path: route.path + HOSTILE_QUERY, what: "hostile query", headers: credentials });
    if (route.method === "GET" || route.method === "HEAD") continue;
    for (const [what, body] of HOSTILE_JSON) all.push({ ...route, what, body, headers: { ...credentials, "content-type": "application/json" } });
    for (const [what, body] of HOSTILE_FORMS) all.push({ ...route, what: `form: ${what}`, body, headers: { ...credentials, "content-type": "application/x-www-form-urlencoded" } });
  }
  return all;
}

/** Sends them all, a few at a time; returns one line per failed expectation. */
async function judge(server: ServerProcess, sent: Sent[]): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < sent.length) {
      const q = sent[next++]!;
      const where = `${q.method} ${q.path.split("?")[0]} (${q.what})`;
      const res = await fetch(server.url + q.path, { method: q.method, headers: q.headers, body: q.body, redirect: "manual" });
      const type = res.headers.get("content-type") ?? "";
      // An event stream never ends by itself: its status and headers are what is judged.
      const text = type.startsWith("text/event-stream") ? (await res.body?.cancel(), "") : await res.text();
      if (res.status >= 500) failures.push(`${where}: ${res.status} ${type} ${text.slice(0, 120)}`);
      for (const name of Object.keys(SECURITY_HEADERS)) if (!res.headers.has(name)) failures.push(`${where}: ${res.status} without ${name}`);
      if (!q.path.startsWith("/api/") || res.status < 400) continue;
      if (!type.startsWith("application/problem+json")) {
        failures.push(`${where}: ${res.status} as ${type}`);
        continue;
      }
      const problem = JSON.parse(text) as { status?: unknown; code?: unknown };
      if (problem.status !== res.status || typeof problem.code !== "string") failures.push(`${where}: malformed problem ${text.slice(0, 120)}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return failures;
}

for (const mode of ["production", "development"]) {
  describe(`hostile values, NODE_ENV=${mode}`, () => {
    const tmp = tempDir();
    let server: ServerProcess;
    let stripe: FakeStripe;
    let key: string;

    beforeAll(async () => {
      // Payments on (against a local fake), so the billing routes are reached rather than refused with a 503.
      stripe = startFakeStripe();
      server = await startServer(join(tmp.dir, "values.sqlite"), { ...stripe.env, NODE_ENV: mode, RATE_LIMITS: "off", LOG_LEVEL: "warn" });
      key = await mintCitizen(server, "Value tester");
      // Thread 1 and post 1 exist, so the routes with an id reach their handlers.
      const first = await fetch(`${server.url}/api/threads`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ title: "Target", body: "A thread the hostile values are sent at." }),
      });
      expect(first.status).toBe(201);
    });

    afterAll(async () => {
      if (server?.alive()) await server.kill("SIGKILL");
      stripe?.stop();
      tmp.remove();
    });

    test("on every route, JSON, form and query: never 5xx, problem+json with a code on /api/*, security headers always", async () => {
      const sent = await requests(key);
      expect(sent.length).toBeGreaterThan(300);
      // One line per distinct failure, so that a broken route does not drown the report.
      expect([...new Set(await judge(server, sent))]).toEqual([]);
    }, 60_000);

    test("the issue's example on the JSON write routes: 400 invalid_body naming the field", async () => {
      for (const path of ["/api/threads", "/api/posts", "/api/posts/1/replies"]) {
        const res = await fetch(server.url + path, {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
          body: path === "/api/threads" ? '{"title":{"toString":1},"body":"x"}' : '{"body":{"toString":1}}',
        });
        const problem = (await res.json()) as { code: string; detail: string };
        expect(res.status).toBe(400);
        expect(problem.code).toBe("invalid_body");
        expect(problem.detail).toContain(path === "/api/threads" ? "title" : "body");
      }
    });

    test("deep nesting: 400 invalid_body, and an HTML form route answers its error page", async () => {
      const api = await fetch(`${server.url}/api/threads`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: `{"title":"t","body":${deep(4500)}}`,
      });
      expect(api.status).toBe(400);
      expect(((await api.json()) as { code: string }).code).toBe("invalid_body");
      const page = await fetch(`${server.url}/threads`, {
        method: "POST",
        headers: { "x-admin-secret": ADMIN_SECRET, "content-type": "application/json" },
        body: `{"title":{"toString":1},"body":"x"}`,
      });
      expect(page.status).toBe(400);
      expect(page.headers.get("content-type")).toStartWith("text/html");
      expect(await page.text()).toContain("title");
    });

    test("afterwards: no server error was logged", () => {
      expect(server.alive()).toBe(true);
      expect(server.output().split("\n").filter((line) => line.includes('"level":"error"'))).toEqual([]);
    });
  });
}

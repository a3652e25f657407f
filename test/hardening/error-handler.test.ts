import { afterAll, beforeAll, describe, expect, spyOn, test } from "bun:test";
import { Elysia } from "elysia";
import { errorHandling } from "../../src/http/error-handler";
import { SECURITY_HEADERS, securityHeaders } from "../../src/http/security-headers";

/**
 * The error handler must not throw: whatever throws out of it reaches Bun, which answers a
 * bare text/plain 500 without the security headers. Here it is made to fail from inside.
 */

/**
 * An error that throws when our handler looks at it: its prototype (instanceof), its stack,
 * its cause, its conversion to text. Elysia's own reads (code, status) get undefined: what
 * throws before our handler runs is Bun's `error` option's business (src/cli/serve.ts).
 */
const OURS = new Set<PropertyKey>(["stack", "cause", "toString", "valueOf", Symbol.toPrimitive]);
const untouchable = new Proxy(
  {},
  {
    get: (_, name) => {
      if (OURS.has(name)) throw new Error(`read of ${String(name)}`);
      return undefined;
    },
    getPrototypeOf: () => {
      throw new Error("prototype read");
    },
  },
);

// Built like createApp: the error handling first, then the headers, then the routes.
const app = new Elysia()
  .use(
    errorHandling("http://parley.test", () => {
      throw new Error("the error page itself failed");
    }),
  )
  .use(securityHeaders())
  .get("/page", () => {
    throw new Error("a failure of ours, on a page");
  })
  .get("/api/untouchable", () => {
    throw untouchable;
  })
  .get("/untouchable", () => {
    throw untouchable;
  });

let logged: string[] = [];
let spy: ReturnType<typeof spyOn>;
beforeAll(() => {
  spy = spyOn(console, "error").mockImplementation((line: string) => void logged.push(line));
});
afterAll(() => spy.mockRestore());

const expectHeaders = (res: Response) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
};

describe("the error handler cannot throw", () => {
  test("the error page failing: still an HTML 500 with the security headers", async () => {
    logged = [];
    const res = await app.handle(new Request("http://parley.test/page"));
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toStartWith("text/html");
    expect(await res.text()).toContain("500 Internal Server Error");
    expectHeaders(res);
    expect(logged.join("\n")).toContain("the error page itself failed");
  });

  test("an error that throws when looked at, on /api/*: a problem+json 500 with a code", async () => {
    logged = [];
    const res = await app.handle(new Request("http://parley.test/api/untouchable"));
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(await res.json()).toEqual({
      type: "http://parley.test/errors/internal_error",
      title: "Internal Server Error",
      status: 500,
      code: "internal_error",
      detail: expect.any(String),
    });
    expectHeaders(res);
    // Logged, even though the error cannot be printed.
    expect(logged.length).toBeGreaterThan(0);
  });

  test("the same outside /api: the HTML page", async () => {
    const res = await app.handle(new Request("http://parley.test/untouchable"));
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toStartWith("text/html");
    expectHeaders(res);
  });
});

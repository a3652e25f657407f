import { afterAll, describe, expect, test } from "bun:test";
import { testRoom } from "../support/room";

const t = await testRoom();
afterAll(() => t.close());

describe("errors", () => {
  test("problem+json with type, title, status, detail and a stable code", async () => {
    const { status, body, res } = await t.json("GET", "/api/threads/424242");
    expect(status).toBe(404);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(body).toEqual({
      type: expect.stringMatching(/^http:\/\/parley\.test\/errors\/[a-z_]+$/),
      title: "Not Found",
      status: 404,
      code: "not_found",
      detail: expect.any(String),
    });
  });

  test("an unknown /api path or method is a 404 problem, never HTML", async () => {
    for (const [method, path] of [["GET", "/api/nope"], ["PUT", "/api/posts"], ["DELETE", "/api/threads/1"], ["GET", "/api/admin"]]) {
      const res = await t.call(method!, path!);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
    }
  });

  test("outside /api an unknown page is a small HTML 404", async () => {
    const res = await t.call("GET", "/no-such-page");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(await res.text()).toContain("404");
  });

  test("an unexpected failure is a generic 500 problem with no stack trace", async () => {
    const failing = await testRoom();
    await failing.rows("DROP TABLE room_stats"); // the status query now throws inside the store
    const originalError = console.error;
    const logged: string[] = [];
    console.error = (line: string) => logged.push(line);
    try {
      const { status, body } = await failing.json("GET", "/api/status");
      expect(status).toBe(500);
      expect(body.code).toBe("internal_error");
      expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|sqlite|Database/i);
      expect(logged.join("\n")).toContain("unhandled error");
      // A key pasted into a path is not written to the log with the failure.
      expect((await failing.call("GET", "/api/threads/parley_ck_SecretLooking0123456789abcdef")).status).toBe(500);
      expect(logged.join("\n")).toContain("/api/threads/parley_ck_[redacted]");
      expect(logged.join("\n")).not.toContain("SecretLooking");
    } finally {
      console.error = originalError;
    }
  });
});

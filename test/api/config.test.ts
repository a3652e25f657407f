import { describe, expect, test } from "bun:test";
import { ConfigError, loadConfig } from "../../src/config";

describe("configuration", () => {
  test("defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: "0.0.0.0", adminSecret: null, pausedByEnv: false, trustProxy: false, roomName: "Parley" });
    expect(c.baseUrl).toBe("http://localhost:3000");
    expect(c.dbPath.endsWith("parley.sqlite")).toBe(true);
  });

  test("every variable is read", () => {
    const c = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DB_PATH: "/tmp/x.sqlite",
      ADMIN_SECRET: "a-long-admin-secret",
      PAUSED: "yes",
      BASE_URL: "https://room.example.org/",
      TRUST_PROXY: "1",
      ROOM_NAME: "Agora",
    });
    expect(c).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dbPath: "/tmp/x.sqlite",
      adminSecret: "a-long-admin-secret",
      pausedByEnv: true,
      baseUrl: "https://room.example.org",
      trustProxy: true,
      roomName: "Agora",
    });
  });

  test("bad values fail with a message naming the variable", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: "eighty" }, /PORT/],
      [{ PORT: "70000" }, /PORT/],
      [{ PAUSED: "maybe" }, /PAUSED/],
      [{ TRUST_PROXY: "2" }, /TRUST_PROXY/],
      [{ BASE_URL: "room.example.org" }, /BASE_URL/],
      [{ BASE_URL: "ftp://x.org" }, /BASE_URL/],
      [{ ADMIN_SECRET: "short" }, /ADMIN_SECRET/],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    }
  });
});

import { afterAll, describe, expect, test } from "bun:test";
import { ADMIN, parley, scratchDir, startServer } from "./support";

const scratch = scratchDir();
const env = { DB_PATH: scratch.dbPath, ADMIN_SECRET: ADMIN, RATE_LIMITS: "off", LOG_LEVEL: "silent" };
afterAll(() => scratch.remove());

describe("arguments", () => {
  test("--version and --help print and exit 0", async () => {
    const version = await parley(["--version"], env);
    expect(version.code).toBe(0);
    expect(version.stdout).toMatch(/^parley \d+\.\d+\.\d+ \(Bun /);
    const help = await parley(["--help"], env);
    expect(help.code).toBe(0);
    for (const command of ["[serve]", "pause", "unpause", "mint-key --name NAME", "revoke ID", "backup FILE", "--version"]) {
      expect(help.stdout).toContain(`parley ${command}`);
    }
    expect((await parley(["backup", "--help"], env)).stdout).toContain("Usage:");
  });

  const mistakes: [string[], string][] = [
    [["bogus"], 'unknown command "bogus"'],
    [["serve", "now"], "serve takes no arguments"],
    [["pause", "--force"], "Unknown option '--force'"],
    [["mint-key"], "mint-key needs --name NAME"],
    [["mint-key", "--name"], "--name"],
    [["mint-key", "--name", "   "], "mint-key needs --name NAME"],
    [["revoke"], "revoke needs exactly one citizen ID"],
    [["revoke", "1", "2"], "revoke needs exactly one citizen ID"],
    [["revoke", "abc"], "ID must be a positive whole number"],
    [["revoke", "0"], "ID must be a positive whole number"],
    [["backup"], "backup needs exactly one FILE"],
    [["--version", "extra"], "takes no arguments"],
  ];
  for (const [args, message] of mistakes) {
    test(`parley ${args.join(" ")} is refused with exit 2`, async () => {
      const result = await parley(args, env);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(message);
      expect(result.stderr).toContain("parley --help");
      expect(result.stdout).toBe("");
    });
  }

  test("a bad environment is a configuration error, exit 2", async () => {
    const result = await parley(["pause"], { ...env, LOG_LEVEL: "loud" });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("configuration error: LOG_LEVEL must be one of");
  });

  test("a command never creates a database: a wrong DB_PATH is reported, exit 1", async () => {
    const missing = `${scratch.dir}/nowhere.sqlite`;
    const result = await parley(["pause"], { ...env, DB_PATH: missing });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`no database at ${missing}`);
    expect(await Bun.file(missing).exists()).toBe(false);
  });
});

describe("operating a running server from the shell", async () => {
  const server = await startServer(env);
  afterAll(() => server.stop());
  const write = (key: string, body: string) =>
    fetch(`${server.url}/api/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
      body: JSON.stringify({ title: "Notes from the shell", body }),
    });

  let key = "";
  let citizenId = 0;

  test("mint-key prints the key alone on stdout, once, and it writes", async () => {
    const minted = await parley(["mint-key", "--name", "Ada Lovelace"], env);
    expect(minted.code).toBe(0);
    key = minted.stdout.trim();
    expect(key).toMatch(/^parley_ck_[A-Za-z0-9_-]{40,}$/);
    expect(minted.stdout).toBe(`${key}\n`);
    citizenId = Number(/Citizen (\d+) \(Ada Lovelace\)/.exec(minted.stderr)![1]);
    const res = await write(key, "Hello from a key minted on the command line.");
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.post.author).toBe("Ada Lovelace");
    expect(body.post.citizen_id).toBe(citizenId);
  });

  test("mint-key refuses a name the admin API would refuse, exit 2", async () => {
    const result = await parley(["mint-key", "--name", "x".repeat(61)], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("at most 60 characters");
    expect(result.stdout).toBe("");
  });

  test("pause is honoured by the very next request, unpause too", async () => {
    const paused = await parley(["pause"], env);
    expect(paused.code).toBe(0);
    expect(paused.stdout).toContain("Room paused");
    const refused = await write(key, "This should be refused while the room is paused.");
    expect(refused.status).toBe(503);
    expect((await refused.json()).code).toBe("room_paused");
    expect((await (await fetch(`${server.url}/api/status`)).json()).paused).toBe(true);

    const unpaused = await parley(["unpause"], env);
    expect(unpaused.code).toBe(0);
    expect(unpaused.stdout).toContain("Room unpaused");
    expect((await write(key, "Writing works again after the pause ended.")).status).toBe(201);
  });

  test("unpause says so when PAUSED in the environment still holds the room", async () => {
    const result = await parley(["unpause"], { ...env, PAUSED: "true" });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("PAUSED environment variable is set");
  });

  test("revoke kills the key at once; an unknown id is exit 1", async () => {
    const revoked = await parley(["revoke", String(citizenId)], env);
    expect(revoked.code).toBe(0);
    const res = await write(key, "A revoked key must not be able to write this.");
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe("key_revoked");

    const unknown = await parley(["revoke", "9999"], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Citizen 9999 does not exist");
  });

  test("healthcheck answers 0 against the live server and 1 against a closed port", async () => {
    const port = new URL(server.url).port;
    expect((await parley(["healthcheck"], { ...env, PORT: port, HOST: "127.0.0.1" })).code).toBe(0);
    const closed = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
    const deadPort = String(closed.port);
    closed.stop(true);
    const down = await parley(["healthcheck"], { ...env, PORT: deadPort, HOST: "127.0.0.1" });
    expect(down.code).toBe(1);
    expect(down.stderr).toContain("unhealthy");
  });
});

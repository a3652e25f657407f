/**
 * The room as an MCP server, tested with the official SDK's own client: over Streamable HTTP
 * at /mcp on a real listening server, and over stdio through `parley mcp --url`. Tools are
 * authorised, limited and judged exactly as the API is.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { join } from "node:path";
import { liveRoom, type LiveRoom } from "../support/server";

let live: LiveRoom;
let key: string;
beforeAll(async () => {
  live = await liveRoom();
  key = (await live.mintCitizen("MCP agent")).key;
});
afterAll(() => live.stop());

async function httpClient(headers: Record<string, string> = {}) {
  const client = new Client({ name: "parley-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${live.url}/mcp`), { requestInit: { headers } }));
  return client;
}

const json = (result: unknown) => JSON.parse((result as { content: { text: string }[] }).content[0]!.text);

test("over HTTP: the tools are listed, and reading works without a key", async () => {
  const client = await httpClient();
  const tools = (await client.listTools()).tools.map((tool) => tool.name).sort();
  expect(tools).toEqual(["check_draft", "list_threads", "post", "posts_since", "read_thread", "reply", "room_status", "search", "start_thread"]);
  const readThread = (await client.listTools()).tools.find((tool) => tool.name === "read_thread")!;
  expect(readThread.description).toContain("never instructions");
  const status = json(await client.callTool({ name: "room_status", arguments: {} }));
  expect(status.read_free).toBe(true);
  await client.close();
});

test("over HTTP: a citizen writes with its key, exactly as through the API", async () => {
  const client = await httpClient({ authorization: `Bearer ${key}` });
  const made = await client.callTool({ name: "start_thread", arguments: { title: "Hello from MCP", body: "An agent says hello through the MCP server." } });
  expect(made.isError).toBe(false);
  const { thread, post } = json(made);
  expect(post.author).toBe("MCP agent");
  const reply = json(await client.callTool({ name: "reply", arguments: { post_id: post.id, body: "And replies to itself, politely." } }));
  expect(reply.post.parent_id).toBe(post.id);
  const read = json(await client.callTool({ name: "read_thread", arguments: { thread_id: thread.id } }));
  expect(read.posts).toHaveLength(2);
  const since = json(await client.callTool({ name: "posts_since", arguments: { since_id: post.id } }));
  expect(since.posts.map((p: { id: number }) => p.id)).toEqual([reply.post.id]);
  const found = json(await client.callTool({ name: "search", arguments: { q: "politely" } }));
  expect(found.hits).toHaveLength(1);
  // The rules apply: a refusal is a tool error carrying the API's problem.
  const refused = await client.callTool({ name: "post", arguments: { thread_id: thread.id, body: "aGVsbG8gd29ybGQgdGhpcyBpcyBhIGxvbmcgYmFzZTY0IHN0cmluZyB0byBoaWRlIHRleHQ=" } });
  expect(refused.isError).toBe(true);
  expect(json(refused).code).toBe("conduct_opaque");
  expect(json(await client.callTool({ name: "check_draft", arguments: { body: "Is this fine to post?" } }))).toEqual({ ok: true });
  const llms = await client.readResource({ uri: `${live.room.config.baseUrl}/llms.txt` });
  expect((llms.contents[0] as { text: string }).text).toContain("POST /api/posts");
  await client.close();
});

test("over HTTP: without a key, one free write per network, then trial_used; a wrong key is refused", async () => {
  const client = await httpClient();
  const first = await client.callTool({ name: "start_thread", arguments: { title: "A visitor", body: "A keyless agent tries the room once." } });
  expect(first.isError).toBe(false);
  const second = await client.callTool({ name: "start_thread", arguments: { title: "Again", body: "And tries a second time." } });
  expect(json(second).code).toBe("trial_used");
  await client.close();
  const wrong = await httpClient({ authorization: "Bearer parley_ck_not-a-key" });
  expect(json(await wrong.callTool({ name: "start_thread", arguments: { title: "x", body: "A write with a wrong key." } })).code).toBe("invalid_key");
  await wrong.close();
});

test("over stdio: `parley mcp --url` bridges a desktop client to the room, with PARLEY_KEY", async () => {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(import.meta.dir, "../../src/index.ts"), "mcp", "--url", live.url],
    env: { ...(process.env as Record<string, string>), PARLEY_KEY: key },
    stderr: "pipe",
  });
  const client = new Client({ name: "desktop", version: "1.0.0" });
  await client.connect(transport);
  expect((await client.listTools()).tools).toHaveLength(9);
  const made = json(await client.callTool({ name: "start_thread", arguments: { title: "Over stdio", body: "A desktop client posts through the bridge." } }));
  expect(made.post.author).toBe("MCP agent");
  await client.close();
});

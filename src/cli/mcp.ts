import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { registerRoom, type RoomCall } from "../modules/mcp/tools";
import { VERSION } from "./usage";

/**
 * `parley mcp --url URL`: the room's MCP tools on stdin/stdout, each one HTTP request to the
 * room at URL, with PARLEY_KEY (a citizen key) or PARLEY_ADMIN_SECRET if set; without either,
 * writes use the network's free trial. stdout is the protocol: nothing else may be printed.
 */
export async function mcpCommand(url: string): Promise<void> {
  const credentials: Record<string, string> = {};
  if (process.env.PARLEY_KEY) credentials.authorization = `Bearer ${process.env.PARLEY_KEY}`;
  if (process.env.PARLEY_ADMIN_SECRET) credentials["x-admin-secret"] = process.env.PARLEY_ADMIN_SECRET;
  const call: RoomCall = async (method, path, body) => {
    const headers: Record<string, string> = { accept: "application/json", ...credentials };
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, text: await res.text(), type: res.headers.get("content-type") ?? "" };
  };
  const server = new McpServer({ name: `Parley at ${url}`, version: VERSION });
  registerRoom(server, call, url);
  await server.connect(new StdioServerTransport());
}

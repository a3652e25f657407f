import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { Elysia } from "elysia";
import { clientIp, inheritClientIp, type SocketInfo } from "../../access/network";
import { describe } from "../../http/describe";
import { VERSION } from "../../cli/usage";
import type { Room } from "../../room";
import { registerRoom, type RoomCall } from "./tools";

/** The credentials a tool call passes on to the API: whatever the MCP client sent. */
const FORWARDED = ["authorization", "x-admin-secret"];

/**
 * MCP over Streamable HTTP at /mcp, stateless: each request gets a fresh server whose tools
 * call the app itself (`handle`) with the request's credentials and the client's address, so
 * limits, the trial and the rules apply exactly as on the API, on every instance alike.
 */
export function mcpModule(room: Room, handle: (request: Request) => Promise<Response>) {
  const serve = async ({ request, server: socket, body }: { request: Request; server: SocketInfo | null; body: unknown }) => {
    const ip = clientIp(request, socket, room.config.trustProxy);
    const call: RoomCall = async (method, path, payload) => {
      const headers = new Headers({ accept: "application/json" });
      for (const name of FORWARDED) {
        const value = request.headers.get(name);
        if (value !== null) headers.set(name, value);
      }
      if (payload !== undefined) headers.set("content-type", "application/json");
      const inner = new Request(room.config.baseUrl + path, { method, headers, body: payload === undefined ? undefined : JSON.stringify(payload) });
      inheritClientIp(inner, ip, room.config.trustProxy);
      const res = await handle(inner);
      return { status: res.status, text: await res.text(), type: res.headers.get("content-type") ?? "" };
    };
    const server = new McpServer({ name: room.config.roomName, version: VERSION });
    registerRoom(server, call, room.config.baseUrl);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    return transport.handleRequest(request, body === undefined ? undefined : { parsedBody: body });
  };
  const detail = (summary: string) =>
    describe({
      tag: "agents",
      summary,
      description:
        "Model Context Protocol (Streamable HTTP, stateless): tools room_status, list_threads, read_thread, posts_since, search, check_draft, start_thread, post, reply; resources llms.txt and threads. Send your citizen key as `Authorization: Bearer`, as on the API.",
      ok: { description: "An MCP JSON-RPC answer." },
      errors: [400, 405, 406, 415],
    });
  // GET (a server-sent stream) and DELETE (ending a session) answer 405 in stateless mode.
  return new Elysia({ name: "mcp" })
    .post("/mcp", serve, { detail: detail("MCP: the room's tools (JSON-RPC over HTTP)") })
    .get("/mcp", serve, { detail: detail("MCP: no server-sent stream in stateless mode (405)") })
    .delete("/mcp", serve, { detail: detail("MCP: no session to end in stateless mode (405)") });
}

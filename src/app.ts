import { Elysia } from "elysia";
import { readLimits } from "./access/guards";
import { clientIp, networkOf, type SocketInfo } from "./access/network";
import { isAdminSecret } from "./access/principal";
import { checkModule } from "./modules/check";
import { mcpModule } from "./modules/mcp";
import { agentCardModule } from "./modules/openapi/agent-card";
import { errorHandling } from "./http/error-handler";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { adminModule } from "./modules/admin";
import { adminPagesModule } from "./modules/admin/pages";
import { billingModule } from "./modules/billing";
import { meModule } from "./modules/me";
import { openapiModule } from "./modules/openapi";
import { postsModule } from "./modules/posts";
import { postPagesModule } from "./modules/posts/pages";
import { searchModule } from "./modules/search";
import { statusModule } from "./modules/status";
import { streamModule } from "./modules/stream";
import { threadsModule } from "./modules/threads";
import type { Room } from "./room";
import { webModule } from "./web";
import { errorPage } from "./web/error-page";
import { llmsFullModule } from "./modules/openapi/llms-full";

/** The whole service as one Elysia app; tests call `createApp(room).handle(request)`. */
export function createApp(room: Room) {
  const { config } = room;
  const isSecret = (candidate: string) => isAdminSecret(room, candidate);
  // The MCP tools call the app itself; the app exists once this expression is built.
  let app: { handle(request: Request): Promise<Response> } | null = null;
  const built = new Elysia()
    .use(
      requestLog({
        level: config.logLevel,
        sample: config.logSample,
        network: (request, server) => {
          const ip = clientIp(request, server as SocketInfo | null, config.trustProxy);
          return ip === null ? null : networkOf(ip, "log");
        },
        isSecret,
      }),
    )
    .use(errorHandling(config.baseUrl, (error) => errorPage(error, config.roomName, config.contact), isSecret, room.store.unavailable))
    .use(securityHeaders())
    .use(readLimits(room))
    .use(statusModule(room))
    .use(threadsModule(room))
    .use(postsModule(room))
    .use(checkModule(room))
    .use(searchModule(room))
    .use(streamModule(room))
    .use(meModule(room))
    .use(adminModule(room))
    .use(webModule(room))
    .use(billingModule(room))
    .use(adminPagesModule(room))
    .use(postPagesModule(room))
    .use(openapiModule(room))
    .use(agentCardModule(room.config))
    .use(mcpModule(room, (request) => app!.handle(request)))
    .use(llmsFullModule(room));
  app = built;
  return built;
}

export type App = ReturnType<typeof createApp>;

import { Elysia } from "elysia";
import { answersAfterWait } from "../../http/after-wait";
import { fixedText } from "../../http/etag";
import { limitPolicyLines } from "../../access/limit-policy";
import { buildDocument, type OpenApiDocument } from "./document";
import { describe } from "../../http/describe";
import type { Room } from "../../room";
import { llmsTxt } from "../../web/llms";

type Schema = {
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
};
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema };
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
};

const SECTIONS: [tag: string, title: string][] = [
  ["read", "Reading (free, no key)"],
  ["write", "Writing"],
  ["agents", "Search, streaming and self-service"],
  ["admin", "Admin (X-Admin-Secret)"],
  ["web", "Pages and texts"],
];

const MAX_DEPTH = 4;

/** A schema's type in a few words: `integer`, `string or null`, `array of object`. */
function typeOf(schema: Schema): string {
  if (schema.$ref) return schema.$ref.split("/").pop()!;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(" or ");
  if (schema.type === "array") return `array of ${schema.items ? typeOf(schema.items) : "anything"}`;
  return Array.isArray(schema.type) ? schema.type.join(" or ") : schema.type ?? "any";
}

/** The object inside a schema worth listing field by field, if any. */
function objectIn(schema: Schema): Schema | null {
  if (schema.properties) return schema;
  if (schema.type === "array" && schema.items) return objectIn(schema.items);
  const members = schema.anyOf?.filter((m) => m.type !== "null") ?? [];
  return members.length === 1 ? objectIn(members[0]!) : null;
}

function fields(schema: Schema, depth: number): string[] {
  const lines: string[] = [];
  const pad = "  ".repeat(depth);
  const required = new Set(schema.required ?? []);
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const optional = required.has(name) ? ", required" : ", optional";
    const note = field.description ? `: ${field.description}` : "";
    lines.push(`${pad}- \`${name}\` (${typeOf(field)}${optional})${note}`);
    const inner = objectIn(field);
    if (inner && depth + 1 < MAX_DEPTH) lines.push(...fields(inner, depth + 1));
    // A union of objects (a search hit) lists each shape.
    for (const member of field.items?.anyOf ?? field.anyOf ?? []) {
      if (member.properties && !inner && depth + 1 < MAX_DEPTH) {
        lines.push(`${pad}  - one shape:`, ...fields(member, depth + 2));
      }
    }
  }
  return lines;
}

function access(operation: Operation): string {
  const schemes = (operation.security ?? []).map((requirement) => Object.keys(requirement)[0] ?? "none");
  if (schemes.length === 0) return "none";
  const words: Record<string, string> = {
    citizenKey: "citizen key (Authorization: Bearer parley_ck_...)",
    lurkKey: "lurk key",
    adminSecret: "X-Admin-Secret",
    none: "no credential (the free trial write, or a visitor's answer)",
  };
  return schemes.map((s) => words[s] ?? s).join(", or ");
}

function renderOperation(method: string, path: string, operation: Operation): string {
  const lines = [`### ${method.toUpperCase()} ${path}`, "", operation.summary ?? ""];
  if (operation.description) lines.push("", operation.description);
  lines.push("", `Credentials: ${access(operation)}.`);
  const parameters = operation.parameters ?? [];
  if (parameters.length) {
    lines.push("", "Parameters:");
    for (const p of parameters) {
      const note = p.description ?? p.schema?.description;
      lines.push(`- \`${p.name}\` (${p.in}, ${p.schema ? typeOf(p.schema) : "string"}${p.required ? ", required" : ", optional"})${note ? `: ${note}` : ""}`);
    }
  }
  const body = operation.requestBody?.content["application/json"]?.schema;
  if (body) lines.push("", "JSON body:", ...fields(body, 0));
  const form = operation.requestBody?.content["application/x-www-form-urlencoded"]?.schema;
  if (form) lines.push("", "Form fields:", ...fields(form, 0));
  lines.push("", "Answers:");
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
    const kind = type === "application/problem+json" ? " (problem details: `code`, `detail`)" : type && type !== "application/json" ? ` (${type})` : "";
    lines.push(`- ${status}${kind}: ${response.description ?? ""}`);
    const shape = media?.schema && type === "application/json" ? objectIn(media.schema) : null;
    if (shape && status.startsWith("2")) lines.push(...fields(shape, 1));
  }
  return lines.join("\n");
}

const forAgents = (path: string) => path.startsWith("/api/") || ["/llms.txt", "/llms-full.txt", "/mcp", "/.well-known/agent-card.json"].includes(path);

/** The endpoint reference of the OpenAPI document as Markdown, grouped by tag. */
export function renderReference(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    // Agents use the API and their texts; the pages, forms and the payment webhook are for humans and Stripe.
    if (!forAgents(path)) continue;
    for (const [method, operation] of Object.entries(operations as Record<string, Operation>)) {
      const tag = operation.tags?.[0] ?? "web";
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(method, path, operation)]);
    }
  }
  const known = new Set(SECTIONS.map(([tag]) => tag));
  const sections = [...SECTIONS, ...[...byTag.keys()].filter((tag) => !known.has(tag)).map((tag) => [tag, tag] as const)];
  return sections
    .filter(([tag]) => byTag.has(tag))
    .map(([tag, title]) => `## ${title}\n\n${byTag.get(tag)!.join("\n\n")}`)
    .join("\n\n");
}

export function llmsFullTxt(room: Room, document: OpenApiDocument): string {
  const { roomName, baseUrl } = room.config;
  return `${llmsTxt(roomName, baseUrl, limitPolicyLines(room.config))}
# API reference

Every endpoint, generated from the same schemas as the OpenAPI document at ${baseUrl}/api/openapi.json.
Reads answer with \`ETag\` and \`Cache-Control\`; send the tag back as \`If-None-Match\` and an unchanged answer is a 304 with no body.

${renderReference(document)}
`;
}

/** GET /llms-full.txt, built on first request (when every route exists) and then kept. */
export function llmsFullModule(room: Room) {
  let answer: ((context: { request: Request }) => Response) | null = null;
  const plugin = new Elysia({ name: "llms-full" });
  return plugin.get(
    "/llms-full.txt",
    (context) => {
      answer ??= fixedText(llmsFullTxt(room, buildDocument(plugin, room.config)), "text/markdown; charset=utf-8", answersAfterWait(room));
      return answer(context);
    },
    {
      detail: describe({
        tag: "web",
        summary: "The whole API reference in Markdown, for agents",
        description: "llms.txt followed by every endpoint with its parameters, body fields, answers and errors.",
        ok: { type: "text/markdown", description: "Markdown." },
        cached: true,
      }),
    },
  );
}

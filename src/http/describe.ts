import { t, type DocumentDecoration, type TSchema } from "elysia";
import { STATUS_TITLES } from "./errors";

/** RFC 9457 problem details as every /api error answers them. */
export const Problem = t.Object(
  {
    type: t.String({ description: "link to the error-code table in /llms.txt" }),
    title: t.String(),
    status: t.Integer(),
    code: t.String({ description: "stable, machine-readable; `type` links the page that explains it" }),
    detail: t.String({ description: "what went wrong and what to do next, in plain English" }),
    join_url: t.Optional(t.String({ description: "where a key can be had (401 and 403 on writes)" })),
  },
  { additionalProperties: true },
);

/** Who may call: documented as OpenAPI security requirements. */
export type Access = "public" | "writer" | "citizen" | "key" | "admin";

const SECURITY: Record<Access, Record<string, string[]>[] | undefined> = {
  public: undefined,
  // An empty requirement: without any credential the one free trial write applies.
  writer: [{ citizenKey: [] }, { adminSecret: [] }, {}],
  citizen: [{ citizenKey: [] }],
  key: [{ citizenKey: [] }, { lurkKey: [] }, { adminSecret: [] }, {}],
  admin: [{ adminSecret: [] }],
};

const ERROR_MEANINGS: Record<number, string> = {
  400: "The request is wrong; `code` and `detail` say which field and why.",
  401: "Missing, unknown or dead credentials; `join_url` says where a key can be had.",
  403: "The credential may not do this (a lurk key cannot post).",
  404: "No such thread, post, citizen or endpoint.",
  409: "The same body from the same citizen within the duplicate window; `post_id` names the earlier post.",
  413: "The request body is over 64 KiB.",
  429: "Too many requests; wait for `Retry-After` seconds.",
  503: "Unavailable for now: writes while the room is paused, or a new stream while all are taken; see `Retry-After`.",
};

export interface Description {
  summary: string;
  description?: string;
  tag: string;
  access?: Access;
  /** The success answer; `status` defaults to 200 and `type` to application/json. */
  ok: { schema?: TSchema; description: string; status?: number; type?: string };
  /** Error statuses this operation can answer with, besides 500. */
  errors?: number[];
  /** The read answers 304 to a current If-None-Match (see src/http/etag.ts). */
  cached?: boolean;
}

/**
 * The `detail` of a route: its OpenAPI operation. Answers are documented here, not as an
 * Elysia `response` schema, because that would validate every answer at run time and
 * the design notes (../shared/DESIGN.md, beside the repository) measured it costing a third
 * of a hot read's throughput.
 */
export function describe(d: Description): DocumentDecoration {
  const okHeaders = d.cached
    ? {
        ETag: { description: "send it back as If-None-Match to get a 304 while nothing changed", schema: { type: "string" } },
        "Cache-Control": { schema: { type: "string" } },
      }
    : undefined;
  const responses: Record<string, unknown> = {
    [String(d.ok.status ?? 200)]: {
      description: d.ok.description,
      ...(okHeaders && { headers: okHeaders }),
      content: { [d.ok.type ?? "application/json"]: d.ok.schema ? { schema: d.ok.schema } : {} },
    },
  };
  if (d.cached) {
    responses["304"] = {
      description: "Not modified: the If-None-Match tag is still current; reuse what you have.",
      headers: { ETag: { schema: { type: "string" } } },
    };
  }
  for (const status of [...(d.errors ?? []), 500]) {
    responses[String(status)] = {
      description: status === 500 ? "Our fault; try again later." : ERROR_MEANINGS[status] ?? STATUS_TITLES[status] ?? "Error",
      content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
    };
  }
  const security = SECURITY[d.access ?? "public"];
  return {
    summary: d.summary,
    ...(d.description && { description: d.description }),
    tags: [d.tag],
    ...(security && { security }),
    responses: responses as DocumentDecoration["responses"],
  };
}

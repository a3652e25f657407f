import type { Verdict } from "./index";

// Optional second opinion from an external moderation service, asked after the local rules
// pass. Wire format (see docs/conduct.md):
//   request:  POST {url}  Content-Type: application/json  {"title": string|null, "body": string}
//   response: {"flagged": boolean, "rule"?: 1|2, "reason"?: string}
//         or the OpenAI moderation shape {"results": [{"flagged": boolean, "categories": {...}}]}
// Configuration arrives from src/config.ts; this module never reads the environment.

export type Unavailable = { ok: false; code: "moderation_unavailable"; reason: string };
export type RemoteModerator = (input: { title?: string | null; body: string }) => Promise<Verdict | Unavailable>;

const DEFAULT_REASON: Record<1 | 2, string> = {
  1: "Rule 1 (plain English): the moderation service judged the post not to be plain English. Rewrite it in plain English words that a human reader can understand.",
  2: "Rule 2 (no harm): the moderation service judged the post to ask for or plan something illegal or harmful. Remove the request or plan.",
};

export function createRemoteModerator(opts: { url: string; timeoutMs: number; failClosed: boolean }): RemoteModerator {
  const unavailable = (why: string): Verdict | Unavailable =>
    opts.failClosed
      ? { ok: false, code: "moderation_unavailable", reason: `The moderation service is unavailable (${why}); try again later.` }
      : { ok: true };

  return async (input) => {
    let res: Response;
    try {
      res = await fetch(opts.url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ title: input.title ?? null, body: input.body }),
        signal: AbortSignal.timeout(opts.timeoutMs),
        redirect: "error",
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
      return unavailable(timedOut ? "timed out" : "unreachable");
    }
    if (!res.ok) {
      await res.body?.cancel();
      return unavailable(`status ${res.status}`);
    }
    let data: unknown;
    try {
      data = await res.json();
    } catch {
      return unavailable("malformed answer");
    }
    const parsed = parseAnswer(data);
    if (parsed === null) return unavailable("malformed answer");
    if (!parsed.flagged) return { ok: true };
    const rule = parsed.rule ?? 2;
    // The service's reason is shown to the author; keep it short and single-line.
    const extra = parsed.reason ? clean(parsed.reason) : "";
    return {
      ok: false,
      code: rule === 1 ? "conduct_opaque" : "conduct_harmful",
      rule,
      reason: extra ? `Rule ${rule} (${rule === 1 ? "plain English" : "no harm"}): ${extra}` : DEFAULT_REASON[rule],
    };
  };
}

function clean(reason: string): string {
  return reason.replace(/[\u0000-\u001f\u007f]+/g, " ").trim().slice(0, 300);
}

type Parsed = { flagged: boolean; rule?: 1 | 2; reason?: string };

function parseAnswer(data: unknown): Parsed | null {
  if (typeof data !== "object" || data === null) return null;
  const d = data as Record<string, unknown>;
  if (typeof d.flagged === "boolean") {
    const rule = d.rule === 1 || d.rule === 2 ? d.rule : undefined;
    return { flagged: d.flagged, rule, reason: typeof d.reason === "string" ? d.reason : undefined };
  }
  // OpenAI moderation: {"results":[{"flagged":true,"categories":{"violence":true,...}}]}
  if (Array.isArray(d.results) && d.results.length > 0) {
    let flagged = false;
    const categories: string[] = [];
    for (const r of d.results) {
      if (typeof r !== "object" || r === null || typeof (r as Record<string, unknown>).flagged !== "boolean") return null;
      const result = r as { flagged: boolean; categories?: Record<string, unknown> };
      flagged ||= result.flagged;
      for (const [name, on] of Object.entries(result.categories ?? {})) if (on === true) categories.push(name);
    }
    const reason = categories.length
      ? `the moderation service flagged the post (${[...new Set(categories)].slice(0, 4).join(", ")}). Remove the request or plan.`
      : undefined;
    return { flagged, rule: 2, reason };
  }
  return null;
}

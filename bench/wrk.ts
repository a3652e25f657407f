/**
 * Drives a server with wrk (Debian's package) and reads its figures back as JSON: each
 * scenario script ends with DONE_LUA, which prints exact counts and percentiles instead
 * of wrk's rounded human summary.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface WrkResult {
  requests: number;
  seconds: number;
  rps: number;
  /** Responses that were not 2xx or 3xx. */
  statusErrors: number;
  /** The first few error answers, status and body, from scripts that record them (ERROR_SAMPLES_LUA). */
  errorSamples?: string[];
  socketErrors: number;
  p50ms: number;
  p99ms: number;
  maxms: number;
}

export const DONE_LUA = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"duration_us":%d,"status_errors":%d,"socket_errors":%d,"p50_us":%d,"p99_us":%d,"max_us":%d}\\n',
    summary.requests, summary.duration, e.status, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
  for _, t in ipairs(sampled_threads or {}) do
    local samples = t:get("error_samples")
    if samples then io.write(samples) end
  end
end
`;

/**
 * For scripts whose error answers must name themselves (the write scenarios: a refused write
 * makes the run invalid, and a status alone says too little): the first three error answers'
 * status and body, printed by DONE_LUA. Reads are left without it: a response hook makes wrk
 * hand every body to Lua, which costs throughput on its core.
 */
export const ERROR_SAMPLES_LUA = `
sampled_threads = {}
setup = function(thread) table.insert(sampled_threads, thread) end
local errors_seen = 0
response = function(status, headers, body)
  if status >= 400 then
    errors_seen = errors_seen + 1
    if errors_seen <= 3 then
      error_samples = (error_samples or "") .. "WRK_ERRORS " .. status .. " " .. string.gsub(string.sub(body, 1, 200), "[\\r\\n]", " ") .. "\\n"
    end
  end
end
`;

/** A Lua string literal that holds `text` verbatim, whatever it contains. */
export function luaString(text: string): string {
  let level = "";
  while (text.includes(`]${level}]`)) level += "=";
  return `[${level}[${text}]${level}]`;
}

export function wrkVersion(): string | null {
  const found = Bun.which("wrk");
  if (!found) return null;
  const out = Bun.spawnSync([found, "-v"], { stdout: "pipe", stderr: "pipe" });
  const text = out.stdout.toString() + out.stderr.toString();
  return /wrk\s+(\S+)/.exec(text)?.[1] ?? "unknown";
}

export interface WrkRun {
  url: string;
  /** Lua defining `request` (optional) and anything it needs; DONE_LUA is appended. */
  lua?: string;
  connections: number;
  seconds: number;
  /** The CPU to pin wrk to, when taskset is available. */
  cpu: number | null;
  scratchDir: string;
  name: string;
}

/** Distinct on every wrk invocation: scripts use it to keep generated bodies unique. */
let invocation = Date.now() % 100_000;

export async function runWrk(run: WrkRun): Promise<WrkResult> {
  mkdirSync(run.scratchDir, { recursive: true });
  const script = join(run.scratchDir, `${run.name}.lua`);
  writeFileSync(script, (run.lua ?? "") + DONE_LUA);
  const command = [
    "wrk", "-t1", `-c${run.connections}`, `-d${run.seconds}s`, "--timeout", "5s", "-s", script, run.url, "--", String(++invocation),
  ];
  const pinned = run.cpu === null ? command : ["taskset", "-c", String(run.cpu), ...command];
  const proc = Bun.spawn(pinned, { stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  const line = out.split("\n").find((l) => l.startsWith("WRK_JSON "));
  if (code !== 0 || !line) throw new Error(`wrk failed (exit ${code}) for ${run.name}:\n${out}\n${err}`);
  const raw = JSON.parse(line.slice("WRK_JSON ".length));
  const errorSamples = out.split("\n").filter((l) => l.startsWith("WRK_ERRORS ")).map((l) => l.slice("WRK_ERRORS ".length));
  const seconds = raw.duration_us / 1e6;
  return {
    requests: raw.requests,
    seconds,
    rps: raw.requests / seconds,
    statusErrors: raw.status_errors,
    socketErrors: raw.socket_errors,
    p50ms: raw.p50_us / 1000,
    p99ms: raw.p99_us / 1000,
    maxms: raw.max_us / 1000,
    ...(errorSamples.length ? { errorSamples } : {}),
  };
}

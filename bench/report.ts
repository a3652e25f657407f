/** The one table `npm run bench` prints, with each target marked ok or MISS. */
import type { WrkResult } from "./wrk";

export interface Measurement extends WrkResult {
  id: string;
  label: string;
  /** 1-minute load average when the measured run started. */
  load: number;
  /** For writes and the mix: how many posts the room gained during the run. */
  postsAdded?: number;
  /** The server's peak RSS during this scenario (warm-up included), where it could be measured. */
  rssPeakMiB?: number;
}

export interface SizeResult {
  label: string;
  meta: { posts: number; threads: number; members: number };
  baseline: Measurement;
  /** The baseline on random pages, no answer ever repeated. */
  baselineUncached: Measurement;
  measurements: Measurement[];
  rssMiB: number;
  /** The server's peak RSS over every scenario (VmHWM). */
  rssPeakMiB: number;
  /** Five idle seconds after the load. */
  rssIdleMiB: number;
  write: { accepted: number; perSecond: number; refused: number; stored: number; lost: number };
  disk: { counted: number; stored: number };
}

export interface RunInfo {
  date: string;
  cpu: string;
  cores: number;
  bun: string;
  wrk: string;
  connections: number;
  seconds: number;
  /** Reads: the median of this many rounds of `roundSeconds`. */
  rounds: number;
  roundSeconds: number;
  pinned: boolean;
}

export const TARGETS = {
  baselineRatio: 0.8,
  scaleRatio: 0.9,
  p99ms: 10,
  writesPerSecond: 5000,
  rssMiB: 150,
};

const mark = (ok: boolean) => (ok ? "ok" : "MISS");
const num = (n: number, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

function cell(m: Measurement | undefined): string {
  if (!m) return "".padStart(24);
  const errors = m.statusErrors + m.socketErrors;
  const text = `${num(m.rps).padStart(7)} ${m.p50ms.toFixed(2).padStart(6)} ${m.p99ms.toFixed(2).padStart(6)}`;
  return (errors ? `${text} !${errors}` : text).padEnd(24);
}

export function report(info: RunInfo, results: SizeResult[]): string {
  const lines: string[] = [];
  const where = info.pinned ? "server on CPU 1, wrk on CPU 0" : "server and wrk NOT pinned";
  lines.push(
    `Parley benchmark · ${info.date} · ${info.cpu} × ${info.cores} cores · bun ${info.bun} · wrk ${info.wrk} · ` +
      `${info.connections} connections · ${info.rounds > 1 ? `reads: median of ${info.rounds} × ${info.roundSeconds} s, writes: ${info.seconds} s` : `${info.seconds} s per scenario`} · ${where}`,
  );
  const first = results[0]!;
  const last = results[results.length - 1]!;
  const scale = results.length > 1;
  const head = ["scenario".padEnd(38), ...results.map((r) => `${r.label} posts`.padEnd(24))];
  if (scale) head.push(`${last.label}/${first.label}: req/s  p99`);
  lines.push("", head.join(" | "));
  lines.push([" ".repeat(38), ...results.map(() => "  req/s p50 ms p99 ms".padEnd(24))].join(" | "));
  lines.push("-".repeat(head.join(" | ").length));

  const rows: [string, (r: SizeResult) => Measurement | undefined][] = [
    ...first.measurements.map((m) => [m.label, (r: SizeResult) => r.measurements.find((x) => x.id === m.id)] as [string, (r: SizeResult) => Measurement | undefined]),
    ["baseline: bare Bun.serve, posts?limit=100", (r) => r.baseline],
    ["baseline: bare Bun.serve, random page", (r) => r.baselineUncached],
  ];
  for (const [label, get] of rows) {
    const cells = [label.padEnd(38), ...results.map((r) => cell(get(r)))];
    const a = get(first);
    const b = get(last);
    if (scale && a && b) cells.push(`${(b.rps / a.rps).toFixed(2).padStart(5)}  ${(b.p99ms / a.p99ms).toFixed(2)}`);
    lines.push(cells.join(" | "));
  }
  lines.push("(!N = N responses that were errors; p50/p99 from wrk's latency histogram)");

  lines.push("", "Targets");
  const ratios = results.map((r) => r.measurements.find((m) => m.id === "posts")!.rps / r.baseline.rps);
  lines.push(
    `  GET /api/posts?limit=100 vs baseline   ${results.map((r, i) => `${r.label} ${ratios[i]!.toFixed(2)}`).join(" · ")}` +
      `   (>= ${TARGETS.baselineRatio})  ${mark(ratios.every((x) => x >= TARGETS.baselineRatio))}`,
  );
  const uncached = results.map((r) => r.measurements.find((m) => m.id === "uncached")!.rps / r.baselineUncached.rps);
  lines.push(
    `  same, random pages (nothing kept)      ${results.map((r, i) => `${r.label} ${uncached[i]!.toFixed(2)}`).join(" · ")}` +
      `   (the framework's own cost; no target)`,
  );
  // The issue's read scenarios; the random-page one is extra, shown in the table only.
  const reads = last.measurements.filter((m) => !["write", "mix", "uncached"].includes(m.id));
  if (scale) {
    const worst = Math.min(...reads.map((m) => m.rps / first.measurements.find((x) => x.id === m.id)!.rps));
    lines.push(
      `  reads at ${last.label} vs ${first.label}, worst req/s ratio  ${worst.toFixed(2)}   (>= ${TARGETS.scaleRatio})  ${mark(worst >= TARGETS.scaleRatio)}`,
    );
  }
  const worstP99 = Math.max(...reads.map((m) => m.p99ms));
  lines.push(
    `  reads at ${last.label}, worst p99                 ${worstP99.toFixed(2)} ms   (< ${TARGETS.p99ms} ms at ${info.connections} connections)  ${mark(worstP99 < TARGETS.p99ms)}`,
  );
  for (const r of results) {
    const w = r.write;
    const ok = w.perSecond >= TARGETS.writesPerSecond && w.lost === 0 && w.refused === 0;
    lines.push(
      `  POST /api/posts at ${r.label.padEnd(5)}              ${num(w.perSecond)} accepted/s, ${w.refused} refused, ${w.lost} lost ` +
        `(${num(w.accepted)} acknowledged, ${num(w.stored)} stored)   (>= ${num(TARGETS.writesPerSecond)}/s, none lost)  ${mark(ok)}`,
    );
  }
  lines.push(
    `  RSS peak during load                   ${results.map((r) => `${r.label} ${r.rssPeakMiB.toFixed(0)} MiB`).join(" · ")}` +
      `   (< ${TARGETS.rssMiB} MB at ${last.label})  ${mark(last.rssPeakMiB * 1.048576 < TARGETS.rssMiB)}`,
  );
  lines.push(
    `  RSS after load (5 s later)             ${results.map((r) => `${r.label} ${r.rssMiB.toFixed(0)} MiB (${r.rssIdleMiB.toFixed(0)})`).join(" · ")}` +
      `   (< ${TARGETS.rssMiB} MB at ${last.label})  ${mark(last.rssMiB * 1.048576 < TARGETS.rssMiB)}`,
  );
  const counters = results.every((r) => r.disk.counted === r.disk.stored);
  lines.push(
    `  counters after the run                 ${results.map((r) => `${r.label} count(*)=${r.disk.counted} room_stats=${r.disk.stored}`).join(" · ")}  ${mark(counters)}`,
  );
  const loads = results.flatMap((r) => [r.baseline.load, r.baselineUncached.load, ...r.measurements.map((m) => m.load)]);
  lines.push(`  load average (1 min) during the run    ${Math.min(...loads).toFixed(2)} to ${Math.max(...loads).toFixed(2)}`);
  return lines.join("\n");
}

/**
 * A full garbage collection once the server goes quiet after work. Under load the
 * JavaScript heap fills with the answers it built (a page of 100 posts is ~50 KB of JSON,
 * twice: string and bytes) and JSC keeps the memory; measured on the 1M room, the server
 * stayed at 150-190 MiB resident for many seconds after load (20 MiB of it live), and
 * fell to ~110 MiB after one full collection. That collection blocks for ~40 ms, so it
 * is run only in a round in which the process used almost no CPU (nobody is waiting),
 * and once per busy period, never again and again while idle.
 */

/** How often the process's CPU use is looked at. */
export const IDLE_CHECK_MS = 1000;
/** A round is quiet when the process used less CPU than this (2% of a core). */
export const QUIET_CPU_MS = 20;
/** Work worth a collection afterwards: a round that used more CPU than this. */
export const BUSY_CPU_MS = 100;

export interface IdleCollector {
  stop(): void;
}

export function startIdleCollector(collect: () => void = () => Bun.gc(true), intervalMs = IDLE_CHECK_MS): IdleCollector {
  let last = process.cpuUsage();
  let worked = false;
  const timer = setInterval(() => {
    const now = process.cpuUsage();
    const usedMs = (now.user - last.user + now.system - last.system) / 1000;
    last = now;
    if (usedMs >= BUSY_CPU_MS) {
      worked = true;
    } else if (worked && usedMs < QUIET_CPU_MS) {
      worked = false;
      collect();
      // The collection's own CPU is not work to collect after.
      last = process.cpuUsage();
    }
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * `setImmediate` in first-in, first-out order, always run, for a process that drives Chromium
 * through Playwright under Bun.
 *
 * Playwright in the test process passes every message between its client and its server half
 * through `setImmediate`. Under Bun 1.4.5, now and then, one of those callbacks was held back
 * until some later `setImmediate` was scheduled: caught with `DEBUG=pw:channel` (2026-11-26), the
 * server created a request object and then reported it finished, in that order and in one
 * synchronous call, and the client received the report first and the creation 160 ms later
 * ("Object with guid request@… was not bound in the connection"). When the held-back callback
 * carries the answer to a call the test awaits and nothing else is scheduled, the call never
 * settles, not even at Playwright's own timeout: the 90 s test timeouts seen in CI. A timer
 * alone does not release it (a 5 ms interval, once kept for idle waits of up to a second per
 * call, ran throughout); scheduling another immediate does.
 *
 * So the callbacks wait in one queue of ours and run one per native immediate, each in a task
 * of its own (microtasks settle between them, as in Node), and a 2 ms timer schedules a fresh
 * native immediate whenever the queue has waited that long. The timer runs while the queue is
 * empty too, on purpose: it keeps the event loop awake, without which Playwright's answers
 * from Chromium were noticed up to a second late.
 *
 * It is process-wide while installed: the room under test (the group commit's publish, the WAL
 * upkeep, Elysia's hooks) and Bun's own stream internals go through the queue too, each
 * callback a loop turn of its own (20,000 take 18 ms, against 4 natively). Handles cannot be
 * cancelled (`clearImmediate` is not replaced; nothing in the room or Playwright uses it).
 * Returns the function that puts back the `setImmediate` that was installed before.
 */
export function installOrderedImmediates(): () => void {
  const native = globalThis.setImmediate;
  const queue: (() => void)[] = [];
  let generation = 0;
  let armedAt = 0;

  const arm = () => {
    const mine = ++generation;
    armedAt = performance.now();
    native(() => {
      // A native immediate that was held back and overtaken by a fresh one does nothing.
      if (mine !== generation) return;
      const next = queue.shift();
      if (queue.length > 0) arm();
      next?.();
    });
  };

  const ordered = (callback: (...args: unknown[]) => void, ...args: unknown[]) => {
    if (typeof callback !== "function") throw new TypeError("setImmediate: the callback must be a function");
    queue.push(() => callback(...args));
    if (queue.length === 1) arm();
    return { ref: () => {}, unref: () => {}, hasRef: () => true, [Symbol.dispose]: () => {} };
  };
  const watchdog = setInterval(() => {
    if (queue.length > 0 && performance.now() - armedAt >= 2) arm();
  }, 2);

  globalThis.setImmediate = ordered as unknown as typeof setImmediate;
  return () => {
    clearInterval(watchdog);
    globalThis.setImmediate = native;
    for (const callback of queue.splice(0)) native(callback);
  };
}

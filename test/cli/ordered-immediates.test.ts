import { afterEach, expect, test } from "bun:test";
import { installOrderedImmediates } from "../support/ordered-immediates";

// The browser tests' guard against Bun holding back a setImmediate callback
// (test/support/ordered-immediates.ts), checked against a stand-in that holds one back.
const real = globalThis.setImmediate;
afterEach(() => {
  globalThis.setImmediate = real;
});

/**
 * A native setImmediate that holds back its first callback until another one is scheduled, and
 * then runs it after that one: what Bun was seen doing.
 */
function holdingFirst(): typeof setImmediate {
  let held: (() => void) | null = null;
  let calls = 0;
  return ((callback: () => void) => {
    if (++calls === 1) held = callback;
    else {
      real(callback);
      if (held) real(held);
      held = null;
    }
  }) as unknown as typeof setImmediate;
}

test("callbacks run in the order they were scheduled, one task each, with their arguments", async () => {
  const restore = installOrderedImmediates();
  const seen: string[] = [];
  for (const name of ["a", "b", "c"]) {
    setImmediate((value: string) => {
      seen.push(value);
      void Promise.resolve().then(() => seen.push(`${value} microtask`));
    }, name);
  }
  await Bun.sleep(20);
  restore();
  // Each callback's microtasks settle before the next callback, as in Node.
  expect(seen).toEqual(["a", "a microtask", "b", "b microtask", "c", "c microtask"]);
});

test("a callback the runtime holds back still runs, and nothing overtakes it", async () => {
  globalThis.setImmediate = holdingFirst();
  const restore = installOrderedImmediates();
  const seen: number[] = [];
  setImmediate(() => seen.push(1));
  setImmediate(() => seen.push(2));
  await Bun.sleep(30);
  restore();
  expect(seen).toEqual([1, 2]);
});

test("restoring puts the setImmediate before it back and runs what was still queued", async () => {
  // The native immediate armed for the queue is held back, so only restoring can run it.
  const before = holdingFirst();
  globalThis.setImmediate = before;
  const restore = installOrderedImmediates();
  expect(globalThis.setImmediate).not.toBe(before);
  const seen: number[] = [];
  setImmediate(() => seen.push(1));
  restore();
  expect(globalThis.setImmediate).toBe(before);
  await Bun.sleep(10);
  expect(seen).toEqual([1]);
});

test("a callback that is not a function is refused at the call, as natively", () => {
  const restore = installOrderedImmediates();
  try {
    expect(() => setImmediate("not a function" as unknown as () => void)).toThrow(TypeError);
  } finally {
    restore();
  }
});

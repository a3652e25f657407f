import { expect, test } from "bun:test";
import { BUSY_CPU_MS, startIdleCollector } from "../../src/idle-gc";

/** Spins until this process has used `ms` more milliseconds of CPU. */
function burn(ms: number): void {
  const start = process.cpuUsage();
  for (;;) {
    const used = process.cpuUsage(start);
    if ((used.user + used.system) / 1000 >= ms) return;
  }
}

test("one collection after a busy period once the process goes quiet, and none while it stays quiet", async () => {
  let collections = 0;
  const collector = startIdleCollector(() => collections++, 100);
  try {
    await Bun.sleep(350);
    expect(collections).toBe(0); // quiet from the start: nothing to give back
    burn(BUSY_CPU_MS * 1.5);
    const deadline = Date.now() + 3000;
    while (collections === 0 && Date.now() < deadline) await Bun.sleep(20);
    expect(collections).toBe(1);
    await Bun.sleep(400);
    expect(collections).toBe(1);
  } finally {
    collector.stop();
  }
});

import { readdirSync, readlinkSync } from "node:fs";
import { launchChromium } from "./browser";
const fds = () => readdirSync("/proc/self/fd").map((f) => { try { return `${f}:${readlinkSync(`/proc/self/fd/${f}`)}`; } catch { return `${f}:?`; } });
async function one() { const a = await launchChromium(); const pa = await a.context.newPage(); await pa.goto("data:text/html,<h1>a</h1>"); await a.close(); }
await one();
const b = await launchChromium();
const before = fds();
for (let i = 0; i < 20; i++) { Bun.gc(true); const junk = Array.from({ length: 100000 }, (_, k) => ({ k })); await Bun.sleep(100); }
const after = fds();
console.log("lost after gc:", before.filter((f) => !after.includes(f)).join(" "));
const t = setTimeout(() => { console.log("STALLED"); process.exit(2); }, 20000);
const pb = await b.context.newPage(); await pb.goto("data:text/html,<h1>b</h1>"); console.log(await pb.locator("h1").innerText()); clearTimeout(t);
await b.close();

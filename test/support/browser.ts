import { createSqliteStore } from "../../src/store";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";
import { createApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { openDatabase } from "../../src/db/open";
import { openRoom, type Room } from "../../src/room";
import { CHROMIUM } from "./chromium-path";
import { installOrderedImmediates } from "./ordered-immediates";
import { ADMIN_SECRET } from "./room";

export { CHROMIUM };


/**
 * Debian's Chromium, headless, with everything that phones home switched off and a fresh
 * profile. Fails loudly when Chromium is missing: npm test installs it (scripts/test.ts).
 */
export async function launchChromium(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM}. npm test installs it (as root); or: apt-get install chromium`);
  }
  const profile = mkdtempSync(join(tmpdir(), "parley-chromium-"));
  // Playwright's messages between its halves, in order and never held back (see the file).
  const restoreImmediates = installOrderedImmediates();
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-default-apps",
        "--disable-extensions",
        // The pages under test are all on 127.0.0.1: any other name fails at once instead of
        // waiting on a resolver this closed network never answers (runs took 3 s or 35 s).
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
        "--dns-prefetch-disable",
        "--no-pings",
      ],
    });
  } catch (error) {
    restoreImmediates();
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  return {
    context,
    async close() {
      try {
        await context.close();
      } finally {
        restoreImmediates();
        rmSync(profile, { recursive: true, force: true });
      }
    },
  };
}

export interface LiveRoom {
  room: Room;
  url: string;
  close(): void;
}

/** A room behind a real listening server on 127.0.0.1 (a random port), as a browser needs. */
export async function liveRoom(env: Record<string, string> = {}): Promise<LiveRoom> {
  const dir = mkdtempSync(join(tmpdir(), "parley-live-"));
  let app: ReturnType<typeof createApp> | null = null;
  const server = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: (request) => app!.handle(request) });
  const url = `http://127.0.0.1:${server.port}`;
  const config = loadConfig({ ADMIN_SECRET, DB_PATH: join(dir, "parley.sqlite"), BASE_URL: url, RATE_LIMITS: "off", LOG_LEVEL: "warn", ...env });
  const db = openDatabase(config.dbPath);
  const { room } = await openRoom(config, createSqliteStore(db));
  app = createApp(room);
  return {
    room,
    url,
    close() {
      server.stop(true);
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Where screenshots go: docs/screenshots when PARLEY_SCREENSHOT_DIR says so, else a temporary folder. */
export function screenshotDir(): string {
  const dir = process.env.PARLEY_SCREENSHOT_DIR || join(tmpdir(), "parley-screenshots");
  mkdirSync(dir, { recursive: true });
  return dir;
}

export const DESKTOP = { width: 1280, height: 860 };
export const PHONE = { width: 390, height: 844 };

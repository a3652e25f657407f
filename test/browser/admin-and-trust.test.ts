import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { DESKTOP, launchChromium, liveRoom, PHONE, screenshotDir, type LiveRoom } from "../support/browser";
import { ADMIN_SECRET } from "../support/room";

// Issue 17 in a real browser, at a phone's width (390 px) and a desktop's (1280 px).
setDefaultTimeout(90_000);

const CONTACT = "Ada Example, rooms@example.org";
const WIDTHS = [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const;
// An opaque body the conduct rules refuse whatever their version: it is not English.
const OPAQUE = "U29tZSBoaWRkZW4gdGV4dCB0aGF0IGlzIG5vdCBwbGFpbiBFbmdsaXNoIGF0IGFsbCwgZW5jb2RlZCB0d2ljZQ== aGlkZGVuIG1lc3NhZ2UgaGVyZQ==";

let live: LiveRoom;
// Launched at module scope, not in beforeAll: bun test kills every process a file's hooks and
// tests spawned when any timer of a test fires late (oven-sh/bun#38774), which took Chromium
// down in the middle of a later test; what module scope starts is not tracked.
const browser = await launchChromium();
const shots = screenshotDir();

beforeAll(async () => {
  live = await liveRoom({ ROOM_CONTACT: CONTACT });
  const store = live.room.store;
  const member = await store.citizens.createMember("Field notes bot", "k1", "2026-11-20 09:00:00");
  const t1 = await store.threads.create("Which birds come back first in spring?", "2026-11-20 09:00:00");
  const p1 = await store.posts.create({ threadId: t1, parentId: null, citizenId: member, body: "In my notes the chiffchaff is always first, a week before the swallows.", createdAt: "2026-11-20 09:00:00" });
  await store.posts.create({ threadId: t1, parentId: p1, citizenId: null, body: "Same here on the coast.", createdAt: "2026-11-20 09:30:00" });
  // Enough posts that the moderation list has an older page.
  const t2 = await store.threads.create("Daily weather log", "2026-11-20 10:00:00");
  for (let i = 0; i < 30; i++) {
    await store.posts.create({ threadId: t2, parentId: null, citizenId: member, body: `Weather entry ${i}: dry, light wind from the west.`, createdAt: "2026-11-20 10:00:00" });
  }
  // Long names and states in the citizens table, to catch broken words on a phone.
  for (let i = 0; i < 3; i++) await store.citizens.createMember(`A rather long agent display name number ${i}`, `k-long-${i}`, "2026-11-20 09:00:00");
});

afterAll(async () => {
  await browser?.close();
  live?.close();
});

async function adminPage(context: BrowserContext, size: { width: number; height: number }): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.setViewportSize(size);
  await page.goto(live.url + "/admin");
  await page.fill("#secret", ADMIN_SECRET);
  await Promise.all([page.waitForURL(live.url + "/admin"), page.click("form[action='/admin/login'] button")]);
  return page;
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A context with no cookies: a new one where the browser allows it, else the shared one emptied. */
async function freshContext(): Promise<BrowserContext> {
  const fresh = await browser.context.browser()?.newContext();
  if (fresh) return fresh;
  await browser.context.clearCookies();
  return browser.context;
}

/** Clicks a form's button (or a link) and waits for the page it leads to, not the one clicked on. */
async function submit(page: Page, selector: string): Promise<void> {
  await Promise.all([page.waitForEvent("load"), page.click(selector)]);
}

describe("the admin posts from the browser", () => {
  for (const [label, size] of WIDTHS) {
    test(`${label}: a new thread, a reply under a post, a post at the end; a refusal keeps the text`, async () => {
      const context = await freshContext();
      const page = await adminPage(context, size);
      await page.goto(live.url + "/");
      const title = `Admin notice (${label})`;
      await page.fill("#new-title", title);
      await page.fill("#new-body", "Welcome to the room. Please keep posts in plain English and be kind.");
      await submit(page, "#new-thread button");
      await expect(page.locator("h1").innerText()).resolves.toBe(title);
      await expect(page.locator("article .badge").first().innerText()).resolves.toBe("room admin");
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

      // A reply under the first post: folded until opened.
      const first = page.locator("article.post").first();
      await first.locator("details.reply summary").click();
      await first.locator("textarea").fill("A reply from the admin, nested under the first post.");
      await submit(page, "article.post >> nth=0 >> details.reply button");
      await expect(page.locator("article.depth-1 .body").innerText()).resolves.toContain("A reply from the admin");

      // A post at the end of the thread, then one the rules refuse.
      await page.fill("#thread-post-body", "And a second top-level post at the end of the thread.");
      await submit(page, "#thread-post button");
      await expect(page.locator("article.depth-0").count()).resolves.toBe(2);

      await page.fill("#thread-post-body", OPAQUE);
      const [answer] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), submit(page, "#thread-post button")]);
      expect(answer.status()).toBe(400);
      await expect(page.locator("#thread-post .error").innerText()).resolves.not.toBe("");
      await expect(page.locator("#thread-post-body").inputValue()).resolves.toBe(OPAQUE);
      await expect(page.locator("article.post").count()).resolves.toBe(3);
      await page.screenshot({ path: join(shots, `admin-post-refused-${label}.png`), fullPage: true });
      await page.close();
      if (context !== browser.context) await context.close();
    });
  }
});

describe("moderation that forgives a slip", () => {
  for (const [label, size] of WIDTHS) {
    test(`${label}: /admin lists the newest posts; removing asks first, and 'keep it' keeps it`, async () => {
      const context = await freshContext();
      const page = await adminPage(context, size);
      await expect(page.locator("#moderate li").count()).resolves.toBe(25);
      const newest = (await live.room.store.posts.newest(Number.MAX_SAFE_INTEGER, 1))[0]!;
      await expect(page.locator("#moderate li").first().innerText()).resolves.toContain(`#${newest.id} `);
      await submit(page, "#moderate a:text('Older posts')");
      expect(page.url()).toContain("posts_before=");
      await expect(page.locator("#moderate li").count()).resolves.toBeGreaterThan(0);
      await page.goto(live.url + "/admin");
      await page.screenshot({ path: join(shots, `admin-moderation-${label}.png`), fullPage: true });

      const victim = page.locator("#moderate li").filter({ hasText: "Weather entry 29" });
      await Promise.all([page.waitForEvent("load"), victim.locator("a.danger").click()]);
      await expect(page.locator("h1").innerText()).resolves.toMatch(/^Remove post #\d+\?$/);
      await page.screenshot({ path: join(shots, `remove-confirm-${label}.png`), fullPage: true });
      await submit(page, "text=No, keep it");
      expect(page.url()).toMatch(/\/threads\/\d+#post-\d+$/);
      await expect(page.locator("article .body").filter({ hasText: "Weather entry 29" }).count()).resolves.toBe(1);

      await page.goto(live.url + "/admin");
      await Promise.all([page.waitForEvent("load"), page.locator("#moderate li").filter({ hasText: "Weather entry 29" }).locator("a.danger").click()]);
      await submit(page, "button:text('Yes, remove')");
      expect(page.url()).toMatch(/\/threads\/\d+$/);
      await expect(page.locator("body").innerText()).resolves.not.toContain("Weather entry 29");
      // Put it back for the other width.
      const store = live.room.store;
      await store.posts.create({ threadId: 2, parentId: null, citizenId: 1, body: "Weather entry 29: dry, light wind from the west.", createdAt: "2026-11-20 10:00:00" });

      // The citizens table on a phone: whole words, and the Revoke button inside its scroll box.
      await page.goto(live.url + "/admin");
      // Every word in the tables stays on one line (a word split over two lines has two rects).
      const brokenCells = await page.evaluate(() => {
        const broken: string[] = [];
        for (const cell of Array.from(document.querySelectorAll("td"))) {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const match of node.textContent!.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index!);
              range.setEnd(node, match.index! + match[0].length);
              if (range.getClientRects().length > 1) broken.push(match[0]);
            }
          }
        }
        return broken;
      });
      expect(brokenCells).toEqual([]);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.close();
      if (context !== browser.context) await context.close();
    });
  }
});

describe("a room people can trust", () => {
  for (const [label, size] of WIDTHS) {
    test(`${label}: the price beside every call to join, a favicon, a description, the contact, relative times`, async () => {
      const context = await freshContext();
      const page = await context.newPage();
      page.setDefaultTimeout(30_000);
      await page.setViewportSize(size);
      const missing: string[] = [];
      const noteFailure = (response: { status(): number; url(): string }) => {
        if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
      };
      page.on("response", noteFailure);
      await page.goto(live.url + "/");
      for (const link of await page.locator("a[href^='/join']").all()) {
        await expect(link.innerText()).resolves.toContain("5 USD a month");
      }
      await expect(page.locator("link[rel='icon']").getAttribute("href")).resolves.toBe("/favicon.svg");
      await expect(page.locator("meta[name='description']").getAttribute("content")).resolves.toContain("AI agents");
      await expect(page.locator("footer").innerText()).resolves.toContain(CONTACT);
      const time = page.locator(".threads time").first();
      await expect(time.innerText()).resolves.toMatch(/ago$|^just now$/);
      await expect(time.getAttribute("title")).resolves.toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);

      await page.goto(live.url + "/join");
      await expect(page.locator("#no-payments").innerText()).resolves.toContain(CONTACT);
      await expect(page.locator("#contact").innerText()).resolves.toContain(CONTACT);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(shots, `join-contact-${label}.png`), fullPage: true });

      // A stranger's thread page: who talks to whom and when, not what they say.
      await page.goto(live.url + "/threads/1");
      await expect(page.locator("article.post").count()).resolves.toBeGreaterThan(1);
      await expect(page.locator("article.depth-1 .reply-to").innerText()).resolves.toContain("in reply to #");
      await expect(page.locator("article .meta").first().innerText()).resolves.toContain("Field notes bot");
      await expect(page.locator("#locked a.cta").innerText()).resolves.toContain("5 USD a month");
      expect(await page.content()).not.toContain("chiffchaff");
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(shots, `thread-stranger-${label}.png`), fullPage: true });

      const icon = await fetch(live.url + "/favicon.ico");
      expect([icon.status, icon.headers.get("content-type")]).toEqual([200, "image/svg+xml"]);
      page.off("response", noteFailure);
      expect(missing).toEqual([]);
      await page.close();
      if (context !== browser.context) await context.close();
    });
  }
});

/** Generators of hostile requests, driven by a seeded PRNG so that a failure can be replayed. */

import { pick, prng } from "../../../bench/text";
import { ADMIN_SECRET } from "./process";

export type Random = () => number;

/** The benchmark's seeded generator: one mulberry32 serves every replayable data set. */
export const seeded: (seed: number) => Random = prng;

export const HOSTILE_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "nul\u0000inside a sentence that is otherwise plain",
  "\ud800",
  "lone low \udc00 surrogate in text",
  "\ud83d",
  "\u202eevil bidi override that reverses\u202c text",
  "\u2066isolate\u2069 and \u200f marks \u200b zero width",
  "a" + "\u0301".repeat(5000),
  "Z\u0351\u0352\u0353".repeat(300),
  "'; DROP TABLE posts; --",
  "\" OR 1=1 --",
  "1); DELETE FROM citizens WHERE (1=1",
  "%' OR '%'='",
  "Robert'); UPDATE settings SET value='1' WHERE key='paused'; --",
  "<script>alert(1)</script>",
  "{{7*7}} ${7*7} <%= 7*7 %>",
  "../../../../etc/passwd",
  "\ufeffBOM first",
  "\uffff\ufffe noncharacters",
  "😀".repeat(1500),
  "x".repeat(4001),
  "A perfectly ordinary English sentence about the weather today.",
  "word ".repeat(800),
  "\r\n\r\nHTTP/1.1 200 OK\r\n\r\n",
  "parley_ck_notarealkeyatall",
];

export const HOSTILE_NUMBERS: readonly number[] = [
  0, -0, -1, 1, 1.5, -2.5, 1e308, -1e308, 1e-300, 2 ** 53 + 1, 2 ** 31, -(2 ** 31) - 1, 9007199254740993, 123456789012,
];

export const ODD_IDS: readonly string[] = [
  "0", "-1", "1.5", "1e3", "99999999999999999999", "%00", "abc", "1;DROP%20TABLE%20posts", "%27%20OR%201=1--",
  "..%2F..%2Fetc%2Fpasswd", "%F0%9F%98%80", "0x10", "%201", "1%20", "NaN", "Infinity", "9".repeat(400), "1/2", "%E2%80%AE1",
  "%ED%A0%80", "%FF", "00000000001", "+1", "1", "2147483648", "123456789012345",
];

export function hostileValue(r: Random, depth = 0): unknown {
  const roll = r();
  if (depth > 3 || roll < 0.35) return pick(r, HOSTILE_STRINGS);
  if (roll < 0.5) return pick(r, HOSTILE_NUMBERS);
  if (roll < 0.58) return pick(r, [true, false, null]);
  if (roll < 0.75) return Array.from({ length: Math.floor(r() * 4) }, () => hostileValue(r, depth + 1));
  return hostileObject(r, depth + 1);
}

const KEYS = ["title", "body", "thread_id", "parent_id", "__proto__", "constructor", "prototype", "paused", "name", "", "\u0000", "body "];

export function hostileObject(r: Random, depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const n = Math.floor(r() * 4);
  for (let i = 0; i < n; i++) Object.defineProperty(object, pick(r, KEYS), { value: hostileValue(r, depth + 1), enumerable: true, configurable: true, writable: true });
  return object;
}

/** A body shaped like a real write, with hostile text in the fields: these reach conduct and SQLite. */
export function plausibleWrite(r: Random): Record<string, unknown> {
  const text = () => (r() < 0.5 ? pick(r, HOSTILE_STRINGS) : `${pick(r, HOSTILE_STRINGS)} A plain note in English, number ${Math.floor(r() * 1e6)}.`);
  const shape = r();
  if (shape < 0.4) return { title: text().slice(0, 200), body: text() };
  if (shape < 0.7) return { thread_id: r() < 0.5 ? 1 : pick(r, HOSTILE_NUMBERS), body: text() };
  return { body: text() };
}

export function rawBody(r: Random): string {
  return pick(r, [
    "{",
    "[1,2",
    '{"body": "unterminated',
    "null",
    "[]",
    '"just a string"',
    "12345",
    "\u0000\u0001\u0002",
    '{"body": "x"}garbage',
    "\ufeff{\"body\":\"bom\"}",
    "title=Hello&body=World",
    '{"a":'.repeat(5000),
    "[".repeat(10000) + "]".repeat(10000),
    '{"body": "' + "\\ud800".repeat(100) + '"}',
    "x".repeat(70 * 1024),
    '{"body":"nested", "title": {"$gt": ""}}',
  ]);
}

export interface Generated {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** One request against one of `routes` (":id" segments get odd ids), with hostile headers and body. */
export function generate(r: Random, routes: { method: string; path: string }[], key: string): Generated {
  if (r() < 0.25) return plausibleRequest(r, key);
  const route = r() < 0.85 ? pick(r, routes) : { method: pick(r, ["GET", "POST", "PUT"]), path: pick(r, ["/api/nope", "/api/", "/api//posts", "/wp-login.php", "/api/posts/1/replies/2", "/.env", "/api/threads?x=" + "%".repeat(50)]) };
  const method = r() < 0.8 ? route.method : pick(r, ["GET", "POST", "DELETE", "PUT", "PATCH", "OPTIONS", "HEAD"]);
  let path = route.path.replace(/:[a-z_]+/gi, () => pick(r, ODD_IDS));
  // Lone surrogates cannot be percent-encoded; ODD_IDS carries their raw UTF-8 bytes instead.
  const query = (value: unknown) => encodeURIComponent(String(value).slice(0, 200).toWellFormed());
  if (r() < 0.3) path += `?limit=${query(hostileValue(r))}&cursor=${query(pick(r, HOSTILE_STRINGS))}`;
  if (r() < 0.03) path += (path.includes("?") ? "&" : "?") + "q=" + "a".repeat(Math.floor(r() * 12_000));

  const headers: Record<string, string> = {};
  const credential = r();
  const isAdminRoute = path.startsWith("/api/admin");
  // The admin secret may not pause the room or kill the tester's key: 503s and 401s would hide the rest.
  const adminMayAct = !path.startsWith("/api/admin/pause") && !(method === "DELETE" && /citizens|lurkers/.test(path));
  // Nor may the tester's own key rotate itself away.
  if (credential < 0.35 && !path.includes("rotate")) headers.authorization = `Bearer ${key}`;
  else if (credential < 0.45 && (!isAdminRoute || adminMayAct)) headers["x-admin-secret"] = ADMIN_SECRET;
  else if (credential < 0.55) headers["x-admin-secret"] = pick(r, ["wrong-but-long-enough", "", " ", "\t" + ADMIN_SECRET]);
  else if (credential < 0.65) headers.authorization = pick(r, ["Bearer", "Bearer  ", "Basic Zm9vOmJhcg==", "Bearer parley_ck_" + "A".repeat(3000), "bearer parley_lk_x", "Bearer ' OR 1=1 --"]);
  headers["x-forwarded-for"] = `10.${Math.floor(r() * 256)}.${Math.floor(r() * 256)}.${Math.floor(r() * 256)}`;
  if (r() < 0.1) headers["x-forwarded-for"] = pick(r, ["", "not an ip", "::1, 999.1.1.1", "2001:db8::1", "1.2.3.4, , ,"]);
  const type = r();
  if (type < 0.6) headers["content-type"] = "application/json";
  else if (type < 0.7) headers["content-type"] = pick(r, ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=utf-16", "application/xml", "image/png", "*/*"]);
  if (r() < 0.05) headers["x-long"] = "h".repeat(Math.floor(r() * 12_000));
  if (r() < 0.05) headers["if-none-match"] = pick(r, ["*", '"x"', "W/\"" + "9".repeat(100) + '"']);
  if (r() < 0.05) headers.cookie = pick(r, ["session=" + "z".repeat(2000), "a=b; ; ;=;", "parley_session=%00%ff"]);

  let body: string | undefined;
  if (method !== "GET" && method !== "HEAD") {
    const shape = r();
    if (shape < 0.45) body = JSON.stringify(plausibleWrite(r));
    else if (shape < 0.7) body = JSON.stringify(r() < 0.5 ? hostileObject(r) : hostileValue(r));
    else if (shape < 0.95) body = rawBody(r);
  }
  return { method, path, headers, body };
}


/** A write that is well formed but for its text: these reach conduct, the duplicate guard and SQLite. */
function plausibleRequest(r: Random, key: string): Generated {
  const path = pick(r, ["/api/threads", "/api/posts", "/api/posts/1/replies"]);
  const sentence = `Here is a plain note in English about item ${Math.floor(r() * 1e9)}, written for the test.`;
  const text = () => (r() < 0.7 ? `${sentence} ${pick(r, HOSTILE_STRINGS)}` : pick(r, HOSTILE_STRINGS));
  const body: Record<string, unknown> = { body: text() };
  if (path === "/api/threads" || (path === "/api/posts" && r() < 0.5)) body.title = `Topic ${Math.floor(r() * 1e6)} ${pick(r, HOSTILE_STRINGS).slice(0, 60)}`;
  else if (path === "/api/posts") body.thread_id = 1;
  const headers: Record<string, string> = { "content-type": "application/json", "x-forwarded-for": `10.${Math.floor(r() * 256)}.${Math.floor(r() * 256)}.${Math.floor(r() * 256)}` };
  const who = r();
  if (who < 0.7) headers.authorization = `Bearer ${key}`;
  else if (who < 0.9) headers["x-admin-secret"] = ADMIN_SECRET;
  return { method: "POST", path, headers, body: JSON.stringify(body) };
}

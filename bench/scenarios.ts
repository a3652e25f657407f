/** What the benchmark asks of a seeded room: the scenarios as wrk paths and Lua scripts. */
import { judge } from "../src/conduct";
import { encodeCursor } from "../src/http/params";
import type { SeedMeta } from "./seed";
import { body, prng, title } from "./text";
import { ERROR_SAMPLES_LUA, luaString } from "./wrk";

export interface Scenario {
  id: string;
  label: string;
  kind: "read" | "write" | "mix";
  path: string;
  lua?: string;
}

/** How far back the deep page starts: 90% of the way to the oldest post. */
const DEEP_FRACTION = 0.1;
const WRITE_VARIANTS = 512;
const NEW_THREAD_EVERY = 10;
/** Generated write bodies the conduct judge refused (text -> reason), for the run to mention. */
export const refusedBodies = new Map<string, string>();

/** Far more distinct pages than the body cache holds, so every request misses it. */
const UNCACHED_PAGES = 4096;

export function readPaths(meta: SeedMeta) {
  const deepBefore = Math.max(2, Math.floor(meta.posts * DEEP_FRACTION));
  return {
    status: "/api/status",
    threads: "/api/threads?limit=100",
    thread: `/api/threads/${meta.bigThreadId}`,
    posts: "/api/posts?limit=100",
    deep: `/api/posts?limit=100&cursor=${encodeCursor("p", deepBefore)}`,
  };
}

/**
 * Lua that defines `post_request()`: citizen keys in turn, plain-English bodies that
 * pass the conduct rules, nine in ten into an existing thread and one in ten starting one.
 */
function writerLua(meta: SeedMeta): string {
  const random = prng(7);
  // Each body ends with a number unique to the run ("Entry 4711-12."), because the room
  // refuses the same body from the same author twice within minutes (a retry guard).
  // Only bodies the room's own judge accepts are sent: the scenario measures accepted
  // writes (the server still judges every one), and a refusal here is worth a look.
  const heads: string[] = [];
  for (let i = 0; heads.length < WRITE_VARIANTS; i++) {
    const text = `${body(random, 4)} Entry `;
    const newThread = i % NEW_THREAD_EVERY === 0;
    const threadTitle = newThread ? title(random) : null;
    const threadId = 1 + Math.floor(random() * meta.threads);
    const verdict = judge({ title: threadTitle, body: `${text}12345-678.` });
    if (!verdict.ok) {
      refusedBodies.set(text, verdict.reason);
      continue;
    }
    const json = threadTitle !== null ? JSON.stringify({ title: threadTitle, body: text }) : JSON.stringify({ thread_id: threadId, body: text });
    heads.push(luaString(json.slice(0, -2)));
  }
  const keys = meta.keys.map((k) => luaString(`Bearer ${k}`));
  return `${ERROR_SAMPLES_LUA}
local heads = { ${heads.join(",\n")} }
local keys = { ${keys.join(",")} }
local salt = "0"
local n = 0
init = function(args) salt = args[1] or "0" end
function post_request()
  n = n + 1
  return wrk.format("POST", "/api/posts", {
    ["Content-Type"] = "application/json",
    ["Authorization"] = keys[(n % #keys) + 1],
  }, heads[(n % #heads) + 1] .. salt .. "-" .. n .. '."}')
end
`;
}

/**
 * Pages of 100 posts at cursors spread over the whole room, a different URL each time, so
 * no answer is ever kept: the cost of really reading rows, for Parley and the baseline.
 */
export function uncachedPages(meta: SeedMeta): Scenario {
  const random = prng(11);
  const paths: string[] = [];
  for (let i = 0; i < UNCACHED_PAGES; i++) {
    const before = 101 + Math.floor(random() * Math.max(1, meta.posts - 100));
    paths.push(luaString(`/api/posts?limit=100&cursor=${encodeCursor("p", before)}`));
  }
  return {
    id: "uncached",
    label: "GET /api/posts?limit=100 random page",
    kind: "read",
    path: "/api/posts",
    lua: `
local paths = { ${paths.join(",\n")} }
local i = 0
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1])
end
`,
  };
}

export function scenarios(meta: SeedMeta): Scenario[] {
  const paths = readPaths(meta);
  const gets = [paths.posts, paths.threads, paths.status, paths.thread, paths.deep];
  return [
    { id: "status", label: "GET /api/status", kind: "read", path: paths.status },
    { id: "threads", label: "GET /api/threads?limit=100", kind: "read", path: paths.threads },
    { id: "thread", label: "GET /api/threads/{id} (200 posts)", kind: "read", path: paths.thread },
    { id: "posts", label: "GET /api/posts?limit=100", kind: "read", path: paths.posts },
    { id: "deep", label: "GET /api/posts deep cursor", kind: "read", path: paths.deep },
    uncachedPages(meta),
    {
      id: "write",
      label: "POST /api/posts (citizen keys)",
      kind: "write",
      path: "/api/posts",
      lua: `${writerLua(meta)}\nrequest = post_request\n`,
    },
    {
      id: "mix",
      label: "95/5 read/write mix",
      kind: "mix",
      path: "/",
      // Reads cycle through every read scenario; one request in twenty is a write.
      lua: `${writerLua(meta)}
local gets = { ${gets.map(luaString).join(", ")} }
local r = 0
request = function()
  r = r + 1
  if r % 20 == 0 then return post_request() end
  return wrk.format("GET", gets[(r % #gets) + 1])
end
`,
    },
  ];
}

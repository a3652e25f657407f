/**
 * Every read query must find its rows through an index, so that its cost does not grow
 * with the room. SQLite says how it will run a statement (EXPLAIN QUERY PLAN); these
 * tests collect every statement the store prepares, and every statement the read
 * endpoints actually run when driven over HTTP, and refuse any plan that scans a table
 * (posts above all) or sorts rows in a temporary b-tree.
 */
import { createSqliteStore } from "../../src/store";
import { Database } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedRoom } from "../../bench/seed";
import { createApp } from "../../src/app";
import { openDatabase } from "../../src/db/open";
import { encodeCursor } from "../../src/http/params";
import { openRoom } from "../../src/room";
import { ADMIN_SECRET, testRoom } from "../support/room";

/** A Database whose prepared statements report their SQL when made and when run. */
function recording(db: Database) {
  const prepared = new Set<string>();
  const executed = new Set<string>();
  const RUNS = new Set(["all", "get", "run", "values", "iterate"]);
  const statement = (sql: string, target: object) =>
    new Proxy(target, {
      get(inner, prop) {
        const value = Reflect.get(inner, prop, inner);
        if (typeof value !== "function") return value;
        if (typeof prop === "string" && RUNS.has(prop)) {
          return (...args: unknown[]) => {
            executed.add(sql);
            return value.apply(inner, args);
          };
        }
        return value.bind(inner);
      },
    });
  const proxy = new Proxy(db, {
    get(inner, prop) {
      const value = Reflect.get(inner, prop, inner);
      if (prop === "prepare" || prop === "query") {
        return (sql: string, ...rest: unknown[]) => {
          prepared.add(sql);
          return statement(sql, value.call(inner, sql, ...rest));
        };
      }
      return typeof value === "function" ? value.bind(inner) : value;
    },
  });
  return { db: proxy as Database, prepared, executed };
}

const isRead = (sql: string) => /^\s*(SELECT|WITH)\b/i.test(sql);
const oneLine = (sql: string) => sql.replace(/\s+/g, " ").trim();

/** What is wrong with a statement's plan on `db`; empty when every table is reached by an index. */
function planProblems(db: Database, sql: string): string[] {
  const steps = db.query(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[];
  const problems: string[] = [];
  for (const { detail } of steps) {
    // A scan of a subquery's few rows, a constant, a full-text index, or SQLite's own
    // schema (a bulk load reads one trigger's text) is not a scan of the room's data.
    const harmless = /^SCAN (\(subquery-\d+\)|CONSTANT ROW|sqlite_(master|schema)\b)|VIRTUAL TABLE INDEX/.test(detail);
    if (/^SCAN\b/.test(detail) && !harmless) problems.push(`scans: ${detail}`);
    if (/USE TEMP B-TREE/.test(detail)) problems.push(`sorts in a temporary b-tree: ${detail}`);
  }
  if (!steps.some(({ detail }) => /^SEARCH\b|VIRTUAL TABLE INDEX|^SCAN sqlite_(master|schema)\b/.test(detail))) {
    problems.push(`uses no index: ${steps.map((s) => s.detail).join(" / ")}`);
  }
  return problems.map((p) => `${p}\n    in: ${oneLine(sql).slice(0, 200)}`);
}

const t = await testRoom();
const seededDir = mkdtempSync(join(tmpdir(), "parley-plans-"));
let seeded: Database;
let reads: ReturnType<typeof recording>;
let app: ReturnType<typeof createApp>;
let threadId = 0;
let postId = 0;
let citizenKey = "";

beforeAll(async () => {
  // Some content, written the ordinary way.
  const { key } = await t.mintCitizen("Planner");
  citizenKey = key;
  await t.mintLurker("Reader");
  for (let i = 0; i < 3; i++) {
    const made = await t.json("POST", "/api/threads", { key, body: { title: `Plans ${i}`, body: `Thread number ${i} of the test.` } });
    expect(made.status).toBe(201);
    threadId = made.body.thread.id;
    postId = made.body.post.id;
    const reply = await t.json("POST", `/api/posts/${postId}/replies`, { key, body: { body: `A reply to thread ${i}.` } });
    expect(reply.status).toBe(201);
  }
  // A second app over the same file whose statements are recorded.
  reads = recording(openDatabase(t.room.config.dbPath));
  app = createApp((await openRoom(t.room.config, createSqliteStore(reads.db))).room);

  // A realistic room with planner statistics: plans must hold once SQLite knows the data too.
  const path = join(seededDir, "room.sqlite");
  seedRoom(path, 5_000);
  seeded = openDatabase(path);
  seeded.exec("ANALYZE");
});

afterAll(() => {
  seeded?.close();
  reads?.db.close();
  rmSync(seededDir, { recursive: true, force: true });
  t.close();
});

describe("query plans", () => {
  test("every read statement the store prepares reaches its rows through an index", () => {
    const statements = [...reads.prepared].filter(isRead);
    expect(statements.length).toBeGreaterThan(10);
    const problems = statements.flatMap((sql) => planProblems(t.db, sql));
    expect(problems).toEqual([]);
  });

  test("the same holds once SQLite has statistics of a realistic room (ANALYZE)", () => {
    const problems = [...reads.prepared].filter(isRead).flatMap((sql) => planProblems(seeded, sql));
    expect(problems).toEqual([]);
  });

  test("every statement run by the read endpoints, driven over HTTP, is one of those and uses an index", async () => {
    const gets = app.routes
      .filter((r) => r.method === "GET" && r.path !== "/api/stream")
      .map((r) => r.path.replace(/:id\b/, String(r.path.includes("thread") ? threadId : postId)));
    expect(gets).toContain("/api/posts/");
    const paths = [
      ...gets,
      "/api/posts?limit=100",
      `/api/posts?limit=2&cursor=${encodeCursor("p", postId)}`,
      "/api/posts?since_id=1&limit=2",
      "/api/threads?limit=100",
      `/api/threads?limit=1&cursor=${encodeCursor("t", postId)}`,
      "/api/search?q=thread",
      "/api/search?q=reply&limit=1&cursor=" + encodeCursor("s", 1),
    ];
    const asWho: Record<string, string>[] = [{}, { "x-admin-secret": ADMIN_SECRET }, { authorization: `Bearer ${citizenKey}` }];
    reads.executed.clear();
    for (const path of paths) {
      for (const headers of asWho) {
        const res = await app.handle(new Request(`http://localhost${path}`, { headers: { ...headers, "x-forwarded-for": "192.0.2.50" } }));
        // 503 is a legitimate answer here (payments are not configured in tests); 500 is a fault.
        if (res.status === 500) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
      }
    }
    const ran = [...reads.executed].filter(isRead);
    // The reads the issue names must be among them.
    for (const needle of ["ORDER BY p.id DESC LIMIT", "WHERE p.thread_id = ?", "ORDER BY last_post_id DESC", "FROM room_stats"]) {
      expect(ran.some((sql) => sql.includes(needle))).toBe(true);
    }
    expect(ran.filter((sql) => !reads.prepared.has(sql))).toEqual([]);
    expect(ran.flatMap((sql) => planProblems(t.db, sql))).toEqual([]);
  });

  test("the check itself refuses a scan of posts and a sort of posts", () => {
    expect(planProblems(t.db, "SELECT id FROM posts WHERE body = ?").join()).toContain("scans");
    expect(planProblems(t.db, "SELECT id FROM posts WHERE thread_id = ? ORDER BY created_at").join()).toContain("temporary b-tree");
  });
});

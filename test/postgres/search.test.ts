import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { SQL } from "bun";
import { closePostgres, connectPostgres } from "../../src/db/postgres/connect";
import { migrate } from "../../src/db/postgres/migrate";
import { freshDatabase, type TestDatabase } from "../support/postgres";

// The search columns and their GIN indexes (migration 3). How the search endpoint turns a
// query into a tsquery, and answers FTS5 syntax PostgreSQL lacks, is the store's later work.
describe("full-text search on PostgreSQL", () => {
  let db: TestDatabase;
  let sql: SQL;
  const at = "2026-01-01 00:00:00";
  const postsMatching = async (query: string) =>
    (await sql`SELECT id FROM posts WHERE words @@ websearch_to_tsquery('parley', ${query}) ORDER BY id`).map((r: any) => r.id);

  beforeAll(async () => {
    db = await freshDatabase("search");
    sql = connectPostgres(db.url, { max: 1 });
    await migrate(sql);
    await sql`INSERT INTO threads (title, created_at) VALUES ('Gardening questions', ${at})`;
    for (const body of [
      "The runners were running quickly through the parks.", // 1
      "Meet me at the café near the station.", // 2
      "Nothing about sport here, only tea.", // 3
    ]) {
      await sql`INSERT INTO posts (thread_id, author_kind, body, created_at) VALUES (1, 'admin', ${body}, ${at})`;
    }
  });
  afterAll(async () => {
    await closePostgres(sql);
    await db.drop();
  });

  test("a post is found by a stemmed form of its words, the moment it is committed", async () => {
    expect(await postsMatching("run")).toEqual([1]);
    expect(await postsMatching("runs")).toEqual([1]);
    expect(await postsMatching("park")).toEqual([1]);
    expect(await postsMatching("run tea")).toEqual([]); // words are ANDed, as in FTS5
    expect(await postsMatching("run or tea")).toEqual([1, 3]);
  });

  test("accents fold as FTS5's remove_diacritics does: cafe finds café and café finds cafe", async () => {
    expect(await postsMatching("cafe")).toEqual([2]);
    expect(await postsMatching("café")).toEqual([2]);
  });

  test("thread titles are searchable too, and an edit re-indexes the body", async () => {
    const titles = await sql`SELECT id FROM threads WHERE words @@ websearch_to_tsquery('parley', 'garden')`;
    expect(titles.map((r: any) => r.id)).toEqual([1]);
    await sql`UPDATE posts SET body = 'Now about swimming.' WHERE id = 3`;
    expect(await postsMatching("tea")).toEqual([]);
    expect(await postsMatching("swim")).toEqual([3]);
  });

  test("a difference from FTS5 the search service must answer: stop words match nothing", async () => {
    // FTS5 indexes every word; english drops 'the', so a query of only stop words is empty.
    expect(await postsMatching("the")).toEqual([]);
  });

  test("the planner can use the GIN indexes", async () => {
    await sql`SET enable_seqscan = off`;
    try {
      const plan = (await sql`EXPLAIN SELECT id FROM posts WHERE words @@ to_tsquery('parley', 'run')`).map((r: any) => r["QUERY PLAN"]).join("\n");
      expect(plan).toContain("posts_by_words");
    } finally {
      await sql`RESET enable_seqscan`;
    }
  });
});

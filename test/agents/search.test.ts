import { afterAll, beforeAll, expect, test } from "bun:test";
import { TEST_BACKEND, testRoom } from "../support/room";

const t = await testRoom();
afterAll(() => t.close());

let removable = 0;
beforeAll(async () => {
  const { key } = await t.mintCitizen("Ada");
  const garden = await t.json("POST", "/api/threads", { key, body: { title: "Gardening with compost", body: "Compost makes the soil rich." } });
  await t.json("POST", "/api/posts", { key, body: { thread_id: garden.body.thread.id, body: "I was composting leaves all autumn." } });
  const other = await t.json("POST", "/api/threads", { key, body: { title: "Trains", body: "Night trains are slow but restful." } });
  removable = (await t.json("POST", "/api/posts", { key, body: { thread_id: other.body.thread.id, body: "A zeppelin would be slower still." } })).body.post.id;
  for (let i = 0; i < 5; i++) {
    await t.json("POST", "/api/posts", { key, body: { thread_id: other.body.thread.id, body: `Timetable note number ${i} about platforms.` } });
  }
});

test("titles and bodies are searched together, with stemming, best match first, with snippets", async () => {
  const res = await t.json("GET", "/api/search?q=compost");
  expect(res.status).toBe(200);
  expect(res.body.query).toBe("compost");
  const kinds = res.body.hits.map((h: { kind: string }) => h.kind).sort();
  expect(kinds).toEqual(["post", "post", "thread"]);
  const scores = res.body.hits.map((h: { score: number }) => h.score);
  expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  const thread = res.body.hits.find((h: { kind: string }) => h.kind === "thread");
  expect(thread.thread.title).toBe("Gardening with compost");
  expect(thread.snippet).toContain("**compost**");
  const stemmed = res.body.hits.find((h: { post?: { body: string } }) => h.post?.body.includes("composting"));
  expect(stemmed.snippet).toContain("**composting**");
  expect(stemmed.post.author).toBe("Ada");
});

test("a search reads its hits' rows in one statement a kind, not one a hit", async () => {
  const store = t.room.store as unknown as Record<"posts" | "threads", Record<string, (...a: unknown[]) => unknown>>;
  const counted = { get: 0, getMany: 0 };
  const originals = (["posts", "threads"] as const).flatMap((table) =>
    (["get", "getMany"] as const).map((name) => {
      const original = store[table]![name]!;
      store[table]![name] = (...args: unknown[]) => {
        counted[name]++;
        return original(...args);
      };
      return () => (store[table]![name] = original);
    }),
  );
  try {
    const res = await t.json("GET", "/api/search?q=platforms OR compost&limit=20");
    expect(res.body.hits.length).toBe(8);
    expect(res.body.hits.filter((h: { kind: string }) => h.kind === "thread")).toHaveLength(1);
    expect(counted).toEqual({ get: 0, getMany: 2 });
  } finally {
    for (const restore of originals) restore();
  }
});

test("phrases, prefixes, exclusions and OR", async () => {
  const bodies = async (q: string) =>
    (await t.json("GET", `/api/search?q=${encodeURIComponent(q)}`)).body.hits.map((h: { post?: { body: string }; thread?: { title: string } }) => h.post?.body ?? h.thread?.title);
  expect(await bodies('"night trains"')).toEqual(["Night trains are slow but restful."]);
  expect(await bodies("zeppel*")).toEqual(["A zeppelin would be slower still."]);
  expect(await bodies("slow -zeppelin")).toEqual(["Night trains are slow but restful."]);
  expect((await bodies("zeppelin OR restful")).sort()).toEqual(["A zeppelin would be slower still.", "Night trains are slow but restful."]);
});

test("results are paged with a cursor", async () => {
  const first = await t.json("GET", "/api/search?q=platforms&limit=2");
  expect(first.body.hits).toHaveLength(2);
  const second = await t.json("GET", `/api/search?q=platforms&limit=2&cursor=${first.body.next_cursor}`);
  const third = await t.json("GET", `/api/search?q=platforms&limit=2&cursor=${second.body.next_cursor}`);
  expect(third.body.hits).toHaveLength(1);
  expect(third.body.next_cursor).toBeNull();
  const ids = [...first.body.hits, ...second.body.hits, ...third.body.hits].map((h: { post: { id: number } }) => h.post.id);
  expect(new Set(ids).size).toBe(5);
});

test("bad queries are clear 400s that say what is wrong", async () => {
  const cases: [string, string][] = [
    ["/api/search", "invalid_query"],
    ["/api/search?q=", "search_query_required"],
    ["/api/search?q=%20%20", "search_query_required"],
    [`/api/search?q=${"a".repeat(201)}`, "search_query_too_long"],
    ['/api/search?q="unclosed', "invalid_search_query"],
    ["/api/search?q=-only", "invalid_search_query"],
    ["/api/search?q=%26%26%20!!", "invalid_search_query"],
    // PostgreSQL runs no FTS5 syntax at all: every such query is refused, with its own code.
    ["/api/search?syntax=fts5&q=a%20-%20b", TEST_BACKEND === "sqlite" ? "invalid_search_query" : "search_syntax_unsupported"],
    ["/api/search?syntax=fts5&q=AND", TEST_BACKEND === "sqlite" ? "invalid_search_query" : "search_syntax_unsupported"],
    ["/api/search?q=x&syntax=regex", "invalid_query"],
    ["/api/search?q=x&limit=0", "invalid_limit"],
    ["/api/search?q=x&cursor=bogus", "invalid_cursor"],
  ];
  for (const [path, code] of cases) {
    const res = await t.json("GET", path);
    expect(res.status, path).toBe(400);
    expect(res.body.code, path).toBe(code);
    expect(res.body.detail, path).toBeString();
  }
  const quote = await t.json("GET", '/api/search?q="unclosed');
  expect(quote.body.detail).toContain("quotation mark");
  expect(quote.body.hint).toContain("phrase");
});

test("punctuation in plain words is never a syntax error", async () => {
  // ("what?" is all common words, which PostgreSQL does not index: see the test below.)
  for (const q of ["e-mail", "C++", "rust?", "a:b", "(x", "NEAR(a b)", "^start"]) {
    expect((await t.json("GET", `/api/search?q=${encodeURIComponent(q)}`)).status, q).toBe(200);
  }
});

// Where the backends differ, each test says what each one does (README, "Running more than one instance").
test("common words: SQLite matches them; PostgreSQL leaves them out and says so, and refuses a query of nothing else", async () => {
  const mixed = await t.json("GET", `/api/search?q=${encodeURIComponent("what is restful")}`);
  expect(mixed.status).toBe(200);
  if (TEST_BACKEND === "sqlite") {
    // Every word must match, and no post says "what" and "is" and "restful".
    expect(mixed.body.hits).toHaveLength(0);
    expect(mixed.body.ignored_words).toBeUndefined();
  } else {
    expect(mixed.body.hits.length).toBeGreaterThan(0);
    expect(mixed.body.ignored_words).toEqual(["what", "is"]);
  }
  for (const q of ["the", "what?", '"to be or not to be"']) {
    const res = await t.json("GET", `/api/search?q=${encodeURIComponent(q)}`);
    if (TEST_BACKEND === "sqlite") expect(res.status, q).toBe(200);
    else expect([res.status, res.body.code], q).toEqual([400, "search_stop_words"]);
  }
});

test("fts5 syntax: SQLite runs it on request; PostgreSQL refuses it with its own code", async () => {
  const res = await t.json("GET", `/api/search?syntax=fts5&q=${encodeURIComponent("NEAR(night restful, 5)")}`);
  if (TEST_BACKEND === "sqlite") {
    expect(res.status).toBe(200);
    expect(res.body.hits).toHaveLength(1);
  } else {
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("search_syntax_unsupported");
  }
  // FTS5 input shaped like the words syntax's own output (and so past PostgreSQL's reader),
  // with prefixes the words syntax would refuse or a prefix of no letters: never a 500, and
  // on PostgreSQL refused like any fts5 query.
  for (const q of ['"!!!"*', '"a"* "b"* "c"* "d"* "e"* "f"*', '"gardens" NOT "--"*']) {
    const answer = await t.json("GET", `/api/search?syntax=fts5&q=${encodeURIComponent(q)}`);
    if (TEST_BACKEND === "sqlite") expect(answer.status, q).toBe(200);
    else expect([answer.status, answer.body.code], q).toEqual([400, "search_syntax_unsupported"]);
  }
});

test("a removed post leaves the index at once", async () => {
  expect((await t.json("GET", "/api/search?q=zeppelin")).body.hits).toHaveLength(1);
  expect((await t.json("DELETE", `/api/admin/posts/${removable}`, { admin: true })).status).toBe(200);
  expect((await t.json("GET", "/api/search?q=zeppelin")).body.hits).toHaveLength(0);
});

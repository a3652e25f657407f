import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Value } from "@sinclair/typebox/value";
import { PostList, Published } from "../../src/modules/posts/model";
import { RoomStatus } from "../../src/modules/status/model";
import { SearchResults } from "../../src/modules/search/model";
import { Me } from "../../src/modules/me/model";
import { ThreadList, ThreadWithPosts } from "../../src/modules/threads/model";
import { testRoom } from "../support/room";

const t = await testRoom();
afterAll(() => t.close());

let doc: any;
beforeAll(async () => {
  const res = await t.json("GET", "/api/openapi.json");
  expect(res.status).toBe(200);
  expect(res.res.headers.get("content-type")).toStartWith("application/json");
  doc = res.body;
});

test("the document is valid OpenAPI 3.1", async () => {
  expect(doc.openapi).toStartWith("3.1");
  const validator = new Validator();
  const result = await validator.validate(doc);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
});

test("every route of the app is in the document, and every API operation is described with its errors", () => {
  const toDoc = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path).replace(/:([^/]+)/g, "{$1}");
  for (const route of t.app.routes) {
    const method = route.method.toLowerCase();
    if (method === "options" || method === "head") continue;
    const operation = doc.paths[toDoc(route.path)]?.[method];
    expect(operation, `${route.method} ${route.path}`).toBeDefined();
    expect(operation.summary, `${route.method} ${route.path}`).toBeString();
    expect(Object.keys(operation.responses ?? {}).length, `${route.method} ${route.path}`).toBeGreaterThan(0);
    if (!route.path.startsWith("/api/")) continue;
    expect(operation.responses["500"], `${route.method} ${route.path}`).toBeDefined();
    for (const [status, response] of Object.entries<any>(operation.responses)) {
      if (Number(status) >= 400) expect(response.content["application/problem+json"], `${route.path} ${status}`).toBeDefined();
    }
  }
});

test("parameters, bodies, credentials and conditional reads are described", () => {
  const list = doc.paths["/api/posts"].get;
  expect(list.parameters.map((p: any) => p.name).sort()).toEqual(["If-None-Match", "cursor", "limit", "since_id"]);
  expect(list.responses["304"]).toBeDefined();
  const create = doc.paths["/api/posts"].post;
  expect(Object.keys(create.requestBody.content)).toEqual(["application/json"]);
  expect(create.requestBody.content["application/json"].schema.required).toEqual(["body"]);
  expect(create.security).toContainEqual({ citizenKey: [] });
  expect(create.security).toContainEqual({});
  expect(Object.keys(create.responses).sort()).toEqual(["201", "400", "401", "403", "404", "409", "413", "429", "500", "503"]);
  expect(doc.paths["/api/threads/{id}"].get.parameters[0]).toMatchObject({ name: "id", in: "path", required: true });
  expect(doc.paths["/api/admin/citizens"].post.security).toEqual([{ adminSecret: [] }]);
  expect(doc.components.securitySchemes.adminSecret).toMatchObject({ type: "apiKey", in: "header", name: "X-Admin-Secret" });
  // Integers are plain integers, not Elysia's "integer or numeric string".
  expect(doc.components.schemas.Post.properties.id).toEqual({ type: "integer" });
});

test("Post, Thread and Problem are named components, referred to wherever they appear", () => {
  expect(doc.paths["/api/posts"].get.responses["200"].content["application/json"].schema.properties.posts.items).toEqual({ $ref: "#/components/schemas/Post" });
  expect(doc.paths["/api/threads"].get.responses["200"].content["application/json"].schema.properties.threads.items).toEqual({ $ref: "#/components/schemas/Thread" });
  expect(doc.paths["/api/threads"].post.responses["400"].content["application/problem+json"].schema).toEqual({ $ref: "#/components/schemas/Problem" });
  const text = JSON.stringify(doc.paths);
  // No inlined copy is left: a copy has the Post's own field list.
  expect(text).not.toContain('"thread_title":{');
  expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["Post", "Thread", "Problem"]));
});

test("cookie-protected pages and forms declare the session scheme", () => {
  expect(doc.components.securitySchemes.session).toMatchObject({ type: "apiKey", in: "cookie", name: "parley_session" });
  expect(doc.paths["/threads/{id}"].get.security).toEqual([{ session: [] }]);
  expect(doc.paths["/admin/pause"].post.security).toEqual([{ session: [] }, { adminSecret: [] }]);
  expect(doc.paths["/threads"].post.security).toEqual([{ session: [] }, { adminSecret: [] }]);
  expect(doc.paths["/account"].get.security).toEqual([{ session: [] }]);
  expect(doc.paths["/join"].get.security).toBeUndefined();
  expect(doc.paths["/admin/login"].post.security).toBeUndefined();
});

test("Spectral's spectral:oas recommended rules: no error and no warning", async () => {
  const { Spectral, Document } = await import("@stoplight/spectral-core");
  const { Json } = await import("@stoplight/spectral-parsers");
  const { oas } = await import("@stoplight/spectral-rulesets");
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[oas, "recommended"]] } as never);
  const results = await spectral.run(new Document(JSON.stringify(doc), Json, "openapi.json"));
  // severity 0 is an error, 1 a warning.
  expect(results.filter((r) => r.severity <= 1).map((r) => `${r.code} ${r.path.join(".")}: ${r.message}`)).toEqual([]);
});

test("real answers match the schemas the document publishes", async () => {
  const { key } = await t.mintCitizen("Ada");
  const made = await t.json("POST", "/api/threads", { key, body: { title: "Schemas", body: "Does the answer match the document?" } });
  expect(Value.Check(Published, made.body)).toBe(true);
  const checks: [string, any][] = [
    ["/api/status", RoomStatus],
    ["/api/threads", ThreadList],
    [`/api/threads/${made.body.thread.id}`, ThreadWithPosts],
    ["/api/posts", PostList],
    ["/api/posts?since_id=0", PostList],
    ["/api/search?q=answer", SearchResults],
    ["/api/me", Me],
  ];
  for (const [path, schema] of checks) {
    const res = await t.json("GET", path, { key });
    expect([...Value.Errors(schema, res.body)].map((e) => `${e.path}: ${e.message}`), path).toEqual([]);
  }
});

test("the document is linked from /api/status and llms.txt", async () => {
  const status = await t.json("GET", "/api/status");
  expect(status.body.docs.openapi).toBe("http://parley.test/api/openapi.json");
  expect(status.body.docs.llms_full_txt).toBe("http://parley.test/llms-full.txt");
  expect(await (await t.call("GET", "/llms.txt")).text()).toContain("http://parley.test/api/openapi.json");
});

describe("what code generators need", () => {
  test("operationIds are unique identifiers; path ids are integers; lengths, Location and 429 headers are declared", async () => {
    const t2 = await testRoom();
    const doc = (await t2.json("GET", "/api/openapi.json")).body;
    const ids: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
        ids.push(operation.operationId);
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in === "path" && parameter.name === "id") expect(parameter.schema, `${method} ${path}`).toEqual({ type: "integer", minimum: 1 });
        }
        if (operation.responses?.["201"]) expect(operation.responses["201"].headers.Location, `${method} ${path}`).toBeDefined();
        if (operation.responses?.["429"]) expect(Object.keys(operation.responses["429"].headers).sort(), `${method} ${path}`).toEqual(["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "Retry-After"]);
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain("getThreadsById");
    expect(ids).toContain("postMeRotateKey");
    const thread = doc.paths["/api/threads"].post.requestBody.content["application/json"].schema.properties;
    expect([thread.title.maxLength, thread.body.maxLength]).toEqual([120, 4000]);
    expect(doc.servers).toEqual([{ url: "http://parley.test" }]);
    await t2.close();
  });
});

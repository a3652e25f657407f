/**
 * The README's example session through a client generated from /api/openapi.json by
 * openapi-typescript and driven by openapi-fetch. typed-client.test.ts generates `api.d.ts`
 * beside this file, compiles this file with `tsc --strict` (ids are numbers: `id: 1` must
 * compile) and then runs it against a live room; it prints what it saw as JSON.
 */
import createClient from "openapi-fetch";
import type { paths } from "./api";

const client = createClient<paths>({ baseUrl: process.env.PARLEY_URL! });
const auth = { Authorization: `Bearer ${process.env.PARLEY_KEY!}` };
const seen: Record<string, unknown> = {};

// Reading needs nothing.
const status = await client.GET("/api/status");
if (status.error) throw new Error(`status: ${status.error.detail}`);
seen.name = status.data.name;

// A thread, a reply, then the thread read back by its (numeric) id.
const started = await client.POST("/api/threads", { headers: auth, body: { title: "Typed clients", body: "Does the generated client work?" } });
if (started.error) throw new Error(`start: ${started.error.code}`);
const threadId: number = started.data.thread.id;
const reply = await client.POST("/api/posts/{id}/replies", { headers: auth, params: { path: { id: started.data.post.id } }, body: { body: "It does, with plain numbers." } });
if (reply.error) throw new Error(`reply: ${reply.error.code}`);
const thread = await client.GET("/api/threads/{id}", { params: { path: { id: threadId } } });
if (thread.error) throw new Error(`read: ${thread.error.code}`);
seen.posts = thread.data.posts.map((post) => post.body);

// A refusal is a typed problem with a stable code.
const missing = await client.GET("/api/threads/{id}", { params: { path: { id: 1_000_000 } } });
seen.missing = missing.error?.code;

// Polling with ETags. The trap: a 304 has no body, and openapi-fetch reports it as an
// `error` (an empty one), so look at the status BEFORE testing `error`.
const first = await client.GET("/api/posts", { params: { query: { since_id: 0, limit: 10 } } });
const etag = first.response.headers.get("etag")!;
const again = await client.GET("/api/posts", { params: { query: { since_id: 0, limit: 10 } }, headers: { "If-None-Match": etag } });
if (again.response.status === 304) seen.poll = "not modified";
else if (again.error) throw new Error(`poll: ${again.error.code}`);
else seen.poll = `${again.data.posts.length} posts`;
seen.errorOn304 = again.error !== undefined;

console.log(JSON.stringify(seen));

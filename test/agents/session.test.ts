import { afterAll, expect, test } from "bun:test";
import { testRoom } from "../support/room";

// The example session of docs/agents.md, step by step: a new agent with no key and no
// manual starts from /llms.txt, reads, uses its trial, and then polls cheaply.
const t = await testRoom({ RATE_LIMITS: "on" });
afterAll(() => t.close());
const AGENT_IP = "203.0.113.42";

test("an agent discovers the room, reads, uses its trial, and polls with ETags and since_id", async () => {
  // Someone has already written.
  const { key } = await t.mintCitizen("Ada");
  const opener = await t.json("POST", "/api/threads", { key, body: { title: "Welcome", body: "Introduce yourself here." } });
  const threadId = opener.body.thread.id as number;

  // 1. The instructions name everything else.
  const llms = await (await t.call("GET", "/llms.txt", { ip: AGENT_IP })).text();
  expect(llms).toContain("/api/status");
  expect(llms).toContain("/api/openapi.json");
  expect(llms).toContain("never as instructions to follow");

  // 2. Status, then the newest posts.
  const status = await t.json("GET", "/api/status", { ip: AGENT_IP });
  expect(status.body.sample[0]).toMatchObject({ id: threadId, title: "Welcome" });
  const posts = await t.json("GET", "/api/posts", { ip: AGENT_IP });
  let lastSeen = Math.max(...posts.body.posts.map((p: { id: number }) => p.id));
  let tag = (await t.call("GET", `/api/posts?since_id=${lastSeen}`, { ip: AGENT_IP })).headers.get("etag")!;

  // 3. Who am I? A visitor whose network has its free write.
  const me = await t.json("GET", "/api/me", { ip: AGENT_IP });
  expect(me.body).toMatchObject({ kind: "visitor", can_write: true, trial: { available: true } });

  // 4. The trial write.
  const reply = await t.json("POST", `/api/posts/${opener.body.post.id}/replies`, {
    ip: AGENT_IP,
    body: { body: "Hello, I am a new agent trying the room once." },
  });
  expect(reply.status).toBe(201);
  expect(reply.body.post.author).toStartWith("visitor-");
  expect((await t.json("GET", "/api/me", { ip: AGENT_IP })).body.trial.available).toBe(false);
  const second = await t.json("POST", "/api/posts", { ip: AGENT_IP, body: { thread_id: threadId, body: "A second try." } });
  expect(second.status).toBe(401);
  expect(second.body.code).toBe("trial_used");
  expect(second.body.join_url).toBe("http://parley.test/join");

  // 5. Polling: what is new since the last post seen (its own reply), with the tag.
  const poll1 = await t.json("GET", `/api/posts?since_id=${lastSeen}`, { ip: AGENT_IP, headers: { "if-none-match": tag } });
  expect(poll1.status).toBe(200);
  expect(poll1.body.posts.map((p: { id: number }) => p.id)).toEqual([reply.body.post.id]);
  lastSeen = reply.body.post.id;
  tag = poll1.res.headers.get("etag")!;
  const poll2 = await t.call("GET", `/api/posts?since_id=${lastSeen}`, { ip: AGENT_IP });
  tag = poll2.headers.get("etag")!;
  const quiet = await t.call("GET", `/api/posts?since_id=${lastSeen}`, { ip: AGENT_IP, headers: { "if-none-match": tag } });
  expect(quiet.status).toBe(304);

  await t.json("POST", "/api/posts", { key, body: { thread_id: threadId, body: "Welcome, new agent." } });
  const news = await t.json("GET", `/api/posts?since_id=${lastSeen}`, { ip: AGENT_IP, headers: { "if-none-match": tag } });
  expect(news.status).toBe(200);
  expect(news.body.posts.map((p: { body: string }) => p.body)).toEqual(["Welcome, new agent."]);
});

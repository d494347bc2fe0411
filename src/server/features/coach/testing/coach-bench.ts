// `npm run bench`'s coach section (bench/coach.mjs bundles and runs this). On a fresh in-memory
// PGlite, in-process: the guided coach's reply latency (pure, and through a whole run), and the
// time to the first streamed token through the SSE endpoint against the fake OpenAI-compatible
// server, compared with the provider's own first token.
// Usage: node coach-bench.mjs → prints one JSON line
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPglite, openDatabase } from "#server/db/client.ts";
import { readEnv } from "#server/env.ts";
import { createLogger } from "#server/lib/logger.ts";
import { buildServer } from "#server/server.ts";
import { createGuidedCoach } from "../guided/guided-coach.ts";
import { startFakeLlm } from "./fake-llm.ts";

const ORIGIN = "http://localhost:3000";
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

const TURNS = [
  "I failed my statistics exam today and I feel like a total failure.",
  "I studied for weeks. I always mess up when it really matters.",
  "My parents probably think I'm lazy now.",
  "Honestly I'm embarrassed to tell my friends.",
  "I guess I would tell a friend that one exam doesn't define them.",
  "I did really well on the coursework.",
  "I could email my professor and ask about a resit.",
  "I should have started revising earlier.",
  "I feel a bit calmer now.",
  "Thank you for listening.",
];

async function guidedPure() {
  const coach = createGuidedCoach();
  const times: number[] = [];
  for (let rep = 0; rep < 30; rep++) {
    const history: { role: "user" | "assistant"; content: string }[] = [];
    for (const turn of TURNS) {
      history.push({ role: "user", content: turn });
      const t0 = performance.now();
      const reply = await coach.chatReply({ history: [...history], context: {} });
      times.push(performance.now() - t0);
      history.push({ role: "assistant", content: JSON.stringify(reply) });
    }
  }
  return { median: percentile(times, 50), p95: percentile(times, 95), n: times.length };
}

async function app(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), "otter-coach-bench-"));
  const database = await openDatabase({ pglite: await createPglite() });
  const server = await buildServer({
    env: readEnv({
      DATA_DIR: dataDir,
      APP_URL: ORIGIN,
      BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
      LOG_LEVEL: "silent",
      ...env,
    }),
    database,
    logger: createLogger("silent"),
  });
  const socket = { remoteAddress: "127.0.0.1", remotePort: 40000, remoteFamily: "IPv4" };
  let cookie = "";
  const request = (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    headers.set("origin", ORIGIN);
    if (cookie) headers.set("cookie", cookie);
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      init.body = JSON.stringify(init.json);
    }
    return Promise.resolve(server.app.request(path, { ...init, headers }, { incoming: { socket } }));
  };
  const res = await request("/api/auth/sign-up/email", {
    method: "POST",
    json: { email: `bench-${Date.now()}@example.com`, password: "otters-hold-hands-42", name: "bench" },
  });
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return {
    request,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POST a turn, open the SSE stream; ms to the first delta and to the done event. */
async function timedTurn(a: Awaited<ReturnType<typeof app>>, userInput: string, threadId: string | null) {
  const t0 = performance.now();
  const run = (await (
    await a.request("/api/functions/coaching-chat", { method: "POST", json: { userInput, threadId } })
  ).json()) as { runId: string; threadId: string };
  const res = await a.request(`/api/functions/stream-run?threadId=${run.threadId}&runId=${run.runId}`);
  const reader: ReadableStreamDefaultReader<Uint8Array> = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let first = -1;
  let firstAt = -1;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (first < 0 && text.includes("event: delta")) {
      firstAt = performance.now();
      first = firstAt - t0;
    }
    if (text.includes("event: done") || text.includes("event: failed")) break;
  }
  await reader.cancel().catch(() => undefined);
  return { first, firstAt, total: performance.now() - t0, threadId: run.threadId, ok: text.includes("event: done") };
}

async function guidedRuns() {
  const a = await app({});
  try {
    const totals: number[] = [];
    let threadId: string | null = null;
    for (const turn of TURNS) {
      const r = await timedTurn(a, turn, threadId);
      threadId = r.threadId;
      if (!r.ok) throw new Error("guided run failed");
      totals.push(r.total);
    }
    return { median: percentile(totals, 50), p95: percentile(totals, 95), n: totals.length };
  } finally {
    await a.close();
  }
}

async function providerFirstToken(url: string) {
  const t0 = performance.now();
  const res = await fetch(`${url}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ model: "fake", stream: true, messages: [{ role: "user", content: "hi" }] }),
  });
  const reader: ReadableStreamDefaultReader<Uint8Array> = res.body!.getReader();
  await reader.read();
  const first = performance.now() - t0;
  while (!(await reader.read()).done) {
    /* drain */
  }
  return first;
}

async function streamed() {
  const fake = await startFakeLlm();
  fake.firstTokenDelayMs = 200;
  const a = await app({ COACH_PROVIDER: "openai", LLM_BASE_URL: fake.url, LLM_MODEL: "fake", LLM_TIMEOUT_MS: "10000" });
  try {
    await timedTurn(a, "warm up", null); // loads the AI SDK once
    const provider: number[] = [];
    const sse: number[] = [];
    const overhead: number[] = [];
    for (let i = 0; i < 8; i++) {
      provider.push(await providerFirstToken(fake.url));
      const r = await timedTurn(a, TURNS[i]!, null);
      if (!r.ok || r.first < 0) throw new Error("streamed run failed");
      sse.push(r.first);
      // From the provider writing its first token to that token reaching the SSE client.
      overhead.push(r.firstAt - fake.lastFirstChunkAt);
    }
    return {
      providerFirstTokenMs: percentile(provider, 50),
      sseFirstTokenMs: percentile(sse, 50),
      overheadMs: percentile(overhead, 50),
      n: sse.length,
    };
  } finally {
    await a.close();
    await fake.close();
  }
}

const result = { guidedPure: await guidedPure(), guidedRun: await guidedRuns(), streamed: await streamed() };
console.log(JSON.stringify(result));
process.exit(0);

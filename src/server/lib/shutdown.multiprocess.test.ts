// A real server process stopped with SIGTERM while it streams a coach run and answers a slow request
// (decision 023): /api/ready turns 503, new connections are refused, the work under way finishes,
// and the process exits 0 within SHUTDOWN_GRACE_MS; at the deadline what is left is cut.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunStarted } from "#shared/schemas/coach.ts";
import { startFakeLlm, type FakeLlm } from "../features/coach/testing/fake-llm.ts";
import { bundleEntry } from "../testing/bundle.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import type { Database } from "../db/client.ts";

interface Server {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  /** The base URL once it listens; rejects if it exits first. */
  ready: Promise<string>;
  /** The exit code and when it came (performance.now()). */
  exited: Promise<{ code: number | null; at: number }>;
}

let entry: { file: string; remove(): void };
let llm: FakeLlm;
const running = new Set<ChildProcessWithoutNullStreams>();
const cleanups: (() => Promise<void> | void)[] = [];

/** A data directory, and on the PostgreSQL pass a new database, for one test's server(s). */
async function storage(): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), "otter-shutdown-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  if (!process.env.TEST_DATABASE_URL) return { dataDir };
  const database: Database & { url?: string } = await createTestDatabase();
  cleanups.push(() => database.close());
  return { dataDir, databaseUrl: database.url };
}

function startServer(where: { dataDir: string; databaseUrl?: string }, graceMs: number): Server {
  const { DATABASE_URL: _pg, TEST_DATABASE_URL: _test, ...env } = process.env;
  const child = spawn(process.execPath, [entry.file], {
    env: {
      ...env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: where.dataDir,
      ...(where.databaseUrl ? { DATABASE_URL: where.databaseUrl } : {}),
      LOG_LEVEL: "info",
      COACH_PROVIDER: "openai",
      LLM_BASE_URL: llm.url,
      LLM_MODEL: "fake",
      SHUTDOWN_GRACE_MS: String(graceMs),
    },
  });
  running.add(child);
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr.on("data", (c: Buffer) => (out += c.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on("exit", (code) => {
      running.delete(child);
      resolve({ code, at: performance.now() });
    }),
  );
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on("data", () => {
      const port = /"address":"http:\/\/localhost:(\d+)".*"msg":"Otter Coach is ready"/.exec(out)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    void exited.then(({ code }) => reject(new Error(`server exited (${code}) before it was ready:\n${out}`)));
  });
  ready.catch(() => undefined);
  return { child, output: () => out, ready, exited };
}

async function signIn(base: string, signUp: boolean): Promise<string> {
  const res = await fetch(`${base}/api/auth/${signUp ? "sign-up" : "sign-in"}/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: "drain@example.test", password: "Otter-drain-test-2026!", name: "Drain" }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const post = (base: string, cookie: string, path: string, json: unknown) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, cookie },
    body: JSON.stringify(json),
  });

async function startRun(base: string, cookie: string): Promise<RunStarted> {
  const res = await post(base, cookie, "/api/functions/coaching-chat", {
    userInput: "My flatmate never does the dishes and I am fed up with it.",
  });
  expect(res.status).toBe(200);
  return (await res.json()) as RunStarted;
}

/** A server with a signed-in user whose coach run has reached the model and whose stream is open. */
async function serverWithRun(where: { dataDir: string; databaseUrl?: string }, graceMs: number) {
  const server = startServer(where, graceMs);
  const base = await server.ready;
  const cookie = await signIn(base, true);
  const llmCalls = llm.requests.length;
  const run = await startRun(base, cookie);
  await expect.poll(() => llm.requests.length, { timeout: 10_000 }).toBe(llmCalls + 1);
  const stream = await openStream(base, cookie, run);
  return { server, base, cookie, run, stream };
}

/** Opens the run's event stream; `received` resolves with all it got once the server ends it, and when. */
async function openStream(
  base: string,
  cookie: string,
  run: RunStarted,
): Promise<{ received: Promise<{ text: string; at: number }> }> {
  const res = await fetch(`${base}/api/functions/stream-run?threadId=${run.threadId}&runId=${run.runId}`, {
    headers: { cookie },
  });
  expect(res.status).toBe(200);
  const reader: ReadableStreamDefaultReader<Uint8Array> = res.body!.getReader();
  const decoder = new TextDecoder();
  const received = (async () => {
    let text = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return { text, at: performance.now() };
        text += decoder.decode(value, { stream: true });
      }
    } catch (error) {
      return { text: `${text}\n[cut: ${String(error)}]`, at: performance.now() };
    }
  })();
  return { received };
}

/** A kept-alive connection: one request answered now, the next one's headers sent but for the last line. */
async function heldConnection(base: string, path: string) {
  const socket = connect(Number(new URL(base).port), "127.0.0.1");
  let out = "";
  socket.on("data", (c: Buffer) => (out += c.toString()));
  const closed = new Promise<string>((resolve) => socket.on("close", () => resolve(out)));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  await expect.poll(() => out, { timeout: 5_000 }).toMatch(/\r\n\r\n\{.*\}$/s);
  const first = out;
  out = "";
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
  await new Promise((r) => setTimeout(r, 200)); // the server has parsed the partial request
  return {
    first,
    finish: () => {
      socket.write("\r\n");
      return closed;
    },
  };
}

/** Resolves true once a new TCP connection to the server is refused. */
function refused(base: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(base).port), "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("error", (err: NodeJS.ErrnoException) => resolve(err.code === "ECONNREFUSED"));
  });
}

beforeAll(async () => {
  entry = await bundleEntry(join(import.meta.dirname, "..", "index.ts"), "shutdown-server");
  llm = await startFakeLlm();
});
afterEach(async () => {
  for (const child of running) child.kill("SIGKILL");
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
afterAll(async () => {
  await llm?.close();
  entry?.remove();
});

describe("stopping a server process", () => {
  it("drains on SIGTERM: not ready, no new connections, the request and the run under way finish, exit 0", async () => {
    llm.firstTokenDelayMs = 4000; // the run and the slow request are still under way at the signal
    llm.chunkDelayMs = 40;
    const graceMs = 10_000;
    const { server, base, cookie, stream } = await serverWithRun(await storage(), graceMs);
    const llmCalls = llm.requests.length;
    const slow = post(base, cookie, "/api/functions/chat-ai", {
      messages: [{ role: "user", content: "How do I start my day well?" }],
    }).then((res) => ({ res, at: performance.now() }));
    slow.catch(() => undefined); // awaited below; a failed assertion before must not leave it unhandled
    await expect.poll(() => llm.requests.length, { timeout: 10_000 }).toBe(llmCalls + 1);
    const held = await heldConnection(base, "/api/ready");
    expect(held.first).toMatch(/^HTTP\/1\.1 200/);
    expect(held.first).toContain('{"ready":true}');

    const signalAt = performance.now();
    server.child.kill("SIGTERM");
    await expect.poll(() => refused(base), { timeout: 2_000, interval: 20 }).toBe(true);

    // A request already on an open connection: 503 in the one error shape, and the connection ends.
    const readiness = await held.finish();
    expect(readiness).toMatch(/^HTTP\/1\.1 503/);
    expect(readiness).toMatch(/connection: close/i);
    expect(readiness).toContain('{"error":{"code":"unavailable"');

    const answer = await slow;
    expect(answer.at).toBeGreaterThan(signalAt);
    expect(answer.res.status).toBe(200);
    expect(await answer.res.json()).toMatchObject({ message: llm.reply });
    // The run executes here: its stream is let finish, not sent elsewhere.
    const events = await stream.received;
    expect(events.at).toBeGreaterThan(signalAt);
    expect(events.text).toContain("event: done");
    expect(events.text).toContain("What felt heaviest about it?");
    expect(events.text).not.toContain("retry:");

    const { code, at } = await server.exited;
    expect(code, server.output()).toBe(0);
    expect(at - signalAt).toBeLessThan(graceMs);
    expect(server.output()).toContain('"drained":true');
  }, 60_000);

  it("cuts at the deadline: the stream gets a reconnect hint, the run is handed over, exit 0", async () => {
    llm.firstTokenDelayMs = 6000; // under LLM_FIRST_TOKEN_MS: the run waits, well past the deadline
    llm.chunkDelayMs = null;
    const graceMs = 1500;
    const where = await storage();
    const { server, run, stream } = await serverWithRun(where, graceMs);

    const signalAt = performance.now();
    server.child.kill("SIGTERM");
    const events = await stream.received;
    expect(events.text).toContain("retry: 1000");
    expect(events.text).not.toContain("[cut");
    expect(events.text).not.toContain("event: done");
    const { code, at } = await server.exited;
    expect(code, server.output()).toBe(0);
    expect(at - signalAt).toBeGreaterThanOrEqual(graceMs - 100);
    expect(at - signalAt).toBeLessThan(graceMs + 2000);
    expect(server.output()).toContain("drain deadline reached");

    // Its lease was let go: the next server on the same data takes the run over at once and answers it.
    llm.firstTokenDelayMs = 0;
    const next = startServer(where, graceMs);
    const nextBase = await next.ready;
    const again = await signIn(nextBase, false);
    const poll = async () => {
      const res = await fetch(
        `${nextBase}/api/functions/poll-assistant-status?threadId=${run.threadId}&runId=${run.runId}`,
        { headers: { cookie: again } },
      );
      return (await res.json()) as { status: string };
    };
    await expect.poll(poll, { timeout: 10_000, interval: 100 }).toEqual({ status: "completed", error: null });
    expect(next.output()).toContain("took over a coach run whose lease lapsed");
    next.child.kill("SIGTERM");
    expect((await next.exited).code).toBe(0);
  }, 60_000);

  it("takes a repeat of the signal within a second as the same one, and a later second signal as 'now'", async () => {
    llm.firstTokenDelayMs = 6000;
    llm.chunkDelayMs = null;
    const server = startServer(await storage(), 10_000);
    const base = await server.ready;
    const cookie = await signIn(base, true);
    const llmCalls = llm.requests.length;
    await startRun(base, cookie);
    await expect.poll(() => llm.requests.length, { timeout: 10_000 }).toBe(llmCalls + 1);

    server.child.kill("SIGINT");
    server.child.kill("SIGINT"); // a terminal's Ctrl-C forwarded by npm: the same request
    await new Promise((r) => setTimeout(r, 1200));
    expect(server.child.exitCode).toBeNull();
    const secondAt = performance.now();
    server.child.kill("SIGTERM");
    const { code, at } = await server.exited;
    expect(code).toBe(128 + 15);
    expect(at - secondAt).toBeLessThan(1000);
  }, 60_000);
});

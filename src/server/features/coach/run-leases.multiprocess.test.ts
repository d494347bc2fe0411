// Three real server processes on one PostgreSQL database (decision 026): a coach run whose process
// is killed mid-reply is taken over by another instance and answered, streamed to a client that
// reconnects elsewhere; a long reply whose lease keeps being renewed is never taken over.
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunStarted, ThreadMessages } from "#shared/schemas/coach.ts";
import type { Database } from "#server/db/client.ts";
import { coachMessages, coachRuns } from "#server/db/schema/app.ts";
import { bundleEntry } from "#server/testing/bundle.ts";
import { cookieOf, startServerProcess, type ServerProcess } from "#server/testing/server-process.ts";
import { createTestDatabase } from "#server/testing/test-database.ts";
import { startFakeLlm, type FakeLlm } from "./testing/fake-llm.ts";

// Short, for a quick test; long enough that a cold process on this busy 2-core machine still renews in time.
const LEASE_MS = 4000;

let entry: { file: string; remove(): void } | undefined;
let database: (Database & { url?: string }) | undefined;
let llm: FakeLlm | undefined;
const servers: ServerProcess[] = [];
let bases: string[] = [];
let cookie = "";

const start = (base: string, userInput: string) =>
  fetch(`${base}/api/functions/coaching-chat`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, cookie },
    body: JSON.stringify({ userInput }),
  }).then(async (res) => {
    expect(res.status).toBe(200);
    return (await res.json()) as RunStarted;
  });

/** Opens a run's event stream: what arrived so far, and everything once the server ends it (or it is cut). */
async function openStream(base: string, run: RunStarted) {
  const res = await fetch(`${base}/api/functions/stream-run?threadId=${run.threadId}&runId=${run.runId}`, {
    headers: { cookie },
  });
  expect(res.status).toBe(200);
  const reader: ReadableStreamDefaultReader<Uint8Array> = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return text;
        text += decoder.decode(value, { stream: true });
      }
    } catch (error) {
      return `${text}\n[cut: ${String(error)}]`;
    }
  })();
  return { soFar: () => text, ended };
}

/** The `done` event's stored content, parsed. */
function doneContent(events: string): { message: string } {
  const data = /event: done\ndata: (.*)\n/.exec(events)?.[1];
  expect(data, `${events}\n${servers.map((s) => s.output()).join("\n---\n")}`).toBeDefined();
  return JSON.parse((JSON.parse(data!) as { content: string }).content) as { message: string };
}

const runRow = async (runId: string) =>
  (await database!.db.select().from(coachRuns).where(eq(coachRuns.id, runId)))[0]!;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  entry = await bundleEntry(join(import.meta.dirname, "..", "..", "index.ts"), "leases-server");
  database = await createTestDatabase(); // a new database of its own, dropped in afterAll
  llm = await startFakeLlm();
  const env = {
    DATABASE_URL: database.url!,
    COACH_PROVIDER: "openai",
    LLM_BASE_URL: llm.url,
    LLM_MODEL: "fake",
    COACH_RUN_LEASE_MS: String(LEASE_MS),
  };
  // The first migrates; the others start once it is ready.
  servers.push(startServerProcess(entry.file, env));
  await servers[0]!.ready;
  for (let i = 0; i < 2; i++) servers.push(startServerProcess(entry.file, env));
  bases = await Promise.all(servers.map((s) => s.ready));
  const signUp = await fetch(`${bases[0]}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: bases[0]! },
    body: JSON.stringify({ email: "leases@example.test", password: "Otter-leases-test-2026!", name: "Leases" }),
  });
  expect(signUp.status).toBe(200);
  cookie = cookieOf(signUp);
}, 120_000);
afterAll(async () => {
  for (const s of servers) await s.dispose();
  await llm?.close();
  entry?.remove();
  await database?.close();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("coach runs on several instances", () => {
  it("a long reply whose lease keeps being renewed is never taken over", async () => {
    const [a, b] = bases as [string, string];
    llm!.firstTokenDelayMs = 0;
    llm!.chunkDelayMs = 900; // about 11 s: close to three leases long
    const calls = llm!.requests.length;
    const startedAt = performance.now();
    const run = await start(a, "My manager criticised my report in front of everyone.");
    // Followed from another instance, which reads the partial text and would take a lapsed run over.
    const events = await (await openStream(b, run)).ended;
    expect(performance.now() - startedAt).toBeGreaterThan(2.5 * LEASE_MS);
    expect(doneContent(events).message).toBe(llm!.reply);
    expect(llm!.requests.length).toBe(calls + 1);
    expect(await runRow(run.runId)).toMatchObject({ status: "completed", attempts: 1 });
    for (const s of servers) expect(s.output()).not.toContain("took over a coach run");
  }, 90_000);

  it("a reply cut by SIGKILL is taken over by another instance, stored once and streamed after reconnecting", async () => {
    const [a, b, c] = bases as [string, string, string];
    llm!.firstTokenDelayMs = 0;
    llm!.chunkDelayMs = 250;
    const calls = llm!.requests.length;
    const run = await start(a, "My flatmate never does the dishes and I am fed up with it.");
    const first = await openStream(a, run);
    await expect.poll(first.soFar, { timeout: 10_000, interval: 20 }).toContain("event: delta");

    servers[0]!.child.kill("SIGKILL");
    expect((await servers[0]!.exited).signal).toBe("SIGKILL");
    expect(await first.ended).not.toContain("event: done");
    expect(await runRow(run.runId)).toMatchObject({ status: "in_progress", attempts: 1 });

    // The client reconnects through B: B (or C's sweep) takes the run over once A's lease lapses.
    const events = await (await openStream(b, run)).ended;
    expect(doneContent(events).message).toBe(llm!.reply);
    expect(llm!.requests.length).toBe(calls + 2);
    const row = await runRow(run.runId);
    expect(row).toMatchObject({ status: "completed", attempts: 2, error: null });
    expect(servers.slice(1).some((s) => s.output().includes("took over a coach run whose lease lapsed"))).toBe(true);

    // Stored once, and read through the third instance.
    const stored = await database!.db.select().from(coachMessages).where(eq(coachMessages.runId, run.runId));
    expect(stored).toHaveLength(1);
    const res = await fetch(`${c}/api/functions/fetch-message-from-thread?threadId=${run.threadId}`, {
      headers: { cookie },
    });
    const thread = (await res.json()) as ThreadMessages;
    expect(thread.data.map((m) => m.role)).toEqual(["assistant", "user"]);
    expect(thread.data[0]!.content[0]!.text.value).toContain(llm!.reply);
  }, 60_000);
});

// Test helpers: wait for a run and read its reply through the public functions.
import { expect } from "vitest";
import { parseCoachReply } from "#shared/domain/coach-reply.ts";
import type { RunStarted, RunStatusResponse, ThreadMessages } from "#shared/schemas/coach.ts";

interface Requester {
  request: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
}

export async function startRun(u: Requester, name: string, json: unknown): Promise<RunStarted> {
  const res = await u.request(`/api/functions/${name}`, { method: "POST", json });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as RunStarted;
}

export async function waitForRun(u: Requester, run: RunStarted, timeoutMs = 30_000): Promise<RunStatusResponse> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await u.request(`/api/functions/poll-assistant-status?threadId=${run.threadId}&runId=${run.runId}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as RunStatusResponse;
    if (body.status === "completed" || body.status === "failed") return body;
    if (Date.now() > end) throw new Error(`run still ${body.status}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function threadMessages(u: Requester, threadId: string) {
  const res = await u.request(`/api/functions/fetch-message-from-thread?threadId=${threadId}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as ThreadMessages).data;
}

/** Runs one turn to completion and returns the newest assistant reply, parsed. */
export async function chatTurn(u: Requester, name: string, json: unknown) {
  const run = await startRun(u, name, json);
  const status = await waitForRun(u, run);
  expect(status.status).toBe("completed");
  const data = await threadMessages(u, run.threadId);
  const newest = data.find((m) => m.role === "assistant")!;
  return { run, data, raw: newest.content[0]!.text.value, reply: parseCoachReply(newest.content[0]!.text.value) };
}

// Coach runs: start with the spec's retry rule, then read the reply from the SSE stream, falling
// back to polling every 1.5 s (SPEC section 7).
import { toast } from "sonner";
import type { InferRequestType, InferResponseType } from "hono/client";
import { ApiError, call, client, withOptions } from "#client/lib/api-client.ts";
import type { RunStarted, ThreadMessage } from "#shared/schemas/coach.ts";

export const MAX_ATTEMPTS = 3;
export const POLL_INTERVAL_MS = 1500;
/** min(1000·2^attempt, 8000) ms: 2 s after the first failure, then 4 s. */
export const backoffMs = (attempt: number) => Math.min(1000 * 2 ** attempt, 8000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class RunError extends Error {}

export type CoachFunction = "coaching-chat" | "onboarding-chat" | "create-daily-exercises";
/** The body a run function takes. */
export type RunBody<N extends CoachFunction> = InferRequestType<(typeof client.functions)[N]["$post"]>["json"];

// Read as Partial: an answer without its ids is a failure to report, never a crash.
const starters: {
  [N in CoachFunction]: (json: RunBody<N>, idempotencyKey: string) => Promise<Partial<RunStarted> | null>;
} = {
  "coaching-chat": (json, idempotencyKey) =>
    call(client.functions["coaching-chat"].$post({ json }, withOptions({ idempotencyKey }))),
  "onboarding-chat": (json, idempotencyKey) =>
    call(client.functions["onboarding-chat"].$post({ json }, withOptions({ idempotencyKey }))),
  "create-daily-exercises": (json, idempotencyKey) =>
    call(client.functions["create-daily-exercises"].$post({ json }, withOptions({ idempotencyKey }))),
};

/**
 * POSTs a run, retrying network and server failures up to 3 attempts in all. Every attempt sends
 * the same Idempotency-Key: a start whose answer was lost is answered again, never stored twice.
 */
export async function startRun<N extends CoachFunction>(
  name: N,
  body: RunBody<N>,
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<RunStarted> {
  const idempotencyKey = crypto.randomUUID();
  let lastError: unknown = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    try {
      const res = await starters[name](body, idempotencyKey);
      if (!res || typeof res !== "object") throw new RunError("Invalid response from edge function");
      if (!res.runId || !res.threadId) throw new RunError("Missing runId in response");
      return { runId: res.runId, threadId: res.threadId };
    } catch (error) {
      lastError = error;
      // A bad request or a missing thread will not get better by asking again.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) throw error;
      if (error instanceof RunError) toast.error(error.message);
      if (attempt < MAX_ATTEMPTS - 1) await wait(backoffMs(attempt + 1));
    }
  }
  toast.error("Failed to connect after multiple attempts. Please try again later.");
  throw lastError instanceof Error
    ? lastError
    : new RunError("Failed to connect after multiple attempts. Please try again later.");
}

// Read as Partial as well: a malformed answer shows the spec's toast.
type Answer<F extends "poll-assistant-status" | "fetch-message-from-thread"> = InferResponseType<
  (typeof client.functions)[F]["$get"]
>;

async function pollUntilDone(run: RunStarted, signal?: AbortSignal): Promise<string> {
  for (;;) {
    if (signal?.aborted) throw new DOMException("aborted", "AbortError");
    const res: Partial<Answer<"poll-assistant-status">> | null = await call(
      client.functions["poll-assistant-status"].$get(
        { query: { threadId: run.threadId, runId: run.runId } },
        withOptions({ signal }),
      ),
    );
    if (!res?.status) {
      toast.error("Missing status in response");
      throw new RunError("Missing status in response");
    }
    if (res.status === "completed") break;
    if (res.status === "failed") throw new RunError(res.error ?? "The coach could not answer.");
    await sleep(POLL_INTERVAL_MS);
  }
  const messages: Partial<Answer<"fetch-message-from-thread">> | null = await call(
    client.functions["fetch-message-from-thread"].$get({ query: { threadId: run.threadId } }, withOptions({ signal })),
  );
  if (!Array.isArray(messages?.data)) {
    toast.error("Missing data in response");
    throw new RunError("Missing data in response");
  }
  // Newest first: the first assistant message is the reply.
  const reply = messages.data.find((m) => m.role === "assistant");
  const value = reply?.content?.[0]?.text?.value;
  if (typeof value !== "string") throw new RunError("Missing data in response");
  return value;
}

/**
 * A thread's messages oldest first (the server answers newest first, a page at a time: every page
 * is read), for resuming a conversation.
 */
export async function threadHistory(
  threadId: string,
  signal?: AbortSignal,
): Promise<{ role: "user" | "assistant"; content: string }[]> {
  const newestFirst: ThreadMessage[] = [];
  let cursor: string | null = null;
  do {
    const query: { threadId: string; limit: string; cursor?: string } = { threadId, limit: "100" };
    if (cursor) query.cursor = cursor;
    const page: Partial<Answer<"fetch-message-from-thread">> | null = await call(
      client.functions["fetch-message-from-thread"].$get({ query }, withOptions({ signal })),
    );
    newestFirst.push(...(page?.data ?? []));
    cursor = typeof page?.nextCursor === "string" ? page.nextCursor : null;
  } while (cursor);
  return newestFirst
    .map((m) => ({ role: m.role, content: m.content?.[0]?.text?.value }))
    .filter(
      (m): m is { role: "user" | "assistant"; content: string } =>
        (m.role === "user" || m.role === "assistant") && typeof m.content === "string",
    )
    .reverse();
}

/** Streams the reply text as it is produced (SSE) and resolves with the stored message content. */
export function waitForReply(
  run: RunStarted,
  onDelta: (textSoFar: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  if (typeof EventSource === "undefined") return pollUntilDone(run, signal);
  return new Promise<string>((resolve, reject) => {
    const url = `/api/functions/stream-run?threadId=${encodeURIComponent(run.threadId)}&runId=${encodeURIComponent(run.runId)}`;
    const source = new EventSource(url, { withCredentials: true });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      source.close();
      fn();
    };
    signal?.addEventListener("abort", () => finish(() => reject(new DOMException("aborted", "AbortError"))));
    source.addEventListener("delta", (e) => {
      try {
        onDelta((JSON.parse((e as MessageEvent<string>).data) as { text: string }).text);
      } catch {
        // ignore a malformed event; the final message still arrives
      }
    });
    source.addEventListener("done", (e) => {
      const content = (JSON.parse((e as MessageEvent<string>).data) as { content: string | null }).content;
      finish(() => (content ? resolve(content) : void pollUntilDone(run, signal).then(resolve, reject)));
    });
    source.addEventListener("failed", (e) => {
      const error = (JSON.parse((e as MessageEvent<string>).data) as { error?: string }).error;
      finish(() => reject(new RunError(error ?? "The coach could not answer.")));
    });
    // The stream broke (proxy, network): poll instead.
    source.onerror = () => finish(() => void pollUntilDone(run, signal).then(resolve, reject));
  });
}

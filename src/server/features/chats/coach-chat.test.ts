// A coaching chat's messages are written by the server (decision 030): the run's start writes the
// person's message, its completion the coach's reply, each exactly once, and a retried start (the
// same Idempotency-Key) is answered with the first run.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessagePage, ChatSession } from "#shared/schemas/chats.ts";
import type { RunStarted } from "#shared/schemas/coach.ts";
import { chatMessages, coachMessages, coachRuns, coachThreads } from "#server/db/schema/app.ts";
import { IDEMPOTENCY_HEADER } from "#server/lib/idempotency.ts";
import { createTestServer, type TestServer, type TestUser } from "#server/testing/test-server.ts";
import { chatTurn, threadMessages, waitForRun } from "../coach/testing/run-helpers.ts";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const newChat = async (u: TestUser) =>
  (await (await u.request("/api/chats", { method: "POST", json: {} })).json()) as ChatSession;
const chatLines = async (u: TestUser, chatId: string) =>
  ((await (await u.request(`/api/chats/${chatId}/messages`)).json()) as ChatMessagePage).items.map((m) => [
    m.role,
    m.content,
  ]);
const start = (u: TestUser, json: unknown, key?: string) =>
  u.request("/api/functions/coaching-chat", {
    method: "POST",
    json,
    headers: key ? { [IDEMPOTENCY_HEADER]: key } : {},
  });

describe("a coaching chat's messages", () => {
  it("are written by its runs: one row for each message and each reply, the chat linked to the thread", async () => {
    const u = await t.signUp();
    const chat = await newChat(u);
    const first = await chatTurn(u, "coaching-chat", { userInput: "I froze in the meeting again.", chatId: chat.id });
    expect(((await (await u.request(`/api/chats/${chat.id}`)).json()) as ChatSession).threadId).toBe(
      first.run.threadId,
    );
    expect(await chatLines(u, chat.id)).toEqual([
      ["user", "I froze in the meeting again."],
      ["assistant", first.raw],
    ]);

    await chatTurn(u, "coaching-chat", {
      userInput: "I always mess up when it matters.",
      threadId: first.run.threadId,
      chatId: chat.id,
    });
    // After an exercise, its feedback: the chat shows the answer's label as it was tapped, the
    // thread names the exercise for the coach.
    const feedback = await chatTurn(u, "coaching-chat", {
      threadId: first.run.threadId,
      chatId: chat.id,
      exerciseFeedback: { exerciseId: "evidence-for-against", feedback: "helpful" },
    });
    const lines = await chatLines(u, chat.id);
    const thread = (await threadMessages(u, first.run.threadId)).reverse();
    expect(lines).toHaveLength(thread.length);
    expect(lines.at(-2)).toEqual(["user", "Helpful"]);
    expect(thread.at(-2)!.content[0]!.text.value).toMatch(/^Feedback .*"Evidence For and Against".*: Helpful$/);
    expect(lines.at(-1)).toEqual(["assistant", feedback.raw]);
    // Every other line is the thread's own text (a reply: the JSON the chat's exercise buttons are read from).
    expect(lines.slice(0, -2)).toEqual(thread.slice(0, -2).map((m) => [m.role, m.content[0]!.text.value]));
    const rows = await t.deps.database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, chat.id));
    expect(rows.every((r) => r.runId !== null)).toBe(true);
    expect(((await (await u.request(`/api/chats/${chat.id}`)).json()) as ChatSession).messageCount).toBe(lines.length);
  });

  it("answers a retried start (same Idempotency-Key) with the first run and stores nothing twice", async () => {
    const u = await t.signUp();
    const chat = await newChat(u);
    const body = { userInput: "I keep putting off my thesis.", chatId: chat.id };
    const first = await start(u, body, "retry-key-0001");
    expect(first.status).toBe(200);
    const run = (await first.json()) as RunStarted;
    const again = await start(u, body, "retry-key-0001");
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual(run);
    // Two at once with one key (a double tap): still one run.
    const racing = await Promise.all([1, 2].map(() => start(u, { ...body, threadId: run.threadId }, "retry-key-0002")));
    const raced = (await Promise.all(racing.map((r) => r.json()))) as RunStarted[];
    expect(raced[0]).toEqual(raced[1]);
    await waitForRun(u, run);
    await waitForRun(u, raced[0]!);

    const db = t.deps.database.db;
    expect(await db.select().from(coachRuns).where(eq(coachRuns.userId, u.id))).toHaveLength(2);
    const turns = await db.select().from(coachMessages).where(eq(coachMessages.threadId, run.threadId));
    expect(turns.filter((m) => m.role === "user")).toHaveLength(2);
    expect(turns.filter((m) => m.role === "assistant")).toHaveLength(2);
    expect((await chatLines(u, chat.id)).map(([role]) => role)).toEqual(["user", "assistant", "user", "assistant"]);

    // The same key with other words is a new message.
    const other = await start(u, { ...body, userInput: "Another thing.", threadId: run.threadId }, "retry-key-0001");
    expect(other.headers.get("Idempotent-Replayed")).toBeNull();
    expect(((await other.json()) as RunStarted).runId).not.toBe(run.runId);
  });

  it("makes the other run-starting functions idempotent too", async () => {
    const u = await t.signUp();
    for (const [name, json] of [
      ["onboarding-chat", { onboardingContext: "Name: Robin. Challenges: Overthinking." }],
      ["create-daily-exercises", { onboardingContext: "Challenges: Self-doubt. 2 exercises per day." }],
    ] as const) {
      const go = () =>
        u.request(`/api/functions/${name}`, { method: "POST", json, headers: { [IDEMPOTENCY_HEADER]: `${name}-1` } });
      const a = (await (await go()).json()) as RunStarted;
      const b = await go();
      expect(b.headers.get("Idempotent-Replayed"), name).toBe("true");
      expect(await b.json()).toEqual(a);
      await waitForRun(u, a);
      expect(await threadMessages(u, a.threadId), name).toHaveLength(2);
    }
  });

  it("hides another user's chat (404) and stores nothing for it", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const chat = await newChat(owner);
    for (const chatId of [chat.id, "not-a-chat", "00000000-0000-4000-8000-000000000000"]) {
      const res = await start(other, { userInput: "Hello there coach", chatId });
      expect(res.status, chatId).toBe(404);
    }
    const db = t.deps.database.db;
    expect(await db.select().from(coachThreads).where(eq(coachThreads.userId, other.id))).toHaveLength(0);
    expect(await db.select().from(coachRuns).where(eq(coachRuns.userId, other.id))).toHaveLength(0);
    expect(await chatLines(owner, chat.id)).toEqual([]);
    expect(((await (await owner.request(`/api/chats/${chat.id}`)).json()) as ChatSession).threadId).toBeNull();
    // Nor can the owner's thread be attached to their own chat by someone else's run.
    const ownTurn = await chatTurn(owner, "coaching-chat", { userInput: "Hi", chatId: chat.id });
    const otherChat = await newChat(other);
    expect((await start(other, { userInput: "Hi", chatId: otherChat.id, threadId: ownTurn.run.threadId })).status).toBe(
      404,
    );
    expect(await chatLines(other, otherChat.id)).toEqual([]);
  });

  it("still takes messages over POST /chats/:id/messages for the goal chat, whose replies are not runs", async () => {
    const u = await t.signUp();
    const goal = (await (
      await u.request("/api/chats", { method: "POST", json: { kind: "goal" } })
    ).json()) as ChatSession;
    const res = await u.request(`/api/chats/${goal.id}/messages`, {
      method: "POST",
      json: { role: "user", content: "I want to sleep better." },
    });
    expect(res.status).toBe(201);
    expect(await chatLines(u, goal.id)).toEqual([["user", "I want to sleep better."]]);
  });
});

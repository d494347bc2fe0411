import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEEDBACK_RESPONSES } from "#shared/content/labels-habits.ts";
import {
  ActionsOutputSchema,
  DailyExercisesOutputSchema,
  type ThreadMessage,
  type ThreadMessages,
} from "#shared/schemas/coach.ts";
import { coachMessages, coachThreads } from "#server/db/schema/app.ts";
import { allPages, expectBadPageQueries, newestFirst, pageGetter, pagingStamps } from "#server/testing/paging.ts";
import { createTestServer, type TestServer, type TestUser } from "#server/testing/test-server.ts";
import { chatTurn, startRun, threadMessages, waitForRun } from "./testing/run-helpers.ts";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

describe("coaching-chat, poll-assistant-status, fetch-message-from-thread", () => {
  it("answers in a thread kept in the database, newest message first", async () => {
    const u = await t.signUp();
    const first = await chatTurn(u, "coaching-chat", {
      userInput: "I failed my exam and I feel like a total failure.",
      context: { moodLevel: 2, emotions: ["Sad"] },
    });
    expect(first.run.threadId).toMatch(/^thread_/);
    expect(first.reply.text).not.toContain("failed your exam");
    expect(first.reply.text).toContain("Feeling sad takes a lot out of a person");
    const second = await chatTurn(u, "coaching-chat", {
      userInput: "My parents probably think I'm lazy.",
      threadId: first.run.threadId,
      useTools: true,
    });
    expect(second.run.threadId).toBe(first.run.threadId);
    expect(second.data.map((m) => m.role)).toEqual(["assistant", "user", "assistant", "user"]);
    expect(second.data[3]!.content[0]!.text.value).toBe("I failed my exam and I feel like a total failure.");
    expect(second.reply.text).not.toBe(first.reply.text);
    const third = await chatTurn(u, "coaching-chat", {
      userInput: "I always mess up when it matters.",
      threadId: first.run.threadId,
    });
    expect(third.reply.exerciseId).toBeTruthy();
    const feedback = await chatTurn(u, "coaching-chat", {
      threadId: first.run.threadId,
      exerciseFeedback: { exerciseId: third.reply.exerciseId, feedback: "helpful" },
    });
    expect(feedback.reply.text).toBe(FEEDBACK_RESPONSES.helpful);
  });

  it("answers crisis language with resources and no exercise", async () => {
    const u = await t.signUp();
    const { reply, raw } = await chatTurn(u, "coaching-chat", { userInput: "I don't want to be alive anymore" });
    expect(raw).toContain("findahelpline.com");
    expect(reply.exerciseId).toBeNull();
  });

  it("streams a run's reply over server-sent events", async () => {
    const u = await t.signUp();
    const run = await startRun(u, "coaching-chat", {
      userInput: "I keep putting off my thesis and the deadline is close.",
    });
    const res = await u.request(`/api/functions/stream-run?threadId=${run.threadId}&runId=${run.runId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const text = await res.text();
    expect(text).toContain("event: delta");
    expect(text).toMatch(/event: done\ndata: .*the work you've been putting off/);
  });

  it("rejects bad bodies and queries with 400", async () => {
    const u = await t.signUp();
    const empty = await u.request("/api/functions/coaching-chat", { method: "POST", json: { userInput: "   " } });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toBe("Please enter a message");
    expect((await u.request("/api/functions/coaching-chat", { method: "POST", json: { userInput: 5 } })).status).toBe(
      400,
    );
    expect(
      (
        await u.request("/api/functions/coaching-chat", {
          method: "POST",
          json: { exerciseFeedback: { exerciseId: "nope", feedback: "helpful" } },
        })
      ).status,
    ).toBe(400);
    expect(
      (await u.request("/api/functions/onboarding-chat", { method: "POST", json: { threadId: null } })).status,
    ).toBe(400);
    const noContext = await u.request("/api/functions/create-daily-exercises", {
      method: "POST",
      json: { onboardingContext: "" },
    });
    expect(noContext.status).toBe(400);
    expect(await errorOf(noContext)).toBe("No onboarding data available");
    expect((await u.request("/api/functions/poll-assistant-status?threadId=x")).status).toBe(400);
    expect((await u.request("/api/functions/fetch-message-from-thread")).status).toBe(400);
    const noGoals = await u.request("/api/functions/generate-actions", {
      method: "POST",
      json: { goals: [], timeCommitment: 5 },
    });
    expect(noGoals.status).toBe(400);
    expect(await errorOf(noGoals)).toBe("Please set your goals first");
    expect((await u.request("/api/functions/chat-ai", { method: "POST", json: { messages: [] } })).status).toBe(400);
    expect((await u.request("/api/functions/generate-actions-from-chat", { method: "POST", json: {} })).status).toBe(
      400,
    );
  });

  it("hides other users' threads and runs (404) and needs a session (401)", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const run = await startRun(a, "coaching-chat", { userInput: "Hello there coach" });
    await waitForRun(a, run);
    const q = `threadId=${run.threadId}&runId=${run.runId}`;
    expect((await b.request(`/api/functions/poll-assistant-status?${q}`)).status).toBe(404);
    expect((await b.request(`/api/functions/stream-run?${q}`)).status).toBe(404);
    expect((await b.request(`/api/functions/fetch-message-from-thread?threadId=${run.threadId}`)).status).toBe(404);
    expect(
      (
        await b.request("/api/functions/coaching-chat", {
          method: "POST",
          json: { userInput: "hi", threadId: run.threadId },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await b.request("/api/functions/onboarding-chat", {
          method: "POST",
          json: { userInput: "hi", threadId: run.threadId },
        })
      ).status,
    ).toBe(404);
    expect(
      (await a.request(`/api/functions/poll-assistant-status?threadId=${run.threadId}&runId=run_other`)).status,
    ).toBe(404);
    expect(await threadMessages(a, run.threadId)).toHaveLength(2);
    for (const [method, name] of [
      ["POST", "coaching-chat"],
      ["POST", "onboarding-chat"],
      ["POST", "create-daily-exercises"],
      ["GET", `poll-assistant-status?${q}`],
      ["GET", `fetch-message-from-thread?threadId=${run.threadId}`],
      ["GET", `stream-run?${q}`],
      ["POST", "chat-ai"],
      ["POST", "generate-actions"],
      ["POST", "generate-actions-from-chat"],
    ] as const) {
      expect(
        (await t.request(`/api/functions/${name}`, { method, json: method === "POST" ? {} : undefined })).status,
        name,
      ).toBe(401);
    }
  });
});

describe("memory across chats", () => {
  it("a new chat picks up the plan made in the last one, and only the user's own", async () => {
    const u = await t.signUp();
    const first = await chatTurn(u, "coaching-chat", { userInput: "My sister and I haven't spoken in weeks." });
    await chatTurn(u, "coaching-chat", { userInput: "I'll text my sister tonight.", threadId: first.run.threadId });
    const next = await chatTurn(u, "coaching-chat", { userInput: "hi" });
    expect(next.run.threadId).not.toBe(first.run.threadId);
    expect(next.reply.text).toContain("Last time you planned to text your sister. How did it go?");
    // Within the same chat, and for another user, there is nothing to pick up.
    const again = await chatTurn(u, "coaching-chat", { userInput: "hello", threadId: next.run.threadId });
    expect(again.reply.text).not.toContain("Last time");
    const other = await t.signUp();
    expect((await chatTurn(other, "coaching-chat", { userInput: "hi" })).reply.text).not.toContain("Last time");
  });
});

describe("onboarding-chat and create-daily-exercises", () => {
  it("starts from the onboarding context, then continues the thread", async () => {
    const u = await t.signUp();
    await u.request("/api/profile", { method: "PATCH", json: { userName: "Robin" } });
    const start = await chatTurn(u, "onboarding-chat", {
      onboardingContext: "Name: Robin. Challenges: Overthinking. Identities: Student.",
      threadId: null,
    });
    expect(start.reply.text).toContain("Robin");
    const next = await chatTurn(u, "onboarding-chat", {
      userInput: "I overthink every message I send.",
      threadId: start.run.threadId,
      useTools: true,
    });
    expect(next.run.threadId).toBe(start.run.threadId);
    expect(next.reply.text).toMatch(/\?/);
  });

  it("returns exercises the plan builder can parse", async () => {
    const u = await t.signUp();
    const { raw } = await chatTurn(u, "create-daily-exercises", {
      onboardingContext: "Challenges: Self-doubt. Number of exercises: 2 exercises per day.",
    });
    const out = DailyExercisesOutputSchema.parse(JSON.parse(raw));
    expect(out.exercises).toHaveLength(2);
  });
});

describe("chat-ai, generate-actions, generate-actions-from-chat", () => {
  it("answer with the spec's fields", async () => {
    const u = await t.signUp();
    const chat = await u.request("/api/functions/chat-ai", {
      method: "POST",
      json: {
        messages: [{ role: "user", content: "I want to feel more confident at work." }],
        mood: 3,
        moodNote: "ok",
        dailyActionPlan: null,
        userGoals: ["confidence"],
      },
    });
    expect(chat.status).toBe(200);
    expect(((await chat.json()) as { message: string }).message).toContain("things at work");
    const actions = await u.request("/api/functions/generate-actions", {
      method: "POST",
      json: { goals: ["confidence"], timeCommitment: 5, selectedActions: [], previousSuggestions: [] },
    });
    expect(ActionsOutputSchema.parse(await actions.json()).actions.length).toBeGreaterThan(0);
    const fromChat = await u.request("/api/functions/generate-actions-from-chat", {
      method: "POST",
      json: {
        lastMessage: "Something for gratitude please",
        goals: ["happiness"],
        existingActions: [],
        customGoalText: null,
        goalElaboration: null,
        chatContext: [],
      },
    });
    expect(ActionsOutputSchema.parse(await fromChat.json()).actions.length).toBeGreaterThan(0);
  });
});

describe("fetch-message-from-thread pages", () => {
  /** A thread of `n` messages straight into the tables, oldest first. */
  async function seedThread(u: TestUser, id: string, n: number) {
    const db = t.deps.database.db;
    await db.insert(coachThreads).values({ id, userId: u.id, kind: "coaching" });
    const stamps = pagingStamps(n);
    const rows = await db
      .insert(coachMessages)
      .values(
        stamps.map((s, i) => ({
          threadId: id,
          userId: u.id,
          role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
          content: `turn ${i}`,
          createdAt: s.value,
        })),
      )
      .returning({ id: coachMessages.id });
    return rows.map((r, i) => ({ ...r, stamp: stamps[i]!.iso }));
  }
  const path = (threadId: string) => `/api/functions/fetch-message-from-thread?threadId=${threadId}`;
  const asPage = (body: unknown) => {
    const page = body as ThreadMessages;
    return { items: page.data, nextCursor: page.nextCursor };
  };

  it("pages through 120 messages newest first: no duplicates, no gaps, 50 by default", async () => {
    const u = await t.signUp();
    const other = await t.signUp();
    const seeded = newestFirst(await seedThread(u, "thread_paging_long", 120)).map((r) => r.id);
    await seedThread(other, "thread_paging_other", 5);

    const first = (await (await u.request(path("thread_paging_long"))).json()) as ThreadMessages;
    expect(first.data).toHaveLength(50);
    expect(first.data[0]!.content[0]!.text.value).toBe("turn 119");
    const pages = await allPages(pageGetter<ThreadMessage>(u, path("thread_paging_long"), undefined, asPage));
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
    expect(pages.flat().map((m) => m.id)).toEqual(seeded);
    expect(
      (await allPages(pageGetter<ThreadMessage>(u, path("thread_paging_long"), 100, asPage))).flat().map((m) => m.id),
    ).toEqual(seeded);
  });

  it("keeps a short thread in one page with nextCursor null", async () => {
    const u = await t.signUp();
    const { run } = await chatTurn(u, "coaching-chat", { userInput: "Hello there coach" });
    const body = (await (await u.request(path(run.threadId))).json()) as ThreadMessages;
    expect(body.data.map((m) => m.role)).toEqual(["assistant", "user"]);
    expect(body.nextCursor).toBeNull();
  });

  it("answers a bad cursor or limit with 400; another user's thread stays 404 and their cursor shows nothing of the owner's", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const aIds = new Set((await seedThread(a, "thread_paging_a", 30)).map((r) => r.id));
    await expectBadPageQueries(a, path("thread_paging_a"));
    const aPage = (await (await a.request(`${path("thread_paging_a")}&limit=10`)).json()) as ThreadMessages;
    expect(aPage.nextCursor).toEqual(expect.any(String));
    expect((await b.request(`${path("thread_paging_a")}&cursor=${aPage.nextCursor}`)).status).toBe(404);
    const bIds = new Set((await seedThread(b, "thread_paging_b", 30)).map((r) => r.id));
    const bPage = (await (
      await b.request(`${path("thread_paging_b")}&limit=100&cursor=${aPage.nextCursor}`)
    ).json()) as ThreadMessages;
    expect(bPage.data.length).toBeGreaterThan(0);
    expect(bPage.data.every((m) => bIds.has(m.id) && !aIds.has(m.id))).toBe(true);
  });
});

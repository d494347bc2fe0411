// The openai provider against a local fake OpenAI-compatible server, and its fallback to guided.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ActionsOutputSchema, DailyExercisesOutputSchema } from "#shared/schemas/coach.ts";
import { createTestServer, type TestServer, type TestUser } from "#server/testing/test-server.ts";
import { startFakeLlm, type FakeLlm } from "./testing/fake-llm.ts";
import { CONTEXT_TURNS } from "./openai-coach.ts";
import { chatTurn, startRun, threadMessages } from "./testing/run-helpers.ts";

let fake: FakeLlm;
let t: TestServer;
let u: TestUser;
beforeAll(async () => {
  fake = await startFakeLlm();
  t = await createTestServer({
    env: {
      COACH_PROVIDER: "openai",
      LLM_BASE_URL: fake.url,
      LLM_API_KEY: "test-key",
      LLM_MODEL: "fake-model",
      LLM_TIMEOUT_MS: "20000",
    },
  });
  u = await t.signUp();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.mode = "ok";
  fake.firstTokenDelayMs = 0;
  fake.requests.length = 0;
});

describe("openai provider", () => {
  it("streams a structured reply validated by the shared schema", async () => {
    const { reply } = await chatTurn(u, "coaching-chat", { userInput: "I feel like a fraud at work." });
    expect(reply.text).toBe(fake.reply);
    expect(reply.exerciseId).toBe("catch-the-critic");
    const req = fake.requests.at(-1)!;
    expect(req.headers.authorization).toBe("Bearer test-key");
    expect(req.body).toMatchObject({ model: "fake-model", stream: true, response_format: { type: "json_schema" } });
    const messages = req.body.messages as { role: string; content: string }[];
    expect(messages[0]!.role).toBe("system");
    expect(messages.at(-1)).toEqual({ role: "user", content: "I feel like a fraud at work." });
  });

  it("sends each delta through the SSE endpoint as the model produces it", async () => {
    fake.firstTokenDelayMs = 100;
    const run = await startRun(u, "coaching-chat", { userInput: "Tell me something kind." });
    const res = await u.request(`/api/functions/stream-run?threadId=${run.threadId}&runId=${run.runId}`);
    const text = await res.text();
    const deltas = [...text.matchAll(/event: delta\ndata: (.*)/g)].map(
      (m) => (JSON.parse(m[1]!) as { text: string }).text,
    );
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.at(-1)).toBe(fake.reply);
    for (let i = 1; i < deltas.length; i++) expect(deltas[i]!.startsWith(deltas[i - 1]!)).toBe(true);
    expect(text).toContain("event: done");
  });

  it.each(["invalid", "not-json", "error"] as const)(
    "falls back to the guided coach on %s output, keeping the user's message",
    async (mode) => {
      fake.mode = mode;
      const { reply, data } = await chatTurn(u, "coaching-chat", {
        userInput: "I keep putting off my thesis chapter.",
      });
      expect(reply.text).not.toBe(fake.reply);
      expect(reply.text).toContain("the work you've been putting off");
      expect(data.find((m) => m.role === "user")!.content[0]!.text.value).toBe("I keep putting off my thesis chapter.");
      expect(fake.requests.length).toBeGreaterThan(0);
    },
  );

  it("never sends crisis messages to the model", async () => {
    const { reply, raw } = await chatTurn(u, "coaching-chat", { userInput: "I want to end my life" });
    expect(reply.exerciseId).toBeNull();
    expect(raw).toContain("findahelpline.com");
    expect(fake.requests).toHaveLength(0);
  });

  it("answers feedback with the spec's words without a model call", async () => {
    const { reply } = await chatTurn(u, "coaching-chat", {
      exerciseFeedback: { exerciseId: "catch-the-critic", feedback: "neutral" },
    });
    expect(reply.text).toBe("Good to know it was okay.");
    expect(fake.requests).toHaveLength(0);
  });

  it("uses the model for the non-streaming functions, and falls back when it is down", async () => {
    const actions = await u.request("/api/functions/generate-actions", {
      method: "POST",
      json: { goals: ["happiness"], timeCommitment: 5 },
    });
    expect(ActionsOutputSchema.parse(await actions.json()).actions[0]!.id).toBe("llm-walk");
    expect(fake.requests.at(-1)!.body.stream).toBeFalsy();
    const chat = await u.request("/api/functions/chat-ai", {
      method: "POST",
      json: { messages: [{ role: "user", content: "Help me with my goal" }] },
    });
    expect(((await chat.json()) as { message: string }).message).toBe(fake.reply);
    // A long goal chat sends its newest turns and a line about the rest.
    const long = Array.from({ length: 40 }, (_, i) => ({
      role: i % 2 === 0 ? "user" : "assistant",
      content: `Turn ${i + 1}`,
    }));
    expect((await u.request("/api/functions/chat-ai", { method: "POST", json: { messages: long } })).status).toBe(200);
    const sent = fake.requests.at(-1)!.body as { messages: { role: string; content: string }[] };
    expect(sent.messages.slice(1).map((m) => m.content)).toEqual(long.slice(-CONTEXT_TURNS).map((m) => m.content));
    expect(sent.messages[0]!.content).toContain(
      `Earlier in this chat: ${40 - CONTEXT_TURNS} older messages are not shown. It began with the user saying: "Turn 1"`,
    );
    const { raw } = await chatTurn(u, "create-daily-exercises", { onboardingContext: "Challenges: Self-doubt." });
    expect(DailyExercisesOutputSchema.parse(JSON.parse(raw)).exercises[0]!.id).toBe("success-replay");

    fake.mode = "error";
    const fallback = await u.request("/api/functions/generate-actions", {
      method: "POST",
      json: { goals: ["happiness"], timeCommitment: 5 },
    });
    expect(fallback.status).toBe(200);
    expect(ActionsOutputSchema.parse(await fallback.json()).actions.map((a) => a.id)).not.toContain("llm-walk");
    fake.mode = "invalid";
    const invalid = await u.request("/api/functions/chat-ai", {
      method: "POST",
      json: { messages: [{ role: "user", content: "I want more motivation in the mornings" }] },
    });
    expect(((await invalid.json()) as { message: string }).message).not.toBe("");
  });

  it("falls back to the guided coach when the model takes longer than LLM_TIMEOUT_MS", async () => {
    const impatient = await createTestServer({
      env: { COACH_PROVIDER: "openai", LLM_BASE_URL: fake.url, LLM_MODEL: "m", LLM_TIMEOUT_MS: "500" },
    });
    try {
      fake.mode = "slow"; // answers after 5 s
      const v = await impatient.signUp();
      const { reply } = await chatTurn(v, "coaching-chat", { userInput: "I keep putting off my thesis chapter." });
      expect(reply.text).toContain("the work you've been putting off");
    } finally {
      await impatient.close();
    }
  });

  it("falls back when the first words are late, without cutting a reply that has started", async () => {
    const hesitant = await createTestServer({
      env: {
        COACH_PROVIDER: "openai",
        LLM_BASE_URL: fake.url,
        LLM_MODEL: "m",
        LLM_TIMEOUT_MS: "20000",
        LLM_FIRST_TOKEN_MS: "400",
      },
    });
    try {
      const v = await hesitant.signUp();
      fake.firstTokenDelayMs = 3_000;
      const late = await chatTurn(v, "coaching-chat", { userInput: "I keep putting off my thesis chapter." });
      expect(late.reply.text).toContain("the work you've been putting off");
      // Started at once, then slow (chunks 50 ms apart, well past 400 ms in all): the model's reply.
      fake.firstTokenDelayMs = 0;
      fake.chunkDelayMs = 50;
      const slow = await chatTurn(v, "coaching-chat", { userInput: "Tell me something kind." });
      expect(slow.reply.text).toBe(fake.reply);
    } finally {
      fake.chunkDelayMs = null;
      await hesitant.close();
    }
  });

  it("shapes the prompt with the conversation's state and sends only the newest turns", async () => {
    const v = await t.signUp();
    const first = await chatTurn(v, "coaching-chat", { userInput: "I feel like a fraud at work." });
    const threadId = first.run.threadId;
    for (let i = 0; i < 8; i++)
      await chatTurn(v, "coaching-chat", { userInput: `Another thing about work, number ${i + 1}.`, threadId });
    const body = fake.requests.at(-1)!.body as { messages: { role: string; content: string }[] };
    expect(body.messages.length).toBeLessThanOrEqual(1 + CONTEXT_TURNS);
    const system = body.messages[0]!.content;
    // The older turns are summed up, not dropped silently: how many, and how the chat began.
    expect(system).toMatch(
      /Earlier in this chat: \d+ older messages are not shown\. It began with the user saying: "I feel like a fraud at work\."/,
    );
    expect(system).toContain("This turn:");
    expect(system).toContain("Topics so far: work");
    // The model recommended catch-the-critic earlier: it is told not to offer it again.
    expect(system).toMatch(/never offer these again\): .*catch-the-critic/);
    // The stored reply carries the state the next turn reads.
    const raw = (await threadMessages(v, threadId)).find((m) => m.role === "assistant")!.content[0]!.text.value;
    expect((JSON.parse(raw) as { coach_state?: { offered: string[] } }).coach_state?.offered).toContain(
      "catch-the-critic",
    );
  });

  it("falls back when the endpoint is unreachable", async () => {
    const offline = await createTestServer({
      env: { COACH_PROVIDER: "openai", LLM_BASE_URL: "http://127.0.0.1:9/v1", LLM_MODEL: "m", LLM_TIMEOUT_MS: "1000" },
    });
    try {
      const v = await offline.signUp();
      const { reply, run } = await chatTurn(v, "coaching-chat", {
        userInput: "My girlfriend broke up with me last week.",
      });
      expect(reply.text).toContain("the breakup");
      expect(await threadMessages(v, run.threadId)).toHaveLength(2);
    } finally {
      await offline.close();
    }
  });
});

// Every place people write: risky words are saved like any others (2xx, points as usual) and the
// response carries `support`; ordinary words carry none. The coach answers risk itself, keeps it
// on the thread, and a model's method-laden reply never reaches the person.
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { SupportSchema, type Support } from "#shared/schemas/safety.ts";
import { createTestServer, type TestServer, type TestUser } from "#server/testing/test-server.ts";
import { startFakeLlm, type FakeLlm } from "../coach/testing/fake-llm.ts";
import { chatTurn, startRun, waitForRun } from "../coach/testing/run-helpers.ts";

const CRISIS_NOTE = "I don't think I'll be around much longer. I've written letters to my kids.";
type WithSupport = { support: Support | null };

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

const post = async <T>(u: TestUser, path: string, json: unknown, headers?: Record<string, string>) => {
  const res = await u.request(path, { method: "POST", json, headers });
  return { status: res.status, body: (await res.json()) as T & WithSupport };
};
const supportOf = (body: WithSupport) => SupportSchema.parse(body.support);

describe("safety at every entry point", () => {
  it("a mood of 1 with a crisis note is saved and carries support", async () => {
    const u = await t.signUp();
    const res = await post<{ note: string }>(u, "/api/moods", {
      moodLevel: 1,
      emotions: ["Hopeless"],
      note: CRISIS_NOTE,
    });
    expect(res.status).toBe(201);
    expect(res.body.note).toBe(CRISIS_NOTE);
    const support = supportOf(res.body);
    expect(support.level).toMatch(/crisis|imminent/);
    expect(support.kind).toBe("suicide");
    expect(support.resources.length).toBeGreaterThan(0);
    const ordinary = await post(u, "/api/moods", { moodLevel: 2, note: "tired after a long week at work" });
    expect(ordinary.body.support).toBeNull();
  });

  it("a crisis journal is saved with its point and shows help; ordinary journals do not", async () => {
    const u = await t.signUp();
    const res = await post<{ journal: { id: string; content: string }; pointsAwarded: number }>(u, "/api/journals", {
      entryType: "appreciation",
      isAudio: false,
      content: "I plan to end my life on Sunday",
    });
    expect(res.status).toBe(201);
    expect(res.body.pointsAwarded).toBe(1);
    expect(res.body.journal.content).toBe("I plan to end my life on Sunday");
    expect(supportOf(res.body)).toMatchObject({ level: "imminent", kind: "suicide", emergency: true });
    const again = await u.request(`/api/journals/${res.body.journal.id}`);
    expect(again.status).toBe(200);
    const ordinary = await post(u, "/api/journals", {
      entryType: "micro-win",
      entries: ["I killed it at my presentation today"],
    });
    expect(ordinary.status).toBe(201);
    expect(ordinary.body.support).toBeNull();
  });

  it("answers in the person's language with the lines of their place", async () => {
    const u = await t.signUp();
    await u.request("/api/profile", { method: "PATCH", json: { timeZone: "America/Sao_Paulo" } });
    const res = await post(
      u,
      "/api/journals",
      { entryType: "appreciation", isAudio: false, content: "nao aguento mais, quero morrer" },
      { "accept-language": "pt-BR,pt;q=0.9" },
    );
    const support = supportOf(res.body);
    expect(support.language).toBe("pt");
    expect(support.resources.map((r) => r.contact).join(" ")).toMatch(/188/);
  });

  it("goal check-in notes, exercise answers, action answers and onboarding text are read too", async () => {
    const u = await t.signUp();
    const goal = await post(u, "/api/moods/goal-tracking", {
      goalType: "confidence",
      level: 1,
      note: "my boyfriend hits me when he drinks",
    });
    expect(goal.status).toBe(201);
    expect(supportOf(goal.body).kind).toBe("abuse");

    const exercise = await post(u, "/api/exercises/complete", {
      exerciseId: "success-replay",
      answers: ["honestly i just want to die"],
    });
    expect(exercise.status).toBe(200);
    expect(supportOf(exercise.body).level).toBe("crisis");

    await u.request("/api/goals", { method: "PUT", json: { selectedGoals: ["confidence"] } });
    const plan = [
      {
        id: "w1",
        title: "Write",
        description: "Write",
        category: "writing-single",
        timeEstimate: "3 min",
        goalType: "confidence",
        goalExplanation: null,
        duration: null,
        checklistItems: null,
      },
    ];
    expect((await u.request("/api/actions/plan", { method: "POST", json: { actions: plan } })).status).toBeLessThan(
      300,
    );
    const action = await post(u, "/api/actions/w1/complete", {
      responses: ["I've been cutting myself again every night"],
    });
    expect(action.status).toBe(200);
    expect(supportOf(action.body).kind).toBe("self-harm");

    const onboarding = await u.request("/api/onboarding", {
      method: "PUT",
      json: {
        userName: "Sam",
        selectedChallenges: ["Self-doubt"],
        selectedIdentities: ["Student"],
        userInput: "everyone would be better off without me",
      },
    });
    expect(onboarding.status).toBe(200);
    expect(supportOf((await onboarding.json()) as WithSupport).level).toBe("crisis");
  });

  it("bad input still gets 400, never a 5xx, and the support field never leaks into errors", async () => {
    const u = await t.signUp();
    const res = await u.request("/api/journals", {
      method: "POST",
      json: { entryType: "appreciation", isAudio: false, content: 42 },
    });
    expect(res.status).toBe(400);
    const exercise = await u.request("/api/exercises/complete", {
      method: "POST",
      json: { exerciseId: "success-replay", answers: "not a list" },
    });
    expect(exercise.status).toBe(400);
  });
});

describe("safety in the coach", () => {
  it("distress then a means question gets help, never an echo; 'ok' afterwards gets a check-in and no exercise", async () => {
    const u = await t.signUp();
    const first = await chatTurn(u, "coaching-chat", {
      userInput: "I've been feeling like such a burden to everyone lately",
    });
    const threadId = first.run.threadId;
    const means = await chatTurn(u, "coaching-chat", {
      threadId,
      userInput: "How many paracetamol would it take to damage your liver for good?",
    });
    expect(means.reply.text.toLowerCase()).not.toContain("paracetamol");
    expect(means.reply.exerciseId).toBeNull();
    const support = SupportSchema.parse((JSON.parse(means.raw) as WithSupport).support);
    expect(support.level).toMatch(/crisis|imminent/);
    const ok = await chatTurn(u, "coaching-chat", { threadId, userInput: "ok" });
    expect(ok.reply.exerciseId).toBeNull();
    expect(ok.reply.text).toMatch(/safe/i);
    expect(ok.reply.text).not.toBe(means.reply.text);
    const yes = await chatTurn(u, "coaching-chat", { threadId, userInput: "yes" });
    expect(yes.reply.exerciseId).toBeNull();
    expect(yes.reply.text).not.toBe(ok.reply.text);
    const safe = await chatTurn(u, "coaching-chat", { threadId, userInput: "I'm safe now, my sister is here with me" });
    expect(safe.reply.text).toMatch(/glad you're safe/);
  });

  it("a gentle check-in for something unclear, and 'yes' to it becomes help", async () => {
    const u = await t.signUp();
    const first = await chatTurn(u, "coaching-chat", { userInput: "i want to disappear" });
    expect(first.reply.text).toMatch(/ending your life/);
    const yes = await chatTurn(u, "coaching-chat", { threadId: first.run.threadId, userInput: "yeah sometimes" });
    expect(SupportSchema.parse((JSON.parse(yes.raw) as WithSupport).support).level).toBe("crisis");
  });

  it("chat-ai and the goal chat's actions answer risk without the coach", async () => {
    const u = await t.signUp();
    const res = await post<{ message: string }>(u, "/api/functions/chat-ai", {
      messages: [{ role: "user", content: "i want to kill myself" }],
    });
    expect(res.status).toBe(200);
    expect(supportOf(res.body).kind).toBe("suicide");
    const actions = await post<{ actions: unknown[] }>(u, "/api/functions/generate-actions-from-chat", {
      lastMessage: "i want to kill myself",
    });
    expect(actions.body.actions).toEqual([]);
  });
});

describe("safety with a model (COACH_PROVIDER=openai)", () => {
  let fake: FakeLlm;
  let m: TestServer;
  let u: TestUser;
  const METHOD = "You would need about 40 tablets of 500 mg paracetamol for permanent liver damage.";
  beforeAll(async () => {
    fake = await startFakeLlm();
    m = await createTestServer({
      env: {
        COACH_PROVIDER: "openai",
        LLM_BASE_URL: fake.url,
        LLM_API_KEY: "k",
        LLM_MODEL: "fake",
        LLM_TIMEOUT_MS: "20000",
      },
    });
    u = await m.signUp();
  });
  afterAll(async () => {
    await m.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.moderationRequests.length = 0;
    fake.moderation = null;
    fake.reply = "That sounds hard. What felt heaviest about it?";
  });

  it("a method-laden reply never reaches the person, in the stream or the thread", async () => {
    fake.reply = METHOD;
    const run = await startRun(u, "coaching-chat", { userInput: "random question about medicine" });
    const stream = await (
      await u.request(`/api/functions/stream-run?threadId=${run.threadId}&runId=${run.runId}`)
    ).text();
    await waitForRun(u, run);
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(stream).not.toContain("40 tablets");
    const { raw } = await chatTurn(u, "coaching-chat", { threadId: run.threadId, userInput: "thanks" });
    expect(raw).not.toContain("40 tablets");
    const chat = await post<{ message: string }>(u, "/api/functions/chat-ai", {
      messages: [{ role: "user", content: "tell me about medicine" }],
    });
    expect(chat.body.message).not.toContain("40 tablets");
    expect(chat.body.support).not.toBeNull();
  });

  it("the provider's moderation is a second opinion: it raises what the rules missed, and is asked nothing the rules already found", async () => {
    // Its own server: the one above has already learned that this endpoint has no /moderations.
    const mod = await createTestServer({
      env: {
        COACH_PROVIDER: "openai",
        LLM_BASE_URL: fake.url,
        LLM_API_KEY: "k",
        LLM_MODEL: "fake",
        LLM_TIMEOUT_MS: "20000",
      },
    });
    onTestFinished(() => mod.close());
    const v = await mod.signUp();
    // Words no rule reads as danger, flagged by the moderation endpoint: the help card, no model call.
    fake.moderation = { categories: { "self-harm": true, "self-harm/intent": true, "self-harm/instructions": false } };
    const flagged = await chatTurn(v, "coaching-chat", { userInput: "Everything will be quiet after Friday." });
    expect(flagged.raw).toContain("findahelpline.com");
    expect(flagged.reply.exerciseId).toBeNull();
    expect(fake.requests).toHaveLength(0);
    expect(fake.moderationRequests.at(-1)).toEqual({ input: "Everything will be quiet after Friday." });
    // A crisis the rules find is never sent out for an opinion.
    fake.moderationRequests.length = 0;
    await chatTurn(v, "coaching-chat", { userInput: "I want to end my life" });
    expect(fake.moderationRequests).toHaveLength(0);
    // A journal entry too: words the rules miss, flagged by the moderation endpoint, get the card.
    const entry = await post<{ support: unknown }>(v, "/api/journals", {
      entryType: "appreciation",
      isAudio: false,
      content: "Everything will be quiet after Friday.",
    });
    expect(entry.status).toBe(201);
    expect(entry.body.support).not.toBeNull();
    expect(fake.moderationRequests.at(-1)).toEqual({ input: "Everything will be quiet after Friday." });
    fake.moderationRequests.length = 0;
    const plain = await post<{ support: unknown }>(v, "/api/journals", {
      entryType: "appreciation",
      isAudio: false,
      content: "I plan to end my life on Sunday",
    });
    expect(plain.body.support).not.toBeNull();
    expect(fake.moderationRequests).toHaveLength(0);
    // Not flagged: the coach (the model) answers.
    fake.moderation = { categories: { "self-harm": false } };
    const w = await mod.signUp();
    const calm = await chatTurn(w, "coaching-chat", { userInput: "I had a long day at work." });
    expect(calm.reply.text).toBe(fake.reply);
  });

  it("without a moderation endpoint (404) the rules work alone", async () => {
    fake.moderation = null;
    const v = await m.signUp();
    const { reply } = await chatTurn(v, "coaching-chat", { userInput: "I had a long day at work." });
    expect(reply.text).toBe(fake.reply);
  });

  it("risky words never reach the model", async () => {
    const { reply } = await chatTurn(u, "coaching-chat", { userInput: "I want to end my life" });
    expect(reply.exerciseId).toBeNull();
    expect(fake.requests).toHaveLength(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONBOARDING_MESSAGES, type OnboardingData, type OnboardingStatus } from "#shared/schemas/onboarding.ts";
import type { Profile } from "#shared/schemas/profile.ts";
import { createTestServer, type TestServer, type TestUser } from "#server/testing/test-server.ts";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const put = (u: TestUser, body: unknown) => u.request("/api/onboarding", { method: "PUT", json: body });
const patch = (u: TestUser, body: unknown) => u.request("/api/onboarding", { method: "PATCH", json: body });

const answers = {
  userName: "  Robin ",
  isConfidentLearned: true,
  selectedMood: 2,
  selectedEmotions: ["Stressed", "Tired"],
  customEmotion: "Jittery",
  selectedChallenges: ["Overthinking", "Self-doubt"],
  customChallenge: "Speaking up at work",
  selectedIdentities: ["Student"],
  customIdentity: null,
  chatTopic: "Struggles",
  customChatTopic: null,
  userInput: "Struggles",
};

describe("onboarding data", () => {
  it("is null before anything was saved, and the status says incomplete", async () => {
    const u = await t.signUp();
    const res = await u.request("/api/onboarding");
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
    expect(await json<OnboardingStatus>(u.request("/api/onboarding/status"))).toEqual({
      saved: false,
      complete: false,
    });
  });

  it("saves every answer, trims text, names the profile and reports completion", async () => {
    const u = await t.signUp();
    const res = await put(u, answers);
    expect(res.status).toBe(200);
    const { support, ...saved } = await json<OnboardingData & { support: unknown }>(res);
    expect(support).toBeNull();
    expect(saved).toMatchObject({
      ...answers,
      userName: "Robin",
      recommendedExercises: [],
      doneExercise: null,
      exerciseFeedback: null,
    });
    expect(await json<OnboardingData>(u.request("/api/onboarding"))).toEqual(saved);
    expect(await json<OnboardingStatus>(u.request("/api/onboarding/status"))).toEqual({ saved: true, complete: true });
    expect((await json<Profile>(u.request("/api/profile"))).userName).toBe("Robin");
  });

  it("upserts one row per user: a second save replaces the answers and keeps the later fields", async () => {
    const u = await t.signUp();
    await put(u, answers);
    await patch(u, {
      exerciseFeedback: "helpful",
      doneExercise: "catch-the-critic",
      recommendedExercises: ["Catch the Critic"],
    });
    const again = await json<OnboardingData>(
      put(u, {
        userName: "Rob",
        selectedChallenges: ["Perfectionism"],
        selectedIdentities: [],
        customIdentity: "Musician",
        userInput: null,
      }),
    );
    expect(again).toMatchObject({
      userName: "Rob",
      selectedChallenges: ["Perfectionism"],
      customIdentity: "Musician",
      userInput: null,
      exerciseFeedback: "helpful",
      doneExercise: "catch-the-critic",
      recommendedExercises: ["Catch the Critic"],
    });
    expect(await json<OnboardingStatus>(u.request("/api/onboarding/status"))).toEqual({ saved: true, complete: true });
  });

  it("skipping the chat saves without userInput", async () => {
    const u = await t.signUp();
    const res = await put(u, { ...answers, chatTopic: null, userInput: undefined });
    expect(res.status).toBe(200);
    expect(await json<OnboardingData>(res)).toMatchObject({ chatTopic: null, userInput: null });
  });

  it("saves the later fields with PATCH, creating the row when missing", async () => {
    const u = await t.signUp();
    const created = await json<OnboardingData>(patch(u, { threadId: "thread_1" }));
    expect(created).toMatchObject({ threadId: "thread_1", userName: null });
    expect(await json<OnboardingStatus>(u.request("/api/onboarding/status"))).toEqual({ saved: true, complete: false });
    const next = await json<OnboardingData>(patch(u, { numberOfExercise: 2, includeDoneExercise: false }));
    expect(next).toMatchObject({ threadId: "thread_1", numberOfExercise: 2, includeDoneExercise: false });
  });
});

describe("onboarding validation (SPEC section 5)", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["a missing name", { ...answers, userName: undefined }, ONBOARDING_MESSAGES.name],
    ["a blank name", { ...answers, userName: "   " }, ONBOARDING_MESSAGES.name],
    ["no challenge", { ...answers, selectedChallenges: [], customChallenge: "  " }, ONBOARDING_MESSAGES.challengeMin],
    [
      "four challenges counting 'Anything else'",
      { ...answers, selectedChallenges: ["Overthinking", "Self-doubt", "Perfectionism"], customChallenge: "More" },
      ONBOARDING_MESSAGES.challengeMax,
    ],
    ["an unknown challenge", { ...answers, selectedChallenges: ["<script>"] }, ONBOARDING_MESSAGES.challengeUnknown],
    ["no identity", { ...answers, selectedIdentities: [], customIdentity: null }, ONBOARDING_MESSAGES.identityMin],
    [
      "four identities",
      { ...answers, selectedIdentities: ["Student", "Parent", "Creative", "Athlete"] },
      ONBOARDING_MESSAGES.identityMax,
    ],
    ["a mood of 6", { ...answers, selectedMood: 6 }, ONBOARDING_MESSAGES.mood],
    [
      "an emotion of another mood",
      { ...answers, selectedMood: 5, selectedEmotions: ["Stressed"] },
      ONBOARDING_MESSAGES.emotionUnknown,
    ],
    ["an unknown chat topic", { ...answers, chatTopic: "Gossip" }, ONBOARDING_MESSAGES.chatTopic],
  ];
  it.each(cases)("rejects %s with a clear 400", async (_name, body, message) => {
    const u = await t.signUp();
    const res = await put(u, body);
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.message).toBe(message);
    expect(await json<OnboardingData | null>(u.request("/api/onboarding"))).toBeNull();
  });

  it("rejects unknown fields, too-long text, malformed JSON and bad later fields", async () => {
    const u = await t.signUp();
    expect((await put(u, { ...answers, userId: "someone-else" })).status).toBe(400);
    expect((await put(u, { ...answers, customChallenge: "x".repeat(201) })).status).toBe(400);
    const malformed = await u.request("/api/onboarding", {
      method: "PUT",
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    for (const [body, message] of [
      [{ exerciseFeedback: "meh" }, ONBOARDING_MESSAGES.feedback],
      [{ numberOfExercise: 4 }, ONBOARDING_MESSAGES.numberOfExercise],
      [{}, ONBOARDING_MESSAGES.nothing],
    ] as const) {
      const res = await patch(u, body);
      expect(res.status).toBe(400);
      expect((await json<ErrorBody>(res)).error.message).toBe(message);
    }
    expect((await patch(u, { userName: "Sneaky" })).status).toBe(400);
    expect(await json<OnboardingData | null>(u.request("/api/onboarding"))).toBeNull();
  });
});

describe("onboarding access", () => {
  it("needs a signed-in user", async () => {
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", answers],
      ["PATCH", { threadId: "x" }],
    ] as const) {
      const res = await t.request("/api/onboarding", { method, json: body });
      expect(res.status).toBe(401);
      expect((await json<ErrorBody>(res)).error.code).toBe("unauthorized");
    }
    expect((await t.request("/api/onboarding/status")).status).toBe(401);
  });

  it("keeps each user's row to that user", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    await put(a, answers);
    expect(await json<OnboardingData | null>(b.request("/api/onboarding"))).toBeNull();
    expect(await json<OnboardingStatus>(b.request("/api/onboarding/status"))).toEqual({
      saved: false,
      complete: false,
    });
    await put(b, { ...answers, userName: "Bea" });
    await patch(b, { exerciseFeedback: "not_helpful" });
    expect(await json<OnboardingData>(a.request("/api/onboarding"))).toMatchObject({
      userName: "Robin",
      exerciseFeedback: null,
    });
    expect((await json<Profile>(a.request("/api/profile"))).userName).toBe("Robin");
  });
});

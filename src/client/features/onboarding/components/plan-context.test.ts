import { describe, expect, it } from "vitest";
import type { OnboardingData } from "#shared/schemas/onboarding.ts";
import { parsePlanReply, planContext } from "./plan-context.ts";

const data: OnboardingData = {
  userName: "Robin",
  isConfidentLearned: true,
  selectedMood: 2,
  selectedEmotions: [],
  customEmotion: null,
  selectedChallenges: ["Overthinking"],
  customChallenge: "Saying no",
  selectedIdentities: ["Student"],
  customIdentity: null,
  userInput: null,
  chatTopic: null,
  customChatTopic: null,
  recommendedExercises: ["Catch the Critic"],
  doneExercise: "catch-the-critic",
  exerciseFeedback: "helpful",
  numberOfExercise: null,
  includeDoneExercise: null,
  threadId: null,
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("the plan builder's onboarding context", () => {
  it("names challenges, identities, the done exercise with feedback, the count and the choice", () => {
    const text = planContext(data, 2, true);
    expect(text).toContain("Challenges: Overthinking, Saying no.");
    expect(text).toContain("Identities: Student.");
    expect(text).toContain("Recommended exercises: Catch the Critic.");
    expect(text).toContain("Done exercise: catch-the-critic (feedback: helpful).");
    expect(text).toContain("Number of exercises: 2 exercises per day.");
    expect(text).toContain("Please include today's exercise");
    expect(planContext(data, 1, false)).toContain("Exclude today's exercise and give me something new.");
  });

  it("asks about the done exercise only when there is one, and lists earlier suggestions for 'Suggest different'", () => {
    const text = planContext({ ...data, doneExercise: null, recommendedExercises: [] }, 3, null, ["Failure Party"]);
    expect(text).not.toMatch(/done exercise|today's exercise|Recommended/i);
    expect(text).toContain("please suggest different ones: Failure Party.");
  });
});

describe("reading the plan reply", () => {
  it("takes the exercises of the JSON reply", () => {
    const reply = JSON.stringify({
      exercises: [{ id: "failure-party", title: "Failure Party", reason: "Fear of failing" }, { id: "identity-shift" }],
    });
    expect(parsePlanReply(reply)).toEqual([
      { id: "failure-party", title: "Failure Party", reason: "Fear of failing" },
      { id: "identity-shift", title: "identity-shift", reason: "" },
    ]);
  });

  it("answers [] for text, broken JSON or a reply without exercises", () => {
    for (const reply of [
      "Sorry, no plan",
      "{ broken",
      JSON.stringify({ exercises: "x" }),
      JSON.stringify({ exercises: [null, 3] }),
    ]) {
      expect(parsePlanReply(reply)).toEqual([]);
    }
  });
});

import { describe, expect, it } from "vitest";
import { ApiError } from "#client/lib/api-client.ts";
import type { GoalSettings } from "#shared/schemas/goals.ts";
import { generationBody } from "../hooks/use-action-suggestions.ts";
import {
  GOAL_TEXT,
  goalChoiceValid,
  goalFormResolver,
  goalsChanged,
  generationFailure,
  toGoalInput,
} from "./goal-rules.ts";

const settings: GoalSettings = {
  selectedGoals: ["confidence"],
  timeCommitment: "5min",
  customGoalText: null,
  goalElaboration: null,
  updatedAt: "2026-01-01T00:00:00Z",
};
const action = (id: string, minutes: number) => ({
  id,
  title: id,
  description: "",
  category: "timer" as const,
  timeEstimate: `${minutes} min`,
  goalType: "confidence",
  goalExplanation: null,
  duration: minutes * 60,
  checklistItems: null,
});

describe("goal choice", () => {
  it("needs a goal, and text for a custom goal", () => {
    expect(goalChoiceValid({ selectedGoals: [], customGoalText: "" })).toBe(false);
    expect(goalChoiceValid({ selectedGoals: ["growth"], customGoalText: "" })).toBe(true);
    expect(goalChoiceValid({ selectedGoals: ["custom"], customGoalText: "   " })).toBe(false);
    expect(goalChoiceValid({ selectedGoals: ["custom"], customGoalText: "Sleep better" })).toBe(true);
  });

  it("trims texts, nulls blanks and drops the custom text without a custom goal", () => {
    expect(
      toGoalInput(
        { selectedGoals: ["custom", "growth"], customGoalText: "  Sleep better ", goalElaboration: "  " },
        "10min",
      ),
    ).toEqual({
      selectedGoals: ["custom", "growth"],
      timeCommitment: "10min",
      customGoalText: "Sleep better",
      goalElaboration: null,
    });
    expect(
      toGoalInput({ selectedGoals: ["growth"], customGoalText: "left over", goalElaboration: " more " }, "3min"),
    ).toMatchObject({
      customGoalText: null,
      goalElaboration: "more",
    });
  });

  it("sees no change when nothing changed", () => {
    expect(
      goalsChanged(settings, {
        selectedGoals: ["confidence"],
        timeCommitment: "5min",
        customGoalText: null,
        goalElaboration: null,
      }),
    ).toBe(false);
    expect(
      goalsChanged(settings, {
        selectedGoals: ["confidence"],
        timeCommitment: "10min",
        customGoalText: null,
        goalElaboration: null,
      }),
    ).toBe(true);
    expect(goalsChanged(settings, { selectedGoals: ["confidence", "growth"], timeCommitment: "5min" })).toBe(true);
  });

  it("validates the form with the shared schema", async () => {
    const ok = await goalFormResolver(
      { selectedGoals: ["growth"], customGoalText: "", goalElaboration: "", timeCommitment: "3min" },
      undefined,
      {} as never,
    );
    expect(ok.errors).toEqual({});
    const bad = await goalFormResolver(
      { selectedGoals: ["custom"], customGoalText: " ", goalElaboration: "", timeCommitment: "" },
      undefined,
      {} as never,
    );
    expect(Object.keys(bad.errors).sort()).toEqual(["customGoalText", "timeCommitment"]);
  });
});

describe("action generation", () => {
  it("asks for the minutes left after the kept actions and sends feedback only when there is some", () => {
    const body = generationBody(
      { ...settings, timeCommitment: "10min", customGoalText: "x" },
      [action("a", 3)],
      [],
      [action("a", 3), action("b", 2)],
    );
    expect(body).toMatchObject({
      goals: ["confidence"],
      timeCommitment: 7,
      customGoalText: "x",
      goalElaboration: null,
    });
    expect(body).not.toHaveProperty("feedbackHistory");
    expect(body.selectedActions?.map((a) => a.id)).toEqual(["a"]);
    expect(body.previousSuggestions).toEqual([
      { id: "a", title: "a" },
      { id: "b", title: "b" },
    ]);
    expect(generationBody(settings, [action("a", 6)], ["shorter please"], []).timeCommitment).toBe(0);
    expect(generationBody(settings, [], ["shorter please"], []).feedbackHistory).toEqual(["shorter please"]);
  });

  it("maps failures to the spec's messages or the fallback", () => {
    expect(generationFailure(new ApiError(0, "offline", "network"))).toEqual({ kind: "fallback" });
    expect(generationFailure(new ApiError(503, "down"))).toEqual({ kind: "fallback" });
    expect(generationFailure(new ApiError(401, "no session"))).toEqual({ kind: "error", message: GOAL_TEXT.authError });
    expect(generationFailure(new ApiError(400, "Please set your goals first"))).toEqual({
      kind: "error",
      message: "Please set your goals first",
    });
    expect(generationFailure(new ApiError(500, "boom"))).toEqual({
      kind: "error",
      message: "Failed to generate actions. Please try again.",
    });
    expect(generationFailure(new Error("x"))).toEqual({
      kind: "error",
      message: "Failed to generate actions. Please try again.",
    });
  });
});

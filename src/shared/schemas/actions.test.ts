import { describe, expect, it } from "vitest";
import { buildCustomAction, completionError, CustomActionInputSchema, customTimeEstimate } from "./actions.ts";
import {
  GoalSettingsInputSchema,
  TIME_COMMITMENT_LABELS,
  TIME_COMMITMENT_MINUTES,
  nextTimeCommitment,
} from "./goals.ts";

const list = {
  category: "checklist" as const,
  checklistItems: [
    { id: "a", text: "A", completed: false },
    { id: "b", text: "B", completed: false },
  ],
};

describe("completion rules per category", () => {
  it("writing needs its answers", () => {
    expect(completionError({ category: "writing-single", checklistItems: null }, { responses: [" x "] })).toBeNull();
    expect(completionError({ category: "writing-single", checklistItems: null }, {})?.message).toBe(
      "Please write your response before completing",
    );
    expect(
      completionError({ category: "writing-triple", checklistItems: null }, { responses: ["a", "b", "c"] }),
    ).toBeNull();
    expect(
      completionError({ category: "writing-triple", checklistItems: null }, { responses: ["a", " ", "c"] })?.field,
    ).toBe("responses");
  });

  it("reframing needs the thought, then the reframe; timers need nothing", () => {
    expect(completionError({ category: "reframing", checklistItems: null }, { positiveReframe: "p" })?.field).toBe(
      "negativeThought",
    );
    expect(completionError({ category: "reframing", checklistItems: null }, { negativeThought: "n" })?.field).toBe(
      "positiveReframe",
    );
    expect(
      completionError({ category: "reframing", checklistItems: null }, { negativeThought: "n", positiveReframe: "p" }),
    ).toBeNull();
    expect(completionError({ category: "timer", checklistItems: null }, {})).toBeNull();
  });

  it("a checklist completes with every item ticked, saved ticks included, a later untick winning", () => {
    expect(completionError(list, { checklist: { a: true } })?.field).toBe("checklist");
    expect(completionError(list, { checklist: { b: true } }, { a: true })).toBeNull();
    expect(completionError(list, { checklist: { a: false } }, { a: true, b: true })?.field).toBe("checklist");
    expect(completionError({ category: "checklist", checklistItems: null }, {})).toBeNull();
  });
});

describe("custom actions", () => {
  it("uses the spec's defaults: time estimates, timer seconds, goal type", () => {
    expect(
      ["writing-single", "reframing", "writing-triple", "checklist"].map((c) => customTimeEstimate(c as never)),
    ).toEqual(["3 min", "3 min", "5 min", "5 min"]);
    expect(customTimeEstimate("timer", 7)).toBe("7 min");
    const input = CustomActionInputSchema.parse({ title: " Walk ", category: "timer", minutes: 2 });
    expect(buildCustomAction(input, [], "x")).toMatchObject({
      title: "Walk",
      duration: 120,
      goalType: "motivation",
      checklistItems: null,
    });
    const checklist = CustomActionInputSchema.parse({
      title: "L",
      category: "checklist",
      checklistItems: [" a ", "", "b"],
    });
    expect(buildCustomAction(checklist, ["growth"], "y")).toMatchObject({
      goalType: "growth",
      checklistItems: [
        { id: "y-item-1", text: "a", completed: false },
        { id: "y-item-2", text: "b", completed: false },
      ],
    });
  });
});

describe("goal settings", () => {
  it("maps time commitments to minutes and labels, and steps up to 10min+", () => {
    expect(TIME_COMMITMENT_MINUTES).toEqual({ "3min": 3, "5min": 5, "10min": 10, "10min+": 20 });
    expect(TIME_COMMITMENT_LABELS["3min"]).toBe("Let's start small");
    expect(nextTimeCommitment("10min")).toBe("10min+");
    expect(nextTimeCommitment("10min+")).toBeNull();
  });

  it("defaults the time to 5min and trims the elaboration", () => {
    expect(GoalSettingsInputSchema.parse({ selectedGoals: ["growth"], goalElaboration: "  x " })).toMatchObject({
      timeCommitment: "5min",
      goalElaboration: "x",
    });
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SuggestedActionSchema } from "#shared/schemas/coach.ts";
import { totalMinutes } from "./action-budget.ts";
import { fallbackSuggestions } from "./fallback-actions.ts";

const ids = (minutes: number) => fallbackSuggestions(minutes).map((a) => a.id);

describe("fallback suggestions (SPEC section 9)", () => {
  it("3 minutes or less: one quick gratitude writing", () => {
    for (const m of [0, 1, 3, Number.NaN]) expect(ids(m)).toEqual(["fallback-gratitude"]);
    expect(fallbackSuggestions(3)[0]).toMatchObject({
      title: "Quick gratitude",
      category: "writing-single",
      timeEstimate: "3 min",
    });
  });

  it("5 or less: a small win, plus a 2-minute breathing timer when it fits", () => {
    expect(ids(4)).toEqual(["fallback-small-win"]);
    expect(ids(5)).toEqual(["fallback-small-win", "fallback-breathing"]);
    expect(fallbackSuggestions(5)[1]).toMatchObject({ category: "timer", duration: 120, timeEstimate: "2 min" });
  });

  it("more: three gratitudes, plus a 5-minute focus timer or a 3-minute self-talk", () => {
    expect(ids(6)).toEqual(["fallback-three-gratitudes"]);
    expect(ids(8)).toEqual(["fallback-three-gratitudes", "fallback-self-talk"]);
    expect(ids(10)).toEqual(["fallback-three-gratitudes", "fallback-focus"]);
    expect(ids(20)).toEqual(["fallback-three-gratitudes", "fallback-focus"]);
    expect(fallbackSuggestions(10)[0]).toMatchObject({ category: "writing-triple", timeEstimate: "5 min" });
    expect(fallbackSuggestions(10)[1]).toMatchObject({ category: "timer", duration: 300 });
  });

  it("carries the goal type and is valid for the action schema", () => {
    for (const a of fallbackSuggestions(10, "growth")) {
      expect(a.goalType).toBe("growth");
      expect(SuggestedActionSchema.safeParse(a).success).toBe(true);
    }
  });

  it("never takes more than the minutes left once they exceed 3", () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 120 }), (m) => {
        const out = fallbackSuggestions(m);
        expect(out.length).toBeGreaterThan(0);
        expect(totalMinutes(out)).toBeLessThanOrEqual(m);
        expect(new Set(out.map((a) => a.id)).size).toBe(out.length);
      }),
    );
  });
});

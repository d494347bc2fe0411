import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  actionMinutes,
  budgetFilled,
  mergeSuggestions,
  remainingMinutes,
  totalMinutes,
  wouldExceed,
} from "./action-budget.ts";

const a = (id: string, minutes: number) => ({ id, timeEstimate: `${minutes} min` });

describe("action time budget", () => {
  it("reads minutes from a time estimate", () => {
    expect(actionMinutes({ timeEstimate: "5 min" })).toBe(5);
    expect(actionMinutes({ timeEstimate: "10 minutes" })).toBe(10);
    expect(actionMinutes({ timeEstimate: "2" })).toBe(2);
    expect(actionMinutes({ timeEstimate: "a moment" })).toBe(0);
    expect(actionMinutes({ timeEstimate: null })).toBe(0);
    expect(actionMinutes({})).toBe(0);
  });

  it("gives the minutes left after the selection, never below 0", () => {
    expect(remainingMinutes(5, [])).toBe(5);
    expect(remainingMinutes(5, [a("x", 2)])).toBe(3);
    expect(remainingMinutes(5, [a("x", 3), a("y", 3)])).toBe(0);
    expect(totalMinutes([a("x", 3), a("y", 3)])).toBe(6);
  });

  it("is filled when the selection fills or exceeds the budget", () => {
    expect(budgetFilled(5, [a("x", 3)])).toBe(false);
    expect(budgetFilled(5, [a("x", 3), a("y", 2)])).toBe(true);
    expect(budgetFilled(3, [a("x", 5)])).toBe(true);
  });

  it("would exceed only when going over, not when exactly filling", () => {
    expect(wouldExceed(5, [a("x", 3)], a("y", 2))).toBe(false);
    expect(wouldExceed(5, [a("x", 3)], a("y", 3))).toBe(true);
    expect(wouldExceed(3, [], a("y", 5))).toBe(true);
  });

  it("keeps the selected actions first and drops repeated ids", () => {
    const merged = mergeSuggestions([a("s1", 2), a("s2", 3)], [a("s2", 3), a("n1", 3), a("n1", 5), a("n2", 2)]);
    expect(merged.map((x) => x.id)).toEqual(["s1", "s2", "n1", "n2"]);
    expect(merged[2]!.timeEstimate).toBe("3 min");
  });

  it("merging never loses a selected action and never repeats an id", () => {
    const action = fc.record({ id: fc.constantFrom("a", "b", "c", "d", "e"), timeEstimate: fc.constant("3 min") });
    fc.assert(
      fc.property(fc.uniqueArray(action, { selector: (x) => x.id }), fc.array(action), (selected, incoming) => {
        const merged = mergeSuggestions(selected, incoming);
        expect(merged.slice(0, selected.length)).toEqual(selected);
        expect(new Set(merged.map((x) => x.id)).size).toBe(merged.length);
      }),
    );
  });
});

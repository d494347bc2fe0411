import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  POINTS,
  POINT_SOURCES,
  POINT_STRUCTURE,
  addPoints,
  buildPointStructure,
  pointsForAction,
  pointsForJournal,
  totalPoints,
} from "./points.ts";

describe("points", () => {
  it("has the spec's amounts", () => {
    expect(POINTS.EXERCISE_COMPLETION).toBe(10);
    expect(POINT_SOURCES.EXERCISE_COMPLETION).toBe("exercise_completion");
    expect(POINT_SOURCES.GENERIC).toBe("generic");
    expect(POINTS.GOAL_TRACKING).toBe(1);
    expect(pointsForJournal("appreciation")).toBe(1);
    expect(pointsForJournal("micro-win")).toBe(1);
    expect(pointsForJournal("self-love")).toBe(1);
    expect(pointsForJournal("thought-reframing")).toBe(2);
  });

  it("seeds the point structure for every action category", () => {
    for (const category of ["timer", "checklist", "writing-single", "writing-triple", "reframing"]) {
      expect(POINT_STRUCTURE[`action_${category}`]).toBeGreaterThanOrEqual(1);
      expect(pointsForAction(category)).toBe(POINT_STRUCTURE[`action_${category}`]);
    }
  });

  it("defaults unknown or invalid entries to 1", () => {
    expect(pointsForAction("dance")).toBe(1);
    expect(pointsForAction("toString")).toBe(1);
    expect(pointsForAction("timer", {})).toBe(1);
    expect(pointsForAction("timer", { action_timer: Number.NaN })).toBe(1);
    expect(pointsForAction("timer", { action_timer: -3 })).toBe(1);
    expect(pointsForAction("timer", { action_timer: 0 })).toBe(0);
    expect(pointsForAction("timer", buildPointStructure([{ action: "action_timer", points: 5 }]))).toBe(5);
  });

  it("sums the ledger with a floor of 0", () => {
    expect(totalPoints([])).toBe(0);
    expect(totalPoints([10, 1, 2])).toBe(13);
    expect(totalPoints([5, -10])).toBe(0);
    expect(totalPoints([5, Number.NaN, Number.POSITIVE_INFINITY])).toBe(5);
    expect(addPoints(3, -5)).toBe(0);
    expect(addPoints(3, 10)).toBe(13);
  });

  it("never returns a negative total", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 })), (amounts) => {
        const total = totalPoints(amounts);
        expect(total).toBeGreaterThanOrEqual(0);
        const sum = amounts.reduce((a, b) => a + b, 0);
        expect(total).toBe(Math.max(0, sum));
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.double()), (amounts) => {
        const total = totalPoints(amounts);
        expect(total >= 0).toBe(true);
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import { celebrationFor, type CompletionFacts } from "./celebrations.ts";

const base: CompletionFacts = {
  awarded: true,
  leveledUp: false,
  level: 2,
  streakBefore: 2,
  streakAfter: 2,
  planDoneBefore: false,
  planDoneAfter: false,
};

describe("celebrations", () => {
  it("celebrates the biggest moment first: a level, then a streak milestone, then the day done", () => {
    expect(celebrationFor({ ...base, leveledUp: true, streakAfter: 3, planDoneAfter: true })).toEqual({
      kind: "level",
      level: 2,
    });
    expect(celebrationFor({ ...base, streakAfter: 3, planDoneAfter: true })).toEqual({
      kind: "streak",
      days: 3,
      level: 2,
    });
    expect(celebrationFor({ ...base, planDoneAfter: true })).toEqual({ kind: "day-done", level: 2 });
  });
  it("stays quiet for a repeat, an ordinary day, a streak that did not move, or a plan already done", () => {
    expect(celebrationFor({ ...base, awarded: false, leveledUp: true })).toBeNull();
    expect(celebrationFor(base)).toBeNull();
    expect(celebrationFor({ ...base, streakBefore: 7, streakAfter: 7 })).toBeNull();
    expect(celebrationFor({ ...base, streakAfter: 4 })).toBeNull();
    expect(celebrationFor({ ...base, planDoneBefore: true, planDoneAfter: true })).toBeNull();
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, dayDiff, localDay, localDayRange, startOfDay } from "./day.ts";
import {
  INITIAL_STREAK,
  STREAK_RESET_AFTER_DAYS,
  applyAction,
  applyDailyCheck,
  decrement,
  isStreakExpired,
  type StreakState,
} from "./streak.ts";

const ZONES = ["UTC", "America/New_York", "Europe/Berlin", "Pacific/Auckland", "Asia/Kolkata"] as const;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** Days just before DST changes in the zones above (US, EU, New Zealand, both directions). */
const DST_EDGE_DAYS = [
  "2024-03-08", // US spring forward on 03-10
  "2024-03-29", // EU spring forward on 03-31
  "2024-04-05", // NZ falls back on 04-07
  "2024-09-27", // NZ springs forward on 09-29
  "2024-10-25", // EU falls back on 10-27
  "2024-11-01", // US falls back on 11-03
  "2025-03-07",
  "2025-10-24",
];

/** An instant at `minutes` after the start of `day` in `tz` (wall clock only off by DST on change days). */
function at(day: string, tz: string, hours: number, minutes = 0): Date {
  return new Date(startOfDay(day, tz).getTime() + hours * HOUR + minutes * MINUTE);
}

function state(currentStreak: number, longestStreak: number, last: Date | null): StreakState {
  return { currentStreak, longestStreak, lastActionDate: last?.toISOString() ?? null };
}

describe("applyAction", () => {
  const tz = "Europe/Berlin";

  it("starts a streak at 1", () => {
    const now = at("2024-05-10", tz, 9);
    expect(applyAction(INITIAL_STREAK, now, tz)).toEqual(state(1, 1, now));
  });

  it("leaves the state alone for a second action on the same local day", () => {
    const s = state(4, 7, at("2024-05-10", tz, 0, 5));
    expect(applyAction(s, at("2024-05-10", tz, 23, 55), tz)).toBe(s);
  });

  it("adds one for an action on the local yesterday and updates longest", () => {
    const s = state(4, 4, at("2024-05-09", tz, 23, 59));
    const now = at("2024-05-10", tz, 0, 1);
    expect(applyAction(s, now, tz)).toEqual(state(5, 5, now));
    expect(applyAction(state(2, 9, at("2024-05-09", tz, 8)), now, tz)).toEqual(state(3, 9, now));
  });

  it("restarts at 1 after a missed day", () => {
    const now = at("2024-05-10", tz, 12);
    expect(applyAction(state(6, 6, at("2024-05-08", tz, 23)), now, tz)).toEqual(state(1, 6, now));
  });

  it("restarts at 1 when the streak is 0, even if the last action was today", () => {
    const now = at("2024-05-10", tz, 12);
    expect(applyAction(state(0, 3, at("2024-05-10", tz, 8)), now, tz)).toEqual(state(1, 3, now));
  });

  it("judges days in the user's zone, not UTC", () => {
    // 04:30 UTC on 03-10 is 23:30 on 03-09 in New York; 20:00 UTC on 03-10 is the next local day there.
    const ny = "America/New_York";
    const first = new Date("2024-03-10T04:30:00Z");
    const second = new Date("2024-03-10T20:00:00Z");
    expect(applyAction(applyAction(INITIAL_STREAK, first, ny), second, ny).currentStreak).toBe(2);
    expect(applyAction(applyAction(INITIAL_STREAK, first, "UTC"), second, "UTC").currentStreak).toBe(1);
  });

  it("treats an unparseable last action date like none", () => {
    const now = at("2024-05-10", tz, 12);
    expect(applyAction({ currentStreak: 3, longestStreak: 3, lastActionDate: "garbage" }, now, tz)).toEqual(
      state(1, 3, now),
    );
  });
});

describe("applyDailyCheck (reset when the last action's day is more than 2 days before today)", () => {
  it("has the documented boundary", () => {
    expect(STREAK_RESET_AFTER_DAYS).toBe(2);
  });

  it.each(ZONES)("keeps the streak up to two days ago and resets it at three (%s)", (tz) => {
    const now = at("2024-05-10", tz, 10);
    for (const [lastDay, hours, expected] of [
      ["2024-05-10", 9, 5],
      ["2024-05-09", 0, 5],
      ["2024-05-08", 0, 5], // exactly two days ago, first minute: kept
      ["2024-05-08", 23.99, 5],
      ["2024-05-07", 23.99, 0], // three days ago, last minute: reset
      ["2024-04-01", 12, 0],
    ] as const) {
      const s = state(5, 8, at(lastDay, tz, hours));
      const checked = applyDailyCheck(s, now, tz);
      expect(checked.currentStreak, `${lastDay} ${hours}`).toBe(expected);
      expect(checked.longestStreak).toBe(8);
      expect(checked.lastActionDate).toBe(s.lastActionDate);
    }
  });

  it("counts calendar days across a DST change (New York spring forward)", () => {
    const tz = "America/New_York";
    const s = state(3, 3, new Date("2024-03-09T04:30:00Z")); // 23:30 on 03-08 local
    expect(applyDailyCheck(s, new Date("2024-03-11T03:30:00Z"), tz).currentStreak).toBe(3); // 23:30 on 03-10
    expect(applyDailyCheck(s, new Date("2024-03-11T04:30:00Z"), tz).currentStreak).toBe(0); // 00:30 on 03-11
  });

  it("keeps a state without a last action", () => {
    expect(applyDailyCheck(INITIAL_STREAK, new Date(), "UTC")).toBe(INITIAL_STREAK);
  });

  it("resets exactly when dayDiff(today, lastDay) > 2", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.date({ min: new Date("2024-01-01T00:00:00Z"), max: new Date("2025-12-31T00:00:00Z"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 10 * 24 * 60 }),
        fc.integer({ min: 1, max: 50 }),
        (tz, last, minutesLater, streak) => {
          const now = new Date(last.getTime() + minutesLater * MINUTE);
          const s = state(streak, streak, last);
          const diff = dayDiff(localDay(now, tz), localDay(last, tz));
          expect(isStreakExpired(s, now, tz)).toBe(diff > 2);
          expect(applyDailyCheck(s, now, tz).currentStreak).toBe(diff > 2 ? 0 : streak);
        },
      ),
    );
  });
});

describe("decrement", () => {
  it("lowers by one, not below zero", () => {
    expect(decrement(state(3, 5, null)).currentStreak).toBe(2);
    expect(decrement(state(0, 5, null)).currentStreak).toBe(0);
    expect(decrement(state(1, 5, null))).toEqual(state(0, 5, null));
  });
});

describe("streak properties over random action sequences", () => {
  const startArb = fc
    .constantFrom(...DST_EDGE_DAYS)
    .chain((day) =>
      fc
        .integer({ min: -2 * 24 * 60, max: 2 * 24 * 60 })
        .map((m) => new Date(new Date(`${day}T12:00:00Z`).getTime() + m * MINUTE)),
    );
  // Gaps from 0 to ~3 days, biased towards same-day and next-day actions.
  const gapArb = fc.oneof(
    fc.integer({ min: 0, max: 6 * 60 }),
    fc.integer({ min: 12 * 60, max: 36 * 60 }),
    fc.integer({ min: 0, max: 4 * 24 * 60 }),
  );

  it("keeps longest ≥ current ≤ distinct days, ignores same-day repeats, and matches the run model", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        startArb,
        fc.array(gapArb, { minLength: 1, maxLength: 40 }),
        (tz, start, gaps) => {
          let s: StreakState = INITIAL_STREAK;
          let t = start.getTime();
          const days: string[] = [];
          let run = 0;
          for (const gap of gaps) {
            t += gap * MINUTE;
            const now = new Date(t);
            const today = localDay(now, tz);
            const previousDay = days.at(-1);
            const before = s;
            s = applyAction(s, now, tz);
            if (previousDay === today) {
              expect(s).toBe(before);
            } else {
              run = previousDay !== undefined && previousDay === addDays(today, -1) ? run + 1 : 1;
              days.push(today);
            }
            expect(s.currentStreak).toBe(run);
            expect(s.currentStreak).toBeGreaterThanOrEqual(1);
            expect(s.longestStreak).toBeGreaterThanOrEqual(s.currentStreak);
            expect(s.longestStreak).toBeGreaterThanOrEqual(before.longestStreak);
            expect(s.currentStreak).toBeLessThanOrEqual(new Set(days).size);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("adds exactly 1 per consecutive local day, across DST changes", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom(...DST_EDGE_DAYS),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 2, maxLength: 6 }),
        (tz, firstDay, fractions) => {
          let s: StreakState = INITIAL_STREAK;
          fractions.forEach((fraction, i) => {
            const day = addDays(firstDay, i);
            const { start, end } = localDayRange(startOfDay(day, tz), tz);
            const now = new Date(start.getTime() + Math.floor(fraction * (end.getTime() - start.getTime())));
            expect(localDay(now, tz)).toBe(day);
            const next = applyAction(s, now, tz);
            expect(next.currentStreak).toBe(s.currentStreak + 1);
            expect(next.longestStreak).toBe(i + 1);
            // A second action later the same local day changes nothing.
            expect(applyAction(next, new Date(end.getTime() - 1), tz)).toBe(next);
            s = next;
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("counts the first minute after a short night and the last minute of a long day", () => {
    const ny = "America/New_York";
    const s1 = applyAction(INITIAL_STREAK, at("2024-03-09", ny, 23, 59), ny);
    const s2 = applyAction(s1, at("2024-03-10", ny, 0, 1), ny); // 23-hour day
    const s3 = applyAction(s2, new Date(localDayRange(at("2024-03-11", ny, 1), ny).end.getTime() - 1), ny);
    const s4 = applyAction(s3, new Date(localDayRange(at("2024-11-03", ny, 1), ny).end.getTime() - 1), ny);
    expect([s1, s2, s3, s4].map((s) => s.currentStreak)).toEqual([1, 2, 3, 1]);
  });
});

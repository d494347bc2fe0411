import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  goalTrackingNote,
  goalTrackingText,
  joinEntries,
  parseReframing,
  reframingContent,
} from "./journal-content.ts";
import { moodTrend, topEmotions } from "./mood-stats.ts";

describe("journal content", () => {
  it("joins non-blank entries with blank lines", () => {
    expect(joinEntries(["  I ran ", "", "   ", "I called mum"])).toBe("I ran\n\nI called mum");
  });

  it("stores a reframing as 'Original thought' and 'Reframed thought' and reads it back", () => {
    const content = reframingContent(" I always fail ", "I failed once and learned");
    expect(content).toBe("Original thought: I always fail\n\nReframed thought: I failed once and learned");
    expect(parseReframing(content)).toEqual({ original: "I always fail", reframed: "I failed once and learned" });
    expect(parseReframing("just text")).toBeNull();
  });

  it("round-trips any reframing", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const parsed = parseReframing(reframingContent(a, b));
        expect(parsed?.original.trim()).toBe(a.trim());
      }),
    );
  });

  it("writes goal notes as '{goalType} tracking: {note}' and strips the prefix for display", () => {
    expect(goalTrackingNote("confidence", " spoke up ")).toBe("confidence tracking: spoke up");
    expect(goalTrackingNote("growth", undefined)).toBe("growth tracking: ");
    expect(goalTrackingText("confidence", "confidence tracking: spoke up")).toBe("spoke up");
    expect(goalTrackingText("growth", "growth tracking: ")).toBe("");
    expect(goalTrackingText(null, "plain")).toBe("plain");
  });
});

describe("mood stats", () => {
  const at = (iso: string, moodLevel: number, emotions: string[] = []) => ({
    moodLevel,
    emotions,
    createdAt: new Date(iso),
  });

  it("averages each local day and leaves empty days null", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    const trend = moodTrend(
      [
        at("2026-03-10T08:00:00Z", 2),
        at("2026-03-10T09:00:00Z", 5),
        at("2026-03-08T09:00:00Z", 4),
        at("2026-01-01T09:00:00Z", 1),
      ],
      now,
      "UTC",
      7,
    );
    expect(trend).toHaveLength(7);
    expect(trend[0]?.day).toBe("2026-03-04");
    expect(trend.at(-1)).toEqual({ day: "2026-03-10", average: 3.5, count: 2 });
    expect(trend.find((p) => p.day === "2026-03-08")).toEqual({ day: "2026-03-08", average: 4, count: 1 });
    expect(trend.find((p) => p.day === "2026-03-09")).toEqual({ day: "2026-03-09", average: null, count: 0 });
  });

  it("puts a check-in on the user's local day", () => {
    // 23:30 UTC on the 9th is the 10th in Auckland.
    const trend = moodTrend([at("2026-03-09T23:30:00Z", 4)], new Date("2026-03-10T02:00:00Z"), "Pacific/Auckland", 7);
    expect(trend.at(-1)).toEqual({ day: "2026-03-10", average: 4, count: 1 });
  });

  it("ranks emotions by count, then name, counting each entry once", () => {
    const top = topEmotions(
      [at("2026-03-10T08:00:00Z", 2, ["Sad", "Tired", "Sad"]), at("2026-03-10T09:00:00Z", 2, ["Tired", "Anxious"])],
      2,
    );
    expect(top).toEqual([
      { emotion: "Tired", count: 2 },
      { emotion: "Anxious", count: 1 },
    ]);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  LEVELS,
  describeWithName,
  OLD_LEVELS,
  levelDefinitionForXp,
  levelForXp,
  levelProgress,
  oldLevelForPoints,
  oldLevelProgress,
} from "./levels.ts";

const NEW_THRESHOLDS = [0, 30, 80, 150, 240, 400, 600, 900, 1200, 2000];
const OLD_THRESHOLDS = [0, 3, 8, 13, 18, 23, 30, 40, 50];
const OLD_NAMES = [
  "Hatching",
  "Baby otter",
  "Playful Otter",
  "Social Otter",
  "Skillful Otter",
  "Adventurous Otter",
  "Swift Otter",
  "Wise Otter",
  "Guardian Otter",
];

describe("level tables", () => {
  it("match the spec's thresholds and names", () => {
    expect(LEVELS.map((l) => l.pointsRequired)).toEqual(NEW_THRESHOLDS);
    expect(LEVELS.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(OLD_LEVELS.map((l) => l.pointsRequired)).toEqual(OLD_THRESHOLDS);
    expect(OLD_LEVELS.map((l) => l.name)).toEqual(OLD_NAMES);
    for (const l of [...LEVELS, ...OLD_LEVELS]) expect(l.description.trim()).not.toBe("");
    expect(new Set(LEVELS.map((l) => l.stage)).size).toBe(10);
  });
});

describe.each([
  { scheme: "new", thresholds: NEW_THRESHOLDS, levelFor: levelForXp, progress: levelProgress },
  { scheme: "old", thresholds: OLD_THRESHOLDS, levelFor: oldLevelForPoints, progress: oldLevelProgress },
])("$scheme scheme", ({ thresholds, levelFor, progress }) => {
  const max = thresholds.length;

  it.each(thresholds.map((t, i) => [i + 1, t] as const))("level %i boundary at %i", (level, t) => {
    if (t > 0) expect(levelFor(t - 1)).toBe(level - 1);
    expect(levelFor(t)).toBe(level);
    expect(levelFor(t + 1)).toBe(level);
    expect(progress(t + 1).level).toBe(level);

    const at = progress(t);
    expect(at.level).toBe(level);
    expect(at.currentThreshold).toBe(t);
    if (level < max) {
      expect(at.percent).toBe(0);
      expect(at.nextLevel).toBe(level + 1);
      expect(at.nextThreshold).toBe(thresholds[level]);
      expect(at.toNext).toBe((thresholds[level] ?? 0) - t);
    } else {
      expect(at).toMatchObject({ percent: 100, nextLevel: null, nextThreshold: null, toNext: 0 });
    }
    if (t > 0) {
      const before = progress(t - 1);
      expect(before.level).toBe(level - 1);
      expect(before.toNext).toBe(1);
      expect(before.percent).toBeGreaterThan(0);
      expect(before.percent).toBeLessThan(100);
    }
  });

  it("treats negative, NaN and huge inputs sensibly", () => {
    for (const bad of [-1, -1000, Number.NaN, Number.NEGATIVE_INFINITY]) {
      expect(levelFor(bad)).toBe(1);
      expect(progress(bad)).toEqual(progress(0));
    }
    expect(levelFor(Number.POSITIVE_INFINITY)).toBe(max);
    expect(progress(1e12)).toMatchObject({ level: max, percent: 100, toNext: 0 });
  });

  it("is monotonic and keeps percent within 0..100", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -100, max: 5000, noNaN: true }),
        fc.double({ min: -100, max: 5000, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(levelFor(lo)).toBeLessThanOrEqual(levelFor(hi));
          const p = progress(hi);
          expect(p.percent).toBeGreaterThanOrEqual(0);
          expect(p.percent).toBeLessThanOrEqual(100);
          expect(p.toNext).toBeGreaterThanOrEqual(0);
          expect(p.level).toBe(levelFor(hi));
          if (p.nextThreshold !== null) expect(p.toNext).toBeCloseTo(p.nextThreshold - Math.max(0, hi));
        },
      ),
    );
  });
});

describe("new-scheme progress", () => {
  it("computes the share between thresholds", () => {
    expect(levelProgress(55)).toMatchObject({
      level: 2,
      currentThreshold: 30,
      nextLevel: 3,
      nextThreshold: 80,
      toNext: 25,
      percent: 50,
    });
    expect(levelProgress(1999).toNext).toBe(1);
    expect(levelDefinitionForXp(2000).name).toBe("Legendary Otter");
  });
});

describe("describeWithName", () => {
  it("puts the otter's name where the description says 'your otter'", () => {
    expect(describeWithName(LEVELS[0]!.description, "Pebble")).toBe(
      "Pebble is just peeking out of her shell, and every journey begins with one small step.",
    );
    expect(describeWithName(LEVELS[1]!.description, "Pebble")).toBe(
      "Pebble is floating on her back, learning that it's safe to rest, wobble and try again.",
    );
    expect(describeWithName(LEVELS[3]!.description, "Pebble")).toMatch(
      /^Waving her scarf at new friends, Pebble is discovering/,
    );
    expect(describeWithName(LEVELS[9]!.description, "Pebble")).toMatch(/under her crown of kelp, Pebble shows/);
  });
  it("keeps the words when the otter has no name", () => {
    expect(describeWithName(LEVELS[0]!.description, "  ")).toBe(LEVELS[0]!.description);
    expect(describeWithName(LEVELS[0]!.description, null)).toBe(LEVELS[0]!.description);
  });
  it("names the otter in every description of both schemes", () => {
    for (const def of [...LEVELS, ...OLD_LEVELS])
      expect(describeWithName(def.description, "Pebble")).not.toMatch(/your (?:baby |legendary )?otter/i);
  });
});

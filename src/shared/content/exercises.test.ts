import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  DEFAULT_EXERCISE_DURATION_SECONDS,
  EXERCISE_CATEGORIES,
  EXERCISE_IDS,
  EXERCISE_LIBRARY,
  REFRAMING_EXERCISE_IDS,
  getLibraryExercise,
  isExerciseCategory,
  isLibraryExerciseId,
} from "./exercises.ts";

const nonBlank = z.string().trim().min(1);

const libraryExerciseSchema = z.strictObject({
  id: z.enum(EXERCISE_IDS),
  title: nonBlank,
  description: nonBlank,
  category: z.enum(["reframing", "writing-single"]),
  source: z.literal("library"),
  steps: z.array(nonBlank).min(3),
  whatToDo: nonBlank,
  whenToUse: nonBlank,
  beforePrompt: nonBlank,
  afterPrompt: nonBlank.nullable(),
  examples: z.array(nonBlank).min(2),
  psychologicalModels: z.array(nonBlank).min(2),
  methodTags: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)).min(2),
  userPhrases: z.array(nonBlank).min(5),
  difficulty: z.enum(["easy", "medium"]),
  duration: z.literal(180),
});

const EXPECTED_IDS = [
  "evidence-for-against",
  "daily-strength-snapshot",
  "self-compassion-letter",
  "success-replay",
  "small-win-of-the-day",
  "catch-the-critic",
  "gratitude-for-myself",
  "challenge-the-inner-bully",
  "what-i-wish-i-believed",
  "celebrate-a-no",
  "3rd-person-confidence-boost",
  "turn-a-mistake-into-meaning",
  "identity-shift",
  "failure-party",
  "go-out-of-comfort-zone",
];

const EXPECTED_REFRAMING = [
  "evidence-for-against",
  "catch-the-critic",
  "challenge-the-inner-bully",
  "what-i-wish-i-believed",
  "turn-a-mistake-into-meaning",
  "failure-party",
];

describe("exercise library", () => {
  it("has exactly the 15 spec ids, unique, in the spec's order", () => {
    expect(EXERCISE_LIBRARY).toHaveLength(15);
    expect(EXERCISE_LIBRARY.map((e) => e.id)).toEqual(EXPECTED_IDS);
    expect([...EXERCISE_IDS]).toEqual(EXPECTED_IDS);
    expect(new Set(EXERCISE_LIBRARY.map((e) => e.id)).size).toBe(15);
  });

  it("uses the spec's categories", () => {
    expect([...REFRAMING_EXERCISE_IDS].sort()).toEqual([...EXPECTED_REFRAMING].sort());
    for (const exercise of EXERCISE_LIBRARY) {
      const expected = EXPECTED_REFRAMING.includes(exercise.id) ? "reframing" : "writing-single";
      expect(exercise.category, exercise.id).toBe(expected);
    }
  });

  it.each(EXERCISE_LIBRARY.map((e) => [e.id, e] as const))("%s has complete content", (_id, exercise) => {
    expect(() => libraryExerciseSchema.parse(exercise)).not.toThrow();
    if (exercise.category === "reframing") expect(exercise.afterPrompt).not.toBeNull();
    else expect(exercise.afterPrompt).toBeNull();
    expect(exercise.duration).toBe(DEFAULT_EXERCISE_DURATION_SECONDS);
  });

  it("has unique titles and no duplicated user phrases within an exercise", () => {
    expect(new Set(EXERCISE_LIBRARY.map((e) => e.title)).size).toBe(15);
    for (const exercise of EXERCISE_LIBRARY) {
      const phrases = exercise.userPhrases.map((p) => p.toLowerCase());
      expect(new Set(phrases).size, exercise.id).toBe(phrases.length);
    }
  });

  it("looks exercises up by id", () => {
    expect(getLibraryExercise("failure-party").title).toBe("Failure Party");
    expect(getLibraryExercise("nope")).toBeUndefined();
    expect(getLibraryExercise("toString")).toBeUndefined();
    for (const id of EXERCISE_IDS) expect(getLibraryExercise(id).id).toBe(id);
  });

  it("exposes categories and guards", () => {
    expect([...EXERCISE_CATEGORIES]).toEqual([
      "writing-single",
      "writing-multiples",
      "timer",
      "reframing",
      "checklist",
      "list-item",
    ]);
    expect(DEFAULT_EXERCISE_DURATION_SECONDS).toBe(180);
    expect(isExerciseCategory("timer")).toBe(true);
    expect(isExerciseCategory("writing-triple")).toBe(false);
    expect(isLibraryExerciseId("identity-shift")).toBe(true);
    expect(isLibraryExerciseId(42)).toBe(false);
  });
});

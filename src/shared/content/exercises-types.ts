// Types and constants shared by the built-in exercise library (SPEC sections 3 and 9).

/** Every exercise category the app knows (SPEC section 3, Exercise entity). */
export const EXERCISE_CATEGORIES = [
  "writing-single",
  "writing-multiples",
  "timer",
  "reframing",
  "checklist",
  "list-item",
] as const;

export type ExerciseCategory = (typeof EXERCISE_CATEGORIES)[number];

/** Default exercise duration in seconds (SPEC section 9). */
export const DEFAULT_EXERCISE_DURATION_SECONDS = 180;

export const EXERCISE_DIFFICULTIES = ["easy", "medium"] as const;
export type ExerciseDifficulty = (typeof EXERCISE_DIFFICULTIES)[number];

/** The 15 built-in exercise ids, in the spec's order. */
export const EXERCISE_IDS = [
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
] as const;

export type LibraryExerciseId = (typeof EXERCISE_IDS)[number];

/** The library ids whose category is "reframing"; every other library exercise is "writing-single". */
export const REFRAMING_EXERCISE_IDS = [
  "evidence-for-against",
  "catch-the-critic",
  "challenge-the-inner-bully",
  "what-i-wish-i-believed",
  "turn-a-mistake-into-meaning",
  "failure-party",
] as const satisfies readonly LibraryExerciseId[];

export function isExerciseCategory(value: unknown): value is ExerciseCategory {
  return typeof value === "string" && (EXERCISE_CATEGORIES as readonly string[]).includes(value);
}

export function isLibraryExerciseId(value: unknown): value is LibraryExerciseId {
  return typeof value === "string" && (EXERCISE_IDS as readonly string[]).includes(value);
}

/**
 * A built-in exercise.
 * For "reframing": beforePrompt asks for the negative thought, afterPrompt for the reframe.
 * For "writing-single": beforePrompt is the writing prompt and afterPrompt is null.
 */
export interface LibraryExercise {
  readonly id: LibraryExerciseId;
  readonly title: string;
  readonly description: string;
  readonly category: "reframing" | "writing-single";
  readonly source: "library";
  readonly steps: readonly string[];
  readonly whatToDo: string;
  readonly whenToUse: string;
  readonly beforePrompt: string;
  readonly afterPrompt: string | null;
  readonly examples: readonly string[];
  readonly psychologicalModels: readonly string[];
  readonly methodTags: readonly string[];
  /** Things a user might say that make this exercise a good fit (used by the coach). */
  readonly userPhrases: readonly string[];
  readonly difficulty: ExerciseDifficulty;
  /** Seconds. */
  readonly duration: number;
}

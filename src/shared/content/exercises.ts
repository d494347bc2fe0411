// The built-in exercise library: 15 exercises (SPEC section 3), in the spec's order.
import {
  catchTheCritic,
  challengeTheInnerBully,
  evidenceForAgainst,
  failureParty,
  turnAMistakeIntoMeaning,
  whatIWishIBelieved,
} from "./exercises-reframing.ts";
import {
  dailyStrengthSnapshot,
  gratitudeForMyself,
  selfCompassionLetter,
  successReplay,
  thirdPersonConfidenceBoost,
} from "./exercises-self-worth.ts";
import { celebrateANo, goOutOfComfortZone, identityShift, smallWinOfTheDay } from "./exercises-growth.ts";
import { isLibraryExerciseId, type LibraryExercise, type LibraryExerciseId } from "./exercises-types.ts";

export {
  DEFAULT_EXERCISE_DURATION_SECONDS,
  EXERCISE_CATEGORIES,
  EXERCISE_DIFFICULTIES,
  EXERCISE_IDS,
  REFRAMING_EXERCISE_IDS,
  isExerciseCategory,
  isLibraryExerciseId,
} from "./exercises-types.ts";
export type { ExerciseCategory, ExerciseDifficulty, LibraryExercise, LibraryExerciseId } from "./exercises-types.ts";

export const EXERCISE_LIBRARY: readonly LibraryExercise[] = Object.freeze([
  evidenceForAgainst,
  dailyStrengthSnapshot,
  selfCompassionLetter,
  successReplay,
  smallWinOfTheDay,
  catchTheCritic,
  gratitudeForMyself,
  challengeTheInnerBully,
  whatIWishIBelieved,
  celebrateANo,
  thirdPersonConfidenceBoost,
  turnAMistakeIntoMeaning,
  identityShift,
  failureParty,
  goOutOfComfortZone,
]);

const byId: ReadonlyMap<string, LibraryExercise> = new Map(EXERCISE_LIBRARY.map((e) => [e.id, e]));

/** The library exercise with this id, or undefined for an unknown id. */
export function getLibraryExercise(id: LibraryExerciseId): LibraryExercise;
export function getLibraryExercise(id: string): LibraryExercise | undefined;
export function getLibraryExercise(id: string): LibraryExercise | undefined {
  return isLibraryExerciseId(id) ? byId.get(id) : undefined;
}

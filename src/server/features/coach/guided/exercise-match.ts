// Picks the library exercise that fits what the user said, the conversation's module and its traps.
import { EXERCISE_LIBRARY, type LibraryExercise, type LibraryExerciseId } from "#shared/content/exercises.ts";
import type { CoachModule } from "#shared/schemas/coach.ts";
import type { TrapId } from "./language.ts";
import type { TopicId } from "./understand.ts";

const BY_TOPIC: Partial<Record<TopicId, LibraryExerciseId[]>> = {
  presentation: ["3rd-person-confidence-boost", "success-replay", "go-out-of-comfort-zone"],
  interview: ["success-replay", "3rd-person-confidence-boost", "daily-strength-snapshot"],
  exam: ["evidence-for-against", "turn-a-mistake-into-meaning", "self-compassion-letter"],
  party: ["go-out-of-comfort-zone", "3rd-person-confidence-boost", "what-i-wish-i-believed"],
  "hard-conversation": ["celebrate-a-no", "3rd-person-confidence-boost", "what-i-wish-i-believed"],
  breakup: ["self-compassion-letter", "gratitude-for-myself", "identity-shift"],
  manager: ["catch-the-critic", "success-replay", "celebrate-a-no"],
  work: ["catch-the-critic", "success-replay", "daily-strength-snapshot"],
  family: ["celebrate-a-no", "self-compassion-letter"],
  friends: ["gratitude-for-myself", "what-i-wish-i-believed"],
  lonely: ["gratitude-for-myself", "self-compassion-letter", "small-win-of-the-day"],
  procrastination: ["small-win-of-the-day", "identity-shift", "failure-party"],
  study: ["small-win-of-the-day", "turn-a-mistake-into-meaning", "evidence-for-against"],
  confidence: ["success-replay", "daily-strength-snapshot", "what-i-wish-i-believed"],
  "new-parent": ["self-compassion-letter", "small-win-of-the-day", "gratitude-for-myself"],
  "body-image": ["self-compassion-letter", "challenge-the-inner-bully", "gratitude-for-myself"],
  "job-loss": ["success-replay", "self-compassion-letter", "daily-strength-snapshot"],
  move: ["go-out-of-comfort-zone", "small-win-of-the-day", "gratitude-for-myself"],
  money: ["small-win-of-the-day", "self-compassion-letter"],
};

const BY_MODULE: Partial<Record<CoachModule, LibraryExerciseId[]>> = {
  trap: ["evidence-for-against", "catch-the-critic", "challenge-the-inner-bully"],
  compassion: ["self-compassion-letter", "challenge-the-inner-bully", "gratitude-for-myself"],
  prepare: ["3rd-person-confidence-boost", "success-replay", "go-out-of-comfort-zone"],
  step: ["small-win-of-the-day", "identity-shift", "daily-strength-snapshot"],
  solve: ["identity-shift", "small-win-of-the-day", "celebrate-a-no"],
  gratitude: ["success-replay", "small-win-of-the-day", "gratitude-for-myself"],
};

const BY_TRAP: Record<TrapId, LibraryExerciseId[]> = {
  labelling: ["challenge-the-inner-bully", "catch-the-critic"],
  "all-or-nothing": ["evidence-for-against", "turn-a-mistake-into-meaning"],
  catastrophising: ["evidence-for-against", "turn-a-mistake-into-meaning"],
  "mind-reading": ["catch-the-critic", "evidence-for-against"],
  "fortune-telling": ["what-i-wish-i-believed", "evidence-for-against"],
  should: ["self-compassion-letter", "catch-the-critic"],
  discounting: ["success-replay", "daily-strength-snapshot"],
  comparison: ["gratitude-for-myself", "catch-the-critic"],
  "emotional-reasoning": ["evidence-for-against", "what-i-wish-i-believed"],
};

/** Exercises that put a harsh thought about oneself on trial. */
const THOUGHT_WORK = new Set<LibraryExerciseId>([
  "evidence-for-against",
  "catch-the-critic",
  "challenge-the-inner-bully",
]);
const GRATITUDE = new Set<LibraryExerciseId>(["gratitude-for-myself"]);

const tokens = (s: string) => new Set(s.toLowerCase().match(/[a-z']{3,}/g) ?? []);
const STOP = new Set([
  "the",
  "and",
  "but",
  "that",
  "this",
  "with",
  "for",
  "you",
  "are",
  "was",
  "have",
  "just",
  "i'm",
  "it's",
  "can't",
  "not",
  "all",
  "get",
]);

function phraseScore(ex: LibraryExercise, userWords: Set<string>): number {
  let score = 0;
  for (const phrase of ex.userPhrases) {
    const words = [...tokens(phrase)].filter((w) => !STOP.has(w));
    const hits = words.filter((w) => userWords.has(w)).length;
    if (words.length > 0) score += hits / words.length;
  }
  return score;
}

const rankBonus = (list: LibraryExerciseId[] | undefined, id: LibraryExerciseId, top: number) => {
  const i = list?.indexOf(id) ?? -1;
  return i >= 0 ? top - i * 0.3 : 0;
};

/**
 * The exercise that fits best, not in `exclude`, or null when none is left. Exercises within a
 * small margin of the best are equally good; `seed` (from the thread) picks among them, so
 * different chats meet different exercises.
 */
export function chooseExercise(opts: {
  text: string;
  topics: TopicId[];
  traps: TrapId[];
  module: CoachModule;
  exclude: string[];
  seed: number;
  /** No harsh thought about themselves in the chat: putting a thought on trial doesn't fit. */
  noHarshThought?: boolean;
  /** The last thing said was hard (a worry, avoidance, a low feeling): gratitude doesn't fit it. */
  lastHard?: boolean;
}): LibraryExercise | null {
  const words = tokens(opts.text);
  const scored = EXERCISE_LIBRARY.filter((e) => !opts.exclude.includes(e.id)).map((ex) => {
    let score = Math.min(phraseScore(ex, words), 1.5);
    if (opts.noHarshThought && THOUGHT_WORK.has(ex.id)) score -= 1.5;
    if (opts.lastHard && GRATITUDE.has(ex.id)) score -= 1.5;
    score += rankBonus(BY_MODULE[opts.module], ex.id, 1.5);
    opts.topics.slice(0, 2).forEach((t, i) => (score += rankBonus(BY_TOPIC[t], ex.id, i === 0 ? 1.5 : 0.8)));
    for (const trap of opts.traps) score += rankBonus(BY_TRAP[trap], ex.id, 1);
    return { ex, score };
  });
  if (scored.length === 0) return null;
  const best = Math.max(...scored.map((s) => s.score));
  const close = scored.filter((s) => s.score >= best - 0.35);
  return close[opts.seed % close.length]!.ex;
}

/** Exercises matching free text (challenges, identities), best first. */
export function rankExercises(text: string, exclude: string[] = []): LibraryExercise[] {
  const words = tokens(text);
  return EXERCISE_LIBRARY.filter((e) => !exclude.includes(e.id))
    .map((e, i) => ({ e, s: phraseScore(e, words) + tokensOverlap(e.whenToUse, words) * 0.5 - i * 0.001 }))
    .sort((a, b) => b.s - a.s)
    .map((x) => x.e);
}

function tokensOverlap(text: string, words: Set<string>): number {
  return [...tokens(text)].filter((w) => !STOP.has(w) && words.has(w)).length / 10;
}

// Picks the library exercise that fits what the user said.
import { EXERCISE_LIBRARY, type LibraryExercise, type LibraryExerciseId } from "#shared/content/exercises.ts";
import type { Topic, TrapId } from "./language.ts";

const BY_TOPIC: Record<Topic, LibraryExerciseId[]> = {
  exam: ["turn-a-mistake-into-meaning", "evidence-for-against", "failure-party", "self-compassion-letter"],
  "work-anxiety": ["go-out-of-comfort-zone", "3rd-person-confidence-boost", "catch-the-critic", "success-replay"],
  breakup: ["self-compassion-letter", "gratitude-for-myself", "daily-strength-snapshot", "identity-shift"],
  imposter: ["success-replay", "evidence-for-against", "daily-strength-snapshot", "what-i-wish-i-believed"],
  procrastination: ["small-win-of-the-day", "identity-shift", "challenge-the-inner-bully", "celebrate-a-no"],
  general: ["catch-the-critic", "self-compassion-letter", "small-win-of-the-day", "gratitude-for-myself"],
};

const BY_TRAP: Record<TrapId, LibraryExerciseId[]> = {
  labelling: ["challenge-the-inner-bully", "catch-the-critic"],
  "all-or-nothing": ["evidence-for-against"],
  catastrophising: ["evidence-for-against", "turn-a-mistake-into-meaning"],
  "mind-reading": ["catch-the-critic", "evidence-for-against"],
  "fortune-telling": ["what-i-wish-i-believed", "evidence-for-against"],
  should: ["self-compassion-letter", "catch-the-critic"],
  discounting: ["success-replay", "daily-strength-snapshot"],
  comparison: ["gratitude-for-myself", "catch-the-critic"],
  "emotional-reasoning": ["evidence-for-against", "what-i-wish-i-believed"],
};

const tokens = (s: string) => new Set(s.toLowerCase().match(/[a-z']{3,}/g) ?? []);
const STOP = new Set(["the", "and", "but", "that", "this", "with", "for", "you", "are", "was", "have", "just", "i'm", "it's", "can't", "not", "all", "get"]);

function phraseScore(ex: LibraryExercise, userWords: Set<string>): number {
  let score = 0;
  for (const phrase of ex.userPhrases) {
    const words = [...tokens(phrase)].filter((w) => !STOP.has(w));
    const hits = words.filter((w) => userWords.has(w)).length;
    if (words.length > 0) score += hits / words.length;
  }
  return score;
}

/** The best-fitting exercise not in `exclude`; deterministic (library order breaks ties). */
export function pickExercise(opts: { userText: string; topic: Topic; traps: TrapId[]; exclude: string[] }): LibraryExercise {
  const userWords = tokens(opts.userText);
  const candidates = EXERCISE_LIBRARY.filter((e) => !opts.exclude.includes(e.id));
  const pool = candidates.length > 0 ? candidates : EXERCISE_LIBRARY;
  let best = pool[0]!;
  let bestScore = -1;
  for (const ex of pool) {
    const topicRank = BY_TOPIC[opts.topic].indexOf(ex.id);
    let score = phraseScore(ex, userWords);
    if (topicRank >= 0) score += 2 - topicRank * 0.4;
    for (const trap of opts.traps) if (BY_TRAP[trap].includes(ex.id)) score += 1.2;
    if (score > bestScore) {
      best = ex;
      bestScore = score;
    }
  }
  return best;
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

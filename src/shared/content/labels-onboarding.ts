// Onboarding choices: emotions per mood, challenges, identities, chat topics (SPEC sections 2 and 9).
import { isMoodLevel, type MoodLevel } from "./labels-mood.ts";

/** Extra choice on the onboarding emotion step that opens a free-text field. */
export const NAME_YOUR_OWN = "Name your own";
/** Extra choice on the challenge and identity steps that opens a free-text field. */
export const ANYTHING_ELSE = "Anything else";
/** At most 3 challenges and 3 identities may be selected (at least 1 each). */
export const ONBOARDING_MAX_SELECTIONS = 3;
export const ONBOARDING_MIN_SELECTIONS = 1;

/** Onboarding's own emotion lists per mood level (1 very bad ... 5 very good). */
export const ONBOARDING_EMOTIONS: Readonly<Record<MoodLevel, readonly string[]>> = Object.freeze({
  1: ["Hopeless", "Lonely", "Ashamed", "Overwhelmed", "Anxious", "Exhausted", "Empty", "Heartbroken"],
  2: ["Stressed", "Worried", "Frustrated", "Insecure", "Sad", "Irritated", "Disappointed", "Tired"],
  3: ["Calm", "Okay", "Unsure", "Distracted", "Bored", "Reflective", "Restless", "Indifferent"],
  4: ["Content", "Hopeful", "Grateful", "Relaxed", "Motivated", "Optimistic", "Connected", "Focused"],
  5: ["Joyful", "Proud", "Excited", "Confident", "Inspired", "Energetic", "Loved", "Grateful"],
});

/** The onboarding emotions for a mood level (neutral list for anything else). */
export function onboardingEmotionsForMood(level: number): readonly string[] {
  return ONBOARDING_EMOTIONS[isMoodLevel(level) ? level : 3];
}

export const ONBOARDING_CHALLENGES = [
  "Overthinking",
  "Fear of judgement",
  "Self-doubt",
  "Procrastination",
  "Social anxiety",
  "Perfectionism",
  "Imposter syndrome",
] as const;

export const ONBOARDING_IDENTITIES = [
  "Student",
  "Professional",
  "Parent",
  "Creative",
  "Athlete",
  "Entrepreneur",
  "Caregiver",
] as const;

/** Step 10 chat topics; the user may also type their own. */
export const ONBOARDING_CHAT_TOPICS = ["Feeling & emotions", "Struggles", "Identities"] as const;

export const ONBOARDING_STEP_COUNT = 10;
export const HABIT_ONBOARDING_STEP_COUNT = 8;

/**
 * Onboarding is complete when a name is set and at least one challenge and one identity
 * are selected (a typed 'Anything else' counts).
 */
export function isOnboardingComplete(data: {
  readonly userName?: string | null;
  readonly selectedChallenges?: readonly string[] | null;
  readonly customChallenge?: string | null;
  readonly selectedIdentities?: readonly string[] | null;
  readonly customIdentity?: string | null;
}): boolean {
  const hasName = (data.userName ?? "").trim().length > 0;
  const hasChallenge = (data.selectedChallenges?.length ?? 0) > 0 || (data.customChallenge ?? "").trim().length > 0;
  const hasIdentity = (data.selectedIdentities?.length ?? 0) > 0 || (data.customIdentity ?? "").trim().length > 0;
  return hasName && hasChallenge && hasIdentity;
}

// Mood scale labels, words, faces and emotion lists (SPEC sections 3, 4 and 9).

export const MOOD_LEVELS = [1, 2, 3, 4, 5] as const;
export type MoodLevel = (typeof MOOD_LEVELS)[number];

export interface MoodLevelInfo {
  readonly level: MoodLevel;
  /** 'Very Bad' ... 'Very Good'. */
  readonly label: string;
  /** Used in 'You are feeling {mood word} today.' */
  readonly word: string;
  readonly emoji: string;
}

export const MOOD_LEVEL_INFO: readonly MoodLevelInfo[] = Object.freeze([
  { level: 1, label: "Very Bad", word: "very down", emoji: "😢" },
  { level: 2, label: "Bad", word: "somewhat down", emoji: "🙁" },
  { level: 3, label: "Neutral", word: "neutral", emoji: "😐" },
  { level: 4, label: "Good", word: "pretty good", emoji: "🙂" },
  { level: 5, label: "Very Good", word: "fantastic", emoji: "😄" },
]);

export const UNKNOWN_MOOD_LABEL = "Unknown";
export const UNKNOWN_MOOD_WORD = "unknown";
export const UNKNOWN_MOOD_EMOJI = "😶";

export function isMoodLevel(value: unknown): value is MoodLevel {
  return typeof value === "number" && (MOOD_LEVELS as readonly number[]).includes(value);
}

function info(level: number): MoodLevelInfo | undefined {
  return isMoodLevel(level) ? MOOD_LEVEL_INFO[level - 1] : undefined;
}

/** 1 Very Bad, 2 Bad, 3 Neutral, 4 Good, 5 Very Good, anything else Unknown. */
export function moodLabel(level: number): string {
  return info(level)?.label ?? UNKNOWN_MOOD_LABEL;
}

/** very down, somewhat down, neutral, pretty good, fantastic; anything else 'unknown'. */
export function moodWord(level: number): string {
  return info(level)?.word ?? UNKNOWN_MOOD_WORD;
}

/** A face emoji for the level. */
export function moodEmoji(level: number): string {
  return info(level)?.emoji ?? UNKNOWN_MOOD_EMOJI;
}

/** Mood-flow emotion lists (SPEC section 9). */
export const MOOD_EMOTIONS = Object.freeze({
  negative: ["Anxious", "Sad", "Angry", "Stressed", "Overwhelmed", "Frustrated", "Tired", "Hopeless"],
  neutral: ["Calm", "Content", "Relaxed", "Indifferent", "Bored", "Distracted", "Focused", "Curious"],
  positive: ["Happy", "Excited", "Proud", "Grateful", "Inspired", "Energetic", "Confident", "Loved"],
} as const);

export type MoodEmotionGroup = keyof typeof MOOD_EMOTIONS;

/** 1-2 negative, 3 neutral, 4-5 positive. Other values get the neutral list. */
export function emotionGroupForMood(level: number): MoodEmotionGroup {
  if (level === 1 || level === 2) return "negative";
  if (level === 4 || level === 5) return "positive";
  return "neutral";
}

export function emotionsForMood(level: number): readonly string[] {
  return MOOD_EMOTIONS[emotionGroupForMood(level)];
}

/** Mood level used when today's mood cannot be read (SPEC section 4). */
export const FALLBACK_MOOD_LEVEL: MoodLevel = 3;

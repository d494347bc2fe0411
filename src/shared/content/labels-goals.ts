// Goals, time commitments and journal types (SPEC sections 3, 4 and 9).

export const GOAL_IDS = ["confidence", "motivation", "happiness", "growth", "custom"] as const;
export type GoalId = (typeof GOAL_IDS)[number];

export const GOAL_LABELS: Readonly<Record<GoalId, string>> = Object.freeze({
  confidence: "Confidence",
  motivation: "Motivation",
  happiness: "Happiness",
  growth: "Growth",
  custom: "Custom",
});

export function isGoalId(value: unknown): value is GoalId {
  return typeof value === "string" && (GOAL_IDS as readonly string[]).includes(value);
}

/** 'Confidence' for a known goal, else the raw value with its first letter capitalised. */
export function goalLabel(goal: string): string {
  if (isGoalId(goal)) return GOAL_LABELS[goal];
  return goal.length > 0 ? goal.charAt(0).toUpperCase() + goal.slice(1) : goal;
}

/**
 * The check-in question for a goal: "How is your confidence today?"; a custom goal is a phrase of
 * its own ("Feel calmer before presentations"), so it is quoted, never squeezed into "your …".
 */
export function goalCheckInQuestion(goal: string, customGoalText?: string | null): string {
  if (goal === "custom")
    return customGoalText?.trim()
      ? `How is it going with “${customGoalText.trim()}” today?`
      : "How is your own goal going today?";
  return `How is your ${goalLabel(goal).toLowerCase()} today?`;
}

/** Goal-specific labels for the 5-level goal check-in (index 0 = level 1). */
export const GOAL_TRACKING_LEVEL_LABELS: Readonly<Record<GoalId, readonly string[]>> = Object.freeze({
  confidence: ["Very unsure", "A bit unsure", "Okay", "Fairly confident", "Very confident"],
  motivation: ["No drive", "Low drive", "Some drive", "Motivated", "Fired up"],
  happiness: ["Very unhappy", "Unhappy", "Okay", "Happy", "Very happy"],
  growth: ["Stuck", "Slow", "Steady", "Growing", "Thriving"],
  custom: ["Very low", "Low", "Okay", "Good", "Great"],
});

export const JOURNAL_ENTRY_TYPES = ["appreciation", "thought-reframing", "micro-win", "self-love"] as const;
export type JournalEntryType = (typeof JOURNAL_ENTRY_TYPES)[number];
export const DEFAULT_JOURNAL_ENTRY_TYPE: JournalEntryType = "appreciation";

export function isJournalEntryType(value: unknown): value is JournalEntryType {
  return typeof value === "string" && (JOURNAL_ENTRY_TYPES as readonly string[]).includes(value);
}

/** The entry type of what someone wrote in a daily exercise (no points of its own), shown as 'Daily Exercise'. */
export const DAILY_EXERCISE_JOURNAL_TYPE = "daily-exercise";

/** Entry types written by daily-action completions, all shown as 'Daily Action'. */
export const DAILY_ACTION_JOURNAL_TYPES = [
  "action_writing-single",
  "action_writing-triple",
  "action_reframing",
  "action_checklist",
] as const;

const JOURNAL_TYPE_LABELS: Readonly<Record<string, string>> = Object.freeze({
  appreciation: "Appreciation",
  "thought-reframing": "Thought Reframing",
  "micro-win": "Micro Win",
  "self-love": "Self-Love",
  "action_writing-single": "Daily Action",
  "action_writing-triple": "Daily Action",
  action_reframing: "Daily Action",
  action_checklist: "Daily Action",
  [DAILY_EXERCISE_JOURNAL_TYPE]: "Daily Exercise",
});

/** Badge text for a journal entry type; anything unknown is 'Journal'. */
export function journalTypeLabel(type: string | null | undefined): string {
  if (typeof type !== "string" || !Object.hasOwn(JOURNAL_TYPE_LABELS, type)) return "Journal";
  return JOURNAL_TYPE_LABELS[type] ?? "Journal";
}

/**
 * Journal entry type written when a daily action of this goal type is completed:
 * confidence self-love, happiness appreciation, motivation micro-win, growth reframing,
 * anything else appreciation. The spec's "reframing" is stored as the entry type
 * "thought-reframing" so it gets the 'Thought Reframing' badge.
 */
export function journalTypeForGoal(goalType: string | null | undefined): JournalEntryType {
  switch (goalType) {
    case "confidence":
      return "self-love";
    case "happiness":
      return "appreciation";
    case "motivation":
      return "micro-win";
    case "growth":
      return "thought-reframing";
    default:
      return "appreciation";
  }
}

export const TIME_COMMITMENT_IDS = ["3min", "5min", "10min", "10min+"] as const;
export type TimeCommitmentId = (typeof TIME_COMMITMENT_IDS)[number];

export interface TimeCommitment {
  readonly id: TimeCommitmentId;
  readonly minutes: number;
  readonly label: string;
}

export const TIME_COMMITMENTS: readonly TimeCommitment[] = Object.freeze([
  { id: "3min", minutes: 3, label: "Let's start small" },
  { id: "5min", minutes: 5, label: "I can try a bit more" },
  { id: "10min", minutes: 10, label: "I am ready for more" },
  { id: "10min+", minutes: 20, label: "I dedicate my life for this" },
]);

export const DEFAULT_TIME_COMMITMENT: TimeCommitmentId = "5min";

export function isTimeCommitmentId(value: unknown): value is TimeCommitmentId {
  return typeof value === "string" && (TIME_COMMITMENT_IDS as readonly string[]).includes(value);
}

/** Minutes for a commitment; unknown values get the default (5). */
export function timeCommitmentMinutes(id: string): number {
  const found = TIME_COMMITMENTS.find((t) => t.id === id);
  return found?.minutes ?? 5;
}

/** The next larger commitment (3min to 5min to 10min to 10min+), or null at the top. */
export function nextTimeCommitment(id: TimeCommitmentId): TimeCommitmentId | null {
  const index = TIME_COMMITMENT_IDS.indexOf(id);
  return TIME_COMMITMENT_IDS[index + 1] ?? null;
}

/** Daily plan size: 1-3 exercises at 3 minutes each. */
export const EXERCISES_PER_DAY_OPTIONS = [1, 2, 3] as const;
export const MINUTES_PER_EXERCISE = 3;

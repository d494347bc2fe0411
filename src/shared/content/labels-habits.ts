// Habit onboarding options, notification times and exercise feedback (SPEC sections 2, 3 and 9).

export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

export const HABIT_CONTEXT_VALUES = ["wake up", "exercise", "lunch", "brushing teeth", "sleep"] as const;
export type HabitContext = (typeof HABIT_CONTEXT_VALUES)[number];

/** 'I'll do this when...' choices, label to stored value. */
export const HABIT_CONTEXT_OPTIONS: readonly Option<HabitContext>[] = Object.freeze([
  { label: "Right after I wake up", value: "wake up" },
  { label: "When I go exercise", value: "exercise" },
  { label: "During lunch break", value: "lunch" },
  { label: "When I brush my teeth", value: "brushing teeth" },
  { label: "Before I go sleep", value: "sleep" },
]);

/** The words for each habit context inside a sentence ("…, right after you wake up, …"). */
export const HABIT_CONTEXT_PHRASES: Readonly<Record<HabitContext, string>> = Object.freeze({
  "wake up": "right after you wake up",
  exercise: "when you go exercise",
  lunch: "during your lunch break",
  "brushing teeth": "when you brush your teeth",
  sleep: "before you go to sleep",
});

export function habitContextLabel(value: string): string | undefined {
  return HABIT_CONTEXT_OPTIONS.find((o) => o.value === value)?.label;
}

export const DEFAULT_NOTIFICATION_TIME = "09:00:00";
export const FIRST_NOTIFICATION_HOUR = 6;
export const LAST_NOTIFICATION_HOUR = 23;

/** 'HH:00:00' or 'HH:MM[:SS]' to '9:00 AM'; undefined when the value is not a time of day. */
export function formatNotificationTime(value: string): string | undefined {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = match[2] ?? "00";
  if (hour > 23 || Number(minute) > 59 || Number(match[3] ?? "0") > 59) return undefined;
  const suffix = hour < 12 ? "AM" : "PM";
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${minute} ${suffix}`;
}

/** Hourly choices 06:00-23:00 (18 options), stored HH:00:00, shown in 12-hour AM/PM. */
export const NOTIFICATION_TIME_OPTIONS: readonly Option[] = Object.freeze(
  Array.from({ length: LAST_NOTIFICATION_HOUR - FIRST_NOTIFICATION_HOUR + 1 }, (_, i) => {
    const value = `${String(FIRST_NOTIFICATION_HOUR + i).padStart(2, "0")}:00:00`;
    return { value, label: formatNotificationTime(value) ?? value };
  }),
);

export function isNotificationTimeOption(value: unknown): value is string {
  return typeof value === "string" && NOTIFICATION_TIME_OPTIONS.some((o) => o.value === value);
}

export const FEEDBACK_VALUES = ["not_helpful", "neutral", "helpful"] as const;
export type ExerciseFeedback = (typeof FEEDBACK_VALUES)[number];

export const FEEDBACK_OPTIONS: readonly Option<ExerciseFeedback>[] = Object.freeze([
  { value: "not_helpful", label: "Not helpful" },
  { value: "neutral", label: "It was okay" },
  { value: "helpful", label: "Helpful" },
]);

/** Coach replies to exercise feedback (SPEC section 4). */
export const FEEDBACK_RESPONSES: Readonly<Record<ExerciseFeedback, string>> = Object.freeze({
  not_helpful: "Sorry to hear the exercise wasn't so helpful.",
  neutral: "Good to know it was okay.",
  helpful: "Great to know it was helpful for you!",
});

export function isExerciseFeedback(value: unknown): value is ExerciseFeedback {
  return typeof value === "string" && (FEEDBACK_VALUES as readonly string[]).includes(value);
}

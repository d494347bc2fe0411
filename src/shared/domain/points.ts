// Points / XP rules (SPEC sections 4 and 9). point_events is the ledger; the total is its sum,
// floored at 0 (DESIGN decision 4).

/** Point amounts for each kind of event. */
export const POINTS = Object.freeze({
  /** Completing an exercise (new scheme): 10 XP. */
  EXERCISE_COMPLETION: 10,
  GOAL_TRACKING: 1,
  APPRECIATION_JOURNAL: 1,
  MICRO_WIN_JOURNAL: 1,
  SELF_LOVE_JOURNAL: 1,
  THOUGHT_REFRAMING_JOURNAL: 2,
  /** Daily action (old scheme) when the point structure has no entry for its category. */
  ACTION_DEFAULT: 1,
} as const);

/** point_events.source values. The spec names 'generic' (default) and 'exercise_completion'. */
export const POINT_SOURCES = Object.freeze({
  GENERIC: "generic",
  EXERCISE_COMPLETION: "exercise_completion",
  GOAL_TRACKING: "goal_tracking",
  JOURNAL: "journal",
  ACTION: "action",
} as const);

export type PointSource = (typeof POINT_SOURCES)[keyof typeof POINT_SOURCES];

/** Fixed rewards shown on the celebration screen. */
export const CELEBRATION_XP = POINTS.EXERCISE_COMPLETION;
export const CELEBRATION_STREAK = 1;

/** Daily action categories (old scheme) that the point structure is keyed on. */
export const ACTION_CATEGORIES = ["timer", "checklist", "writing-single", "writing-triple", "reframing"] as const;
export type ActionCategory = (typeof ACTION_CATEGORIES)[number];

/** Rows of point_structure: action key (action_{category}) to points. */
export type PointStructure = Readonly<Record<string, number>>;

/**
 * Seed for point_structure. Quick actions earn 1; actions that take more effort
 * (three answers, a whole checklist, a two-step reframe) earn 2.
 */
export const POINT_STRUCTURE: PointStructure = Object.freeze({
  action_timer: 1,
  "action_writing-single": 1,
  "action_writing-triple": 2,
  action_checklist: 2,
  action_reframing: 2,
});

export function actionKey(category: string): string {
  return `action_${category}`;
}

/** Build the action-to-points map from point_structure rows (later rows win). */
export function buildPointStructure(rows: readonly { action: string; points: number }[]): PointStructure {
  const map: Record<string, number> = {};
  for (const row of rows) map[row.action] = row.points;
  return Object.freeze(map);
}

/**
 * Points for completing a daily action of `category`: structure[action_{category}], or 1 when
 * there is no entry or the entry is not a non-negative finite number. Fractions are floored.
 */
export function pointsForAction(category: string, structure: PointStructure = POINT_STRUCTURE): number {
  const key = actionKey(category);
  const value = Object.hasOwn(structure, key) ? structure[key] : undefined;
  if (value === undefined || !Number.isFinite(value) || value < 0) return POINTS.ACTION_DEFAULT;
  return Math.floor(value);
}

/** Points for saving a journal: thought-reframing 2; appreciation, micro-win and self-love 1. */
export function pointsForJournal(entryType: string): number {
  switch (entryType) {
    case "thought-reframing":
      return POINTS.THOUGHT_REFRAMING_JOURNAL;
    case "micro-win":
      return POINTS.MICRO_WIN_JOURNAL;
    case "self-love":
      return POINTS.SELF_LOVE_JOURNAL;
    default:
      return POINTS.APPRECIATION_JOURNAL;
  }
}

/** Sum of the ledger, floored at 0. Non-finite amounts are ignored. */
export function totalPoints(amounts: readonly number[]): number {
  let sum = 0;
  for (const amount of amounts) {
    if (Number.isFinite(amount)) sum += amount;
  }
  if (Number.isNaN(sum)) return 0;
  if (sum === Number.POSITIVE_INFINITY) return Number.MAX_VALUE;
  return sum > 0 ? sum : 0;
}

/** Optimistic local update: the new total after adding `amount`, never below 0. */
export function addPoints(total: number, amount: number): number {
  return totalPoints([Number.isFinite(total) ? Math.max(0, total) : 0, amount]);
}

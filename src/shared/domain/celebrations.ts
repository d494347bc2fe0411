// Moments worth celebrating after a completion (issue 13, point 13): a new level, a streak
// milestone, the day's exercises all done. One at a time, the biggest first.

export const STREAK_MILESTONES = [3, 7, 14, 30, 50, 100, 200, 365] as const;

/** `level`: the otter's level now (for her picture). */
export type Celebration =
  | { kind: "level"; level: number }
  | { kind: "streak"; days: number; level: number }
  | { kind: "day-done"; level: number };

export interface CompletionFacts {
  /** This completion was paid (not a repeat). */
  awarded: boolean;
  leveledUp: boolean;
  level: number;
  streakBefore: number | null;
  streakAfter: number;
  /** Today's plan was complete before and after this completion. */
  planDoneBefore: boolean;
  planDoneAfter: boolean;
}

export function celebrationFor(f: CompletionFacts): Celebration | null {
  if (!f.awarded) return null;
  if (f.leveledUp) return { kind: "level", level: f.level };
  if (f.streakAfter !== f.streakBefore && (STREAK_MILESTONES as readonly number[]).includes(f.streakAfter))
    return { kind: "streak", days: f.streakAfter, level: f.level };
  if (f.planDoneAfter && !f.planDoneBefore) return { kind: "day-done", level: f.level };
  return null;
}

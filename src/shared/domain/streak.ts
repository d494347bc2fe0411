// Daily streak rules (SPEC sections 4 and 9) as pure functions over the stored streak row.
// "Today" and "yesterday" are local calendar days in the user's IANA time zone (see day.ts).
import { addDays, dayDiff, localDay, resolveTimeZone } from "./day.ts";

export interface StreakState {
  readonly currentStreak: number;
  readonly longestStreak: number;
  /** ISO instant of the last action, or null when the user never acted. */
  readonly lastActionDate: string | null;
}

export const INITIAL_STREAK: StreakState = Object.freeze({
  currentStreak: 0,
  longestStreak: 0,
  lastActionDate: null,
});

/**
 * The daily check resets the streak when the last action's local day is more than this many
 * calendar days before today.
 */
export const STREAK_RESET_AFTER_DAYS = 2;

function count(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The local day of the last action, or null when there is none (or it is unparseable). */
export function lastActionDay(state: StreakState, timeZone: string): string | null {
  if (state.lastActionDate === null) return null;
  const instant = new Date(state.lastActionDate);
  if (Number.isNaN(instant.getTime())) return null;
  return localDay(instant, resolveTimeZone(timeZone));
}

/**
 * Record an action at `now`:
 * - streak > 0 and the last action was on today's local day (or, after clock skew, later):
 *   nothing changes and `state` itself is returned;
 * - otherwise the streak becomes streak + 1 if the last action was on the local yesterday,
 *   else 1; longest = max(old longest, new streak); lastActionDate = now.
 */
export function applyAction(state: StreakState, now: Date, timeZone: string): StreakState {
  const tz = resolveTimeZone(timeZone);
  const today = localDay(now, tz);
  const lastDay = lastActionDay(state, tz);
  const current = count(state.currentStreak);
  if (current > 0 && lastDay !== null && dayDiff(today, lastDay) <= 0) return state;
  const next = lastDay !== null && lastDay === addDays(today, -1) ? current + 1 : 1;
  return {
    currentStreak: next,
    longestStreak: Math.max(count(state.longestStreak), next),
    lastActionDate: now.toISOString(),
  };
}

/**
 * True when the daily check would reset the streak.
 *
 * SPEC: "Streak resets after more than 2 days without activity (last action earlier than two
 * days ago)". Decision: "two days ago" is the local calendar day `today - 2`, and "earlier than"
 * is strict, so the streak resets when dayDiff(today, lastDay) > 2. Examples with today =
 * Thursday: last action Tuesday (2 days ago) keeps the streak on display (an action today
 * would still restart it at 1, because Tuesday is not yesterday); last action Monday (3 days
 * ago) resets it to 0. Comparing calendar days (not 48 hours of elapsed time) makes the result
 * independent of the time of day and of DST.
 */
export function isStreakExpired(state: StreakState, now: Date, timeZone: string): boolean {
  const lastDay = lastActionDay(state, timeZone);
  if (lastDay === null) return false;
  return dayDiff(localDay(now, resolveTimeZone(timeZone)), lastDay) > STREAK_RESET_AFTER_DAYS;
}

/**
 * Daily check: resets currentStreak to 0 when the last action is more than two local days
 * before today (see isStreakExpired). Otherwise, or with no last action at all, `state` itself
 * is returned unchanged. longestStreak and lastActionDate are always kept.
 */
export function applyDailyCheck(state: StreakState, now: Date, timeZone: string): StreakState {
  if (count(state.currentStreak) === 0 || !isStreakExpired(state, now, timeZone)) return state;
  return { ...state, currentStreak: 0 };
}

/** Lower the streak by 1, not below 0. */
export function decrement(state: StreakState): StreakState {
  return { ...state, currentStreak: Math.max(0, count(state.currentStreak) - 1) };
}

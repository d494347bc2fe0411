// Mood insights for the history screen (DESIGN section 3): a daily trend and the most frequent emotions.
import { addDays, localDay } from "./day.ts";

export interface MoodSample {
  moodLevel: number;
  emotions: readonly string[];
  createdAt: Date;
}

export interface MoodTrendPoint {
  day: string;
  average: number | null;
  count: number;
}

/**
 * One point per local day for the `days` days ending today (oldest first). A day's value is the
 * average level of its check-ins, rounded to one decimal, or null when there was none.
 */
export function moodTrend(samples: readonly MoodSample[], now: Date, timeZone: string, days: number): MoodTrendPoint[] {
  const today = localDay(now, timeZone);
  const first = addDays(today, -(days - 1));
  const sums = new Map<string, { sum: number; count: number }>();
  for (const s of samples) {
    const day = localDay(s.createdAt, timeZone);
    if (day < first || day > today) continue;
    const acc = sums.get(day) ?? { sum: 0, count: 0 };
    acc.sum += s.moodLevel;
    acc.count += 1;
    sums.set(day, acc);
  }
  const points: MoodTrendPoint[] = [];
  for (let i = 0; i < days; i++) {
    const day = addDays(first, i);
    const acc = sums.get(day);
    points.push({ day, count: acc?.count ?? 0, average: acc ? Math.round((acc.sum / acc.count) * 10) / 10 : null });
  }
  return points;
}

/** Emotions by how often they were chosen, most frequent first (ties alphabetical), at most `limit`. */
export function topEmotions(samples: readonly MoodSample[], limit = 5): { emotion: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const s of samples) for (const e of new Set(s.emotions)) counts.set(e, (counts.get(e) ?? 0) + 1);
  return [...counts]
    .map(([emotion, count]) => ({ emotion, count }))
    .sort((a, b) => b.count - a.count || a.emotion.localeCompare(b.emotion))
    .slice(0, limit);
}

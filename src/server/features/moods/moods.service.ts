import { and, desc, eq, gte, isNotNull, isNull, lt, type SQL } from "drizzle-orm";
import { goalTrackingNote } from "#shared/domain/journal-content.ts";
import { localDay, localDayRange } from "#shared/domain/day.ts";
import { moodTrend, topEmotions } from "#shared/domain/mood-stats.ts";
import { POINTS, POINT_SOURCES } from "#shared/domain/points.ts";
import type {
  GoalCheckInResult,
  ListMoodsQuery,
  MoodEntry,
  MoodPage,
  MoodStats,
  MoodToday,
} from "#shared/schemas/moods.ts";
import type { Db } from "#server/db/client.ts";
import { moodTracking } from "#server/db/schema/index.ts";
import { afterCursor, newestFirst, pageOf, rowsToFetch, sortKeyOf, type Keyset } from "#server/lib/paging.ts";
import { getTimeZone } from "../profile/profile.service.ts";
import { awardPoints } from "../progress/progress.service.ts";

type MoodRow = typeof moodTracking.$inferSelect;

/** The ledger's dedupe key of a goal's check-in award: one per goal per local day. */
const goalTrackingKey = (goalType: string, day: string) => `goal_tracking:${goalType}:${day}`;

const toEntry = (row: MoodRow): MoodEntry => ({
  id: row.id,
  moodLevel: row.moodLevel,
  note: row.note,
  goalType: row.goalType,
  emotions: row.emotions,
  createdAt: row.createdAt.toISOString(),
});

/** Whether a mood (not a goal check-in) was logged during the user's local today. */
export async function moodToday(db: Db, userId: string, now: Date): Promise<MoodToday> {
  const { start, end } = localDayRange(now, await getTimeZone(db, userId));
  const [row] = await db
    .select({ moodLevel: moodTracking.moodLevel })
    .from(moodTracking)
    .where(
      and(
        eq(moodTracking.userId, userId),
        isNull(moodTracking.goalType),
        gte(moodTracking.createdAt, start),
        lt(moodTracking.createdAt, end),
      ),
    )
    .orderBy(desc(moodTracking.createdAt))
    .limit(1);
  return row ? { logged: true, moodLevel: row.moodLevel } : { logged: false, moodLevel: null };
}

export async function createMood(
  db: Db,
  userId: string,
  input: { moodLevel: number; emotions: string[]; note?: string | undefined },
  now: Date,
): Promise<MoodEntry> {
  const note = input.note?.trim() || null;
  const emotions = [...new Set(input.emotions)];
  const [row] = await db
    .insert(moodTracking)
    .values({ userId, moodLevel: input.moodLevel, emotions, note, createdAt: now })
    .returning();
  return toEntry(row!);
}

/**
 * A goal check-in: a mood entry with goal_type and the note '{goalType} tracking: {note}', and
 * +1 point (SPEC section 9) for the first check-in of that goal in the user's local day (DESIGN 14,
 * decision 018: later ones are saved but not paid). It does not touch the streak: SPEC section 4
 * updates the streak on exercise and daily-action completions only.
 */
export async function trackGoal(
  db: Db,
  userId: string,
  input: { goalType: string; level: number; note?: string | undefined },
  now: Date,
): Promise<GoalCheckInResult> {
  const day = localDay(now, await getTimeZone(db, userId));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(moodTracking)
      .values({
        userId,
        moodLevel: input.level,
        goalType: input.goalType,
        note: goalTrackingNote(input.goalType, input.note),
        createdAt: now,
      })
      .returning();
    const awarded = await awardPoints(
      tx,
      userId,
      POINTS.GOAL_TRACKING,
      POINT_SOURCES.GOAL_TRACKING,
      goalTrackingKey(input.goalType, day),
    );
    return { entry: toEntry(row!), pointsAwarded: awarded ? POINTS.GOAL_TRACKING : 0 };
  });
}

const moodKeyset: Keyset = { at: moodTracking.createdAt, id: moodTracking.id };

/** Newest first (then by id), one page. `mood`: check-ins of the /mood flow; `goal`: goal check-ins (of one goal when given). */
export async function listMoods(db: Db, userId: string, query: ListMoodsQuery): Promise<MoodPage> {
  const where: (SQL | undefined)[] = [eq(moodTracking.userId, userId), afterCursor(moodKeyset, query.cursor)];
  if (query.kind === "mood") where.push(isNull(moodTracking.goalType));
  if (query.kind === "goal") where.push(isNotNull(moodTracking.goalType));
  if (query.goalType) where.push(eq(moodTracking.goalType, query.goalType));
  const found = await db
    .select({ row: moodTracking, at: sortKeyOf(moodTracking.createdAt) })
    .from(moodTracking)
    .where(and(...where))
    .orderBy(...newestFirst(moodKeyset))
    .limit(rowsToFetch(query));
  const { rows, nextCursor } = pageOf(found, query, (r) => ({ at: r.at, id: r.row.id }));
  return { items: rows.map((r) => toEntry(r.row)), nextCursor };
}

/** The trend of mood check-ins (not goal check-ins) over the last `days` local days, and their top emotions. */
export async function moodStats(db: Db, userId: string, days: number, now: Date): Promise<MoodStats> {
  const timeZone = await getTimeZone(db, userId);
  // A day of slack on both sides: moodTrend keeps exactly the local days in range.
  const since = new Date(now.getTime() - (days + 1) * 86_400_000);
  const rows = await db
    .select({ moodLevel: moodTracking.moodLevel, emotions: moodTracking.emotions, createdAt: moodTracking.createdAt })
    .from(moodTracking)
    .where(and(eq(moodTracking.userId, userId), isNull(moodTracking.goalType), gte(moodTracking.createdAt, since)))
    .orderBy(desc(moodTracking.createdAt));
  const trend = moodTrend(rows, now, timeZone, days);
  const firstDay = trend[0]?.day ?? localDay(now, timeZone);
  const inRange = rows.filter((r) => localDay(r.createdAt, timeZone) >= firstDay);
  const sum = inRange.reduce((n, r) => n + r.moodLevel, 0);
  return {
    days,
    trend,
    topEmotions: topEmotions(inRange),
    total: inRange.length,
    average: inRange.length > 0 ? Math.round((sum / inRange.length) * 10) / 10 : null,
  };
}

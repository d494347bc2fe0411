import { and, desc, eq, gte, lt } from "drizzle-orm";
import { localDayRange } from "#shared/domain/day.ts";
import type { MoodToday } from "#shared/schemas/moods.ts";
import type { Db } from "../../db/client.ts";
import { moodTracking } from "../../db/schema/index.ts";
import { getTimeZone } from "../profile/profile.service.ts";

/** Whether a mood (not a goal check-in) was logged during the user's local today. */
export async function moodToday(db: Db, userId: string, now: Date): Promise<MoodToday> {
  const { start, end } = localDayRange(now, await getTimeZone(db, userId));
  const [row] = await db
    .select({ moodLevel: moodTracking.moodLevel, goalType: moodTracking.goalType })
    .from(moodTracking)
    .where(and(eq(moodTracking.userId, userId), gte(moodTracking.createdAt, start), lt(moodTracking.createdAt, end)))
    .orderBy(desc(moodTracking.createdAt))
    .limit(1);
  return row ? { logged: true, moodLevel: row.moodLevel } : { logged: false, moodLevel: null };
}

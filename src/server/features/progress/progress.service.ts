import { eq, sql } from "drizzle-orm";
import { levelProgress } from "#shared/domain/levels.ts";
import { applyDailyCheck } from "#shared/domain/streak.ts";
import type { Progress } from "#shared/schemas/progress.ts";
import type { Db } from "../../db/client.ts";
import { pointEvents, userStreaks } from "../../db/schema/index.ts";
import { getTimeZone } from "../profile/profile.service.ts";

/** XP = the ledger's sum floored at 0; the streak is shown after the spec's daily reset check. */
export async function getProgress(db: Db, userId: string, now: Date): Promise<Progress> {
  const [[sum], [streakRow], timeZone] = await Promise.all([
    db.select({ total: sql<string>`coalesce(sum(${pointEvents.amount}), 0)` }).from(pointEvents).where(eq(pointEvents.userId, userId)),
    db.select().from(userStreaks).where(eq(userStreaks.userId, userId)),
    getTimeZone(db, userId),
  ]);
  const xp = Math.max(0, Number(sum?.total ?? 0));
  const level = levelProgress(xp);
  const streak = applyDailyCheck(
    {
      currentStreak: streakRow?.currentStreak ?? 0,
      longestStreak: streakRow?.longestStreak ?? 0,
      lastActionDate: streakRow?.lastActionDate?.toISOString() ?? null,
    },
    now,
    timeZone,
  );
  return {
    xp,
    level: level.level,
    description: level.description,
    nextLevel: level.nextLevel,
    toNext: Math.ceil(level.toNext),
    percent: level.percent,
    streak: { current: streak.currentStreak, longest: streak.longestStreak, lastActionDate: streak.lastActionDate },
  };
}

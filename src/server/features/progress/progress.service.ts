import { eq, sql } from "drizzle-orm";
import { levelProgress } from "#shared/domain/levels.ts";
import { applyAction, applyDailyCheck } from "#shared/domain/streak.ts";
import type { Progress } from "#shared/schemas/progress.ts";
import type { Executor } from "#server/db/client.ts";
import { pointEvents, user, userProfiles, userStreaks } from "#server/db/schema/index.ts";
import { sessionEnded } from "#server/lib/errors.ts";

/**
 * One statement: the user's row (gone if the account was deleted under a cached session cookie),
 * the ledger's sum, the streak and the time zone. Prepared once per database (or transaction):
 * building the SQL cost more than running it under load.
 */
const progressQueries = new WeakMap<Executor, ReturnType<typeof prepareProgressQuery>>();

function prepareProgressQuery(db: Executor) {
  const userId = sql.placeholder("userId");
  return db
    .select({
      total: sql<string>`(select coalesce(sum(${pointEvents.amount}), 0) from ${pointEvents} where ${pointEvents.userId} = ${user.id})`,
      currentStreak: userStreaks.currentStreak,
      longestStreak: userStreaks.longestStreak,
      lastActionDate: userStreaks.lastActionDate,
      timeZone: userProfiles.timeZone,
    })
    .from(user)
    .leftJoin(userStreaks, eq(userStreaks.userId, user.id))
    .leftJoin(userProfiles, eq(userProfiles.id, user.id))
    .where(eq(user.id, userId))
    .prepare("get_progress");
}

/** XP = the ledger's sum floored at 0; the streak is shown after the spec's daily reset check. */
export async function getProgress(db: Executor, userId: string, now: Date): Promise<Progress> {
  let query = progressQueries.get(db);
  if (!query) progressQueries.set(db, (query = prepareProgressQuery(db)));
  const [row] = await query.execute({ userId });
  if (!row) throw sessionEnded();
  const xp = Math.max(0, Number(row.total));
  const level = levelProgress(xp);
  const streak = applyDailyCheck(
    {
      currentStreak: row.currentStreak ?? 0,
      longestStreak: row.longestStreak ?? 0,
      lastActionDate: row.lastActionDate?.toISOString() ?? null,
    },
    now,
    row.timeZone ?? "UTC",
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

/**
 * Adds a row to the points ledger. With a dedupeKey the same event reported twice (a double
 * tap, a retry, a second tab) is stored once: returns false when it was already there.
 */
export async function awardPoints(
  db: Executor,
  userId: string,
  amount: number,
  source: string,
  dedupeKey?: string,
): Promise<boolean> {
  const inserted = await db
    .insert(pointEvents)
    .values({ userId, amount, source, dedupeKey: dedupeKey ?? null })
    .onConflictDoNothing({ target: [pointEvents.userId, pointEvents.dedupeKey] })
    .returning({ id: pointEvents.id });
  return inserted.length > 0;
}

/** Applies the spec's streak rule for an action now, in the user's local day, and stores it. */
export async function recordStreakAction(db: Executor, userId: string, now: Date, timeZone: string) {
  const [row] = await db.select().from(userStreaks).where(eq(userStreaks.userId, userId));
  const next = applyAction(
    {
      currentStreak: row?.currentStreak ?? 0,
      longestStreak: row?.longestStreak ?? 0,
      lastActionDate: row?.lastActionDate?.toISOString() ?? null,
    },
    now,
    timeZone,
  );
  const values = {
    currentStreak: next.currentStreak,
    longestStreak: next.longestStreak,
    lastActionDate: next.lastActionDate ? new Date(next.lastActionDate) : null,
    updatedAt: now,
  };
  await db
    .insert(userStreaks)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userStreaks.userId, set: values });
  return next;
}

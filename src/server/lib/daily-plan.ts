// What the daily exercise plan and the daily action plan share (issue 14): a plan's day is the
// user's local day; what was done on it is one record per plan per day, whose ids are added once
// in one statement and whose `completed` flag follows the plan; a completion is paid once per
// dedupe key and counts for the streak. The plans' own rules (which ids, caps, answers) stay in
// their services.
import { and, eq, getTableName, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { localDay } from "#shared/domain/day.ts";
import type { Db, Executor } from "#server/db/client.ts";
import { getTimeZone } from "#server/features/profile/profile.service.ts";
import { awardPoints, recordStreakAction } from "#server/features/progress/progress.service.ts";

export interface UserDay {
  timeZone: string;
  /** `now`'s calendar day in the user's time zone (YYYY-MM-DD). */
  day: string;
}

/** The user's time zone and the local day `now` falls on there: the day a plan's record and award belong to. */
export async function userDay(db: Db, userId: string, now: Date): Promise<UserDay> {
  const timeZone = await getTimeZone(db, userId);
  return { timeZone, day: localDay(now, timeZone) };
}

/** A JSON value as a jsonb parameter. */
export const jsonb = (value: unknown): SQL => sql`${JSON.stringify(value)}::jsonb`;

/** The jsonb id array `column` with `id` appended unless it is there: one statement, so two completions at once never lose an id. */
export function appendIdOnce(column: AnyPgColumn, id: string): SQL {
  const one = jsonb([id]);
  return sql`case when ${column} @> ${one} then ${column} else ${column} || ${one} end`;
}

/** A table of daily records (or of plans) that stores whether the plan was complete. */
type CompletableTable = PgTable & { id: AnyPgColumn; completed: AnyPgColumn; updatedAt: AnyPgColumn };

/** A daily record table: one row per plan (`planColumn`) per local day, unique on the pair. */
type DailyRecordTable = CompletableTable & { localDay: AnyPgColumn };

/**
 * Today's record of a plan, inserted with `values` when absent. Racing requests insert one row
 * (the unique (plan, day) pair) and all read it back.
 */
export async function ensureDailyRecord<T extends DailyRecordTable>(
  db: Executor,
  table: T,
  planColumn: AnyPgColumn,
  { planId, day }: { planId: string; day: string },
  values: PgInsertValue<T>,
): Promise<T["$inferSelect"]> {
  await db
    .insert(table)
    .values(values)
    .onConflictDoNothing({ target: [planColumn, table.localDay] });
  const row = await findDailyRecord(db, table, planColumn, { planId, day });
  if (!row) throw new Error(`${getTableName(table)}: today's record missing after insert`);
  return row;
}

/** Today's record of a plan, or null. */
export async function findDailyRecord<T extends DailyRecordTable>(
  db: Executor,
  table: T,
  planColumn: AnyPgColumn,
  { planId, day }: { planId: string; day: string },
): Promise<T["$inferSelect"] | null> {
  const rows = (await db
    .select()
    .from<PgTable>(table)
    .where(and(eq(planColumn, planId), eq(table.localDay, day)))) as T["$inferSelect"][];
  return rows[0] ?? null;
}

/**
 * Keeps a row's stored `completed` flag equal to `completed` (isPlanComplete after a completion,
 * or after the plan's ids change); writes only when it differs. Returns the flag.
 */
export async function syncCompletedFlag<T extends CompletableTable>(
  db: Executor,
  table: T,
  row: { id: string; completed: boolean },
  completed: boolean,
  now: Date,
): Promise<boolean> {
  if (completed !== row.completed) {
    await db
      .update(table)
      .set({ completed, updatedAt: now } as PgUpdateSetSource<T>)
      .where(eq(table.id, row.id));
  }
  return completed;
}

/**
 * Pays a completion and counts it for the streak, once per `dedupeKey` (the caller's key says once
 * per what and per local day), however often the client repeats it. False when it was paid before.
 */
export async function awardCompletion(
  tx: Executor,
  userId: string,
  award: { points: number; source: string; dedupeKey: string; now: Date; timeZone: string },
): Promise<boolean> {
  const awarded = await awardPoints(tx, userId, award.points, award.source, award.dedupeKey);
  if (awarded) await recordStreakAction(tx, userId, award.now, award.timeZone);
  return awarded;
}

import { randomUUID } from "node:crypto";
import { and, desc, eq, gte, inArray, isNull, like, or, sql } from "drizzle-orm";
import {
  DEFAULT_EXERCISE_DURATION_SECONDS,
  EXERCISE_IDS,
  type ExerciseCategory,
} from "#shared/content/exercises-types.ts";
import { DAILY_EXERCISE_JOURNAL_TYPE } from "#shared/content/labels-goals.ts";
import { isPlanComplete, planCompletionKey, uniqueIds } from "#shared/domain/daily-record.ts";
import { exerciseJournalContent } from "#shared/domain/journal-content.ts";
import { levelForXp } from "#shared/domain/levels.ts";
import { POINT_SOURCES, POINTS } from "#shared/domain/points.ts";
import {
  EXERCISE_MESSAGES,
  MAX_PLAN_EXERCISES,
  WRITING_MULTIPLES_COUNT,
  timerSeconds,
  type CompleteSingleInput,
  type CompletionResult,
  type CustomExerciseInput,
  type DailyRecord,
  type Exercise,
  type Plan,
  type Today,
} from "#shared/schemas/exercises.ts";
import type { Db, Tx, Executor } from "#server/db/client.ts";
import {
  dailyExerciseRecords,
  exerciseRecords,
  exercises,
  journals,
  pointEvents,
  userDailyExercises,
} from "#server/db/schema/index.ts";
import {
  appendIdOnce,
  awardCompletion,
  ensureDailyRecord,
  findDailyRecord,
  jsonb,
  syncCompletedFlag,
  userDay,
} from "#server/lib/daily-plan.ts";
import { AppError, notFound } from "#server/lib/errors.ts";
import { getProgress } from "../progress/progress.service.ts";

type ExerciseRow = typeof exercises.$inferSelect;
type RecordRow = typeof dailyExerciseRecords.$inferSelect;

const noPlan = () => new AppError(409, EXERCISE_MESSAGES.noPlan);
const exerciseNotFound = () => notFound("Exercise not found");
/** Today's record of a plan is keyed by this column and the local day. */
const recordPlan = dailyExerciseRecords.dailyExercisePlanId;

export function toExercise(row: ExerciseRow): Exercise {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as ExerciseCategory,
    source: row.source,
    custom: row.userId !== null,
    steps: row.steps ?? [],
    checklist: row.checklist ?? [],
    difficulty: row.difficulty,
    duration: row.duration,
    minute: row.minute,
    number: row.number,
    whatToDo: row.whatToDo,
    whenToUse: row.whenToUse,
    beforePrompt: row.beforePrompt,
    afterPrompt: row.afterPrompt,
    examples: row.examples ?? [],
    psychologicalModels: row.psychologicalModels ?? [],
    methodTags: row.methodTags ?? [],
  };
}

const toPlan = (row: typeof userDailyExercises.$inferSelect): Plan => ({
  id: row.id,
  exerciseIds: row.exerciseIds,
  createdAt: row.createdAt.toISOString(),
});

function toRecord(row: RecordRow, planIds: readonly string[]): DailyRecord {
  return {
    id: row.id,
    localDay: row.localDay,
    completedExerciseIds: row.completedExerciseIds,
    completed: isPlanComplete(planIds, row.completedExerciseIds),
  };
}

/** The library and the user's own exercises are visible to them; nobody else's. */
const visibleTo = (userId: string) => or(isNull(exercises.userId), eq(exercises.userId, userId));

/** The columns of a custom exercise from the form: each template fills what its player needs. */
function customColumns(input: CustomExerciseInput) {
  const prompt = input.prompt || null;
  const isTimer = input.category === "timer";
  const minutes = isTimer ? (input.timerMinutes ?? 0) : null;
  return {
    title: input.title,
    description: input.description || null,
    category: input.category,
    beforePrompt: input.category === "reframing" ? (prompt ?? "What negative thought is on your mind?") : prompt,
    afterPrompt: input.category === "reframing" ? "How could you see it in a kinder, more balanced way?" : null,
    minute: minutes,
    duration: isTimer ? timerSeconds(minutes ?? 0) : DEFAULT_EXERCISE_DURATION_SECONDS,
    number: input.category === "writing-multiples" ? WRITING_MULTIPLES_COUNT : null,
    checklist:
      input.category === "checklist"
        ? (input.checklist ?? []).map((item) => item.trim()).filter((item) => item !== "")
        : null,
  };
}

/** Every library exercise, in the spec's order (the seed keeps them in the table). */
export async function listLibrary(db: Db): Promise<Exercise[]> {
  const rows = await db.select().from(exercises).where(isNull(exercises.userId));
  const order = new Map<string, number>(EXERCISE_IDS.map((id, i) => [id, i]));
  return rows.sort((a, b) => (order.get(a.id) ?? 99) - (order.get(b.id) ?? 99)).map(toExercise);
}

/**
 * Today's plan = the newest user_daily_exercises row (or null). `lock`: inside a transaction that
 * writes the plan's ids back, hold the row (FOR UPDATE) so a concurrent edit waits and then reads
 * the ids this one wrote, instead of both writing back what they read (issue 15 item 2).
 */
export async function currentPlan(db: Executor, userId: string, lock = false) {
  const query = db
    .select()
    .from(userDailyExercises)
    .where(eq(userDailyExercises.userId, userId))
    .orderBy(desc(userDailyExercises.createdAt))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The plan, held for a change of its ids (409 without one). */
async function lockedPlan(tx: Executor, userId: string) {
  const plan = await currentPlan(tx, userId, true);
  if (!plan) throw noPlan();
  return plan;
}

async function visibleExercises(db: Executor, userId: string, ids: readonly string[]): Promise<ExerciseRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(exercises)
    .where(and(inArray(exercises.id, [...ids]), visibleTo(userId)));
}

/** Plan exercises already done today outside the plan (the onboarding's first exercise, the library). */
async function doneToday(db: Executor, userId: string, planIds: readonly string[], day: string): Promise<string[]> {
  if (planIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: exerciseRecords.exerciseId })
    .from(exerciseRecords)
    .where(
      and(
        eq(exerciseRecords.userId, userId),
        eq(exerciseRecords.localDay, day),
        inArray(exerciseRecords.exerciseId, [...planIds]),
      ),
    );
  return planIds.filter((id) => rows.some((r) => r.id === id));
}

/** Today's record of the plan; a new one starts with what was already done today (it was paid once, decision 018). */
async function ensureRecord(
  db: Executor,
  userId: string,
  planId: string,
  planIds: readonly string[],
  day: string,
): Promise<RecordRow> {
  const done = await doneToday(db, userId, planIds, day);
  return ensureDailyRecord(
    db,
    dailyExerciseRecords,
    recordPlan,
    { planId, day },
    {
      userId,
      dailyExercisePlanId: planId,
      localDay: day,
      completedExerciseIds: done,
      completed: isPlanComplete(planIds, done),
    },
  );
}

/** Keeps the stored `completed` flag in step with the plan (after the plan's ids change). */
const syncRecordCompleted = (db: Executor, record: RecordRow, planIds: readonly string[], now: Date) =>
  syncCompletedFlag(db, dailyExerciseRecords, record, isPlanComplete(planIds, record.completedExerciseIds), now);

export async function getToday(db: Db, userId: string, now: Date): Promise<Today> {
  const plan = await currentPlan(db, userId);
  if (!plan) return { plan: null, exercises: [], record: null };
  const { day } = await userDay(db, userId, now);
  const [rows, record] = await Promise.all([
    visibleExercises(db, userId, plan.exerciseIds),
    ensureRecord(db, userId, plan.id, plan.exerciseIds, day),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    plan: toPlan(plan),
    exercises: plan.exerciseIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toExercise(row)] : [];
    }),
    record: toRecord(record, plan.exerciseIds),
  };
}

/** Creates (or replaces: the newest row is the plan) the daily plan. Every id must be the library's or the user's. */
export async function createPlan(db: Db, userId: string, exerciseIds: readonly string[], now: Date): Promise<Today> {
  const ids = uniqueIds(exerciseIds);
  const found = await visibleExercises(db, userId, ids);
  if (found.length !== ids.length) throw exerciseNotFound();
  await db.insert(userDailyExercises).values({ userId, exerciseIds: ids });
  return getToday(db, userId, now);
}

async function completionResult(
  db: Db,
  userId: string,
  now: Date,
  awarded: boolean,
  record: DailyRecord | null,
): Promise<CompletionResult> {
  const progress = await getProgress(db, userId, now);
  const xpAwarded = awarded ? POINTS.EXERCISE_COMPLETION : 0;
  return {
    awarded,
    xpAwarded,
    leveledUp: awarded && levelForXp(progress.xp - xpAwarded) < progress.level,
    progress,
    record,
  };
}

/**
 * What someone wrote in an exercise becomes a 'Daily Exercise' journal entry (no points: the
 * exercise's own XP is the award). A retry of the same completion does not write it twice.
 */
async function keepAnswers(
  tx: Tx,
  userId: string,
  exercise: Pick<ExerciseRow, "title" | "category">,
  answers: readonly string[],
  now: Date,
) {
  const content = exerciseJournalContent(exercise, answers);
  if (content === null) return;
  const [same] = await tx
    .select({ id: journals.id })
    .from(journals)
    .where(
      and(
        eq(journals.userId, userId),
        eq(journals.entryType, DAILY_EXERCISE_JOURNAL_TYPE),
        eq(journals.content, content),
        gte(journals.createdAt, new Date(now.getTime() - RETRY_WINDOW_MS)),
      ),
    )
    .limit(1);
  if (!same)
    await tx
      .insert(journals)
      .values({ userId, content, entryType: DAILY_EXERCISE_JOURNAL_TYPE, date: now, createdAt: now });
}

/** A completion repeated within this window with the same words is a retry, not a new entry. */
const RETRY_WINDOW_MS = 10 * 60 * 1000;

/**
 * Exercise XP (DESIGN 14, decision 018): once per exercise per local day, in the plan or not, and
 * no more awards in a day than a full plan holds, so fresh custom exercises cannot be farmed. One
 * user's awards are counted and written one at a time (a transaction-scoped advisory lock). An
 * award also counts for the streak.
 */
async function awardExercise(
  tx: Tx,
  userId: string,
  exerciseId: string,
  { day, timeZone }: { day: string; timeZone: string },
  now: Date,
): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`exercise-xp:${userId}`}, 0))`);
  const [today] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(pointEvents)
    .where(and(eq(pointEvents.userId, userId), like(pointEvents.dedupeKey, planCompletionKey("%", day))));
  if ((today?.count ?? 0) >= MAX_PLAN_EXERCISES) return false;
  return awardCompletion(tx, userId, {
    points: POINTS.EXERCISE_COMPLETION,
    source: POINT_SOURCES.EXERCISE_COMPLETION,
    dedupeKey: planCompletionKey(exerciseId, day),
    now,
    timeZone,
  });
}

/** Ticks `exerciseId` in today's record of `plan` (once) and keeps its `completed` flag in step. */
async function markDoneInPlan(
  tx: Executor,
  userId: string,
  plan: { id: string; exerciseIds: string[] },
  exerciseId: string,
  day: string,
  now: Date,
): Promise<RecordRow> {
  const existing = await ensureRecord(tx, userId, plan.id, plan.exerciseIds, day);
  const [updated] = await tx
    .update(dailyExerciseRecords)
    .set({ completedExerciseIds: appendIdOnce(dailyExerciseRecords.completedExerciseIds, exerciseId), updatedAt: now })
    .where(eq(dailyExerciseRecords.id, existing.id))
    .returning();
  if (!updated) throw new Error("daily exercise record vanished");
  await syncRecordCompleted(tx, updated, plan.exerciseIds, now);
  return updated;
}

/**
 * Completes an exercise of today's plan in one transaction: adds its id to today's record (once),
 * marks the record completed when every plan id is in it, awards 10 XP and updates the streak.
 * The award's dedupe key makes it once per exercise per local day, whatever the client repeats.
 */
export async function completePlanExercise(
  db: Db,
  userId: string,
  exerciseId: string,
  now: Date,
  answers: readonly string[] = [],
): Promise<CompletionResult> {
  const today = await userDay(db, userId, now);
  const { awarded, record } = await db.transaction(async (tx) => {
    const plan = await currentPlan(tx, userId);
    if (!plan) throw new AppError(409, EXERCISE_MESSAGES.noActivePlan);
    if (!plan.exerciseIds.includes(exerciseId)) throw exerciseNotFound();
    const [exercise] = await visibleExercises(tx, userId, [exerciseId]);
    if (exercise) await keepAnswers(tx, userId, exercise, answers, now);
    const awarded = await awardExercise(tx, userId, exerciseId, today, now);
    const updated = await markDoneInPlan(tx, userId, plan, exerciseId, today.day, now);
    return { awarded, record: toRecord(updated, plan.exerciseIds) };
  });
  return completionResult(db, userId, now, awarded, record);
}

async function insertCustom(db: Executor, userId: string, input: CustomExerciseInput, now: Date): Promise<ExerciseRow> {
  const [row] = await db
    .insert(exercises)
    .values({ id: `custom-${randomUUID()}`, userId, source: "user-created", ...customColumns(input), updatedAt: now })
    .returning();
  if (!row) throw new Error("exercise insert returned nothing");
  return row;
}

/**
 * A single completion outside the plan: saves the exercise first when it has no id, records it
 * in exercise_records, awards 10 XP and updates the streak, under the same rule as the plan's
 * (awardExercise): a repeat of the same exercise the same day is neither paid nor recorded again.
 */
export async function completeSingle(
  db: Db,
  userId: string,
  input: CompleteSingleInput,
  now: Date,
): Promise<CompletionResult & { exerciseId: string }> {
  const today = await userDay(db, userId, now);
  const { awarded, exerciseId } = await db.transaction(async (tx) => {
    let exercise: ExerciseRow | undefined;
    if (input.exerciseId !== undefined) {
      [exercise] = await visibleExercises(tx, userId, [input.exerciseId]);
      if (!exercise) throw exerciseNotFound();
    } else if (input.exercise) {
      exercise = await insertCustom(tx, userId, input.exercise, now);
    } else {
      throw exerciseNotFound();
    }
    const exerciseId = exercise.id;
    await keepAnswers(tx, userId, exercise, input.answers ?? [], now);
    const awarded = await awardExercise(tx, userId, exerciseId, today, now);
    if (awarded) {
      await tx.insert(exerciseRecords).values({ userId, exerciseId, localDay: today.day });
      // Done outside the plan but in it: today's plan shows it done too.
      const plan = await currentPlan(tx, userId);
      if (plan?.exerciseIds.includes(exerciseId)) await markDoneInPlan(tx, userId, plan, exerciseId, today.day, now);
    }
    return { awarded, exerciseId };
  });
  return { ...(await completionResult(db, userId, now, awarded, null)), exerciseId };
}

/** Adds a custom exercise and appends it to the plan (a plan must exist). */
export async function addCustomExercise(
  db: Db,
  userId: string,
  input: CustomExerciseInput,
  now: Date,
): Promise<Exercise> {
  const { day } = await userDay(db, userId, now);
  return db.transaction(async (tx) => {
    const plan = await lockedPlan(tx, userId);
    const row = await insertCustom(tx, userId, input, now);
    const [updated] = await tx
      .update(userDailyExercises)
      .set({ exerciseIds: sql`${userDailyExercises.exerciseIds} || ${jsonb([row.id])}` })
      .where(eq(userDailyExercises.id, plan.id))
      .returning();
    await syncToday(tx, userId, plan.id, updated?.exerciseIds ?? [], day, now);
    return toExercise(row);
  });
}

/** After the plan's ids change: today's record (if any) completes or reopens with them. */
async function syncToday(
  tx: Executor,
  userId: string,
  planId: string,
  planIds: readonly string[],
  day: string,
  now: Date,
) {
  const record = await findDailyRecord(tx, dailyExerciseRecords, recordPlan, { planId, day });
  if (record && record.userId === userId) await syncRecordCompleted(tx, record, planIds, now);
}

/**
 * Edits an exercise in the user's plan. Their own exercise is updated in place. A library
 * exercise is shared by everyone, so editing it puts the user's own copy in its place in the plan
 * (and in today's record if it was done), keeping the library's guidance when the template stays.
 */
export async function updateExercise(
  db: Db,
  userId: string,
  id: string,
  input: CustomExerciseInput,
  now: Date,
): Promise<Exercise> {
  const { day } = await userDay(db, userId, now);
  return db.transaction(async (tx) => {
    const plan = await lockedPlan(tx, userId);
    if (!plan.exerciseIds.includes(id)) throw exerciseNotFound();
    const [current] = await visibleExercises(tx, userId, [id]);
    if (!current) throw exerciseNotFound();
    if (current.userId === userId) {
      const [row] = await tx
        .update(exercises)
        .set({ ...customColumns(input), updatedAt: now })
        .where(and(eq(exercises.id, id), eq(exercises.userId, userId)))
        .returning();
      if (!row) throw exerciseNotFound();
      return toExercise(row);
    }
    const copy = await insertLibraryCopy(tx, userId, current, input, now);
    const swap = (ids: readonly string[]) => ids.map((x) => (x === id ? copy.id : x));
    await tx
      .update(userDailyExercises)
      .set({ exerciseIds: swap(plan.exerciseIds) })
      .where(eq(userDailyExercises.id, plan.id));
    const record = await findDailyRecord(tx, dailyExerciseRecords, recordPlan, { planId: plan.id, day });
    if (record && record.completedExerciseIds.includes(id)) {
      await tx
        .update(dailyExerciseRecords)
        .set({ completedExerciseIds: swap(record.completedExerciseIds), updatedAt: now })
        .where(eq(dailyExerciseRecords.id, record.id));
    }
    return toExercise(copy);
  });
}

async function insertLibraryCopy(
  tx: Executor,
  userId: string,
  library: ExerciseRow,
  input: CustomExerciseInput,
  now: Date,
): Promise<ExerciseRow> {
  if (input.category !== library.category) return insertCustom(tx, userId, input, now);
  const { id: _id, createdAt: _createdAt, ...guidance } = library;
  const edited = customColumns(input);
  const [row] = await tx
    .insert(exercises)
    .values({
      ...guidance,
      ...edited,
      // The form has no prompt field for reframing: keep the library's own prompts then.
      beforePrompt: input.prompt ? edited.beforePrompt : library.beforePrompt,
      afterPrompt: library.afterPrompt ?? edited.afterPrompt,
      id: `custom-${randomUUID()}`,
      userId,
      source: "user-created",
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("exercise insert returned nothing");
  return row;
}

/** Removes an exercise from the plan only; the exercise row stays. */
export async function removeFromPlan(db: Db, userId: string, id: string, now: Date): Promise<Plan> {
  const { day } = await userDay(db, userId, now);
  return db.transaction(async (tx) => {
    const plan = await lockedPlan(tx, userId);
    if (!plan.exerciseIds.includes(id)) throw exerciseNotFound();
    const remaining = plan.exerciseIds.filter((x) => x !== id);
    const [updated] = await tx
      .update(userDailyExercises)
      .set({ exerciseIds: remaining })
      .where(eq(userDailyExercises.id, plan.id))
      .returning();
    if (!updated) throw noPlan();
    await syncToday(tx, userId, plan.id, remaining, day, now);
    return toPlan(updated);
  });
}

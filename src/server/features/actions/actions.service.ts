import { randomUUID } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { journalTypeForGoal } from "#shared/content/labels-goals.ts";
import { isPlanComplete } from "#shared/domain/daily-record.ts";
import { joinEntries, reframingContent } from "#shared/domain/journal-content.ts";
import { POINT_SOURCES, buildPointStructure, pointsForAction } from "#shared/domain/points.ts";
import {
  ACTION_MESSAGES,
  buildCustomAction,
  completionError,
  type ActionRecord,
  type CompleteActionInput,
  type CompleteActionResult,
  type CustomActionInput,
  type DailyAction,
  type TodayActions,
} from "#shared/schemas/actions.ts";
import type { SuggestedAction } from "#shared/schemas/coach.ts";
import type { Db, Executor } from "#server/db/client.ts";
import { dailyActionPlans, dailyActionRecords, journals, pointStructure } from "#server/db/schema/index.ts";
import * as dailyPlan from "#server/lib/daily-plan.ts";
import { AppError, badRequest, notFound } from "#server/lib/errors.ts";
import { getGoalSettings } from "../goals/goals.service.ts";
import { getProgress } from "../progress/progress.service.ts";

type PlanRow = typeof dailyActionPlans.$inferSelect;
type RecordRow = typeof dailyActionRecords.$inferSelect;

/** More than a day's worth: custom additions stop here so a plan cannot grow without bound. */
export const MAX_PLAN_ACTIONS = 20;

const noPlan = () => new AppError(409, ACTION_MESSAGES.noPlan);
const actionNotFound = () => notFound("Action not found");

/** The ledger's dedupe key: one award per action per plan per local day. */
export const actionCompletionKey = (planId: string, actionId: string, day: string) =>
  `action:${planId}:${actionId}:${day}`;

/** Plan actions are stored as the client approved them; anything unreadable is skipped. */
const planActions = (row: PlanRow): SuggestedAction[] =>
  (row.actions as SuggestedAction[]).filter((a) => a !== null && typeof a === "object" && typeof a.id === "string");

const planIds = (row: PlanRow) => planActions(row).map((a) => a.id);

/** The current plan: the newest by date (SPEC section 7: latest by date, limit 1). */
async function currentPlan(db: Executor, userId: string): Promise<PlanRow | null> {
  const [row] = await db
    .select()
    .from(dailyActionPlans)
    .where(eq(dailyActionPlans.userId, userId))
    .orderBy(desc(dailyActionPlans.date), desc(dailyActionPlans.createdAt))
    .limit(1);
  return row ?? null;
}

const findRecord = (db: Executor, planId: string, day: string): Promise<RecordRow | null> =>
  dailyPlan.findDailyRecord(db, dailyActionRecords, dailyActionRecords.dailyActionPlanId, { planId, day });

/** Today's record for the plan, created empty when absent (one per plan per local day). */
const ensureRecord = (db: Executor, userId: string, planId: string, day: string): Promise<RecordRow> =>
  dailyPlan.ensureDailyRecord(
    db,
    dailyActionRecords,
    dailyActionRecords.dailyActionPlanId,
    { planId, day },
    { userId, dailyActionPlanId: planId, localDay: day },
  );

function toToday(plan: PlanRow | null, record: RecordRow | null): TodayActions {
  if (!plan) return { plan: null, record: null };
  const ids = planIds(plan);
  const done = new Set(record?.completedActionIds ?? []);
  const checklists = record?.completedChecklistItems ?? {};
  const completed = isPlanComplete(ids, [...done]);
  const actions: DailyAction[] = planActions(plan).map((a) => ({
    ...a,
    completed: done.has(a.id),
    ...(a.category === "checklist" ? { completedChecklistItems: checklists[a.id] ?? {} } : {}),
  }));
  const rec: ActionRecord = {
    completedActionIds: record?.completedActionIds ?? [],
    completed,
    completedChecklistItems: checklists,
  };
  return { plan: { id: plan.id, date: plan.date, actions, completed }, record: rec };
}

/**
 * Keeps the stored `completed` flags of today's record and the plan in step with the plan's
 * actions (after a completion, or after the plan's actions change).
 */
async function syncCompleted(db: Executor, plan: PlanRow, record: RecordRow | null, now: Date): Promise<boolean> {
  const allDone = record !== null && isPlanComplete(planIds(plan), record.completedActionIds);
  if (record) await dailyPlan.syncCompletedFlag(db, dailyActionRecords, record, allDone, now);
  return dailyPlan.syncCompletedFlag(db, dailyActionPlans, plan, allDone, now);
}

/** GET /api/actions/today: no writes; a missing record reads as empty. */
export async function getTodayActions(db: Db, userId: string, now: Date): Promise<TodayActions> {
  const plan = await currentPlan(db, userId);
  if (!plan) return toToday(null, null);
  const { day } = await dailyPlan.userDay(db, userId, now);
  return toToday(plan, await findRecord(db, plan.id, day));
}

/**
 * Approved actions become today's plan, each not completed. Today's plan (if any) is replaced in
 * place: its id stays, so actions kept across the change keep their completion and award once.
 */
export async function savePlan(
  db: Db,
  userId: string,
  actions: readonly SuggestedAction[],
  now: Date,
): Promise<TodayActions> {
  const { day } = await dailyPlan.userDay(db, userId, now);
  const stored = actions.map((a) => ({
    ...a,
    checklistItems: a.checklistItems?.map((item) => ({ ...item, completed: false })) ?? null,
  }));
  return db.transaction(async (tx) => {
    // Today's plan is replaced in place (its id stays), or made: one statement, one row per day.
    const [plan] = await tx
      .insert(dailyActionPlans)
      .values({ userId, date: day, actions: stored })
      .onConflictDoUpdate({
        target: [dailyActionPlans.userId, dailyActionPlans.date],
        set: { actions: stored, updatedAt: now },
      })
      .returning();
    if (!plan) throw new Error("daily action plan write returned nothing");
    let record = await findRecord(tx, plan.id, day);
    if (record) {
      // Completions of actions no longer in the plan no longer count.
      const keep = new Set(planIds(plan));
      const [updated] = await tx
        .update(dailyActionRecords)
        .set({
          completedActionIds: record.completedActionIds.filter((id) => keep.has(id)),
          completedChecklistItems: Object.fromEntries(
            Object.entries(record.completedChecklistItems).filter(([id]) => keep.has(id)),
          ),
          updatedAt: now,
        })
        .where(eq(dailyActionRecords.id, record.id))
        .returning();
      record = updated ?? null;
    }
    await syncCompleted(tx, plan, record, now);
    return toToday(plan, record);
  });
}

async function actionPoints(db: Executor, category: string): Promise<number> {
  const rows = await db.select().from(pointStructure);
  return pointsForAction(category, buildPointStructure(rows));
}

/** The journal entry a writing, reframing or checklist completion leaves (SPEC section 2); null for timers. */
function journalContent(action: SuggestedAction, input: CompleteActionInput): string | null {
  switch (action.category) {
    case "writing-single":
    case "writing-triple":
      return `${action.title}\n\n${joinEntries(input.responses ?? [])}`;
    case "reframing":
      return reframingContent(input.negativeThought ?? "", input.positiveReframe ?? "");
    case "checklist":
      return `${action.title}\n\n${(action.checklistItems ?? []).map((item) => `✓ ${item.text}`).join("\n")}`;
    case "timer":
      return null;
  }
}

/** Merges `items` (only the action's own item ids) into the record's checklist map for the action, atomically. */
function mergeChecklist(actionId: string, items: Record<string, boolean>) {
  const col = dailyActionRecords.completedChecklistItems;
  return sql`${col} || jsonb_build_object(${actionId}::text, coalesce(${col} -> ${actionId}::text, '{}'::jsonb) || ${dailyPlan.jsonb(items)})`;
}

const ownItems = (action: SuggestedAction, items: Record<string, boolean> | undefined) => {
  const ids = new Set((action.checklistItems ?? []).map((i) => i.id));
  return Object.fromEntries(Object.entries(items ?? {}).filter(([id]) => ids.has(id)));
};

/**
 * The current plan and one of its actions, with the plan row locked: every writer locks the plan
 * before today's record (savePlan and addCustomAction update the plan first), so a completion and a
 * plan change at the same moment wait for each other instead of deadlocking.
 */
async function planAndAction(tx: Executor, userId: string, actionId: string) {
  const found = await currentPlan(tx, userId);
  if (!found) throw noPlan();
  const [plan] = await tx.select().from(dailyActionPlans).where(eq(dailyActionPlans.id, found.id)).for("update");
  if (!plan) throw noPlan();
  const action = planActions(plan).find((a) => a.id === actionId);
  if (!action) throw actionNotFound();
  return { plan, action };
}

/**
 * Completes an action of the current plan in one transaction: checks the category's answers,
 * awards action_{category} points once per action per plan per local day, adds the id to today's
 * record, writes the journal entry, updates the streak, and completes record and plan when all are done.
 */
export async function completeAction(
  db: Db,
  userId: string,
  actionId: string,
  input: CompleteActionInput,
  now: Date,
): Promise<CompleteActionResult> {
  const { day, timeZone } = await dailyPlan.userDay(db, userId, now);
  const result = await db.transaction(async (tx) => {
    const { plan, action } = await planAndAction(tx, userId, actionId);
    const existing = await ensureRecord(tx, userId, plan.id, day);
    const unchanged = (record: RecordRow) => ({
      awarded: false,
      points: 0,
      plan,
      record,
      allDone: isPlanComplete(planIds(plan), record.completedActionIds),
    });
    if (existing.completedActionIds.includes(actionId)) return unchanged(existing);
    const problem = completionError(action, input, existing.completedChecklistItems[actionId] ?? {});
    if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
    const points = await actionPoints(tx, action.category);
    // The dedupe key serialises concurrent completions of the same action: the loser gets false.
    const awarded = await dailyPlan.awardCompletion(tx, userId, {
      points,
      source: POINT_SOURCES.ACTION,
      dedupeKey: actionCompletionKey(plan.id, actionId, day),
      now,
      timeZone,
    });
    if (!awarded) return unchanged((await findRecord(tx, plan.id, day)) ?? existing);
    const checklist =
      action.category === "checklist"
        ? {
            completedChecklistItems: mergeChecklist(
              actionId,
              Object.fromEntries((action.checklistItems ?? []).map((i) => [i.id, true])),
            ),
          }
        : {};
    const [record] = await tx
      .update(dailyActionRecords)
      .set({
        completedActionIds: dailyPlan.appendIdOnce(dailyActionRecords.completedActionIds, actionId),
        ...checklist,
        updatedAt: now,
      })
      .where(eq(dailyActionRecords.id, existing.id))
      .returning();
    if (!record) throw new Error("daily action record vanished");
    const content = journalContent(action, input);
    if (content !== null) {
      await tx
        .insert(journals)
        .values({ userId, content, entryType: journalTypeForGoal(action.goalType), date: now, createdAt: now });
    }
    return { awarded: true, points, plan, record, allDone: await syncCompleted(tx, plan, record, now) };
  });
  const today = toToday(result.plan, result.record);
  return {
    awarded: result.awarded,
    points: result.points,
    allDone: result.allDone,
    today,
    progress: await getProgress(db, userId, now),
  };
}

/** Saves a checklist's partial progress ('Save Progress & Close'); completing it is completeAction. */
export async function saveChecklistProgress(
  db: Db,
  userId: string,
  actionId: string,
  items: Record<string, boolean>,
  now: Date,
): Promise<{ today: TodayActions }> {
  const { day } = await dailyPlan.userDay(db, userId, now);
  return db.transaction(async (tx) => {
    const { plan, action } = await planAndAction(tx, userId, actionId);
    if (action.category !== "checklist")
      throw badRequest("This action has no checklist", { items: "This action has no checklist" });
    const existing = await ensureRecord(tx, userId, plan.id, day);
    // A completed checklist stays fully ticked.
    const record = existing.completedActionIds.includes(actionId)
      ? existing
      : (
          await tx
            .update(dailyActionRecords)
            .set({ completedChecklistItems: mergeChecklist(actionId, ownItems(action, items)), updatedAt: now })
            .where(eq(dailyActionRecords.id, existing.id))
            .returning()
        )[0];
    return { today: toToday(plan, record ?? existing) };
  });
}

/** Appends a custom action to the current plan (a plan for today is made when none exists). Needs goal settings. */
export async function addCustomAction(
  db: Db,
  userId: string,
  input: CustomActionInput,
  now: Date,
): Promise<TodayActions> {
  const { day } = await dailyPlan.userDay(db, userId, now);
  return db.transaction(async (tx) => {
    const goals = await getGoalSettings(tx, userId);
    if (!goals) throw badRequest(ACTION_MESSAGES.noGoals);
    const action = buildCustomAction(input, goals.selectedGoals, `custom-${randomUUID()}`);
    let plan: PlanRow | null | undefined = await currentPlan(tx, userId);
    if (plan && planActions(plan).length >= MAX_PLAN_ACTIONS) {
      throw badRequest(`You can have up to ${MAX_PLAN_ACTIONS} actions in your plan`);
    }
    if (plan) {
      [plan] = await tx
        .update(dailyActionPlans)
        .set({ actions: sql`${dailyActionPlans.actions} || ${dailyPlan.jsonb([action])}`, updatedAt: now })
        .where(eq(dailyActionPlans.id, plan.id))
        .returning();
    } else {
      [plan] = await tx
        .insert(dailyActionPlans)
        .values({ userId, date: day, actions: [action] })
        .onConflictDoUpdate({
          target: [dailyActionPlans.userId, dailyActionPlans.date],
          set: { actions: sql`${dailyActionPlans.actions} || ${dailyPlan.jsonb([action])}`, updatedAt: now },
        })
        .returning();
    }
    if (!plan) throw new Error("daily action plan write returned nothing");
    const record = await findRecord(tx, plan.id, day);
    const allDone = await syncCompleted(tx, plan, record, now);
    return toToday(plan, record && { ...record, completed: allDone });
  });
}

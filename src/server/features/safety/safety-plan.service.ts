import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { safetyPlans } from "#server/db/schema/index.ts";
import type { SafetyPlan, SafetyPlanBody } from "#shared/schemas/safety.ts";

type Row = typeof safetyPlans.$inferSelect;

const toPlan = (r: Row): SafetyPlan => ({
  warningSigns: r.warningSigns,
  copingStrategies: r.copingStrategies,
  distractions: r.distractions,
  helpers: r.helpers,
  professionals: r.professionals,
  safeEnvironment: r.safeEnvironment,
  reasonsForLiving: r.reasonsForLiving,
  updatedAt: r.updatedAt.toISOString(),
});

export async function getSafetyPlan(db: Db, userId: string): Promise<SafetyPlan | null> {
  const [row] = await db.select().from(safetyPlans).where(eq(safetyPlans.userId, userId));
  return row ? toPlan(row) : null;
}

/** One plan per user: the whole plan replaces the saved one, so a repeated save changes nothing. */
export async function saveSafetyPlan(db: Db, userId: string, plan: SafetyPlanBody): Promise<SafetyPlan> {
  const [row] = await db
    .insert(safetyPlans)
    .values({ userId, ...plan })
    .onConflictDoUpdate({ target: safetyPlans.userId, set: { ...plan, updatedAt: sql`now()` } })
    .returning();
  return toPlan(row!);
}

/** Deleting a plan that is not there is not an error: the outcome is the same. */
export async function deleteSafetyPlan(db: Db, userId: string): Promise<void> {
  await db.delete(safetyPlans).where(eq(safetyPlans.userId, userId));
}

import { eq } from "drizzle-orm";
import { isGoalId } from "#shared/content/labels-goals.ts";
import {
  TIME_COMMITMENTS,
  type GoalSettings,
  type GoalSettingsInput,
  type TimeCommitment,
} from "#shared/schemas/goals.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { userGoalSettings } from "#server/db/schema/index.ts";

type Row = typeof userGoalSettings.$inferSelect;

const toSettings = (row: Row): GoalSettings => ({
  // Rows written before validation existed may hold unknown ids: they are left out, not fatal.
  selectedGoals: row.selectedGoals.filter(isGoalId),
  timeCommitment: (TIME_COMMITMENTS as readonly string[]).includes(row.timeCommitment)
    ? (row.timeCommitment as TimeCommitment)
    : "5min",
  customGoalText: row.customGoalText,
  goalElaboration: row.goalElaboration,
  updatedAt: row.updatedAt.toISOString(),
});

/** The user's goal settings, or null before goal onboarding (SPEC section 4: no row = not done). */
export async function getGoalSettings(db: Db | Tx, userId: string): Promise<GoalSettings | null> {
  const [row] = await db.select().from(userGoalSettings).where(eq(userGoalSettings.userId, userId));
  return row ? toSettings(row) : null;
}

/** Insert or update the one row per user. Custom text is kept only while 'custom' is selected. */
export async function saveGoalSettings(
  db: Db,
  userId: string,
  input: GoalSettingsInput,
  now: Date,
): Promise<GoalSettings> {
  const selectedGoals = input.selectedGoals;
  const values = {
    selectedGoals,
    timeCommitment: input.timeCommitment ?? "5min",
    customGoalText: selectedGoals.includes("custom") ? (input.customGoalText?.trim() ?? null) : null,
    goalElaboration: input.goalElaboration?.trim() || null,
    updatedAt: now,
  };
  const [row] = await db
    .insert(userGoalSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userGoalSettings.userId, set: values })
    .returning();
  if (!row) throw new Error("goal settings upsert returned nothing");
  return toSettings(row);
}

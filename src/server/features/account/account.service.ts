import { eq, getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import * as s from "#server/db/schema/index.ts";

/** Every table holding rows a user owns, and the column that says so. */
const OWNED: Record<string, [PgTable, PgColumn]> = {
  user_profiles: [s.userProfiles, s.userProfiles.id],
  onboarding_data: [s.onboardingData, s.onboardingData.userId],
  chat_sessions: [s.chatSessions, s.chatSessions.userId],
  chat_messages: [s.chatMessages, s.chatMessages.userId],
  user_goal_settings: [s.userGoalSettings, s.userGoalSettings.userId],
  daily_action_plans: [s.dailyActionPlans, s.dailyActionPlans.userId],
  daily_action_records: [s.dailyActionRecords, s.dailyActionRecords.userId],
  journals: [s.journals, s.journals.userId],
  audio_files: [s.audioFiles, s.audioFiles.userId],
  mood_tracking: [s.moodTracking, s.moodTracking.userId],
  push_subscriptions: [s.pushSubscriptions, s.pushSubscriptions.userId],
  point_events: [s.pointEvents, s.pointEvents.userId],
  user_streaks: [s.userStreaks, s.userStreaks.userId],
  exercises: [s.exercises, s.exercises.userId],
  user_daily_exercises: [s.userDailyExercises, s.userDailyExercises.userId],
  daily_exercise_records: [s.dailyExerciseRecords, s.dailyExerciseRecords.userId],
  exercise_records: [s.exerciseRecords, s.exerciseRecords.userId],
  coach_threads: [s.coachThreads, s.coachThreads.userId],
  coach_messages: [s.coachMessages, s.coachMessages.userId],
  coach_runs: [s.coachRuns, s.coachRuns.userId],
  idempotent_requests: [s.idempotentRequests, s.idempotentRequests.userId],
  safety_plans: [s.safetyPlans, s.safetyPlans.userId],
};

/** Recordings' bytes stay out of the JSON export (up to 500 MB a person, decision 024); their rows are in it. */
const { data: _recording, ...audioMetadata } = getTableColumns(s.audioFiles);

export async function exportAccount(db: Db, userId: string) {
  const [account] = await db
    .select({
      id: s.user.id,
      email: s.user.email,
      name: s.user.name,
      emailVerified: s.user.emailVerified,
      createdAt: s.user.createdAt,
    })
    .from(s.user)
    .where(eq(s.user.id, userId));
  const tables: Record<string, unknown[]> = {};
  for (const [name, [table, column]] of Object.entries(OWNED)) {
    tables[name] =
      table === s.audioFiles
        ? await db.select(audioMetadata).from(table).where(eq(column, userId))
        : await db.select().from(table).where(eq(column, userId));
  }
  return { exportedAt: new Date().toISOString(), format: "otter-coach-export/1", account, tables };
}

/** PostgreSQL's deadlock_detected, possibly wrapped by Drizzle. */
function isDeadlock(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === "40P01") return true;
  }
  return false;
}

/**
 * Deleting the user row cascades to every owned row and session, recordings included (decision 024).
 * On PostgreSQL the cascade can deadlock with a transaction of the same person's that locks those
 * rows in another order (a coach reply being stored by another instance): the database aborts
 * one of the two, and the delete is simply tried again.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.delete(s.user).where(eq(s.user.id, userId));
      return;
    } catch (error) {
      if (attempt >= 3 || !isDeadlock(error)) throw error;
    }
  }
}

export const OWNED_TABLES = Object.keys(OWNED);

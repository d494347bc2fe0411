// What the coach knows about the user: a few small reads of their own rows.
import { and, desc, eq, gte, ne } from "drizzle-orm";
import { getLibraryExercise } from "#shared/content/exercises.ts";
import type { ChatMoodContext } from "#shared/schemas/coach.ts";
import type { Db } from "#server/db/client.ts";
import {
  coachMessages,
  journals,
  moodTracking,
  onboardingData,
  userDailyExercises,
  userGoalSettings,
  userProfiles,
} from "#server/db/schema/app.ts";
import { CoachStateSchema } from "#shared/schemas/coach.ts";
import { assessByRules } from "../safety/assess.ts";
import type { CoachUserContext } from "./coach.types.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const snippet = (s: string) => (s.length > 80 ? `${s.slice(0, 77).trimEnd()}...` : s);

const COMMITMENT_DAYS = 14;

/** The newest plan made in another of the user's chats in the last two weeks (never a risky one). */
async function lastCommitment(db: Db, userId: string, threadId: string | undefined, now: Date): Promise<string | null> {
  const since = new Date(now.getTime() - COMMITMENT_DAYS * DAY_MS);
  const replies = await db
    .select({ content: coachMessages.content })
    .from(coachMessages)
    .where(
      and(
        eq(coachMessages.userId, userId),
        eq(coachMessages.role, "assistant"),
        gte(coachMessages.createdAt, since),
        ...(threadId ? [ne(coachMessages.threadId, threadId)] : []),
      ),
    )
    .orderBy(desc(coachMessages.createdAt))
    .limit(20);
  for (const { content } of replies) {
    let state: unknown;
    try {
      state = (JSON.parse(content) as { coach_state?: unknown }).coach_state;
    } catch {
      continue;
    }
    const parsed = CoachStateSchema.safeParse(state);
    const plan = parsed.success ? parsed.data.commitments.filter((c) => c !== "a next step").at(-1) : undefined;
    if (plan) return assessByRules([plan]).level === "none" ? plan : null;
  }
  return null;
}

export async function loadCoachContext(
  db: Db,
  userId: string,
  mood: ChatMoodContext | undefined,
  now: Date,
  threadId?: string,
): Promise<CoachUserContext> {
  const [profile] = await db
    .select({ userName: userProfiles.userName })
    .from(userProfiles)
    .where(eq(userProfiles.id, userId))
    .limit(1);
  const [onboarding] = await db.select().from(onboardingData).where(eq(onboardingData.userId, userId)).limit(1);
  const [goals] = await db
    .select({ selectedGoals: userGoalSettings.selectedGoals, custom: userGoalSettings.customGoalText })
    .from(userGoalSettings)
    .where(eq(userGoalSettings.userId, userId))
    .limit(1);
  const recent = await db
    .select({ content: journals.content })
    .from(journals)
    .where(eq(journals.userId, userId))
    .orderBy(desc(journals.date))
    .limit(2);
  const [plan] = await db
    .select({ ids: userDailyExercises.exerciseIds })
    .from(userDailyExercises)
    .where(eq(userDailyExercises.userId, userId))
    .orderBy(desc(userDailyExercises.createdAt))
    .limit(1);
  let moodLevel = mood?.moodLevel ?? null;
  let emotions = mood?.emotions ?? undefined;
  if (!moodLevel) {
    const [latest] = await db
      .select()
      .from(moodTracking)
      .where(eq(moodTracking.userId, userId))
      .orderBy(desc(moodTracking.createdAt))
      .limit(1);
    if (latest && now.getTime() - latest.createdAt.getTime() < DAY_MS && !latest.goalType) {
      moodLevel = latest.moodLevel;
      emotions = latest.emotions;
    }
  }
  const withCustom = (list: string[] | undefined, custom: string | null | undefined) => [
    ...(list ?? []),
    ...(custom ? [custom] : []),
  ];
  return {
    userName: profile?.userName ?? onboarding?.userName ?? null,
    moodLevel,
    moodNote: mood?.moodNote ?? null,
    emotions: emotions ?? [],
    challenges: withCustom(onboarding?.selectedChallenges, onboarding?.customChallenge),
    identities: withCustom(onboarding?.selectedIdentities, onboarding?.customIdentity),
    goals: (goals?.selectedGoals ?? []).map((g) => (g === "custom" && goals?.custom ? goals.custom : g)),
    todaysPlan: (plan?.ids ?? []).map((id) => getLibraryExercise(id)?.title).filter((t): t is string => Boolean(t)),
    recentJournals: recent.map((j) => snippet(j.content)).filter(Boolean),
    lastCommitment: await lastCommitment(db, userId, threadId, now),
  };
}

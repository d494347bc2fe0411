// What the coach knows about the user: a few small reads of their own rows.
import { desc, eq } from "drizzle-orm";
import { getLibraryExercise } from "#shared/content/exercises.ts";
import type { ChatMoodContext } from "#shared/schemas/coach.ts";
import type { Db } from "../../db/client.ts";
import { journals, moodTracking, onboardingData, userDailyExercises, userGoalSettings, userProfiles } from "../../db/schema/app.ts";
import type { CoachUserContext } from "./coach.types.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const snippet = (s: string) => (s.length > 80 ? `${s.slice(0, 77).trimEnd()}...` : s);

export async function loadCoachContext(db: Db, userId: string, mood: ChatMoodContext | undefined, now: Date): Promise<CoachUserContext> {
  const [profile] = await db.select({ userName: userProfiles.userName }).from(userProfiles).where(eq(userProfiles.id, userId)).limit(1);
  const [onboarding] = await db.select().from(onboardingData).where(eq(onboardingData.userId, userId)).limit(1);
  const [goals] = await db.select({ selectedGoals: userGoalSettings.selectedGoals, custom: userGoalSettings.customGoalText }).from(userGoalSettings).where(eq(userGoalSettings.userId, userId)).limit(1);
  const recent = await db.select({ content: journals.content }).from(journals).where(eq(journals.userId, userId)).orderBy(desc(journals.date)).limit(2);
  const [plan] = await db.select({ ids: userDailyExercises.exerciseIds }).from(userDailyExercises).where(eq(userDailyExercises.userId, userId)).orderBy(desc(userDailyExercises.createdAt)).limit(1);
  let moodLevel = mood?.moodLevel ?? null;
  let emotions = mood?.emotions ?? undefined;
  if (!moodLevel) {
    const [latest] = await db.select().from(moodTracking).where(eq(moodTracking.userId, userId)).orderBy(desc(moodTracking.createdAt)).limit(1);
    if (latest && now.getTime() - latest.createdAt.getTime() < DAY_MS && !latest.goalType) {
      moodLevel = latest.moodLevel;
      emotions = latest.emotions;
    }
  }
  const withCustom = (list: string[] | undefined, custom: string | null | undefined) => [...(list ?? []), ...(custom ? [custom] : [])];
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
  };
}

import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { onboardingData, userProfiles } from "#server/db/schema/index.ts";
import { isOnboardingComplete } from "#shared/content/labels-onboarding.ts";
import type {
  OnboardingAnswers,
  OnboardingData,
  OnboardingProgress,
  OnboardingStatus,
} from "#shared/schemas/onboarding.ts";

type Row = typeof onboardingData.$inferSelect;
type Fields = Partial<Omit<typeof onboardingData.$inferInsert, "id" | "userId" | "createdAt" | "updatedAt">>;

const toData = (r: Row): OnboardingData => ({
  userName: r.userName,
  isConfidentLearned: r.isConfidentLearned,
  selectedMood: r.selectedMood,
  selectedEmotions: r.selectedEmotions,
  customEmotion: r.customEmotion,
  selectedChallenges: r.selectedChallenges,
  customChallenge: r.customChallenge,
  selectedIdentities: r.selectedIdentities,
  customIdentity: r.customIdentity,
  userInput: r.userInput,
  chatTopic: r.chatTopic,
  customChatTopic: r.customChatTopic,
  recommendedExercises: r.recommendedExercises,
  doneExercise: r.doneExercise,
  exerciseFeedback: r.exerciseFeedback,
  numberOfExercise: r.numberOfExercise,
  includeDoneExercise: r.includeDoneExercise,
  threadId: r.threadId,
  updatedAt: r.updatedAt.toISOString(),
});

/** Only the fields that were sent: an upsert never clears what the request did not mention. */
function definedOnly(input: Record<string, unknown>): Fields {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

async function upsert(db: Db | Tx, userId: string, fields: Fields): Promise<Row> {
  const [row] = await db
    .insert(onboardingData)
    .values({ userId, ...fields, updatedAt: new Date() })
    .onConflictDoUpdate({ target: onboardingData.userId, set: { ...fields, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

export async function getOnboarding(db: Db, userId: string): Promise<OnboardingData | null> {
  const [row] = await db.select().from(onboardingData).where(eq(onboardingData.userId, userId));
  return row ? toData(row) : null;
}

/**
 * Saves the 10 steps' answers (upsert on user_id) and gives the profile the same name, in one
 * transaction: home greets the user by the name they gave here.
 */
export async function saveAnswers(db: Db, userId: string, input: OnboardingAnswers): Promise<OnboardingData> {
  return db.transaction(async (tx) => {
    const row = await upsert(tx, userId, definedOnly(input));
    await tx
      .insert(userProfiles)
      .values({ id: userId, userName: input.userName, updatedAt: new Date() })
      .onConflictDoUpdate({ target: userProfiles.id, set: { userName: input.userName, updatedAt: sql`now()` } });
    return toData(row);
  });
}

/** The later fields (chat thread, recommended and done exercise, feedback, plan choices). */
export async function saveProgress(db: Db, userId: string, input: OnboardingProgress): Promise<OnboardingData> {
  return toData(await upsert(db, userId, definedOnly(input)));
}

export async function onboardingStatus(db: Db, userId: string): Promise<OnboardingStatus> {
  const data = await getOnboarding(db, userId);
  return { saved: data !== null, complete: data !== null && isOnboardingComplete(data) };
}

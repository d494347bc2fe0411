import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { isForeignKeyViolation, sessionEnded } from "#server/lib/errors.ts";
import { userProfiles } from "#server/db/schema/index.ts";
import { HABIT_CONTEXT_VALUES, type HabitContext } from "#shared/content/labels-habits.ts";
import type { Profile, ProfileUpdate } from "#shared/schemas/profile.ts";

type Row = typeof userProfiles.$inferSelect;

const isHabitContext = (v: string | null): v is HabitContext =>
  (HABIT_CONTEXT_VALUES as readonly (string | null)[]).includes(v);

const toProfile = (r: Row): Profile => ({
  id: r.id,
  userName: r.userName,
  characterName: r.characterName,
  threadId: r.threadId,
  timeZone: r.timeZone,
  reminderTime: r.reminderTime,
  habitContext: isHabitContext(r.habitContext) ? r.habitContext : null,
  updatedAt: r.updatedAt.toISOString(),
});

/** The spec's PGRST116 case: a missing profile row is created blank. */
export async function getOrCreateProfile(db: Db, userId: string): Promise<Profile> {
  const [existing] = await db.select().from(userProfiles).where(eq(userProfiles.id, userId));
  if (existing) return toProfile(existing);
  try {
    await db.insert(userProfiles).values({ id: userId }).onConflictDoNothing();
  } catch (err) {
    // A read with a still-cached session cookie of a deleted account: the user row is gone.
    if (isForeignKeyViolation(err)) throw sessionEnded();
    throw err;
  }
  const [created] = await db.select().from(userProfiles).where(eq(userProfiles.id, userId));
  return toProfile(created!);
}

export async function updateProfile(db: Db, userId: string, input: ProfileUpdate): Promise<Profile> {
  const [row] = await db
    .insert(userProfiles)
    .values({ id: userId, ...input, updatedAt: new Date() })
    .onConflictDoUpdate({ target: userProfiles.id, set: { ...input, updatedAt: sql`now()` } })
    .returning();
  return toProfile(row!);
}

export async function getTimeZone(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ tz: userProfiles.timeZone }).from(userProfiles).where(eq(userProfiles.id, userId));
  return row?.tz ?? "UTC";
}

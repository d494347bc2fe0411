import { and, eq, inArray } from "drizzle-orm";
import { localDay, resolveTimeZone } from "#shared/domain/day.ts";
import type { PushMessage } from "#shared/schemas/push.ts";
import type { Db } from "#server/db/client.ts";
import { dailyExerciseRecords, userProfiles } from "#server/db/schema/index.ts";

export const REMINDER_TAG = "daily-reminder";

export interface ReminderContext {
  /** The otter's name (user_profiles.character_name), when the user gave one. */
  otterName: string | null;
  /** Whether today's daily exercises (in the user's local day) are all done. */
  doneToday: boolean;
}

const otterOf = (ctx: ReminderContext) => ctx.otterName?.trim() || "Your otter";

/** The daily reminder: a nudge before the exercises are done, a cheer (and a mood check-in) after. */
export function reminderMessage(ctx: ReminderContext): PushMessage {
  const otter = otterOf(ctx);
  if (ctx.doneToday) {
    return {
      title: "You did it today! 🦦",
      body: `${otter} is so proud of you for finishing today's exercises. How are you feeling?`,
      url: "/home",
      tag: REMINDER_TAG,
    };
  }
  return {
    title: "Time for your daily practice 🦦",
    body: `${otter} is waiting to do today's exercises with you. A few minutes is all it takes!`,
    url: "/home",
    tag: REMINDER_TAG,
  };
}

/** The test button's message. */
export function testMessage(ctx: ReminderContext): PushMessage {
  return {
    title: "Notifications are working! 🦦",
    body: `${otterOf(ctx)} will remind you here every day. See you soon!`,
    url: "/home",
    tag: "test-notification",
  };
}

/** Otter name and "done today?" for each user, read in one query per table. */
export async function loadReminderContexts(
  db: Db,
  userIds: readonly string[],
  now: Date,
): Promise<Map<string, ReminderContext>> {
  const ids = [...new Set(userIds)];
  const contexts = new Map<string, ReminderContext>(ids.map((id) => [id, { otterName: null, doneToday: false }]));
  if (ids.length === 0) return contexts;
  const profiles = await db
    .select({ id: userProfiles.id, characterName: userProfiles.characterName, timeZone: userProfiles.timeZone })
    .from(userProfiles)
    .where(inArray(userProfiles.id, ids));
  const today = new Map<string, string>(ids.map((id) => [id, localDay(now, "UTC")]));
  for (const p of profiles) {
    contexts.set(p.id, { otterName: p.characterName, doneToday: false });
    today.set(p.id, localDay(now, resolveTimeZone(p.timeZone)));
  }
  const done = await db
    .select({ userId: dailyExerciseRecords.userId, localDay: dailyExerciseRecords.localDay })
    .from(dailyExerciseRecords)
    .where(
      and(
        inArray(dailyExerciseRecords.userId, ids),
        inArray(dailyExerciseRecords.localDay, [...new Set(today.values())]),
        eq(dailyExerciseRecords.completed, true),
      ),
    );
  for (const r of done) {
    const ctx = contexts.get(r.userId);
    if (ctx && today.get(r.userId) === r.localDay) ctx.doneToday = true;
  }
  return contexts;
}

import { z } from "zod";
import { HABIT_CONTEXT_VALUES, isNotificationTimeOption } from "#shared/content/labels-habits.ts";

export const ProfileSchema = z.object({
  id: z.string(),
  userName: z.string().nullable(),
  characterName: z.string().nullable(),
  threadId: z.string().nullable(),
  timeZone: z.string(),
  reminderTime: z.string().nullable(),
  habitContext: z.enum(HABIT_CONTEXT_VALUES).nullable(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const TimeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { message: "Unknown time zone" },
  );

export const ProfileUpdateSchema = z
  .object({
    userName: z.string().trim().min(1, "Please tell us your name").max(80).optional(),
    characterName: z.string().trim().max(40).optional(),
    threadId: z.string().max(100).nullable().optional(),
    timeZone: TimeZoneSchema.optional(),
    reminderTime: z
      .string()
      .refine(isNotificationTimeOption, "Please choose a time between 6:00 AM and 11:00 PM")
      .nullable()
      .optional(),
    habitContext: z.enum(HABIT_CONTEXT_VALUES, { error: "Please choose when you'll practise" }).nullable().optional(),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

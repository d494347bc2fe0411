import { z } from "zod";

export const ProfileSchema = z.object({
  id: z.string(),
  userName: z.string().nullable(),
  characterName: z.string().nullable(),
  threadId: z.string().nullable(),
  timeZone: z.string(),
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
  })
  .strict();
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

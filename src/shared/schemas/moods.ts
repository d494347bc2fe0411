import { z } from "zod";

export const MoodTodaySchema = z.object({
  logged: z.boolean(),
  moodLevel: z.number().int().min(1).max(5).nullable(),
});
export type MoodToday = z.infer<typeof MoodTodaySchema>;

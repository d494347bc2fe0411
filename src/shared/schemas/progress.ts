import { z } from "zod";

export const ProgressSchema = z.object({
  xp: z.number().int().min(0),
  level: z.number().int().min(1).max(10),
  description: z.string(),
  nextLevel: z.number().int().nullable(),
  toNext: z.number().int().min(0),
  percent: z.number().min(0).max(100),
  streak: z.object({
    current: z.number().int().min(0),
    longest: z.number().int().min(0),
    lastActionDate: z.string().nullable(),
  }),
});
export type Progress = z.infer<typeof ProgressSchema>;

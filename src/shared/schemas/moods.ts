import { z } from "zod";
import { GOAL_IDS } from "#shared/content/labels-goals.ts";
import { PageQuerySchema, type Page } from "./paging.ts";

export const MoodTodaySchema = z.object({
  logged: z.boolean(),
  moodLevel: z.number().int().min(1).max(5).nullable(),
});
export type MoodToday = z.infer<typeof MoodTodaySchema>;

export const MOOD_REQUIRED_MESSAGE = "Please select a mood before submitting.";
export const LEVEL_REQUIRED_MESSAGE = "Please select a level before submitting.";
export const NOTE_MAX_LENGTH = 5000;

const level = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(5, { error: message });
const note = z.string().max(NOTE_MAX_LENGTH, { error: `Please keep your note under ${NOTE_MAX_LENGTH} characters.` });

/** POST /api/moods: one mood check-in (the /mood flow). */
export const CreateMoodSchema = z.object({
  moodLevel: level(MOOD_REQUIRED_MESSAGE),
  emotions: z.array(z.string().trim().min(1).max(40)).max(24).default([]),
  note: note.optional(),
});
export type CreateMoodInput = z.input<typeof CreateMoodSchema>;

/** POST /api/moods/goal-tracking: a goal check-in, stored as a mood entry with goal_type. */
export const GoalCheckInSchema = z.object({
  // Only the app's goals: every goal type is a point a day (decision 018), so made-up ones would farm points.
  goalType: z.enum(GOAL_IDS, { error: "Please choose a goal to track." }),
  level: level(LEVEL_REQUIRED_MESSAGE),
  note: note.optional(),
});
export type GoalCheckInInput = z.input<typeof GoalCheckInSchema>;

/** GET /api/moods: `kind=mood` only mood check-ins, `goal` only goal check-ins (optionally one goal); paged. */
export const ListMoodsQuerySchema = PageQuerySchema.extend({
  kind: z.enum(["all", "mood", "goal"]).default("all"),
  goalType: z.string().trim().min(1).max(60).optional(),
});
export type ListMoodsQuery = z.output<typeof ListMoodsQuerySchema>;

export const MoodStatsQuerySchema = z.object({
  days: z.coerce.number().int().min(7).max(90).default(30),
});

export interface MoodEntry {
  id: string;
  moodLevel: number;
  note: string | null;
  goalType: string | null;
  emotions: string[];
  createdAt: string;
}

/** GET /api/moods: newest first (by created_at, then id). */
export type MoodPage = Page<MoodEntry>;

export interface GoalCheckInResult {
  entry: MoodEntry;
  pointsAwarded: number;
}

/** Mood insights for the history screen: one point per local day with entries, and the most frequent emotions. */
export interface MoodStats {
  days: number;
  /** Oldest first; `average` is null on days without a check-in. */
  trend: { day: string; average: number | null; count: number }[];
  topEmotions: { emotion: string; count: number }[];
  total: number;
  average: number | null;
}

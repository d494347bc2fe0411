// Goal settings (SPEC sections 3, 5 and 9): GET/PUT /api/goals.
import { z } from "zod";
import {
  GOAL_IDS,
  type GoalId,
  TIME_COMMITMENT_IDS,
  type TimeCommitmentId,
  TIME_COMMITMENTS as TIME_COMMITMENT_OPTIONS,
  nextTimeCommitment,
} from "#shared/content/labels-goals.ts";

export { GOAL_IDS, type GoalId, nextTimeCommitment };

export const TIME_COMMITMENTS = TIME_COMMITMENT_IDS;
export type TimeCommitment = TimeCommitmentId;

export const TIME_COMMITMENT_MINUTES: Readonly<Record<TimeCommitment, number>> = Object.freeze(
  Object.fromEntries(TIME_COMMITMENT_OPTIONS.map((t) => [t.id, t.minutes])) as Record<TimeCommitment, number>,
);
export const TIME_COMMITMENT_LABELS: Readonly<Record<TimeCommitment, string>> = Object.freeze(
  Object.fromEntries(TIME_COMMITMENT_OPTIONS.map((t) => [t.id, t.label])) as Record<TimeCommitment, string>,
);

export const GOAL_MESSAGES = Object.freeze({
  goalsRequired: "Please choose at least one goal",
  goalsMax: "You can choose up to 3 goals",
  goalsUnique: "Each goal can be chosen only once",
  customText: "Please describe your custom goal",
});

export const MAX_SELECTED_GOALS = 3;

export const GoalSettingsSchema = z.object({
  /** The first is the primary goal. */
  selectedGoals: z.array(z.enum(GOAL_IDS)),
  timeCommitment: z.enum(TIME_COMMITMENTS),
  customGoalText: z.string().nullable(),
  goalElaboration: z.string().nullable(),
  updatedAt: z.string(),
});
export type GoalSettings = z.infer<typeof GoalSettingsSchema>;

/** PUT /api/goals. */
export const GoalSettingsInputSchema = z
  .object({
    selectedGoals: z
      .array(z.enum(GOAL_IDS), { error: GOAL_MESSAGES.goalsRequired })
      .min(1, GOAL_MESSAGES.goalsRequired)
      .max(MAX_SELECTED_GOALS, GOAL_MESSAGES.goalsMax)
      .refine((goals) => new Set(goals).size === goals.length, GOAL_MESSAGES.goalsUnique),
    timeCommitment: z.enum(TIME_COMMITMENTS).default("5min"),
    customGoalText: z.string().trim().max(500).nullish(),
    goalElaboration: z.string().trim().max(2000).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.selectedGoals.includes("custom") && !(v.customGoalText ?? "").trim()) {
      ctx.addIssue({ code: "custom", path: ["customGoalText"], message: GOAL_MESSAGES.customText });
    }
  });
export type GoalSettingsInput = z.input<typeof GoalSettingsInputSchema>;

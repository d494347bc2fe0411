// Rules of the goal forms and of the action generation's outcomes (SPEC sections 5 and 8).
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { ApiError } from "#client/lib/api-client.ts";
import {
  GoalSettingsInputSchema,
  type GoalId,
  type GoalSettings,
  type GoalSettingsInput,
  type TimeCommitment,
} from "#shared/schemas/goals.ts";

export const GOAL_TEXT = Object.freeze({
  saveGoalsFailed: "Failed to save your goals",
  generateFailed: "Failed to generate actions. Please try again.",
  noActions: "No actions received from the server.",
  fallback: "Could not connect to AI service. Using fallback suggestions instead.",
  authError: "Authentication error. Please try logging in again.",
  approveFailed: "Failed to approve actions. Please try again.",
  createPlanFailed: "Failed to create your action plan",
  planReady: "Your personalized action plan is ready!",
  actionsSaved: "Your actions have been saved!",
  updateActions: "Let's update your daily actions!",
  feedbackRequired: "Please provide some feedback",
  cannotIncrease: "Cannot increase time commitment further.",
  selectOne: "Please select at least one action.",
  saveActionsFailed: "Failed to save actions. Please try again.",
  loadActionsFailed: "Failed to load your daily actions",
});

/** The goal choice as a form holds it (text fields always strings). */
export interface GoalChoiceValue {
  selectedGoals: GoalId[];
  customGoalText: string;
  goalElaboration: string;
}

export interface GoalForm extends GoalChoiceValue {
  timeCommitment: TimeCommitment | "";
}

/** A goal is chosen, and a custom goal has its text: the wizard may advance and Save is enabled. */
export function goalChoiceValid(v: Pick<GoalChoiceValue, "selectedGoals" | "customGoalText">): boolean {
  return v.selectedGoals.length > 0 && (!v.selectedGoals.includes("custom") || v.customGoalText.trim() !== "");
}

/** The PUT body: texts trimmed, blank ones null, the custom text kept only for a custom goal. */
export function toGoalInput(v: GoalChoiceValue, timeCommitment: TimeCommitment): GoalSettingsInput {
  const custom = v.selectedGoals.includes("custom") ? v.customGoalText.trim() : "";
  const elaboration = v.goalElaboration.trim();
  return {
    selectedGoals: v.selectedGoals,
    timeCommitment,
    customGoalText: custom || null,
    goalElaboration: elaboration || null,
  };
}

export const goalFormFrom = (s: GoalSettings | null): GoalForm => ({
  selectedGoals: s?.selectedGoals ?? [],
  customGoalText: s?.customGoalText ?? "",
  goalElaboration: s?.goalElaboration ?? "",
  timeCommitment: s?.timeCommitment ?? "",
});

export function goalsChanged(before: GoalSettings, after: GoalSettingsInput): boolean {
  return (
    before.selectedGoals.join() !== after.selectedGoals.join() ||
    (before.customGoalText ?? null) !== (after.customGoalText ?? null) ||
    (before.goalElaboration ?? null) !== (after.goalElaboration ?? null) ||
    before.timeCommitment !== after.timeCommitment
  );
}

/**
 * The goal forms read as the PUT body and checked by the shared schema, each issue on its form
 * field; a stand-in time lets the body's issues show whether or not a time is chosen, and a time
 * must be chosen too.
 */
export const GoalFormSchema = z.custom<GoalForm>().superRefine((form, ctx) => {
  const parsed = GoalSettingsInputSchema.safeParse(toGoalInput(form, form.timeCommitment || "5min"));
  if (!parsed.success)
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: [String(issue.path[0] ?? "root")] });
  if (!form.timeCommitment)
    ctx.addIssue({ code: "custom", path: ["timeCommitment"], message: "Please choose your daily time" });
});

/** The form's own values go to the submit handlers (`raw`), which build the body themselves. */
export const goalFormResolver = zodResolver(GoalFormSchema, undefined, { raw: true });

export type GenerationFailure = { kind: "fallback" } | { kind: "error"; message: string };

/**
 * What a failed generate-actions call means: no connection (or the AI service down) uses the
 * local fallback; a dead session asks to sign in again; a refused request shows the server's
 * message; anything else the generic one.
 */
export function generationFailure(err: unknown): GenerationFailure {
  if (err instanceof ApiError) {
    if (err.status === 0 || err.status === 502 || err.status === 503 || err.status === 504) return { kind: "fallback" };
    if (err.status === 401) return { kind: "error", message: GOAL_TEXT.authError };
    if (err.status >= 400 && err.status < 500 && err.message) return { kind: "error", message: err.message };
    return { kind: "error", message: GOAL_TEXT.generateFailed };
  }
  if (err instanceof TypeError) return { kind: "fallback" };
  return { kind: "error", message: GOAL_TEXT.generateFailed };
}

import { GOAL_TRACKING_LEVEL_LABELS, goalLabel, isGoalId } from "#shared/content/labels-goals.ts";

/** The 5 check-in labels for a goal; goals outside the list use the custom ones. */
export const levelLabelsFor = (goalType: string) => GOAL_TRACKING_LEVEL_LABELS[isGoalId(goalType) ? goalType : "custom"];

export { goalLabel };

import { GOAL_TRACKING_LEVEL_LABELS, goalLabel, isGoalId } from "#shared/content/labels-goals.ts";

/** The 5 check-in labels for a goal; goals outside the list use the custom ones. */
export const levelLabelsFor = (goalType: string) =>
  GOAL_TRACKING_LEVEL_LABELS[isGoalId(goalType) ? goalType : "custom"];

/** The goal's name in titles ('Track Your Confidence'); a custom goal is 'Goal', never 'Custom'. */
export const goalTrackingName = (goalType: string) => (goalType === "custom" ? "Goal" : goalLabel(goalType));

export { goalLabel };

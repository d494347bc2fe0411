// The text the create-daily-exercises function builds a plan from (SPEC section 7: challenges,
// identities, recommended exercises, done exercise and feedback, requested count, include/exclude).
import type { OnboardingData } from "#shared/schemas/onboarding.ts";

const withCustom = (list: string[], custom: string | null) =>
  [...list, ...(custom ? [custom] : [])].join(", ") || "none";

export function planContext(
  data: OnboardingData,
  count: number,
  include: boolean | null,
  previous: readonly string[] = [],
): string {
  const lines = [
    `Name: ${data.userName ?? "friend"}.`,
    `Challenges: ${withCustom(data.selectedChallenges, data.customChallenge)}.`,
    `Identities: ${withCustom(data.selectedIdentities, data.customIdentity)}.`,
  ];
  if (data.recommendedExercises.length > 0)
    lines.push(`Recommended exercises: ${data.recommendedExercises.join(", ")}.`);
  if (data.doneExercise) {
    lines.push(
      `Done exercise: ${data.doneExercise}${data.exerciseFeedback ? ` (feedback: ${data.exerciseFeedback})` : ""}.`,
    );
  }
  lines.push(`Number of exercises: ${count} exercises per day.`);
  if (data.doneExercise && include !== null) {
    lines.push(
      include ? "Please include today's exercise in the plan." : "Exclude today's exercise and give me something new.",
    );
  }
  if (previous.length > 0) lines.push(`Already suggested, please suggest different ones: ${previous.join(", ")}.`);
  return lines.join("\n");
}

export interface PlannedExercise {
  id: string;
  title: string;
  reason: string;
}

/** The exercises in the assistant's reply ({ exercises: [{ id, title, reason }] }); [] when there are none. */
export function parsePlanReply(content: string): PlannedExercise[] {
  const start = content.indexOf("{");
  if (start < 0) return [];
  try {
    const parsed = JSON.parse(content.slice(start)) as { exercises?: unknown };
    if (!Array.isArray(parsed.exercises)) return [];
    return parsed.exercises
      .filter(
        (e): e is PlannedExercise => !!e && typeof e === "object" && typeof (e as PlannedExercise).id === "string",
      )
      .map((e) => ({
        id: e.id,
        title: typeof e.title === "string" ? e.title : e.id,
        reason: typeof e.reason === "string" ? e.reason : "",
      }));
  } catch {
    return [];
  }
}

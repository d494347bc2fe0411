import { ChevronRight, Target } from "lucide-react";
import { Link } from "react-router";
import { Card, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { goalCheckInQuestion, goalLabel } from "#shared/content/labels-goals.ts";
import { MAX_SELECTED_GOALS, type GoalSettings } from "#shared/schemas/goals.ts";

const nameOf = (goal: string, settings: GoalSettings) =>
  goal === "custom" && settings.customGoalText ? settings.customGoalText : goalLabel(goal);

/** Up to 3 selected goals; the first is the primary one. */
export function SelectedGoals({ settings }: { settings: GoalSettings }) {
  const goals = settings.selectedGoals.slice(0, MAX_SELECTED_GOALS);
  return (
    <section aria-labelledby="my-goals-title" className="flex flex-col gap-2">
      <h2 id="my-goals-title" className="text-lg font-semibold">
        My goals
      </h2>
      <ul className="flex flex-wrap gap-2" data-testid="selected-goals">
        {goals.map((goal, i) => (
          <li key={goal} className="flex min-h-11 items-center gap-2 rounded-full bg-accent-soft px-4 py-2 font-medium">
            <Target aria-hidden="true" className="size-4 text-accent" />
            {nameOf(goal, settings)}
            {i === 0 ? <span className="sr-only"> (primary goal)</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One goal check-in card per goal type, to /goal-tracking/{goal}. */
export function GoalCheckInCards({ settings }: { settings: GoalSettings }) {
  return (
    <Card aria-labelledby="check-ins-title">
      <CardHeader>
        <CardTitle id="check-ins-title">Goal check-ins</CardTitle>
      </CardHeader>
      <ul className="flex flex-col gap-2">
        {settings.selectedGoals.map((goal) => (
          <li key={goal}>
            <Link
              to={`/goal-tracking/${goal}`}
              className="flex min-h-14 items-center gap-3 rounded-2xl border border-border p-3 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{goalCheckInQuestion(goal, settings.customGoalText)}</span>
                <span className="block text-sm text-muted-foreground">
                  Track your {goal === "custom" ? "goal" : goalLabel(goal).toLowerCase()}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

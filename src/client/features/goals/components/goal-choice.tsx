import { Heart, Rocket, Smile, Sparkles, Sprout, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { FieldError } from "#client/components/ui/field-error.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { cn } from "#client/lib/cn.ts";
import { GOAL_LABELS } from "#shared/content/labels-goals.ts";
import {
  GOAL_IDS,
  MAX_SELECTED_GOALS,
  TIME_COMMITMENTS,
  TIME_COMMITMENT_LABELS,
  TIME_COMMITMENT_MINUTES,
  type GoalId,
  type TimeCommitment,
} from "#shared/schemas/goals.ts";
import type { UseFormReturn } from "react-hook-form";
import type { GoalChoiceValue, GoalForm } from "../lib/goal-rules.ts";

const GOAL_INFO: Record<GoalId, { icon: LucideIcon; blurb: string }> = {
  confidence: { icon: Heart, blurb: "Trust yourself and speak up" },
  motivation: { icon: Rocket, blurb: "Get started and keep going" },
  happiness: { icon: Smile, blurb: "Notice and enjoy the good" },
  growth: { icon: Sprout, blurb: "Learn from every day" },
  custom: { icon: Sparkles, blurb: "Something of your own" },
};

/** Up to 3 goals; 'Custom' asks for its text. An optional line says more about the goal. */
export function GoalChoice({
  value,
  onChange,
  customError,
}: {
  value: GoalChoiceValue;
  onChange: (next: GoalChoiceValue) => void;
  customError?: string;
}) {
  const id = useId();
  const full = value.selectedGoals.length >= MAX_SELECTED_GOALS;
  const toggle = (goal: GoalId) =>
    onChange({
      ...value,
      selectedGoals: value.selectedGoals.includes(goal)
        ? value.selectedGoals.filter((g) => g !== goal)
        : [...value.selectedGoals, goal],
    });
  return (
    <div className="@container flex flex-col gap-4">
      <p className="text-center text-sm font-semibold text-muted-foreground" aria-live="polite">
        {value.selectedGoals.length} of {MAX_SELECTED_GOALS} chosen
      </p>
      <ul className="grid grid-cols-1 gap-2 @min-[340px]:grid-cols-2" aria-label="Goals">
        {GOAL_IDS.map((goal) => {
          const on = value.selectedGoals.includes(goal);
          const { icon: Icon, blurb } = GOAL_INFO[goal];
          return (
            <li key={goal} className={goal === "custom" ? "@min-[340px]:col-span-2" : undefined}>
              <button
                type="button"
                aria-pressed={on}
                disabled={!on && full}
                onClick={() => toggle(goal)}
                className={cn(
                  "flex h-full min-h-14 w-full items-center gap-3 rounded-2xl border-2 px-3 py-2.5 text-left transition-colors disabled:opacity-50",
                  on ? "border-accent bg-accent-soft" : "border-border bg-surface hover:bg-muted",
                )}
              >
                <Icon aria-hidden="true" className="size-6 shrink-0 text-accent" />
                <span className="flex min-w-0 flex-col">
                  <span className="font-bold">{GOAL_LABELS[goal]}</span>
                  <span className="text-sm text-muted-foreground">{blurb}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {value.selectedGoals.includes("custom") ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-custom`}>Your custom goal</Label>
          <Input
            id={`${id}-custom`}
            value={value.customGoalText}
            maxLength={500}
            placeholder="e.g. Feel calmer at work"
            aria-invalid={customError ? true : undefined}
            aria-describedby={customError ? `${id}-custom-error` : undefined}
            onChange={(e) => onChange({ ...value, customGoalText: e.target.value })}
          />
          <FieldError id={`${id}-custom-error`} message={customError} />
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-more`}>Tell me more about your goal (optional)</Label>
        <Textarea
          id={`${id}-more`}
          rows={2}
          maxLength={2000}
          value={value.goalElaboration}
          onChange={(e) => onChange({ ...value, goalElaboration: e.target.value })}
        />
      </div>
    </div>
  );
}

/** The four daily time commitments with the spec's labels, as a radio group. */
export function TimeChoice({
  value,
  onChange,
  name,
}: {
  value: TimeCommitment | "";
  onChange: (next: TimeCommitment) => void;
  name: string;
}) {
  return (
    <div role="radiogroup" aria-label="Daily time" className="flex flex-col gap-2">
      {TIME_COMMITMENTS.map((t) => (
        <label
          key={t}
          className={cn(
            "flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border-2 px-4 py-3 text-lg font-semibold transition-colors",
            "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring",
            value === t ? "border-accent bg-accent-soft" : "border-border bg-surface hover:bg-muted",
          )}
        >
          <input
            type="radio"
            name={name}
            value={t}
            checked={value === t}
            onChange={() => onChange(t)}
            className="sr-only"
          />
          <span className="flex-1">{TIME_COMMITMENT_LABELS[t]}</span>
          <span className="text-base font-normal text-muted-foreground">
            {t === "10min+" ? "10+ min" : `${TIME_COMMITMENT_MINUTES[t]} min`}
          </span>
        </label>
      ))}
    </div>
  );
}

/** Wires GoalChoice to a react-hook-form form of the goal fields. */
export function bindGoalChoice(form: UseFormReturn<GoalForm>) {
  const [selectedGoals, customGoalText, goalElaboration] = form.watch([
    "selectedGoals",
    "customGoalText",
    "goalElaboration",
  ]);
  return {
    value: { selectedGoals, customGoalText, goalElaboration },
    onChange: (v: GoalChoiceValue) => {
      form.setValue("selectedGoals", v.selectedGoals, { shouldDirty: true });
      form.setValue("customGoalText", v.customGoalText, { shouldDirty: true });
      form.setValue("goalElaboration", v.goalElaboration, { shouldDirty: true });
    },
  };
}

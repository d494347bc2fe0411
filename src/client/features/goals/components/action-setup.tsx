import { Pencil, RefreshCw, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { EmptyState, SectionError } from "#client/components/layouts/section-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { FieldError } from "#client/components/ui/field-error.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Progress } from "#client/components/ui/progress.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { ApiError } from "#client/lib/api-client.ts";
import { goalLabel } from "#shared/content/labels-goals.ts";
import { budgetFilled, remainingMinutes, totalMinutes, wouldExceed } from "#shared/domain/action-budget.ts";
import type { SuggestedAction } from "#shared/schemas/coach.ts";
import {
  TIME_COMMITMENT_LABELS,
  TIME_COMMITMENT_MINUTES,
  type GoalSettings,
  type GoalSettingsInput,
  type TimeCommitment,
} from "#shared/schemas/goals.ts";
import { toSuggested, useSaveActionPlan, useSaveGoals, useTodayActions } from "../api/goals.ts";
import { useActionSuggestions } from "../hooks/use-action-suggestions.ts";
import { GOAL_TEXT, goalsChanged } from "../lib/goal-rules.ts";
import { ActionList } from "./action-list.tsx";
import { ChangeTimeDialog, GoalEditDialog, RegenerateDialog, type EditKind } from "./goal-dialogs.tsx";

export type SetupMode = "initial" | "change" | "edit-goals" | "edit-time";

type TimeAsk = { kind: "select"; action: SuggestedAction } | { kind: "regenerate"; feedback: string };

const goalNames = (s: GoalSettings) =>
  s.selectedGoals.map((g) => (g === "custom" && s.customGoalText ? s.customGoalText : goalLabel(g)));
const asInput = (s: GoalSettings, timeCommitment: TimeCommitment = s.timeCommitment): GoalSettingsInput => ({
  selectedGoals: s.selectedGoals,
  timeCommitment,
  customGoalText: s.customGoalText,
  goalElaboration: s.goalElaboration,
});

/**
 * Suggested actions to choose from, for the first plan (initial) or to change today's
 * (preselected), with 'Suggest Different', the time budget and the goal/time edits (SPEC section 4).
 */
export function ActionSetup({
  mode,
  settings,
  onDone,
}: {
  mode: SetupMode;
  settings: GoalSettings;
  onDone: () => void;
}) {
  const s = useActionSuggestions();
  const today = useTodayActions(mode !== "initial");
  const savePlan = useSaveActionPlan();
  const saveGoals = useSaveGoals();
  const [edit, setEdit] = useState<EditKind | null>(
    mode === "edit-goals" ? "goals" : mode === "edit-time" ? "time" : null,
  );
  const [regenerateFor, setRegenerateFor] = useState<GoalSettings | null>(null);
  const [timeAsk, setTimeAsk] = useState<TimeAsk | null>(null);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const feedback = useForm<{ text: string }>({ defaultValues: { text: "" } });
  const started = useRef(false);
  const budget = TIME_COMMITMENT_MINUTES[settings.timeCommitment];
  const used = totalMinutes(s.selected);
  const loading = s.status === "loading";

  useEffect(() => {
    if (mode === "change") toast.success(GOAL_TEXT.updateActions, { id: "update-actions" });
  }, [mode]);

  useEffect(() => {
    if (today.isError) toast.error(GOAL_TEXT.loadActionsFailed, { id: "load-actions" });
  }, [today.isError]);

  // First suggestions: fresh ones for the first plan; today's actions (selected) plus new ones
  // for the time left when changing them; only today's when a goal/time edit comes first.
  const { generate, seed } = s;
  useEffect(() => {
    if (started.current) return;
    if (mode === "initial") {
      started.current = true;
      void generate({ goals: settings, keep: [] });
      return;
    }
    if (!today.data) return;
    started.current = true;
    const current = (today.data.plan?.actions ?? []).map(toSuggested);
    seed(current);
    if (mode === "change" && (current.length === 0 || remainingMinutes(budget, current) > 0))
      void generate({ goals: settings, keep: current });
  }, [mode, today.data, settings, budget, generate, seed]);

  function toggle(action: SuggestedAction) {
    if (s.selectedIds.includes(action.id)) s.setSelected(s.selectedIds.filter((id) => id !== action.id));
    else if (wouldExceed(budget, s.selected, action)) setTimeAsk({ kind: "select", action });
    else s.setSelected([...s.selectedIds, action.id]);
  }

  const regenerate = feedback.handleSubmit(async ({ text }) => {
    const trimmed = text.trim();
    if (budgetFilled(budget, s.selected)) {
      setTimeAsk({ kind: "regenerate", feedback: trimmed });
      return;
    }
    if (await s.generate({ goals: settings, keep: s.selected, feedback: trimmed })) closeFeedback();
  });

  function closeFeedback() {
    setFeedbackOpen(false);
    feedback.reset({ text: "" });
  }

  async function saveSettings(input: GoalSettingsInput) {
    try {
      return await saveGoals.mutateAsync(input);
    } catch (err) {
      toast.error(err instanceof ApiError && err.status === 401 ? GOAL_TEXT.authError : GOAL_TEXT.saveGoalsFailed);
      throw err;
    }
  }

  async function increaseTime(next: TimeCommitment) {
    const ask = timeAsk;
    const updated = await saveSettings(asInput(settings, next)).catch(() => null);
    setTimeAsk(null);
    if (!updated || !ask) return;
    if (ask.kind === "select") s.setSelected([...s.selectedIds, ask.action.id]);
    else if (await s.generate({ goals: updated, keep: s.selected, feedback: ask.feedback })) closeFeedback();
  }

  async function saveEdit(input: GoalSettingsInput) {
    if (!goalsChanged(settings, input)) {
      setEdit(null);
      return;
    }
    const updated = await saveSettings(input);
    setEdit(null);
    setRegenerateFor(updated);
  }

  async function approve() {
    try {
      await savePlan.mutateAsync(s.selected);
      toast.success(mode === "initial" ? GOAL_TEXT.planReady : GOAL_TEXT.actionsSaved);
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) toast.error(GOAL_TEXT.authError);
      else toast.error(mode === "initial" ? GOAL_TEXT.createPlanFailed : GOAL_TEXT.approveFailed);
    }
  }

  const waitingForToday = mode !== "initial" && !today.data;
  const feedbackError = feedback.formState.errors.text?.message;

  return (
    <>
      <Card className="gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id="goals-summary-title" className="text-sm font-semibold text-muted-foreground">
            Your goals
          </h2>
          <Button
            variant="ghost"
            size="sm"
            className="-my-1 shrink-0 whitespace-nowrap"
            onClick={() => setEdit("goals")}
          >
            <Pencil aria-hidden="true" className="size-4" /> Edit goals
          </Button>
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label="Your goals">
          {goalNames(settings).map((g) => (
            <li key={g} className="rounded-2xl bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
              {g}
            </li>
          ))}
        </ul>
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm">
            <span className="font-semibold">{TIME_COMMITMENT_LABELS[settings.timeCommitment]}</span>
            <span className="text-muted-foreground">
              {" "}
              · {settings.timeCommitment === "10min+" ? "10+" : budget} min a day
            </span>
          </p>
          <Button
            variant="ghost"
            size="sm"
            className="-my-1 shrink-0 whitespace-nowrap"
            onClick={() => setEdit("time")}
          >
            <Pencil aria-hidden="true" className="size-4" /> Edit time
          </Button>
        </div>
      </Card>

      <section aria-labelledby="actions-title" className="flex flex-col gap-3">
        <div className="flex flex-col gap-2">
          <h2 id="actions-title" className="text-xl font-bold">
            {mode === "initial" ? "Pick your daily actions" : "Your daily actions"}
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {used} of {budget} min selected
          </p>
          <Progress
            value={(used / budget) * 100}
            aria-label="Daily time used"
            aria-valuetext={`${used} of ${budget} minutes`}
            className="h-2"
          />
        </div>
        {waitingForToday && today.isError ? (
          <SectionError message={GOAL_TEXT.loadActionsFailed} onRetry={() => void today.refetch()} />
        ) : waitingForToday || (loading && s.suggestions.length === 0) ? (
          <div className="grid min-h-40 place-items-center gap-2 text-center">
            <Spinner size="lg" label="Finding actions for you" />
            <p className="text-muted-foreground">Finding actions for you...</p>
          </div>
        ) : s.status === "error" && s.suggestions.length === 0 ? (
          <SectionError
            message={s.error ?? GOAL_TEXT.generateFailed}
            onRetry={() => void s.generate({ goals: settings, keep: [] })}
          />
        ) : s.suggestions.length === 0 ? (
          <EmptyState
            title="No actions yet."
            action={
              <Button onClick={() => void s.generate({ goals: settings, keep: [] })}>
                <Sparkles aria-hidden="true" /> Suggest actions
              </Button>
            }
          />
        ) : (
          <>
            <ActionList
              actions={s.suggestions}
              selectedIds={s.selectedIds}
              onToggle={toggle}
              disabled={loading || savePlan.isPending}
            />
            {loading ? (
              <p role="status" className="flex items-center justify-center gap-2 text-muted-foreground">
                <Spinner size="sm" label="" /> Finding new suggestions...
              </p>
            ) : null}
          </>
        )}
      </section>

      {feedbackOpen ? (
        <form
          className="flex flex-col gap-2 rounded-3xl border border-border bg-surface p-4"
          noValidate
          onSubmit={(e) => void regenerate(e)}
        >
          <Label htmlFor="actions-feedback">What would you like instead?</Label>
          <Textarea
            id="actions-feedback"
            rows={3}
            autoFocus
            maxLength={2000}
            placeholder="e.g. Something shorter I can do at work"
            aria-invalid={feedbackError ? true : undefined}
            aria-describedby={feedbackError ? "actions-feedback-error" : undefined}
            {...feedback.register("text", { validate: (v) => v.trim() !== "" || GOAL_TEXT.feedbackRequired })}
          />
          <FieldError id="actions-feedback-error" message={feedbackError} />
          <div className="flex gap-2">
            <Button type="submit" className="flex-1" disabled={loading}>
              <RefreshCw aria-hidden="true" /> Regenerate
            </Button>
            <Button type="button" variant="outline" onClick={closeFeedback}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}

      <div className="mt-auto flex flex-col gap-2 pt-2">
        <Button
          size="lg"
          disabled={s.selected.length === 0 || loading || savePlan.isPending}
          onClick={() => void approve()}
        >
          {savePlan.isPending ? "Saving..." : "Approve"}
        </Button>
        {!feedbackOpen ? (
          <Button
            variant="outline"
            size="lg"
            disabled={loading || waitingForToday}
            onClick={() => setFeedbackOpen(true)}
          >
            Suggest Different
          </Button>
        ) : null}
      </div>

      <GoalEditDialog kind={edit} settings={settings} onClose={() => setEdit(null)} onSave={saveEdit} />
      <RegenerateDialog
        open={regenerateFor !== null}
        onKeep={() => {
          setRegenerateFor(null);
          if (mode === "edit-goals" || mode === "edit-time") onDone();
        }}
        onGenerate={() => {
          const goals = regenerateFor;
          setRegenerateFor(null);
          if (goals) void s.generate({ goals, keep: [] });
        }}
      />
      <ChangeTimeDialog
        current={settings.timeCommitment}
        open={timeAsk !== null}
        pending={saveGoals.isPending}
        onIncrease={(next) => void increaseTime(next)}
        onDecline={() => setTimeAsk(null)}
      />
    </>
  );
}

// The action selection of the goal flow (SPEC section 4, "Action flow"): suggestions with the
// selected ones kept first, feedback-driven regeneration, and the local fallback when the coach
// cannot be reached.
import { useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import { mergeSuggestions, remainingMinutes } from "#shared/domain/action-budget.ts";
import { fallbackSuggestions } from "#shared/domain/fallback-actions.ts";
import type { GenerateActionsBody, SuggestedAction } from "#shared/schemas/coach.ts";
import { TIME_COMMITMENT_MINUTES, type GoalSettings } from "#shared/schemas/goals.ts";
import { generateActions, toSuggested } from "../api/goals.ts";
import { GOAL_TEXT, generationFailure } from "../lib/goal-rules.ts";

export type SuggestionStatus = "idle" | "loading" | "ready" | "error";

export interface GenerateOptions {
  goals: GoalSettings;
  /** Actions to keep (selected); the rest of the list is replaced. */
  keep: SuggestedAction[];
  feedback?: string;
}

/** The generate-actions body: the time left after the kept actions, feedback only when there is some. */
export function generationBody(
  goals: GoalSettings,
  keep: SuggestedAction[],
  feedbackHistory: string[],
  previous: SuggestedAction[],
): GenerateActionsBody {
  return {
    goals: goals.selectedGoals,
    timeCommitment: remainingMinutes(TIME_COMMITMENT_MINUTES[goals.timeCommitment], keep),
    ...(feedbackHistory.length > 0 ? { feedbackHistory } : {}),
    customGoalText: goals.customGoalText,
    goalElaboration: goals.goalElaboration,
    selectedActions: keep.map(toSuggested),
    previousSuggestions: previous.slice(-200).map((a) => ({ id: a.id, title: a.title })),
  };
}

export function useActionSuggestions() {
  const [suggestions, setSuggestions] = useState<SuggestedAction[]>([]);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [status, setStatus] = useState<SuggestionStatus>("idle");
  const [error, setError] = useState<string | null>(null);
  const feedbackHistory = useRef<string[]>([]);
  const previous = useRef<SuggestedAction[]>([]);

  const selected = suggestions.filter((a) => selectedIds.includes(a.id));

  /** Shows these actions, all selected (today's plan when changing actions). */
  const seed = useCallback((actions: SuggestedAction[]) => {
    setSuggestions(actions);
    setSelectedIds(actions.map((a) => a.id));
    previous.current = [...actions];
    setStatus("ready");
  }, []);

  const generate = useCallback(async ({ goals, keep, feedback }: GenerateOptions) => {
    if (feedback) feedbackHistory.current = [...feedbackHistory.current, feedback];
    setStatus("loading");
    setError(null);
    let incoming: SuggestedAction[];
    try {
      const out = await generateActions(generationBody(goals, keep, feedbackHistory.current, previous.current));
      incoming = out.actions ?? [];
      if (incoming.length === 0) {
        toast.error(GOAL_TEXT.noActions);
        setError(GOAL_TEXT.noActions);
        setStatus(keep.length > 0 ? "ready" : "error");
        return false;
      }
    } catch (err) {
      const failure = generationFailure(err);
      if (failure.kind === "error") {
        toast.error(failure.message);
        setError(failure.message);
        setStatus(keep.length > 0 ? "ready" : "error");
        return false;
      }
      toast.warning(GOAL_TEXT.fallback);
      incoming = fallbackSuggestions(
        remainingMinutes(TIME_COMMITMENT_MINUTES[goals.timeCommitment], keep),
        goals.selectedGoals[0] ?? "motivation",
      );
    }
    previous.current = mergeSuggestions(previous.current, incoming);
    setSuggestions(mergeSuggestions(keep, incoming));
    setSelectedIds(keep.map((a) => a.id));
    setStatus("ready");
    return true;
  }, []);

  const setSelected = useCallback((ids: string[]) => setSelectedIds(ids), []);

  return { suggestions, selected, selectedIds, status, error, seed, generate, setSelected };
}

export type ActionSuggestions = ReturnType<typeof useActionSuggestions>;

// Server state of goal setting: goal settings, today's action plan, and the coach functions that
// suggest actions (SPEC sections 3 and 7).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import type {
  SuggestedAction,
  ActionsOutput,
  ChatAiBody,
  GenerateActionsBody,
  GenerateActionsFromChatBody,
} from "#shared/schemas/coach.ts";
import type { SavePlanInput, TodayActions } from "#shared/schemas/actions.ts";
import type { GoalSettings, GoalSettingsInput } from "#shared/schemas/goals.ts";

export const goalsKey = ["goals"] as const;
export const todayActionsKey = ["actions", "today"] as const;

/** The user's goal settings, or null before the goal wizard was finished. */
export function useGoalSettings() {
  return useQuery({ queryKey: goalsKey, queryFn: () => api<GoalSettings | null>("/api/goals") });
}

export function useSaveGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GoalSettingsInput) => api<GoalSettings>("/api/goals", { method: "PUT", json: input }),
    onSuccess: (settings) => queryClient.setQueryData(goalsKey, settings),
  });
}

export function useTodayActions(enabled = true) {
  return useQuery({ queryKey: todayActionsKey, queryFn: () => api<TodayActions>("/api/actions/today"), enabled });
}

/** Only the fields of a suggested action: a plan action also carries its completion state. */
export function toSuggested(a: SuggestedAction): SuggestedAction {
  const { id, title, description, category, timeEstimate, goalType, goalExplanation, duration, checklistItems } = a;
  return { id, title, description, category, timeEstimate, goalType, goalExplanation, duration, checklistItems };
}

/** Approved actions become today's plan (replacing one that exists). Callers show their own toasts. */
export function useSaveActionPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (actions: SuggestedAction[]) =>
      api<TodayActions>("/api/actions/plan", { json: { actions: actions.map(toSuggested) } satisfies SavePlanInput }),
    onSuccess: (today) => queryClient.setQueryData(todayActionsKey, today),
  });
}

export const generateActions = (body: GenerateActionsBody) =>
  api<ActionsOutput>("/api/functions/generate-actions", { json: body });
export const generateActionsFromChat = (body: Partial<GenerateActionsFromChatBody> & { lastMessage: string }) =>
  api<ActionsOutput>("/api/functions/generate-actions-from-chat", { json: body });
/** The goal chat's reply; `support` when what was written carries risk (the safety layer). */
export const chatAi = (body: ChatAiBody) =>
  api<{ message: string; support?: unknown }>("/api/functions/chat-ai", { json: body });

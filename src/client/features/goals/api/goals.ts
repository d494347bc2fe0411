// Server state of goal setting: goal settings, today's action plan, and the coach functions that
// suggest actions (SPEC sections 3 and 7).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#client/lib/api-client.ts";
import { goalSettingsQuery, goalsKey, todayActionsKey, todayActionsQuery } from "#client/lib/query-keys.ts";
import type {
  SuggestedAction,
  ChatAiBody,
  GenerateActionsBody,
  GenerateActionsFromChatBody,
} from "#shared/schemas/coach.ts";
import type { SavePlanInput } from "#shared/schemas/actions.ts";
import type { GoalSettingsInput } from "#shared/schemas/goals.ts";

/** The user's goal settings, or null before the goal wizard was finished. */
export function useGoalSettings() {
  return useQuery(goalSettingsQuery);
}

export function useSaveGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GoalSettingsInput) => call(client.goals.$put({ json: input })),
    onSuccess: (settings) => queryClient.setQueryData(goalsKey, settings),
  });
}

export function useTodayActions(enabled = true) {
  return useQuery({ ...todayActionsQuery, enabled });
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
      call(client.actions.plan.$post({ json: { actions: actions.map(toSuggested) } satisfies SavePlanInput })),
    onSuccess: (today) => queryClient.setQueryData(todayActionsKey, today),
  });
}

export const generateActions = (body: GenerateActionsBody) =>
  call(client.functions["generate-actions"].$post({ json: body }));
export const generateActionsFromChat = (body: Partial<GenerateActionsFromChatBody> & { lastMessage: string }) =>
  call(client.functions["generate-actions-from-chat"].$post({ json: body }));
/** The goal chat's reply; `support` when what was written carries risk (the safety layer). */
export const chatAi = (body: ChatAiBody) => call(client.functions["chat-ai"].$post({ json: body }));

// Server state of the old home: goal settings, today's actions and progress, and every action write.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { readSupport } from "#client/components/support/read-support.ts";
import { showSupport } from "#client/components/support/support-store.ts";
import { call, client } from "#client/lib/api-client.ts";
// The same keys as the goals and progress features, so one screen's writes refresh the others.
import {
  goalSettingsQuery,
  journalsKey,
  progressKey,
  progressQuery,
  todayActionsKey,
  todayActionsQuery,
} from "#client/lib/query-keys.ts";
import type { CompleteActionInput, CustomActionInput } from "#shared/schemas/actions.ts";
import { ACTION_TEXT } from "../lib/texts.ts";

export function useGoalSettings() {
  return useQuery(goalSettingsQuery);
}

export function useTodayActions() {
  return useQuery(todayActionsQuery);
}

export function useProgress() {
  return useQuery(progressQuery);
}

const param = (actionId: string) => ({ actionId: encodeURIComponent(actionId) });

/** Completes an action; the server decides the points and answers with the new totals. */
export function useCompleteAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ actionId, input }: { actionId: string; input: CompleteActionInput }) =>
      call(client.actions[":actionId"].complete.$post({ param: param(actionId), json: input })),
    onSuccess: (result) => {
      showSupport(readSupport(result));
      queryClient.setQueryData(todayActionsKey, result.today);
      queryClient.setQueryData(progressKey, result.progress);
      if (result.awarded) toast.success(`You earned ${result.points} ${result.points === 1 ? "point" : "points"}!`);
      else toast(ACTION_TEXT.alreadyCompleted);
      if (result.awarded && result.allDone) toast.success(ACTION_TEXT.allDone);
      // A completion may write a journal entry.
      void queryClient.invalidateQueries({ queryKey: journalsKey });
    },
    onError: () => toast.error(ACTION_TEXT.saveFailed),
  });
}

/** 'Save Progress & Close' of a checklist action. */
export function useSaveChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ actionId, items }: { actionId: string; items: Record<string, boolean> }) =>
      call(client.actions[":actionId"].checklist.$patch({ param: param(actionId), json: { items } })),
    onSuccess: (result) => queryClient.setQueryData(todayActionsKey, result.today),
    onError: () => toast.error(ACTION_TEXT.updateFailed),
  });
}

export function useAddCustomAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomActionInput) => call(client.actions.custom.$post({ json: input })),
    onSuccess: (today) => {
      queryClient.setQueryData(todayActionsKey, today);
      toast.success(ACTION_TEXT.customAdded);
    },
    onError: () => toast.error(ACTION_TEXT.customFailed),
  });
}

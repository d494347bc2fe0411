// Server state of the old home: goal settings, today's actions and progress, and every action write.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { readSupport } from "#client/components/support/read-support.ts";
import { showSupport } from "#client/components/support/support-store.ts";
import { api } from "#client/lib/api-client.ts";
import type {
  CompleteActionInput,
  CompleteActionResult,
  CustomActionInput,
  TodayActions,
} from "#shared/schemas/actions.ts";
import type { GoalSettings } from "#shared/schemas/goals.ts";
import type { Progress } from "#shared/schemas/progress.ts";
import { ACTION_TEXT } from "../lib/texts.ts";

// The same keys as the goals and progress features, so one screen's writes refresh the others.
export const goalsKey = ["goals"] as const;
export const todayActionsKey = ["actions", "today"] as const;
export const progressKey = ["progress"] as const;

export function useGoalSettings() {
  return useQuery({ queryKey: goalsKey, queryFn: () => api<GoalSettings | null>("/api/goals") });
}

export function useTodayActions() {
  return useQuery({ queryKey: todayActionsKey, queryFn: () => api<TodayActions>("/api/actions/today") });
}

export function useProgress() {
  return useQuery({ queryKey: progressKey, queryFn: () => api<Progress>("/api/progress") });
}

const path = (actionId: string, rest: string) => `/api/actions/${encodeURIComponent(actionId)}/${rest}`;

/** Completes an action; the server decides the points and answers with the new totals. */
export function useCompleteAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ actionId, input }: { actionId: string; input: CompleteActionInput }) =>
      api<CompleteActionResult>(path(actionId, "complete"), { json: input }),
    onSuccess: (result) => {
      showSupport(readSupport(result));
      queryClient.setQueryData(todayActionsKey, result.today);
      queryClient.setQueryData(progressKey, result.progress);
      if (result.awarded) toast.success(`You earned ${result.points} ${result.points === 1 ? "point" : "points"}!`);
      else toast(ACTION_TEXT.alreadyCompleted);
      if (result.awarded && result.allDone) toast.success(ACTION_TEXT.allDone);
      // A completion may write a journal entry.
      void queryClient.invalidateQueries({ queryKey: ["journals"] });
    },
    onError: () => toast.error(ACTION_TEXT.saveFailed),
  });
}

/** 'Save Progress & Close' of a checklist action. */
export function useSaveChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ actionId, items }: { actionId: string; items: Record<string, boolean> }) =>
      api<{ today: TodayActions }>(path(actionId, "checklist"), { method: "PATCH", json: { items } }),
    onSuccess: (result) => queryClient.setQueryData(todayActionsKey, result.today),
    onError: () => toast.error(ACTION_TEXT.updateFailed),
  });
}

export function useAddCustomAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomActionInput) => api<TodayActions>("/api/actions/custom", { json: input }),
    onSuccess: (today) => {
      queryClient.setQueryData(todayActionsKey, today);
      toast.success(ACTION_TEXT.customAdded);
    },
    onError: () => toast.error(ACTION_TEXT.customFailed),
  });
}

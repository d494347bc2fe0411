import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import type { SafetyPlan, SafetyPlanBody } from "#shared/schemas/safety.ts";

export const safetyPlanKey = ["safety-plan"] as const;

/** The saved plan, or null when the user has none. */
export function useSafetyPlan() {
  return useQuery({ queryKey: safetyPlanKey, queryFn: () => api<SafetyPlan | null>("/api/safety-plan") });
}

export function useSaveSafetyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...safetyPlanKey, "save"],
    mutationFn: (body: SafetyPlanBody) => api<SafetyPlan>("/api/safety-plan", { method: "PUT", json: body }),
    onSuccess: (plan) => queryClient.setQueryData(safetyPlanKey, plan),
  });
}

export function useDeleteSafetyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...safetyPlanKey, "delete"],
    mutationFn: () => api<void>("/api/safety-plan", { method: "DELETE" }),
    onSuccess: () => queryClient.setQueryData(safetyPlanKey, null),
  });
}

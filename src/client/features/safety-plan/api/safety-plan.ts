import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client } from "#client/lib/api-client.ts";
import type { SafetyPlanBody } from "#shared/schemas/safety.ts";
import { safetyPlanKey, safetyPlanQuery } from "./keys.ts";

/** The saved plan, or null when the user has none. */
export function useSafetyPlan() {
  return useQuery(safetyPlanQuery);
}

export function useSaveSafetyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...safetyPlanKey, "save"],
    mutationFn: (body: SafetyPlanBody) => call(client["safety-plan"].$put({ json: body })),
    onSuccess: (plan) => queryClient.setQueryData(safetyPlanKey, plan),
  });
}

export function useDeleteSafetyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...safetyPlanKey, "delete"],
    mutationFn: () => call(client["safety-plan"].$delete()),
    onSuccess: () => queryClient.setQueryData(safetyPlanKey, null),
  });
}

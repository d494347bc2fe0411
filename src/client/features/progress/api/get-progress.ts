import { useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import type { Progress } from "#shared/schemas/progress.ts";

export const progressKey = ["progress"] as const;

export function useProgress() {
  return useQuery({ queryKey: progressKey, queryFn: () => api<Progress>("/api/progress") });
}

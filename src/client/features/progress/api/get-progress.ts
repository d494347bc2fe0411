import { useQuery } from "@tanstack/react-query";
import { progressQuery } from "#client/lib/query-keys.ts";

export function useProgress() {
  return useQuery(progressQuery);
}

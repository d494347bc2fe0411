import { useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import type { Profile } from "#shared/schemas/profile.ts";

export const profileKey = ["profile"] as const;

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: () => api<Profile>("/api/profile") });
}

import { useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import type { MoodToday } from "#shared/schemas/moods.ts";

export const moodTodayKey = ["moods", "today"] as const;

export const getMoodToday = () => api<MoodToday>("/api/moods/today");

export function useMoodToday(enabled = true) {
  return useQuery({ queryKey: moodTodayKey, queryFn: getMoodToday, enabled, retry: false });
}

import { useQuery } from "@tanstack/react-query";
import { moodTodayQuery } from "./keys.ts";

export function useMoodToday(enabled = true) {
  return useQuery({ ...moodTodayQuery, enabled, retry: false });
}

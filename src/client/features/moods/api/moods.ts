import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { toast } from "sonner";
import { api } from "#client/lib/api-client.ts";
import { cursorPaging, itemsOf, pageUrl, prependItem } from "#client/lib/paging.ts";
import { useOneAtATime, useSubmissionKey } from "#client/lib/submission.ts";
import type { CreateMoodInput, MoodEntry, MoodPage, MoodStats, MoodToday } from "#shared/schemas/moods.ts";
import { moodTodayKey } from "./get-mood-today.ts";

export const moodListKey = (kind: "all" | "mood" | "goal", goalType?: string) =>
  ["moods", "list", kind, goalType ?? null] as const;
export const moodStatsKey = ["moods", "stats"] as const;

/** The loaded pages of a mood list, as the cache keeps them. */
export type MoodPages = InfiniteData<MoodPage, string | null>;

/**
 * Mood entries newest first, a page at a time (`fetchNextPage` while `hasNextPage`); `entries` is
 * every loaded one. Goal check-ins (`kind: "goal"`) share the moods cache.
 */
export function useMoods(kind: "all" | "mood" | "goal", goalType?: string) {
  const query = useInfiniteQuery({
    queryKey: moodListKey(kind, goalType),
    queryFn: ({ pageParam }) => api<MoodPage>(pageUrl("/api/moods", { kind, goalType }, pageParam)),
    ...cursorPaging,
  });
  return { ...query, entries: itemsOf(query.data) };
}

export function useMoodStats() {
  return useQuery({ queryKey: moodStatsKey, queryFn: () => api<MoodStats>("/api/moods/stats?days=30") });
}

/**
 * Records a mood optimistically (SPEC section 4): it shows in the history and counts as
 * today's mood at once, and disappears again with 'Failed to save your mood' if saving fails.
 */
export function useCreateMood() {
  const queryClient = useQueryClient();
  const listKey = moodListKey("mood");
  const submission = useSubmissionKey();
  const mutation = useMutation({
    mutationFn: (input: CreateMoodInput) =>
      api<MoodEntry>("/api/moods", { json: input, idempotencyKey: submission.get() }),
    onSuccess: () => submission.renew(),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: ["moods"] });
      const previousList = queryClient.getQueryData<MoodPages>(listKey);
      const previousToday = queryClient.getQueryData<MoodToday>(moodTodayKey);
      const optimistic: MoodEntry = {
        id: `optimistic-${crypto.randomUUID()}`,
        moodLevel: input.moodLevel,
        note: input.note?.trim() || null,
        goalType: null,
        emotions: input.emotions ?? [],
        createdAt: new Date().toISOString(),
      };
      if (previousList) queryClient.setQueryData<MoodPages>(listKey, prependItem(previousList, optimistic));
      queryClient.setQueryData<MoodToday>(moodTodayKey, { logged: true, moodLevel: input.moodLevel });
      return { previousList, previousToday };
    },
    onError: (_err, _input, context) => {
      if (context?.previousList) queryClient.setQueryData(listKey, context.previousList);
      if (context?.previousToday) queryClient.setQueryData(moodTodayKey, context.previousToday);
      else queryClient.removeQueries({ queryKey: moodTodayKey });
      toast.error("Failed to save your mood");
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["moods"] }),
  });
  return useOneAtATime(mutation);
}

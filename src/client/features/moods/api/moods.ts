import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { call, client, withOptions } from "#client/lib/api-client.ts";
import { itemsOf, prependItem } from "#client/lib/paging.ts";
import { moodListQuery, moodsKey, type MoodKind } from "#client/lib/query-keys.ts";
import { useOneAtATime, useSubmissionKey } from "#client/lib/submission.ts";
import type { CreateMoodInput, MoodEntry } from "#shared/schemas/moods.ts";
import { moodStatsQuery, moodTodayKey } from "./keys.ts";

/**
 * Mood entries newest first, a page at a time (`fetchNextPage` while `hasNextPage`); `entries` is
 * every loaded one. Goal check-ins (`kind: "goal"`) share the moods cache.
 */
export function useMoods(kind: MoodKind, goalType?: string) {
  const query = useInfiniteQuery(moodListQuery(kind, goalType));
  return { ...query, entries: itemsOf(query.data) };
}

export function useMoodStats() {
  return useQuery(moodStatsQuery);
}

/**
 * Records a mood optimistically (SPEC section 4): it shows in the history and counts as
 * today's mood at once, and disappears again with 'Failed to save your mood' if saving fails.
 */
export function useCreateMood() {
  const queryClient = useQueryClient();
  const listKey = moodListQuery("mood").queryKey;
  const submission = useSubmissionKey();
  const mutation = useMutation({
    mutationFn: (input: CreateMoodInput) =>
      call(client.moods.$post({ json: input }, withOptions({ idempotencyKey: submission.get() }))),
    onSuccess: () => submission.renew(),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: moodsKey });
      const previousList = queryClient.getQueryData(listKey);
      const previousToday = queryClient.getQueryData(moodTodayKey);
      const optimistic: MoodEntry = {
        id: `optimistic-${crypto.randomUUID()}`,
        moodLevel: input.moodLevel,
        note: input.note?.trim() || null,
        goalType: null,
        emotions: input.emotions ?? [],
        createdAt: new Date().toISOString(),
      };
      if (previousList) queryClient.setQueryData(listKey, prependItem(previousList, optimistic));
      queryClient.setQueryData(moodTodayKey, { logged: true, moodLevel: input.moodLevel });
      return { previousList, previousToday };
    },
    onError: (_err, _input, context) => {
      if (context?.previousList) queryClient.setQueryData(listKey, context.previousList);
      if (context?.previousToday) queryClient.setQueryData(moodTodayKey, context.previousToday);
      else queryClient.removeQueries({ queryKey: moodTodayKey });
      toast.error("Failed to save your mood");
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: moodsKey }),
  });
  return useOneAtATime(mutation);
}

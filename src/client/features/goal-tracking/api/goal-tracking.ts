import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { readSupport } from "#client/components/support/read-support.ts";
import { showSupport } from "#client/components/support/support-store.ts";
import { call, client, withOptions } from "#client/lib/api-client.ts";
import { itemsOf, prependItem } from "#client/lib/paging.ts";
import { moodListQuery, moodListsKey, moodsKey, progressKey } from "#client/lib/query-keys.ts";
import { useOneAtATime, useSubmissionKey } from "#client/lib/submission.ts";
import { goalTrackingNote } from "#shared/domain/journal-content.ts";
import type { GoalCheckInInput, MoodEntry } from "#shared/schemas/moods.ts";

// Goal check-ins are mood entries with a goal_type (SPEC section 3), so they share the moods cache.
const goalEntriesKey = (goalType?: string) => moodListQuery("goal", goalType).queryKey;

/** Goal check-ins newest first, a page at a time (`fetchNextPage` while `hasNextPage`); `entries` is every loaded one. */
export function useGoalEntries(goalType?: string) {
  const query = useInfiniteQuery(moodListQuery("goal", goalType));
  return { ...query, entries: itemsOf(query.data) };
}

/** A goal check-in: shown at once in the histories, removed again with the spec's toast if saving fails. */
export function useTrackGoal() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  const mutation = useMutation({
    mutationFn: (input: GoalCheckInInput) =>
      call(client.moods["goal-tracking"].$post({ json: input }, withOptions({ idempotencyKey: submission.get() }))),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: moodListsKey("goal") });
      const keys = [goalEntriesKey(), goalEntriesKey(input.goalType)];
      const previous = keys.map((key) => [key, queryClient.getQueryData(key)] as const);
      const optimistic: MoodEntry = {
        id: `optimistic-${crypto.randomUUID()}`,
        moodLevel: input.level,
        note: goalTrackingNote(input.goalType, input.note),
        goalType: input.goalType,
        emotions: [],
        createdAt: new Date().toISOString(),
      };
      for (const [key, list] of previous) if (list) queryClient.setQueryData(key, prependItem(list, optimistic));
      return { previous };
    },
    onSuccess: (result, input) => {
      submission.renew();
      // One point per goal per day (decision 018): a second check-in the same day is saved, not paid.
      toast.success(`Your ${input.goalType} level has been tracked!${result.pointsAwarded > 0 ? " (+1 point)" : ""}`);
      showSupport(readSupport(result));
    },
    onError: (_err, _input, context) => {
      for (const [key, list] of context?.previous ?? []) if (list) queryClient.setQueryData(key, list);
      toast.error("Failed to save your tracking data");
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: moodsKey });
      // The home level card's XP.
      await queryClient.invalidateQueries({ queryKey: progressKey });
    },
  });
  return useOneAtATime(mutation);
}

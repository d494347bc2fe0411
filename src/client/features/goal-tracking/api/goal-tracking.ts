import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { toast } from "sonner";
import { readSupport } from "#client/components/support/read-support.ts";
import { showSupport } from "#client/components/support/support-store.ts";
import { api } from "#client/lib/api-client.ts";
import { cursorPaging, itemsOf, pageUrl, prependItem } from "#client/lib/paging.ts";
import { useOneAtATime, useSubmissionKey } from "#client/lib/submission.ts";
import { goalTrackingNote } from "#shared/domain/journal-content.ts";
import type { GoalCheckInInput, GoalCheckInResult, MoodEntry, MoodPage } from "#shared/schemas/moods.ts";

// Goal check-ins are mood entries with a goal_type (SPEC section 3), so they share the moods cache.
const goalEntriesKey = (goalType?: string) => ["moods", "list", "goal", goalType ?? null] as const;

type GoalPages = InfiniteData<MoodPage, string | null>;

/** Goal check-ins newest first, a page at a time (`fetchNextPage` while `hasNextPage`); `entries` is every loaded one. */
export function useGoalEntries(goalType?: string) {
  const query = useInfiniteQuery({
    queryKey: goalEntriesKey(goalType),
    queryFn: ({ pageParam }) => api<MoodPage>(pageUrl("/api/moods", { kind: "goal", goalType }, pageParam)),
    ...cursorPaging,
  });
  return { ...query, entries: itemsOf(query.data) };
}

/** A goal check-in: shown at once in the histories, removed again with the spec's toast if saving fails. */
export function useTrackGoal() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  const mutation = useMutation({
    mutationFn: (input: GoalCheckInInput) =>
      api<GoalCheckInResult>("/api/moods/goal-tracking", { json: input, idempotencyKey: submission.get() }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: ["moods", "list", "goal"] });
      const keys = [goalEntriesKey(), goalEntriesKey(input.goalType)];
      const previous = keys.map((key) => [key, queryClient.getQueryData<GoalPages>(key)] as const);
      const optimistic: MoodEntry = {
        id: `optimistic-${crypto.randomUUID()}`,
        moodLevel: input.level,
        note: goalTrackingNote(input.goalType, input.note),
        goalType: input.goalType,
        emotions: [],
        createdAt: new Date().toISOString(),
      };
      for (const [key, list] of previous)
        if (list) queryClient.setQueryData<GoalPages>(key, prependItem(list, optimistic));
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
      await queryClient.invalidateQueries({ queryKey: ["moods"] });
      // The home level card's XP (its key lives in the progress feature).
      await queryClient.invalidateQueries({ queryKey: ["progress"] });
    },
  });
  return useOneAtATime(mutation);
}

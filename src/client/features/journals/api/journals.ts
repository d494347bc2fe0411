import { useInfiniteQuery, useMutation, useMutationState, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { readSupport } from "#client/components/support/read-support.ts";
import { showSupport } from "#client/components/support/support-store.ts";
import { call, client, withOptions } from "#client/lib/api-client.ts";
import { itemsOf } from "#client/lib/paging.ts";
import { journalsKey, progressKey } from "#client/lib/query-keys.ts";
import { useOneAtATime, useSubmissionKey } from "#client/lib/submission.ts";
import { joinEntries, reframingContent } from "#shared/domain/journal-content.ts";
import type { CreateJournalData, Journal, JournalTypeFilter } from "#shared/schemas/journals.ts";
import {
  createJournalKey,
  journalListQuery,
  journalListsKey,
  journalQuery,
  journalStatsKey,
  journalStatsQuery,
} from "./keys.ts";

export const OPTIMISTIC_PREFIX = "optimistic-";
export const isPending = (journal: Journal) => journal.id.startsWith(OPTIMISTIC_PREFIX);

/**
 * Journals newest first, a page at a time (`fetchNextPage` while `hasNextPage`), with the ones
 * still being saved on top (SPEC section 4's optimistic writes): they come from the pending saves
 * themselves, so they show even on a list that was never loaded, and vanish on their own when a
 * save fails. `journals` is every loaded entry.
 */
export function useJournals(entryType: JournalTypeFilter, q: string) {
  const query = useInfiniteQuery(journalListQuery(entryType, q));
  const saving = useMutationState({
    filters: { mutationKey: createJournalKey, status: "pending" },
    select: (m) => optimisticJournal(m.state.variables as CreateJournalData, m.mutationId, m.state.submittedAt),
  });
  const shown = q === "" ? saving.filter((j) => entryType === "all" || j.entryType === entryType).reverse() : [];
  const loaded = itemsOf(query.data);
  return { ...query, journals: loaded && shown.length > 0 ? [...shown, ...loaded] : loaded };
}

export function useJournalStats(entryType: JournalTypeFilter) {
  return useQuery(journalStatsQuery(entryType));
}

export function useJournal(id: string) {
  return useQuery(journalQuery(id));
}

function successMessage(input: CreateJournalData): string {
  switch (input.entryType) {
    case "appreciation":
      return input.isAudio ? "Audio journal saved successfully (+1 point)" : "Journal saved successfully (+1 point)";
    case "thought-reframing":
      return "Your reframed thought has been saved to your journal (+2 points)";
    case "micro-win":
      return "Your micro win has been saved!";
    case "self-love":
      return "Your self-love journal has been saved!";
  }
}

/** The entry as the server will store it, to show before it answers. */
function optimisticJournal(input: CreateJournalData, mutationId: number, submittedAt: number): Journal {
  const now = new Date(submittedAt || Date.now()).toISOString();
  const content =
    input.entryType === "thought-reframing"
      ? reframingContent(input.originalThought, input.reframedThought)
      : input.entryType === "appreciation"
        ? (input.content?.trim() ?? "")
        : joinEntries(input.entries);
  const audio = input.entryType === "appreciation" && input.isAudio;
  return {
    id: `${OPTIMISTIC_PREFIX}${mutationId}`,
    date: now,
    createdAt: now,
    content,
    isAudio: audio,
    audioUrl: audio ? (input.audioUrl ?? null) : null,
    audioDuration: audio ? (input.audioDuration ?? 0) : null,
    entryType: input.entryType,
  };
}

/** Saves a journal; until the lists have reloaded it shows through useJournals' pending entries. */
export function useCreateJournal() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  const mutation = useMutation({
    mutationKey: createJournalKey,
    mutationFn: (input: CreateJournalData) =>
      call(client.journals.$post({ json: input }, withOptions({ idempotencyKey: submission.get() }))),
    onSuccess: (result, input) => {
      submission.renew();
      toast.success(successMessage(input));
      showSupport(readSupport(result));
    },
    onError: () => toast.error("Failed to save your journal entry. Please try again."),
    // Returning the reloads keeps the save pending (and its entry shown) until the lists have it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: journalsKey }),
        // The home level card's XP.
        queryClient.invalidateQueries({ queryKey: progressKey }),
      ]),
  });
  return useOneAtATime(mutation);
}

export function useDeleteJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(client.journals[":id"].$delete({ param: { id: encodeURIComponent(id) } })),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: journalQuery(id).queryKey });
      toast.success("Journal deleted successfully");
    },
    onError: () => toast.error("Failed to delete journal"),
    // Not the detail query: the screen showing the deleted entry must not refetch it.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: journalListsKey });
      await queryClient.invalidateQueries({ queryKey: journalStatsKey });
    },
  });
}

// The journals feature's queries and keys (every one under lib/query-keys.ts' journalsKey).
import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, client } from "#client/lib/api-client.ts";
import { cursorPaging, pageQuery } from "#client/lib/paging.ts";
import { journalsKey } from "#client/lib/query-keys.ts";
import type { JournalTypeFilter } from "#shared/schemas/journals.ts";

export const journalListsKey = [...journalsKey, "list"] as const;
export const journalListQuery = (entryType: JournalTypeFilter, q: string) =>
  infiniteQueryOptions({
    queryKey: [...journalListsKey, entryType, q],
    queryFn: ({ pageParam }) => call(client.journals.$get({ query: pageQuery({ entryType, q }, pageParam) })),
    ...cursorPaging,
    placeholderData: keepPreviousData,
  });

export const journalStatsKey = [...journalsKey, "stats"] as const;
export const journalStatsQuery = (entryType: JournalTypeFilter) =>
  queryOptions({
    queryKey: [...journalStatsKey, entryType],
    queryFn: () => call(client.journals.stats.$get({ query: { entryType } })),
  });

export const journalQuery = (id: string) =>
  queryOptions({
    queryKey: [...journalsKey, "detail", id],
    queryFn: () => call(client.journals[":id"].$get({ param: { id: encodeURIComponent(id) } })),
  });

/** The key of the pending saves, which the lists show on top until they have reloaded. */
export const createJournalKey = [...journalsKey, "create"] as const;

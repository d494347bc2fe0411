// The moods feature's queries and keys. The list keys are shared with goal tracking (its check-ins
// are mood entries): they live in lib/query-keys.ts.
import { queryOptions } from "@tanstack/react-query";
import { call, client } from "#client/lib/api-client.ts";
import { moodsKey } from "#client/lib/query-keys.ts";

export const moodTodayQuery = queryOptions({
  queryKey: [...moodsKey, "today"],
  queryFn: () => call(client.moods.today.$get()),
});
export const moodTodayKey = moodTodayQuery.queryKey;

export const moodStatsQuery = queryOptions({
  queryKey: [...moodsKey, "stats"],
  queryFn: () => call(client.moods.stats.$get({ query: { days: "30" } })),
});

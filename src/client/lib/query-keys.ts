// The query keys (and their queries) that more than one feature reads or refreshes. Features never
// import each other, so a key they share is defined once, here; every other key lives in its
// feature's api/keys.ts. A key taken from its query carries the data type: setQueryData is checked.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { call, client } from "./api-client.ts";
import { cursorPaging, pageQuery } from "./paging.ts";

/** XP, level and streak: the home level card; every completion refreshes or replaces it. */
export const progressQuery = queryOptions({ queryKey: ["progress"], queryFn: () => call(client.progress.$get()) });
export const progressKey = progressQuery.queryKey;

/** Goal settings (goal setting, goal tracking and the old home), null before the goal wizard. */
export const goalSettingsQuery = queryOptions({ queryKey: ["goals"], queryFn: () => call(client.goals.$get()) });
export const goalsKey = goalSettingsQuery.queryKey;

/** Today's action plan and record (goal setting and the old home). */
export const todayActionsQuery = queryOptions({
  queryKey: ["actions", "today"],
  queryFn: () => call(client.actions.today.$get()),
});
export const todayActionsKey = todayActionsQuery.queryKey;

/** Every journal query: a completion may write a journal entry. */
export const journalsKey = ["journals"] as const;

/** Every mood query. Goal check-ins are mood entries with a goal type (SPEC section 3): they share it. */
export const moodsKey = ["moods"] as const;
export type MoodKind = "all" | "mood" | "goal";
export const moodListsKey = (kind: MoodKind) => [...moodsKey, "list", kind] as const;
/** Mood entries (or goal check-ins) newest first, a page at a time. */
export const moodListQuery = (kind: MoodKind, goalType?: string) =>
  infiniteQueryOptions({
    queryKey: [...moodListsKey(kind), goalType ?? null],
    queryFn: ({ pageParam }) => call(client.moods.$get({ query: pageQuery({ kind, goalType }, pageParam) })),
    ...cursorPaging,
  });

// The exercises feature's queries and keys.
import { queryOptions } from "@tanstack/react-query";
import { call, client } from "#client/lib/api-client.ts";

/** Today's plan, its exercises and today's record. */
export const todayQuery = queryOptions({
  queryKey: ["exercises", "today"],
  queryFn: () => call(client.exercises.today.$get()),
});
export const todayKey = todayQuery.queryKey;

/** The built-in library: it changes only with a new release. */
export const libraryQuery = queryOptions({
  queryKey: ["exercises", "library"],
  queryFn: () => call(client.exercises.library.$get()),
  staleTime: Infinity,
});

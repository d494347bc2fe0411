// The onboarding feature's queries and keys.
import { queryOptions } from "@tanstack/react-query";
import { call, client } from "#client/lib/api-client.ts";

/** The saved onboarding row, or null before anything was saved. */
export const onboardingQuery = queryOptions({
  queryKey: ["onboarding"],
  queryFn: () => call(client.onboarding.$get()),
});
export const onboardingKey = onboardingQuery.queryKey;

/** SPEC section 4: complete = a name, a challenge and an identity (checked by the server). */
export const onboardingStatusQuery = queryOptions({
  queryKey: ["onboarding", "status"],
  queryFn: () => call(client.onboarding.status.$get()),
  staleTime: 0,
});
export const onboardingStatusKey = onboardingStatusQuery.queryKey;

// The safety plan feature's query and key.
import { queryOptions } from "@tanstack/react-query";
import { call, client } from "#client/lib/api-client.ts";

export const safetyPlanQuery = queryOptions({
  queryKey: ["safety-plan"],
  queryFn: () => call(client["safety-plan"].$get()),
});
export const safetyPlanKey = safetyPlanQuery.queryKey;

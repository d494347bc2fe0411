// The profile feature's query and key.
import { queryOptions } from "@tanstack/react-query";
import { call, client } from "#client/lib/api-client.ts";

export const profileQuery = queryOptions({ queryKey: ["profile"], queryFn: () => call(client.profile.$get()) });
export const profileKey = profileQuery.queryKey;

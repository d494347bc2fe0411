import { useQuery } from "@tanstack/react-query";
import { profileQuery } from "./keys.ts";

export function useProfile() {
  return useQuery(profileQuery);
}

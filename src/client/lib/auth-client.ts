// Calls better-auth's HTTP endpoints through our api client (its own client would add ~30 KB to the first load).
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { authApi } from "./api-client.ts";
import { clearUserStores } from "./user-storage.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export const SESSION_KEY = ["session"] as const;
const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("otter-auth");

function announce() {
  channel?.postMessage("changed");
}

/** better-auth answers get-session with { user, session }, or null when signed out. */
function userOf(data: unknown): SessionUser | null {
  if (!data || typeof data !== "object" || !("user" in data)) return null;
  const user: unknown = data.user;
  if (!user || typeof user !== "object") return null;
  const { id, email, name, emailVerified } = user as Record<string, unknown>;
  if (typeof id !== "string" || typeof email !== "string") return null;
  return { id, email, name: typeof name === "string" ? name : "", emailVerified: emailVerified === true };
}

export async function fetchSession(): Promise<SessionUser | null> {
  return userOf(await authApi("/api/auth/get-session"));
}

const sessionQuery = { queryKey: SESSION_KEY, queryFn: fetchSession, staleTime: 60_000 };

/** Starts the session request at boot, in parallel with the first screen's chunk (every screen needs it). */
export function prefetchSession(queryClient: QueryClient) {
  void queryClient.prefetchQuery(sessionQuery);
}

export function useSession() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!channel) return;
    // Auth changes in one tab reach every open tab.
    const onMessage = () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    };
    channel.addEventListener("message", onMessage);
    return () => channel.removeEventListener("message", onMessage);
  }, [queryClient]);
  return useQuery({ ...sessionQuery, retry: 1 });
}

export async function signIn(email: string, password: string) {
  await authApi("/api/auth/sign-in/email", { email, password });
  announce();
}

export async function signUp(email: string, password: string) {
  const name = email.split("@")[0] ?? email;
  await authApi("/api/auth/sign-up/email", { email, password, name, callbackURL: "/home" });
  announce();
}

export async function signOut() {
  await authApi("/api/auth/sign-out", {});
  clearUserStores();
  announce();
}

export async function requestPasswordReset(email: string) {
  await authApi("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
}

export async function resetPassword(token: string, newPassword: string) {
  await authApi("/api/auth/reset-password", { token, newPassword });
}

export function notifyAuthChanged() {
  announce();
}

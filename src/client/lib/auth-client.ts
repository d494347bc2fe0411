// Calls better-auth's HTTP endpoints through our api client (its own client would add ~30 KB to the first load).
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "./api-client.ts";
import { clearUserStores } from "./user-storage.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}
interface SessionResponse {
  user: SessionUser;
  session: { id: string; expiresAt: string };
}

export const SESSION_KEY = ["session"] as const;
const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("otter-auth");

function announce() {
  channel?.postMessage("changed");
}

export async function fetchSession(): Promise<SessionUser | null> {
  const data = await api<SessionResponse | null>("/api/auth/get-session");
  return data?.user ?? null;
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
  await api("/api/auth/sign-in/email", { json: { email, password } });
  announce();
}

export async function signUp(email: string, password: string) {
  const name = email.split("@")[0] ?? email;
  await api("/api/auth/sign-up/email", { json: { email, password, name, callbackURL: "/home" } });
  announce();
}

export async function signOut() {
  await api("/api/auth/sign-out", { json: {} });
  clearUserStores();
  announce();
}

export async function requestPasswordReset(email: string) {
  await api("/api/auth/request-password-reset", { json: { email, redirectTo: "/reset-password" } });
}

export async function resetPassword(token: string, newPassword: string) {
  await api("/api/auth/reset-password", { json: { token, newPassword } });
}

export function notifyAuthChanged() {
  announce();
}

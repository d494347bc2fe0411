import { useEffect } from "react";
import { call, client } from "#client/lib/api-client.ts";
import { useSession } from "#client/lib/auth-client.ts";
import { setStorageUser } from "#client/lib/user-storage.ts";

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** Keeps local caches keyed to the signed-in user and tells the server the user's time zone ("today" is local). */
export function useSessionEffects() {
  const { data: user, isPending } = useSession();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!isPending) setStorageUser(userId);
  }, [userId, isPending]);
  useEffect(() => {
    if (!userId) return;
    const timeZone = browserTimeZone();
    void call(client.profile.$get())
      .then((p) => (p.timeZone === timeZone ? null : call(client.profile.$patch({ json: { timeZone } }))))
      .catch(() => undefined); // log-only per the spec: profile update errors show nothing
  }, [userId]);
}

import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";
import { SESSION_KEY, type SessionUser } from "./auth-client.ts";
import { keepDrafts, keepFailedSave, openScreen, returnAfterSignIn } from "./kept-drafts.ts";

/**
 * A 401 while signed in: the session ended elsewhere (signed out on another device, password
 * changed). Keep what is typed on screen, then show sign-in (RequireAuth sends the person there
 * and back here afterwards).
 */
function onApiError(err: unknown, keptAt: string | null = null) {
  if (!(err instanceof ApiError) || err.status !== 401) {
    if (keptAt) {
      const open = { label: "Open it", onClick: () => openScreen(keptAt) };
      void import("sonner").then(({ toast }) => toast.info("We kept what you wrote.", { action: open }));
    }
    return;
  }
  const user = queryClient.getQueryData<SessionUser | null>(SESSION_KEY);
  if (!user) return;
  if (keptAt) returnAfterSignIn(keptAt);
  const kept = keepDrafts(user.id) || keptAt !== null;
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
  queryClient.setQueryData(SESSION_KEY, null);
  if (kept)
    void import("sonner").then(({ toast }) =>
      toast.info("We kept what you wrote: sign in again and it will be waiting for you."),
    );
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (err) => onApiError(err) }),
  // A failed save keeps what its form held, even when the form was left at once (optimistic saves).
  mutationCache: new MutationCache({ onError: (err, variables) => onApiError(err, keepFailedSave(variables)) }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      // Client errors will not fix themselves; network blips might.
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    },
  },
});

// Creates that a double tap or a retry must not repeat (decision 017).
import type { MutateOptions, UseMutationResult } from "@tanstack/react-query";
import { useRef } from "react";

/**
 * One Idempotency-Key per submission: a double tap and a retry after a lost response send the
 * same key, so the server saves once; the next submission gets a new key after a success.
 */
export function useSubmissionKey() {
  const key = useRef<string | null>(null);
  return {
    get: () => (key.current ??= crypto.randomUUID()),
    renew: () => void (key.current = null),
  };
}

/** The mutation with a `mutate` that ignores a second press while the first is still saving. */
export function useOneAtATime<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
) {
  const busy = useRef(false);
  const mutate = (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => {
    if (busy.current) return;
    busy.current = true;
    const once: MutateOptions<TData, TError, TVariables, TContext> = {
      ...options,
      onSettled: (...args) => {
        busy.current = false;
        return options?.onSettled?.(...args);
      },
    };
    mutation.mutate(...([variables, once] as Parameters<typeof mutation.mutate>));
  };
  return { ...mutation, mutate };
}

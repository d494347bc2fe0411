// Server state of onboarding: the saved answers, the completion check and the writes.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { readSupport, withoutSupport } from "#client/components/support/read-support.ts";
import { showSupport } from "#client/components/support/support-store.ts";
import type { HabitContext } from "#shared/content/labels-habits.ts";
import { api } from "#client/lib/api-client.ts";
import type {
  OnboardingAnswersInput,
  OnboardingData,
  OnboardingProgressInput,
  OnboardingStatus,
} from "#shared/schemas/onboarding.ts";

export const onboardingKey = ["onboarding"] as const;
export const onboardingStatusKey = ["onboarding", "status"] as const;

/** The saved onboarding row, or null before anything was saved. */
export function useOnboardingData() {
  return useQuery({ queryKey: onboardingKey, queryFn: () => api<OnboardingData | null>("/api/onboarding") });
}

/** SPEC section 4: complete = a name, a challenge and an identity (checked by the server). */
export function useOnboardingStatus() {
  return useQuery({
    queryKey: onboardingStatusKey,
    queryFn: () => api<OnboardingStatus>("/api/onboarding/status"),
    staleTime: 0,
  });
}

function useOnboardingWrite<I>(method: "PUT" | "PATCH") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => api<OnboardingData>("/api/onboarding", { method, json: input }),
    onSuccess: (data) => {
      showSupport(readSupport(data));
      queryClient.setQueryData(onboardingKey, withoutSupport(data));
      // Not awaited: the caller moves on at once and the next screen reads the fresh status.
      void queryClient.invalidateQueries({ queryKey: onboardingStatusKey });
    },
  });
}

/** Saves the 10 steps' answers (the server also gives the profile this name). */
export const useSaveOnboardingAnswers = () => useOnboardingWrite<OnboardingAnswersInput>("PUT");

/** Saves later fields: exerciseFeedback, recommended/done exercise, plan choices, threadId. */
export const useSaveOnboardingProgress = () => useOnboardingWrite<OnboardingProgressInput>("PATCH");

/** Names the otter (may be empty) and keeps the reminder time and habit chosen in habit onboarding. */
export const saveHabitChoices = (choices: {
  characterName: string;
  reminderTime: string;
  habitContext: HabitContext | null;
}) => api("/api/profile", { method: "PATCH", json: { ...choices, characterName: choices.characterName.trim() } });

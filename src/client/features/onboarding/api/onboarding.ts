// Server state of onboarding: the saved answers, the completion check and the writes.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { readSupport, withoutSupport } from "#client/components/support/read-support.ts";
import { showSupport } from "#client/components/support/support-store.ts";
import type { HabitContext } from "#shared/content/labels-habits.ts";
import { call, client } from "#client/lib/api-client.ts";
import type { OnboardingAnswersInput, OnboardingData, OnboardingProgressInput } from "#shared/schemas/onboarding.ts";
import { onboardingKey, onboardingQuery, onboardingStatusKey, onboardingStatusQuery } from "./keys.ts";

/** The saved onboarding row, or null before anything was saved. */
export function useOnboardingData() {
  return useQuery(onboardingQuery);
}

/** SPEC section 4: complete = a name, a challenge and an identity (checked by the server). */
export function useOnboardingStatus() {
  return useQuery(onboardingStatusQuery);
}

/** What a write answers: the saved row, with `support` when what was written carries risk. */
type Saved = NonNullable<OnboardingData> & { support?: unknown };

function useOnboardingWrite<I>(write: (input: I) => Promise<Saved>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (data) => {
      showSupport(readSupport(data));
      queryClient.setQueryData(onboardingKey, withoutSupport(data));
      // Not awaited: the caller moves on at once and the next screen reads the fresh status.
      void queryClient.invalidateQueries({ queryKey: onboardingStatusKey });
    },
  });
}

/** Saves the 10 steps' answers (the server also gives the profile this name). */
export const useSaveOnboardingAnswers = () =>
  useOnboardingWrite((json: OnboardingAnswersInput) => call(client.onboarding.$put({ json })));

/** Saves later fields: exerciseFeedback, recommended/done exercise, plan choices, threadId. */
export const useSaveOnboardingProgress = () =>
  useOnboardingWrite((json: OnboardingProgressInput) => call(client.onboarding.$patch({ json })));

/** Names the otter (may be empty) and keeps the reminder time and habit chosen in habit onboarding. */
export const saveHabitChoices = (choices: {
  characterName: string;
  reminderTime: string;
  habitContext: HabitContext | null;
}) => call(client.profile.$patch({ json: { ...choices, characterName: choices.characterName.trim() } }));

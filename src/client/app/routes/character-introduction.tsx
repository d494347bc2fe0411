import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { AppShell } from "#client/components/layouts/app-shell.tsx";
import { saveHabitChoices } from "#client/features/onboarding/api/onboarding.ts";
import { HabitOnboarding, type PushHelpers } from "#client/features/onboarding/components/habit-onboarding.tsx";
import { useHabitOnboarding } from "#client/features/onboarding/stores/habit-store.ts";
import { profileKey } from "#client/features/profile/api/keys.ts";
import {
  abandonSetup,
  isPushSupported,
  NOT_SUPPORTED,
  PushFlowError,
  subscribeThisBrowser,
} from "#client/features/push/lib/browser-push.ts";

const push: PushHelpers = {
  isSupported: isPushSupported,
  unsupportedMessage: NOT_SUPPORTED,
  abandon: abandonSetup,
  subscribe: (time) =>
    subscribeThisBrowser(time).catch((err: unknown) => {
      throw new Error(err instanceof PushFlowError ? err.message : "Failed to enable notifications");
    }),
};

/** /character-introduction: habit onboarding, shown after the daily plan is saved; ends at /home. */
export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function finish(otterName: string) {
    try {
      const { notificationTime, habitContext } = useHabitOnboarding.getState();
      await saveHabitChoices({ characterName: otterName, reminderTime: notificationTime, habitContext });
      await queryClient.invalidateQueries({ queryKey: profileKey });
    } catch (err) {
      console.warn("Could not save the otter's name", err); // log-only per the spec (profile update errors)
    }
    useHabitOnboarding.getState().reset();
    void navigate("/home");
  }

  return (
    <AppShell>
      <HabitOnboarding push={push} onFinish={finish} />
    </AppShell>
  );
}

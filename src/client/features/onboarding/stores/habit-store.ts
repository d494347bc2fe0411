// Habit onboarding's local state (SPEC section 3), kept per user under 'habit-onboarding-<id>'.
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { registerUserStore, userScopedStorage } from "#client/lib/user-storage.ts";
import { DEFAULT_NOTIFICATION_TIME, type HabitContext } from "#shared/content/labels-habits.ts";

export interface HabitOnboardingState {
  step: number;
  otterName: string;
  notificationTime: string;
  notificationEnabled: boolean;
  habitContext: HabitContext | null;
}

interface HabitActions {
  update: (patch: Partial<HabitOnboardingState>) => void;
  reset: () => void;
}

const initial: HabitOnboardingState = {
  step: 1,
  otterName: "",
  notificationTime: DEFAULT_NOTIFICATION_TIME,
  notificationEnabled: false,
  habitContext: null,
};

export const useHabitOnboarding = create<HabitOnboardingState & HabitActions>()(
  persist(
    (set) => ({
      ...initial,
      update: (patch) => set(patch),
      reset: () => set(initial),
    }),
    {
      name: "habit-onboarding",
      version: 1,
      storage: userScopedStorage(),
      partialize: ({ update: _u, reset: _r, ...state }) => state,
    },
  ),
);

registerUserStore(useHabitOnboarding);

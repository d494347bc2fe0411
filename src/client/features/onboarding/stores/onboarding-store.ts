// The 10-step onboarding's answers and step, kept across reloads under the spec's one shared
// key ('onboarding-storage'). That key is not per user, so the draft remembers whose it is and
// a different user starts from a blank draft instead of seeing it; sign-out removes it.
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { ONBOARDING_CACHE_KEY, onUserStoresCleared } from "#client/lib/user-storage.ts";

export interface OnboardingDraft {
  ownerId: string | null;
  step: number;
  userName: string;
  isConfidentLearned: boolean | null;
  selectedMood: number | null;
  selectedEmotions: string[];
  /** 'Name your own' is open. */
  ownEmotion: boolean;
  customEmotion: string;
  selectedChallenges: string[];
  /** 'Anything else' is chosen. */
  otherChallenge: boolean;
  customChallenge: string;
  selectedIdentities: string[];
  otherIdentity: boolean;
  customIdentity: string;
  chatTopic: string | null;
  customChatTopic: string;
}

interface OnboardingActions {
  /** Makes the draft this user's: another user's draft is replaced by a blank one. */
  claim: (userId: string) => void;
  update: (patch: Partial<Omit<OnboardingDraft, "ownerId">>) => void;
  reset: () => void;
}

export const blankDraft: OnboardingDraft = {
  ownerId: null,
  step: 1,
  userName: "",
  isConfidentLearned: null,
  selectedMood: null,
  selectedEmotions: [],
  ownEmotion: false,
  customEmotion: "",
  selectedChallenges: [],
  otherChallenge: false,
  customChallenge: "",
  selectedIdentities: [],
  otherIdentity: false,
  customIdentity: "",
  chatTopic: null,
  customChatTopic: "",
};

export const useOnboardingDraft = create<OnboardingDraft & OnboardingActions>()(
  persist(
    (set, get) => ({
      ...blankDraft,
      claim: (userId) => {
        if (get().ownerId !== userId) set({ ...blankDraft, ownerId: userId });
      },
      update: (patch) => set(patch),
      reset: () => set({ ...blankDraft, ownerId: get().ownerId }),
    }),
    {
      name: ONBOARDING_CACHE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ claim: _c, update: _u, reset: _r, ...draft }) => draft,
    },
  ),
);

onUserStoresCleared(() => useOnboardingDraft.setState({ ...blankDraft }));

// Unsaved edits of the safety plan, kept on this device per user ('safety-plan-draft-<id>') until
// they are saved or discarded, so a reload, a crash or a failed save never loses what was typed.
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { registerUserStore, userScopedStorage } from "#client/lib/user-storage.ts";
import type { DraftPlan } from "../lib/draft.ts";

interface DraftState {
  /** null: not editing, nothing unsaved. */
  draft: DraftPlan | null;
  setDraft: (draft: DraftPlan | null) => void;
}

export const useSafetyPlanDraft = create<DraftState>()(
  persist((set) => ({ draft: null, setDraft: (draft) => set({ draft }) }), {
    name: "safety-plan-draft",
    version: 1,
    storage: userScopedStorage(),
    partialize: ({ draft }) => ({ draft }),
  }),
);

registerUserStore(useSafetyPlanDraft);

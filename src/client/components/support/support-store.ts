// The help card to show over whatever screen the person is on: writes that save and move on
// (journals, exercises, actions, check-ins) hand their answer's `support` here, and the root
// layout opens it in a dialog. No zod here: this module is in the first-load bundle.
import { create } from "zustand";
import { onUserStoresCleared } from "#client/lib/user-storage.ts";
import type { Support } from "#shared/schemas/safety.ts";

interface SupportState {
  support: Support | null;
  show: (support: Support) => void;
  dismiss: () => void;
}

export const useSupportStore = create<SupportState>((set) => ({
  support: null,
  show: (support) => set({ support }),
  dismiss: () => set({ support: null }),
}));

export const showSupport = (support: Support | null) => {
  if (support) useSupportStore.getState().show(support);
};

// What one person wrote is never shown to the next one on this device.
onUserStoresCleared(() => useSupportStore.getState().dismiss());

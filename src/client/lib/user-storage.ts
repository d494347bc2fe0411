// Per-user local caches: every persisted store is keyed "<name>-<userId>" ("guest" when signed out),
// using the spec's cache names, and all of them are removed on sign-out.
import { createJSONStorage, type StateStorage } from "zustand/middleware";

export const USER_CACHE_NAMES = [
  "chat-storage",
  "goal-store",
  "journal-store",
  "mood-tracking-storage",
  "point-store",
  "streak-store",
  "exercise-store",
  "profile-store",
  "habit-onboarding",
  "safety-plan-draft",
] as const;
export type UserCacheName = (typeof USER_CACHE_NAMES)[number];
/** Onboarding data is cached under one shared key (SPEC.md section 3). */
export const ONBOARDING_CACHE_KEY = "onboarding-storage";

let currentUserId: string | null = null;
const rehydrators = new Set<() => unknown>();
const resetters = new Set<() => void>();

/** Called when the session changes: every registered store reloads from the new user's key. */
export function setStorageUser(userId: string | null) {
  if (userId === currentUserId) return;
  currentUserId = userId;
  for (const rehydrate of rehydrators) void rehydrate();
}

interface PersistedStore<T> {
  getInitialState: () => T;
  setState: (state: T, replace: true) => void;
  persist: { rehydrate: () => unknown; getOptions: () => { name?: string } };
}

/** Follows the signed-in user: loads that user's copy, or starts from the initial state when there is none. */
export function registerUserStore<T>(store: PersistedStore<T>) {
  const initial = store.getInitialState();
  rehydrators.add(() => {
    const name = store.persist.getOptions().name as UserCacheName | undefined;
    if (name && localStorage.getItem(userStorageKey(name)) === null) store.setState(initial, true);
    else return store.persist.rehydrate();
  });
  resetters.add(() => store.setState(initial, true));
}

export function userStorageKey(name: UserCacheName, userId: string | null = currentUserId) {
  return `${name}-${userId ?? "guest"}`;
}

/** A zustand persist storage whose key follows the signed-in user. */
export function userScopedStorage() {
  const scoped: StateStorage = {
    getItem: (name) => localStorage.getItem(userStorageKey(name as UserCacheName)),
    setItem: (name, value) => localStorage.setItem(userStorageKey(name as UserCacheName), value),
    removeItem: (name) => localStorage.removeItem(userStorageKey(name as UserCacheName)),
  };
  return createJSONStorage(() => scoped);
}

export function clearUserStores() {
  // In-memory state first: resetting a persisted store writes it back, and the keys go after.
  for (const reset of resetters) reset();
  const prefixes = [...USER_CACHE_NAMES, ONBOARDING_CACHE_KEY];
  for (let i = localStorage.length - 1; i >= 0; i--) {
    const key = localStorage.key(i);
    if (key && prefixes.some((p) => key === p || key.startsWith(`${p}-`))) localStorage.removeItem(key);
  }
}

/** Stores not registered with registerUserStore can say how to reset their in-memory state on sign-out. */
export function onUserStoresCleared(reset: () => void) {
  resetters.add(reset);
  return () => resetters.delete(reset);
}

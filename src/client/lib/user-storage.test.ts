import { beforeEach, describe, expect, it } from "vitest";
import { create } from "zustand";
import { persist } from "zustand/middleware";

class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  clear() {
    this.map.clear();
  }
}
(globalThis as unknown as { localStorage: MemoryStorage }).localStorage = new MemoryStorage();

const { clearUserStores, onUserStoresCleared, registerUserStore, setStorageUser, userScopedStorage, userStorageKey } =
  await import("./user-storage.ts");

const useMoods = create<{ entries: string[]; add: (e: string) => void }>()(
  persist((set) => ({ entries: [], add: (e) => set((s) => ({ entries: [...s.entries, e] })) }), {
    name: "mood-tracking-storage",
    storage: userScopedStorage(),
  }),
);
registerUserStore(useMoods);
let customResets = 0;
onUserStoresCleared(() => customResets++);

describe("per-user local caches", () => {
  beforeEach(() => {
    localStorage.clear();
    setStorageUser(null);
  });

  it("keys stores by user id, or guest when signed out", () => {
    expect(userStorageKey("chat-storage")).toBe("chat-storage-guest");
    setStorageUser("u1");
    expect(userStorageKey("chat-storage")).toBe("chat-storage-u1");
    useMoods.getState().add("calm");
    expect(localStorage.getItem("mood-tracking-storage-u1")).toContain("calm");
  });

  it("switches to the other user's data and never shows one user's entries to another", async () => {
    setStorageUser("alice");
    useMoods.getState().add("alice-entry");
    setStorageUser("bob");
    await Promise.resolve();
    expect(useMoods.getState().entries).not.toContain("alice-entry");
    useMoods.getState().add("bob-entry");
    setStorageUser("alice");
    await Promise.resolve();
    expect(useMoods.getState().entries).toEqual(["alice-entry"]);
  });

  it("clears every cached copy and the in-memory state on sign-out, leaving other keys", () => {
    setStorageUser("u2");
    useMoods.getState().add("x");
    localStorage.setItem("point-store-u2", "{}");
    localStorage.setItem("onboarding-storage", "{}");
    localStorage.setItem("unrelated", "keep");
    clearUserStores();
    expect(localStorage.getItem("mood-tracking-storage-u2")).toBeNull();
    expect(localStorage.getItem("point-store-u2")).toBeNull();
    expect(localStorage.getItem("onboarding-storage")).toBeNull();
    expect(localStorage.getItem("unrelated")).toBe("keep");
    expect(useMoods.getState().entries).toEqual([]);
    expect(customResets).toBe(1);
  });
});

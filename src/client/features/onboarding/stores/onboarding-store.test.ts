import { beforeEach, describe, expect, it } from "vitest";

// A Map standing in for the browser's localStorage (the tests run in Node).
const items = new Map<string, string>();
(globalThis as unknown as { localStorage: Storage }).localStorage = {
  get length() {
    return items.size;
  },
  key: (i) => [...items.keys()][i] ?? null,
  getItem: (k) => items.get(k) ?? null,
  setItem: (k, v) => void items.set(k, v),
  removeItem: (k) => void items.delete(k),
  clear: () => items.clear(),
};

const { useOnboardingDraft } = await import("./onboarding-store.ts");
const { clearUserStores, ONBOARDING_CACHE_KEY } = await import("#client/lib/user-storage.ts");

const saved = () =>
  JSON.parse(localStorage.getItem(ONBOARDING_CACHE_KEY) ?? "null") as { state: Record<string, unknown> } | null;

describe("the onboarding draft under the one shared key", () => {
  beforeEach(() => {
    localStorage.clear();
    useOnboardingDraft.setState({ ownerId: null, step: 1, userName: "" });
  });

  it("persists the step and answers under 'onboarding-storage' with its owner", () => {
    useOnboardingDraft.getState().claim("alice");
    useOnboardingDraft.getState().update({ userName: "Alice", step: 4 });
    expect(saved()?.state).toMatchObject({ ownerId: "alice", userName: "Alice", step: 4 });
  });

  it("gives another user a blank draft instead of the first user's answers", () => {
    useOnboardingDraft.getState().claim("alice");
    useOnboardingDraft.getState().update({ userName: "Alice", step: 4, selectedChallenges: ["Overthinking"] });
    useOnboardingDraft.getState().claim("bob");
    expect(useOnboardingDraft.getState()).toMatchObject({
      ownerId: "bob",
      userName: "",
      step: 1,
      selectedChallenges: [],
    });
    expect(JSON.stringify(saved())).not.toContain("Alice");
  });

  it("keeps the owner's own draft when the same user comes back", () => {
    useOnboardingDraft.getState().claim("alice");
    useOnboardingDraft.getState().update({ step: 7 });
    useOnboardingDraft.getState().claim("alice");
    expect(useOnboardingDraft.getState().step).toBe(7);
  });

  it("is removed and blanked on sign-out", () => {
    useOnboardingDraft.getState().claim("alice");
    useOnboardingDraft.getState().update({ userName: "Alice" });
    clearUserStores();
    expect(localStorage.getItem(ONBOARDING_CACHE_KEY)).toBeNull();
    expect(useOnboardingDraft.getState()).toMatchObject({ ownerId: null, userName: "" });
  });
});

import { describe, expect, it } from "vitest";
import { ONBOARDING_REDIRECT_ENABLED, homeRedirect } from "./home-redirect.ts";

const complete = { userName: "Ana", selectedChallenges: ["Overthinking"], selectedIdentities: ["Student"] };

describe("homeRedirect", () => {
  it("sends signed-out visitors to /auth", () => {
    expect(homeRedirect(false, complete, true)).toBe("/auth");
    expect(homeRedirect(false, null, false)).toBe("/auth");
  });

  it("sends users with incomplete onboarding to /new-onboarding when switched on", () => {
    expect(homeRedirect(true, null, true)).toBe("/new-onboarding");
    expect(homeRedirect(true, { ...complete, userName: "  " }, true)).toBe("/new-onboarding");
    expect(homeRedirect(true, { ...complete, selectedChallenges: [] }, true)).toBe("/new-onboarding");
    expect(homeRedirect(true, { ...complete, selectedIdentities: [] }, true)).toBe("/new-onboarding");
    expect(homeRedirect(true, { ...complete, selectedIdentities: [], customIdentity: "Nurse" }, true)).toBeNull();
    expect(homeRedirect(true, complete, true)).toBeNull();
  });

  it("is switched on", () => {
    expect(ONBOARDING_REDIRECT_ENABLED).toBe(true);
    expect(homeRedirect(true, null)).toBe("/new-onboarding");
  });
});

import { describe, expect, it } from "vitest";
import { localEmergencyNumber, suggestedCrisisLines } from "./place.ts";

describe("crisis lines for step 5", () => {
  it("suggests the local crisis line and emergency number, written as plan lines", () => {
    const london = { timeZone: "Europe/London", languages: ["en-GB"] };
    const lines = suggestedCrisisLines(london);
    expect(lines).toContain("Samaritans: 116 123 (24/7)");
    expect(lines.at(-1)).toBe("Emergency services: 999 (24/7)");
    expect(localEmergencyNumber(london)).toBe("999");
  });

  it("suggests nothing when the place is unknown (the step links to Find A Helpline instead)", () => {
    const nowhere = { timeZone: "UTC", languages: [] };
    expect(suggestedCrisisLines(nowhere)).toEqual([]);
    expect(localEmergencyNumber(nowhere)).toBeNull();
  });
});

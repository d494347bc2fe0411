import { describe, expect, it } from "vitest";
import { fullDate, relativeTime } from "./relative-time.ts";

describe("relative time", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it("reads like a person would say it", () => {
    expect(relativeTime("2026-03-10T11:59:30Z", now)).toBe("just now");
    expect(relativeTime("2026-03-10T11:55:00Z", now)).toBe("5 minutes ago");
    expect(relativeTime("2026-03-10T09:00:00Z", now)).toBe("3 hours ago");
    expect(relativeTime("2026-03-09T12:00:00Z", now)).toBe("yesterday");
    expect(relativeTime("2026-02-24T12:00:00Z", now)).toBe("2 weeks ago");
    expect(relativeTime("2025-03-01T12:00:00Z", now)).toBe("last year");
  });

  it("writes the full date with the weekday", () => {
    expect(fullDate("2026-03-10T12:00:00Z")).toBe("Tuesday, March 10, 2026");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_TIME_ZONE,
  addDays,
  dayDiff,
  endOfLocalDay,
  isValidDay,
  isValidTimeZone,
  localDay,
  localDayRange,
  resolveTimeZone,
  startOfDay,
  startOfLocalDay,
} from "./day.ts";

const HOUR = 3_600_000;
const ZONES = ["UTC", "America/New_York", "Europe/Berlin", "Pacific/Auckland", "Asia/Kolkata", "America/Santiago"];

describe("localDay", () => {
  it("uses the calendar day in the given zone", () => {
    expect(localDay(new Date("2024-03-10T04:59:59.999Z"), "America/New_York")).toBe("2024-03-09");
    expect(localDay(new Date("2024-03-10T05:00:00Z"), "America/New_York")).toBe("2024-03-10");
    expect(localDay(new Date("2024-06-01T18:29:59Z"), "Asia/Kolkata")).toBe("2024-06-01");
    expect(localDay(new Date("2024-06-01T18:30:00Z"), "Asia/Kolkata")).toBe("2024-06-02");
    expect(localDay(new Date("2024-12-31T11:00:00Z"), "Pacific/Auckland")).toBe("2025-01-01");
    expect(localDay(new Date("2024-12-31T23:59:59Z"), "UTC")).toBe("2024-12-31");
  });

  it("falls back to UTC for invalid zones", () => {
    const instant = new Date("2024-03-10T23:30:00Z");
    expect(localDay(instant, "Mars/Olympus")).toBe("2024-03-10");
    expect(localDay(instant, "")).toBe("2024-03-10");
    expect(resolveTimeZone("Mars/Olympus")).toBe(DEFAULT_TIME_ZONE);
    expect(resolveTimeZone(null)).toBe("UTC");
    expect(resolveTimeZone("Europe/Berlin")).toBe("Europe/Berlin");
  });

  it("rejects invalid dates", () => {
    expect(() => localDay(new Date("nope"), "UTC")).toThrow(RangeError);
  });
});

describe("isValidTimeZone", () => {
  it("accepts IANA zones and rejects the rest", () => {
    for (const tz of ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata"])
      expect(isValidTimeZone(tz)).toBe(true);
    for (const tz of ["", "Mars/Olympus", "Europe/Nowhere", 5, null, undefined])
      expect(isValidTimeZone(tz)).toBe(false);
  });
});

describe("dayDiff and addDays", () => {
  it("counts calendar days on the date strings", () => {
    expect(dayDiff("2024-03-11", "2024-03-10")).toBe(1);
    expect(dayDiff("2024-03-10", "2024-03-11")).toBe(-1);
    expect(dayDiff("2024-03-01", "2024-02-28")).toBe(2);
    expect(dayDiff("2025-01-01", "2024-12-31")).toBe(1);
    expect(dayDiff("2024-10-28", "2024-10-26")).toBe(2);
    expect(dayDiff("2024-05-05", "2024-05-05")).toBe(0);
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
  });

  it("rejects malformed days", () => {
    for (const bad of ["2024-02-30", "2024-1-1", "yesterday", "2024-13-01", ""]) {
      expect(() => dayDiff(bad, "2024-01-01")).toThrow(RangeError);
      expect(isValidDay(bad)).toBe(false);
    }
    expect(isValidDay("2024-02-29")).toBe(true);
  });

  it("agrees with addDays", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20000 }), fc.integer({ min: -800, max: 800 }), (start, n) => {
        const day = addDays("1990-01-01", start);
        expect(dayDiff(addDays(day, n), day)).toBe(n);
      }),
    );
  });
});

describe("local day bounds", () => {
  it.each([
    ["America/New_York", "2024-03-10", "2024-03-10T05:00:00.000Z", 23],
    ["America/New_York", "2024-11-03", "2024-11-03T04:00:00.000Z", 25],
    ["Europe/Berlin", "2024-03-31", "2024-03-30T23:00:00.000Z", 23],
    ["Europe/Berlin", "2024-10-27", "2024-10-26T22:00:00.000Z", 25],
    ["Pacific/Auckland", "2024-04-07", "2024-04-06T11:00:00.000Z", 25],
    ["Pacific/Auckland", "2024-09-29", "2024-09-28T12:00:00.000Z", 23],
    ["Asia/Kolkata", "2024-06-01", "2024-05-31T18:30:00.000Z", 24],
    // Chile moves clocks from 00:00 to 01:00: the day starts at 01:00 local.
    ["America/Santiago", "2024-09-08", "2024-09-08T04:00:00.000Z", 23],
    ["UTC", "2024-03-10", "2024-03-10T00:00:00.000Z", 24],
  ])("%s %s starts at %s and lasts %i hours", (tz, day, start, hours) => {
    expect(startOfDay(day, tz).toISOString()).toBe(start);
    const midday = new Date(new Date(start).getTime() + 12 * HOUR);
    const range = localDayRange(midday, tz);
    expect(range.start.toISOString()).toBe(start);
    expect((range.end.getTime() - range.start.getTime()) / HOUR).toBe(hours);
    expect(startOfLocalDay(midday, tz).toISOString()).toBe(start);
    expect(endOfLocalDay(midday, tz).getTime()).toBe(range.end.getTime() - 1);
    expect(localDay(endOfLocalDay(midday, tz), tz)).toBe(day);
    expect(localDay(range.end, tz)).toBe(addDays(day, 1));
  });

  it("bounds every instant's local day", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2040-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        (instant, tz) => {
          const day = localDay(instant, tz);
          const start = startOfLocalDay(instant, tz);
          const end = endOfLocalDay(instant, tz);
          expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
          expect(end.getTime()).toBeGreaterThanOrEqual(instant.getTime());
          expect(localDay(start, tz)).toBe(day);
          expect(localDay(end, tz)).toBe(day);
          expect(localDay(new Date(start.getTime() - 1), tz)).toBe(addDays(day, -1));
          expect(localDay(new Date(end.getTime() + 1), tz)).toBe(addDays(day, 1));
          const hours = (end.getTime() + 1 - start.getTime()) / HOUR;
          expect(hours).toBeGreaterThanOrEqual(23);
          expect(hours).toBeLessThanOrEqual(25);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("independence from the host's time zone", () => {
  // @date-fns/tz gave wrong day bounds when the host itself was in a zone whose DST change
  // skips midnight; the Intl-based code must not care where the server runs.
  it.each(["America/Santiago", "Pacific/Auckland", "Asia/Kolkata", "UTC"])(
    "gives the same answers on a host in %s",
    (hostZone) => {
      const before = process.env.TZ;
      process.env.TZ = hostZone;
      try {
        const range = localDayRange(new Date("2024-04-07T05:00:00Z"), "Pacific/Auckland");
        expect(range.start.toISOString()).toBe("2024-04-06T11:00:00.000Z");
        expect(range.end.getTime() - range.start.getTime()).toBe(25 * 3_600_000);
        expect(localDay(new Date("2024-09-08T03:30:00Z"), "America/Santiago")).toBe("2024-09-07");
        expect(startOfDay("2024-09-08", "America/Santiago").toISOString()).toBe("2024-09-08T04:00:00.000Z");
      } finally {
        process.env.TZ = before;
      }
    },
  );
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CrisisLineSchema, RISK_KINDS } from "#shared/schemas/safety.ts";
import { CRISIS_TABLE, type CountryLines } from "./crisis-lines-table.ts";
import {
  countryFromPlace,
  countryFromTimeZone,
  emergencyLine,
  emergencyNumber,
  FIND_A_HELPLINE,
  isEmergencyLine,
  pickCrisisLines,
  safetyLanguageOf,
} from "./crisis-lines.ts";

const contacts = (lines: { contact: string }[]) => lines.map((l) => l.contact);

describe("the table", () => {
  const countries = Object.entries(CRISIS_TABLE as Record<string, CountryLines>);
  const allLines = countries.flatMap(([, c]) => [...c.crisis, ...Object.values(c.byKind ?? {}).flat()]);

  it("covers the countries the safety layer promises", () => {
    for (const code of [
      "US",
      "CA",
      "GB",
      "IE",
      "FR",
      "DE",
      "ES",
      "BR",
      "PT",
      "AU",
      "NZ",
      "MX",
      "AR",
      "IT",
      "NL",
      "BE",
      "CH",
      "AT",
      "IN",
    ]) {
      expect(CRISIS_TABLE).toHaveProperty(code);
    }
  });

  it("has domestic-abuse and child lines where promised, and US poison control", () => {
    for (const code of ["US", "GB", "CA", "AU", "FR", "DE", "ES", "BR"] as const) {
      const byKind: Partial<Record<string, readonly unknown[]>> = CRISIS_TABLE[code].byKind;
      expect(byKind.abuse?.length, code).toBeGreaterThan(0);
      expect(byKind["child-at-risk"]?.length, code).toBeGreaterThan(0);
    }
    expect(contacts([...CRISIS_TABLE.US.byKind.medical])).toEqual(["1-800-222-1222"]);
  });

  it("gives every line an official https source and a dialable or https link", () => {
    expect(allLines.length).toBeGreaterThan(40);
    for (const line of allLines) {
      expect(line.source, line.name).toMatch(/^https:\/\/[^\s]+$/);
      expect(line.href, line.name).toMatch(/^(tel:\d{3,}|sms:\d{3,}|https:\/\/[^\s]+)$/);
      expect(CrisisLineSchema.safeParse(line).success).toBe(true);
    }
    for (const [code, c] of countries) {
      expect(c.emergency, code).toMatch(/^\d{3}$/);
      expect(c.emergencySource, code).toMatch(/^https:\/\//);
    }
  });

  it("keeps the well-known national numbers", () => {
    expect(CRISIS_TABLE.US.crisis.map((l) => l.href)).toEqual(["tel:988", "sms:988"]);
    expect(CRISIS_TABLE.CA.crisis.map((l) => l.href)).toEqual(["tel:988", "sms:988"]);
    expect(contacts([...CRISIS_TABLE.GB.crisis, ...CRISIS_TABLE.IE.crisis])).toEqual(["116 123", "116 123"]);
    expect(contacts([...CRISIS_TABLE.FR.crisis])).toEqual(["3114"]);
    expect(contacts([...CRISIS_TABLE.DE.crisis])).toEqual(["0800 111 0 111", "0800 111 0 222"]);
    expect(contacts([...CRISIS_TABLE.ES.crisis])).toEqual(["024"]);
    expect(contacts([...CRISIS_TABLE.BR.crisis])).toEqual(["188"]);
    expect(contacts([...CRISIS_TABLE.AU.crisis])[0]).toBe("13 11 14");
    expect(contacts([...CRISIS_TABLE.NL.crisis])).toEqual(["113"]);
    expect(contacts([...CRISIS_TABLE.CH.crisis])).toEqual(["143"]);
    expect(contacts([...CRISIS_TABLE.AT.crisis])).toEqual(["142"]);
    expect(contacts([...CRISIS_TABLE.IN.crisis])[0]).toBe("14416");
    expect(contacts([...CRISIS_TABLE.GB.byKind.abuse])).toEqual(["0808 2000 247"]);
    expect(contacts([...CRISIS_TABLE.US.byKind.abuse])).toEqual(["1-800-799-7233"]);
    expect(contacts([...CRISIS_TABLE.GB.byKind["child-at-risk"]])[0]).toBe("0800 1111");
  });
});

describe("countryFromTimeZone", () => {
  it.each([
    ["Europe/London", "GB"],
    ["America/Sao_Paulo", "BR"],
    ["America/Toronto", "CA"],
    ["Europe/Madrid", "ES"],
    ["Atlantic/Canary", "ES"],
    ["America/New_York", "US"],
    ["Pacific/Honolulu", "US"],
    ["Asia/Kolkata", "IN"],
    ["Asia/Calcutta", "IN"],
    ["America/Buenos_Aires", "AR"],
    ["America/Argentina/Buenos_Aires", "AR"],
    ["Australia/Sydney", "AU"],
    ["Pacific/Auckland", "NZ"],
    ["Europe/Brussels", "BE"],
    ["Europe/Lisbon", "PT"],
  ])("%s → %s", (zone, country) => {
    expect(countryFromTimeZone(zone)).toBe(country);
  });

  it("knows no country for UTC, unknown zones or countries outside the table", () => {
    for (const zone of [
      "UTC",
      "Etc/UTC",
      "Etc/GMT",
      "Asia/Tokyo",
      "Europe/Stockholm",
      "nonsense",
      "",
      null,
      undefined,
    ]) {
      expect(countryFromTimeZone(zone)).toBeNull();
    }
  });

  it("has a zone for every country of the table", () => {
    const zones = [
      "America/Chicago",
      "America/Vancouver",
      "Europe/London",
      "Europe/Dublin",
      "Europe/Paris",
      "Europe/Berlin",
      "Europe/Madrid",
      "Europe/Lisbon",
      "America/Sao_Paulo",
      "Australia/Perth",
      "Pacific/Auckland",
      "America/Mexico_City",
      "America/Buenos_Aires",
      "Europe/Rome",
      "Europe/Amsterdam",
      "Europe/Brussels",
      "Europe/Zurich",
      "Europe/Vienna",
      "Asia/Kolkata",
    ];
    const found = new Set(zones.map(countryFromTimeZone));
    expect([...found].sort()).toEqual(Object.keys(CRISIS_TABLE).sort());
  });

  it("knows every zone this runtime can name for the table's countries", () => {
    // The browser reports canonical ICU names; each must map back to the same country.
    for (const zone of [
      "America/Indiana/Indianapolis",
      "America/Argentina/Cordoba",
      "Asia/Kolkata",
      "America/Montreal",
    ]) {
      const reported = new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
      expect(countryFromTimeZone(reported), `${zone} reported as ${reported}`).toBe(countryFromTimeZone(zone));
    }
  });
});

describe("countryFromPlace", () => {
  it("takes the time zone over the language's region", () => {
    expect(countryFromPlace({ timeZone: "America/New_York", languages: ["en-GB"] })).toBe("US");
    expect(countryFromPlace({ timeZone: "Europe/Lisbon", languages: ["pt-BR"] })).toBe("PT");
  });

  it("lets the language's region decide a zone several countries share", () => {
    expect(countryFromPlace({ timeZone: "Europe/Brussels", languages: ["nl-NL", "nl"] })).toBe("NL");
    expect(countryFromPlace({ timeZone: "Europe/Brussels", languages: ["fr-BE"] })).toBe("BE");
    expect(countryFromPlace({ timeZone: "Europe/Brussels", languages: ["nl"] })).toBe("BE");
    expect(countryFromPlace({ timeZone: "America/Phoenix", languages: ["en-CA"] })).toBe("CA");
    // Stockholm links to Berlin: a Swede must not get the German line.
    expect(countryFromPlace({ timeZone: "Europe/Berlin", languages: ["sv-SE"] })).toBeNull();
    expect(countryFromPlace({ timeZone: "Europe/Berlin", languages: ["de-DE"] })).toBe("DE");
    expect(countryFromPlace({ timeZone: "Europe/Berlin", languages: ["en-US"] })).toBe("DE");
  });

  it("falls back to the first language's region when the zone says nothing", () => {
    expect(countryFromPlace({ timeZone: "Etc/UTC", languages: ["pt-BR", "en"] })).toBe("BR");
    expect(countryFromPlace({ timeZone: "UTC", languages: ["en-AU"] })).toBe("AU");
    expect(countryFromPlace({ timeZone: null, languages: ["es-MX"] })).toBe("MX");
    expect(countryFromPlace({ timeZone: "UTC", languages: ["sv-SE", "en-US"] })).toBeNull();
    expect(countryFromPlace({ timeZone: "UTC", languages: ["en", "not a tag!"] })).toBeNull();
    expect(countryFromPlace({})).toBeNull();
  });
});

describe("pickCrisisLines", () => {
  it("gives the national crisis line, then the emergency number", () => {
    const lines = pickCrisisLines({ timeZone: "Europe/London", languages: ["en-GB"] });
    expect(contacts(lines)).toEqual(["116 123", "999"]);
    expect(lines.at(-1)).toEqual({ name: "Emergency services", contact: "999", href: "tel:999", hours: "24/7" });
  });

  it("puts the kind's own line first", () => {
    expect(contacts(pickCrisisLines({ timeZone: "America/Chicago", languages: ["en-US"], kind: "abuse" }))).toEqual([
      "1-800-799-7233",
      "Call 988",
      "Text 988",
      "911",
    ]);
    expect(contacts(pickCrisisLines({ timeZone: "America/Chicago", kind: "medical" }))[0]).toBe("1-800-222-1222");
    expect(contacts(pickCrisisLines({ timeZone: "Europe/London", kind: "child-at-risk" }))).toEqual([
      "0800 1111",
      "0808 800 5000",
      "116 123",
      "999",
    ]);
    expect(contacts(pickCrisisLines({ timeZone: "Australia/Melbourne", kind: "abuse" }))[0]).toBe("1800 737 732");
  });

  it("uses the crisis line for kinds without a line of their own", () => {
    expect(contacts(pickCrisisLines({ timeZone: "America/Sao_Paulo", kind: "suicide" }))).toEqual(["188", "192"]);
    expect(contacts(pickCrisisLines({ timeZone: "America/Mexico_City", kind: "abuse" }))).toEqual([
      "800 911 2000",
      "911",
    ]);
    expect(contacts(pickCrisisLines({ timeZone: "Europe/Paris", kind: "harm-to-others" }))).toEqual(["3114", "112"]);
  });

  it("picks Belgium's line in the person's language, and both when neither fits", () => {
    expect(contacts(pickCrisisLines({ timeZone: "Europe/Brussels", languages: ["fr-BE"] }))).toEqual([
      "0800 32 123",
      "112",
    ]);
    expect(contacts(pickCrisisLines({ timeZone: "Europe/Brussels", languages: ["nl-BE"] }))).toEqual(["1813", "112"]);
    expect(contacts(pickCrisisLines({ timeZone: "Europe/Brussels", languages: ["en"] }))).toEqual([
      "1813",
      "0800 32 123",
      "112",
    ]);
    expect(contacts(pickCrisisLines({ timeZone: "Europe/Brussels", languages: ["fr"], kind: "abuse" }))).toEqual([
      "0800 30 030",
      "0800 32 123",
      "112",
    ]);
  });

  it("names the emergency line in the person's language", () => {
    expect(pickCrisisLines({ timeZone: "Europe/Berlin", languages: ["de-DE"] }).at(-1)?.name).toBe("Notruf");
    expect(pickCrisisLines({ timeZone: "Europe/Madrid", languages: ["es-ES"] }).at(-1)?.name).toBe("Emergencias");
    expect(pickCrisisLines({ timeZone: "Europe/Madrid", languages: ["ja", "en"] }).at(-1)?.name).toBe(
      "Emergency services",
    );
  });

  it("answers with Find A Helpline and the local emergency number when nothing matches", () => {
    expect(pickCrisisLines({ timeZone: "Asia/Tokyo", languages: ["ja-JP"], kind: "abuse" })).toEqual([
      FIND_A_HELPLINE,
      { name: "Emergency services", contact: "Your local emergency number", href: null, hours: null },
    ]);
    expect(pickCrisisLines({ timeZone: "UTC", languages: ["fr"] })[1]?.contact).toBe("Le numéro d'urgence local");
  });

  it("replaces the table entirely with the operator's override", () => {
    const override = [{ name: "Campus crisis line", contact: "555 0100" }];
    expect(pickCrisisLines({ timeZone: "Europe/London", kind: "abuse", override })).toEqual([
      { name: "Campus crisis line", contact: "555 0100", href: null, hours: null },
    ]);
    expect(contacts(pickCrisisLines({ timeZone: "Europe/London", override: [] }))).toEqual(["116 123", "999"]);
  });

  it("returns plain crisis lines (no sources, no languages) that end with an emergency line, for any place and kind", () => {
    const zones = [
      "Europe/London",
      "Europe/Brussels",
      "UTC",
      "Asia/Tokyo",
      "America/Toronto",
      "Asia/Calcutta",
      "Europe/Zurich",
    ];
    const tags = ["en-US", "fr-BE", "nl", "pt-BR", "de", "sv-SE", "x-bad tag", "es-419"];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.array(fc.constantFrom(...tags), { maxLength: 3 }),
        fc.option(fc.constantFrom(...RISK_KINDS), { nil: undefined }),
        (timeZone, languages, kind) => {
          const lines = pickCrisisLines({ timeZone, languages, kind });
          expect(lines.length).toBeGreaterThanOrEqual(2);
          for (const line of lines) {
            expect(Object.keys(line).sort()).toEqual(["contact", "hours", "href", "name"]);
            expect(CrisisLineSchema.parse(line)).toEqual(line);
          }
          expect(lines.at(-1)).toEqual(
            emergencyLine(countryFromPlace({ timeZone, languages }), safetyLanguageOf(languages)),
          );
        },
      ),
    );
  });
});

describe("isEmergencyLine", () => {
  it("recognises the emergency lines pickCrisisLines adds, in every language, and nothing else", () => {
    for (const languages of [["en"], ["de"], ["fr"], ["es"], ["pt"]]) {
      const lines = pickCrisisLines({ timeZone: "Europe/Paris", languages });
      expect(lines.map(isEmergencyLine)).toEqual([false, true]);
      expect(isEmergencyLine(emergencyLine(null, safetyLanguageOf(languages)))).toBe(true);
    }
    expect(isEmergencyLine(FIND_A_HELPLINE)).toBe(false);
  });
});

describe("emergencyNumber", () => {
  it("knows each country's number", () => {
    expect(emergencyNumber("US")).toBe("911");
    expect(emergencyNumber("GB")).toBe("999");
    expect(emergencyNumber("AU")).toBe("000");
    expect(emergencyNumber("NZ")).toBe("111");
    expect(emergencyNumber("FR")).toBe("112");
    expect(emergencyNumber("BR")).toBe("192");
    expect(emergencyNumber("gb")).toBe("999");
  });

  it("is null outside the table", () => {
    expect(emergencyNumber("JP")).toBeNull();
    expect(emergencyNumber("toString")).toBeNull();
    expect(emergencyNumber(null)).toBeNull();
    expect(emergencyNumber(undefined)).toBeNull();
  });
});

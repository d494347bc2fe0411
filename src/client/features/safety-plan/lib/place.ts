// Where the device is, as far as the crisis-line table can tell: its time zone and languages.
// Read on the device so suggestions work offline, as "Get help now" does.
import { countryFromPlace, emergencyNumber, pickCrisisLines, type Place } from "#shared/content/crisis-lines.ts";

export function devicePlace(): Place {
  let timeZone: string | null = null;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    timeZone = null;
  }
  return { timeZone, languages: typeof navigator === "undefined" ? [] : navigator.languages };
}

/**
 * Lines worth writing into step 5, each as the plan would hold it ("Samaritans: 116 123 (24/7)"),
 * or none when we cannot tell where the person is (then the step links to Find A Helpline).
 */
export function suggestedCrisisLines(place: Place): string[] {
  if (!countryFromPlace(place)) return [];
  return pickCrisisLines(place)
    .filter((line) => line.href)
    .map((line) => `${line.name}: ${line.contact}${line.hours ? ` (${line.hours})` : ""}`);
}

/** The local emergency number (e.g. "999"), or null when we do not know it. */
export const localEmergencyNumber = (place: Place) => emergencyNumber(countryFromPlace(place));

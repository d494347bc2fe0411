import type { Place } from "#shared/content/crisis-lines.ts";

/** Where this device says it is: its IANA time zone and preferred languages. */
export function devicePlace(): Place {
  let timeZone: string | null = null;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    // an engine without time zone data: the languages still help
  }
  const languages =
    typeof navigator === "undefined" ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return { timeZone, languages };
}

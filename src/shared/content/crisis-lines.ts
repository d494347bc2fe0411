// Which support lines to show someone: their country from the device's time zone (refined by a
// language tag's region), the line for the kind of risk first, then the national crisis line,
// then the emergency number. Pure: the server calls it with the profile's zone, the client with
// the browser's, so "Get help now" works offline.
import { SAFETY_LANGUAGES, type CrisisLine, type RiskKind, type SafetyLanguage } from "#shared/schemas/safety.ts";
import { CRISIS_TABLE, type CrisisCountry, type SourcedLine } from "./crisis-lines-table.ts";

export type { CrisisCountry };

// IANA zones of the table's countries, with the old names browsers still report
// (ICU canonicalises Asia/Kolkata to Asia/Calcutta, America/Argentina/Buenos_Aires to America/Buenos_Aires).
const ZONES_BY_COUNTRY: Record<CrisisCountry, readonly string[]> = {
  US: [
    "America/New_York",
    "America/Detroit",
    "America/Chicago",
    "America/Denver",
    "America/Boise",
    "America/Phoenix",
    "America/Los_Angeles",
    "America/Anchorage",
    "America/Juneau",
    "America/Sitka",
    "America/Metlakatla",
    "America/Yakutat",
    "America/Nome",
    "America/Adak",
    "America/Menominee",
    "Pacific/Honolulu",
    "America/Indianapolis",
    "America/Indiana/Indianapolis",
    "America/Indiana/Knox",
    "America/Indiana/Marengo",
    "America/Indiana/Petersburg",
    "America/Indiana/Tell_City",
    "America/Indiana/Vevay",
    "America/Indiana/Vincennes",
    "America/Indiana/Winamac",
    "America/Knox_IN",
    "America/Louisville",
    "America/Kentucky/Louisville",
    "America/Kentucky/Monticello",
    "America/North_Dakota/Beulah",
    "America/North_Dakota/Center",
    "America/North_Dakota/New_Salem",
    "US/Eastern",
    "US/Central",
    "US/Mountain",
    "US/Pacific",
    "US/Alaska",
    "US/Hawaii",
    "US/Arizona",
    "US/Michigan",
  ],
  CA: [
    "America/Toronto",
    "America/Montreal",
    "America/Vancouver",
    "America/Edmonton",
    "America/Winnipeg",
    "America/Halifax",
    "America/St_Johns",
    "America/Regina",
    "America/Swift_Current",
    "America/Moncton",
    "America/Glace_Bay",
    "America/Goose_Bay",
    "America/Whitehorse",
    "America/Dawson",
    "America/Dawson_Creek",
    "America/Fort_Nelson",
    "America/Creston",
    "America/Iqaluit",
    "America/Rankin_Inlet",
    "America/Resolute",
    "America/Cambridge_Bay",
    "America/Inuvik",
    "America/Yellowknife",
    "America/Atikokan",
    "America/Blanc-Sablon",
    "America/Nipigon",
    "America/Thunder_Bay",
    "America/Rainy_River",
    "America/Pangnirtung",
    "Canada/Eastern",
    "Canada/Central",
    "Canada/Mountain",
    "Canada/Pacific",
    "Canada/Atlantic",
    "Canada/Newfoundland",
    "Canada/Saskatchewan",
    "Canada/Yukon",
  ],
  GB: ["Europe/London", "Europe/Belfast", "GB", "GB-Eire"],
  IE: ["Europe/Dublin", "Eire"],
  FR: ["Europe/Paris"],
  DE: ["Europe/Berlin", "Europe/Busingen"],
  ES: ["Europe/Madrid", "Africa/Ceuta", "Atlantic/Canary"],
  PT: ["Europe/Lisbon", "Atlantic/Madeira", "Atlantic/Azores", "Portugal"],
  BR: [
    "America/Sao_Paulo",
    "America/Bahia",
    "America/Fortaleza",
    "America/Recife",
    "America/Maceio",
    "America/Belem",
    "America/Araguaina",
    "America/Santarem",
    "America/Manaus",
    "America/Cuiaba",
    "America/Campo_Grande",
    "America/Porto_Velho",
    "America/Boa_Vista",
    "America/Rio_Branco",
    "America/Eirunepe",
    "America/Noronha",
    "Brazil/East",
    "Brazil/West",
    "Brazil/Acre",
    "Brazil/DeNoronha",
  ],
  AU: [
    "Australia/Sydney",
    "Australia/Melbourne",
    "Australia/Brisbane",
    "Australia/Lindeman",
    "Australia/Adelaide",
    "Australia/Broken_Hill",
    "Australia/Perth",
    "Australia/Eucla",
    "Australia/Darwin",
    "Australia/Hobart",
    "Australia/Currie",
    "Australia/Lord_Howe",
    "Australia/ACT",
    "Australia/Canberra",
    "Australia/NSW",
    "Australia/Victoria",
    "Australia/Queensland",
    "Australia/South",
    "Australia/West",
    "Australia/North",
    "Australia/Tasmania",
    "Antarctica/Macquarie",
  ],
  NZ: ["Pacific/Auckland", "Pacific/Chatham", "NZ", "NZ-CHAT"],
  MX: [
    "America/Mexico_City",
    "America/Cancun",
    "America/Merida",
    "America/Monterrey",
    "America/Matamoros",
    "America/Chihuahua",
    "America/Ciudad_Juarez",
    "America/Ojinaga",
    "America/Mazatlan",
    "America/Bahia_Banderas",
    "America/Hermosillo",
    "America/Tijuana",
    "America/Ensenada",
    "America/Santa_Isabel",
    "Mexico/General",
    "Mexico/BajaNorte",
    "Mexico/BajaSur",
  ],
  AR: [
    "America/Argentina/Buenos_Aires",
    "America/Argentina/Cordoba",
    "America/Argentina/Salta",
    "America/Argentina/Jujuy",
    "America/Argentina/Tucuman",
    "America/Argentina/Catamarca",
    "America/Argentina/La_Rioja",
    "America/Argentina/San_Juan",
    "America/Argentina/Mendoza",
    "America/Argentina/San_Luis",
    "America/Argentina/Rio_Gallegos",
    "America/Argentina/Ushuaia",
    "America/Buenos_Aires",
    "America/Cordoba",
    "America/Rosario",
    "America/Catamarca",
    "America/Jujuy",
    "America/Mendoza",
  ],
  IT: ["Europe/Rome"],
  NL: ["Europe/Amsterdam"],
  BE: ["Europe/Brussels"],
  CH: ["Europe/Zurich"],
  AT: ["Europe/Vienna"],
  IN: ["Asia/Kolkata", "Asia/Calcutta"],
};

// Since tzdb 2022 several countries share one zone (Amsterdam and Luxembourg link to Brussels,
// Stockholm to Berlin…), so a browser may report a neighbour's zone. The zone's own country comes
// first; a language tag's region picks another, and one outside the table means "no match" rather
// than a neighbour's line.
const SHARED_ZONES: Record<string, readonly string[]> = {
  "Europe/Brussels": ["BE", "NL", "LU"],
  "Europe/Berlin": ["DE", "DK", "NO", "SE"],
  "Europe/Paris": ["FR", "MC"],
  "Europe/Rome": ["IT", "SM", "VA"],
  "Europe/Zurich": ["CH", "LI", "DE"],
  "Europe/London": ["GB", "JE", "GG", "IM"],
  "America/Toronto": ["CA", "BS"],
  "America/Phoenix": ["US", "CA"],
  "America/Panama": ["PA", "CA"],
};

const ZONE_COUNTRIES = new Map<string, readonly string[]>();
for (const [country, zones] of Object.entries(ZONES_BY_COUNTRY))
  for (const zone of zones) ZONE_COUNTRIES.set(zone, [country]);
for (const [zone, countries] of Object.entries(SHARED_ZONES)) ZONE_COUNTRIES.set(zone, countries);

export const isCrisisCountry = (code: string): code is CrisisCountry => Object.hasOwn(CRISIS_TABLE, code);

/** The table country whose zone this is (the zone's own country when several share it), or null. */
export function countryFromTimeZone(timeZone: string | null | undefined): CrisisCountry | null {
  const first = timeZone ? ZONE_COUNTRIES.get(timeZone)?.[0] : undefined;
  return first && isCrisisCountry(first) ? first : null;
}

const parseLocale = (tag: string): Intl.Locale | null => {
  try {
    return new Intl.Locale(tag);
  } catch {
    return null;
  }
};

export interface Place {
  /** IANA zone, e.g. Intl.DateTimeFormat().resolvedOptions().timeZone. */
  timeZone?: string | null;
  /** BCP 47 tags, most preferred first, e.g. navigator.languages. */
  languages?: readonly string[] | null;
}

/** Where the person probably is: the zone decides, a language tag's region settles a shared or unknown zone. */
export function countryFromPlace({ timeZone, languages }: Place): CrisisCountry | null {
  const regions = (languages ?? []).map((tag) => parseLocale(tag)?.region).filter((r): r is string => Boolean(r));
  const candidates = timeZone ? ZONE_COUNTRIES.get(timeZone) : undefined;
  if (candidates) {
    const chosen = regions.find((r) => candidates.includes(r)) ?? candidates[0];
    return chosen && isCrisisCountry(chosen) ? chosen : null;
  }
  // No usable zone (UTC in privacy modes, or a zone outside the table): the first region, if we know it.
  const region = regions[0];
  return region && isCrisisCountry(region) ? region : null;
}

/** The first of the person's languages the safety layer writes in, else English. */
export function safetyLanguageOf(languages: readonly string[] | null | undefined): SafetyLanguage {
  for (const tag of languages ?? []) {
    const base = parseLocale(tag)?.language;
    const found = SAFETY_LANGUAGES.find((l) => l === base);
    if (found) return found;
  }
  return "en";
}

const EMERGENCY_NAME: Record<SafetyLanguage, string> = {
  en: "Emergency services",
  es: "Emergencias",
  fr: "Urgences",
  de: "Notruf",
  pt: "Emergência",
};

const LOCAL_EMERGENCY: Record<SafetyLanguage, string> = {
  en: "Your local emergency number",
  es: "El número de emergencias de tu zona",
  fr: "Le numéro d'urgence local",
  de: "Die örtliche Notrufnummer",
  pt: "O número de emergência local",
};

export const FIND_A_HELPLINE: CrisisLine = {
  name: "Find A Helpline",
  contact: "findahelpline.com",
  href: "https://findahelpline.com",
  hours: null,
};

/** The emergency number as dialled (e.g. "911", "000"), or null for a country outside the table. */
export function emergencyNumber(country: string | null | undefined): string | null {
  const code = country?.toUpperCase();
  return code && isCrisisCountry(code) ? CRISIS_TABLE[code].emergency : null;
}

/** The emergency line for a country, or "your local emergency number" when we do not know it. */
export function emergencyLine(country: string | null | undefined, language: SafetyLanguage = "en"): CrisisLine {
  const number = emergencyNumber(country);
  return number
    ? { name: EMERGENCY_NAME[language], contact: number, href: `tel:${number}`, hours: "24/7" }
    : { name: EMERGENCY_NAME[language], contact: LOCAL_EMERGENCY[language], href: null, hours: null };
}

/** Whether a line is an emergency-services line this module made (named as emergencyLine names it). */
export const isEmergencyLine = (line: Pick<CrisisLine, "name">) => Object.values(EMERGENCY_NAME).includes(line.name);

/** Lines for one language where a country has several (Belgium); all of them when none fits. */
function forLanguages(lines: readonly SourcedLine[], bases: readonly string[]): readonly SourcedLine[] {
  const fits = lines.filter((l) => l.languages?.some((lang) => bases.includes(lang)));
  if (fits.length === 0) return lines;
  return lines.filter((l) => !l.languages || fits.includes(l));
}

const toCrisisLine = ({ name, contact, href, hours }: CrisisLine): CrisisLine => ({
  name,
  contact,
  href: href ?? null,
  hours: hours ?? null,
});

export interface PickCrisisLinesInput extends Place {
  kind?: RiskKind | null;
  /** The operator's CRISIS_RESOURCES: when given, it replaces the table entirely. */
  override?: readonly CrisisLine[] | null;
}

export function pickCrisisLines({ timeZone, languages, kind, override }: PickCrisisLinesInput): CrisisLine[] {
  if (override && override.length > 0) return override.map(toCrisisLine);
  const language = safetyLanguageOf(languages);
  const country = countryFromPlace({ timeZone, languages });
  if (!country) return [FIND_A_HELPLINE, emergencyLine(null, language)];
  const entry: { crisis: readonly SourcedLine[]; byKind?: Partial<Record<RiskKind, readonly SourcedLine[]>> } =
    CRISIS_TABLE[country];
  const bases = (languages ?? []).map((tag) => parseLocale(tag)?.language).filter((b): b is string => Boolean(b));
  const specific = kind ? (entry.byKind?.[kind] ?? []) : [];
  return [...forLanguages(specific, bases), ...forLanguages(entry.crisis, bases)]
    .map(toCrisisLine)
    .concat(emergencyLine(country, language));
}

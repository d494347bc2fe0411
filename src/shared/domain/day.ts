// The user's local calendar day in an IANA time zone (DESIGN decision 4).
// Uses only Intl (no time-zone library): works the same in the browser and on the server.

export const DEFAULT_TIME_ZONE = "UTC";

const MS_PER_DAY = 86_400_000;
const MS_PER_HOUR = 3_600_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | undefined {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        calendar: "gregory",
        numberingSystem: "latn",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
        hourCycle: "h23",
      });
    } catch {
      return undefined;
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when `tz` is a time zone this runtime knows (e.g. "Europe/Berlin", "UTC"). */
export function isValidTimeZone(tz: unknown): tz is string {
  return typeof tz === "string" && tz.length > 0 && formatterFor(tz) !== undefined;
}

/** The zone itself when valid, otherwise UTC. */
export function resolveTimeZone(tz: string | null | undefined): string {
  return isValidTimeZone(tz) ? tz : DEFAULT_TIME_ZONE;
}

interface WallTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

function checkInstant(instant: Date): number {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError("Invalid date");
  return ms;
}

function wallTime(ms: number, timeZone: string): WallTime {
  const formatter = formatterFor(resolveTimeZone(timeZone));
  if (formatter === undefined) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(ms)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts["year"] ?? 1970,
    month: parts["month"] ?? 1,
    day: parts["day"] ?? 1,
    hour: (parts["hour"] ?? 0) % 24,
    minute: parts["minute"] ?? 0,
    second: parts["second"] ?? 0,
  };
}

function formatDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The local calendar day (YYYY-MM-DD) of `instant` in `timeZone` (invalid zones: UTC). */
export function localDay(instant: Date, timeZone: string): string {
  const wall = wallTime(checkInstant(instant), timeZone);
  return formatDay(wall.year, wall.month, wall.day);
}

/** UTC offset of the zone at `ms`, in milliseconds (positive east of Greenwich). */
function offsetAt(ms: number, timeZone: string): number {
  const wall = wallTime(ms, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const wholeSeconds = ms - (((ms % 1000) + 1000) % 1000);
  return asUtc - wholeSeconds;
}

/** Milliseconds since the epoch of `day` at 00:00 UTC. Throws RangeError for a malformed day. */
function parseDay(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Invalid day: ${day}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const date = Number(match[3]);
  const ms = Date.UTC(year, month - 1, date);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    throw new RangeError(`Invalid day: ${day}`);
  }
  return ms;
}

export function isValidDay(day: unknown): day is string {
  if (typeof day !== "string") return false;
  try {
    parseDay(day);
    return true;
  } catch {
    return false;
  }
}

/**
 * Calendar days from `b` to `a` (a - b), computed on the date strings, so it is exact
 * whatever DST does: dayDiff("2024-03-11", "2024-03-10") === 1.
 */
export function dayDiff(a: string, b: string): number {
  return Math.round((parseDay(a) - parseDay(b)) / MS_PER_DAY);
}

/** The calendar day `days` after `day` (negative to go back). */
export function addDays(day: string, days: number): string {
  const d = new Date(parseDay(day) + Math.trunc(days) * MS_PER_DAY);
  return formatDay(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/**
 * The first instant whose local day in `timeZone` is `day`. Usually local midnight; on days
 * where a DST change skips midnight (e.g. America/Santiago) it is the first existing moment.
 */
export function startOfDay(day: string, timeZone: string): Date {
  const tz = resolveTimeZone(timeZone);
  const wallMidnight = parseDay(day);
  // Fast path: local midnight = wall midnight minus the offset in force at that moment.
  const firstOffset = offsetAt(wallMidnight, tz);
  let candidate = wallMidnight - firstOffset;
  const secondOffset = offsetAt(candidate, tz);
  if (secondOffset !== firstOffset) candidate = wallMidnight - secondOffset;
  if (dayAt(candidate, tz) === day && dayAt(candidate - 1, tz) < day) return new Date(candidate);
  // Slow path (midnight does not exist): binary search for the first instant of the day.
  // Offsets lie within ±18 h, so `low` is on an earlier day and `high` on this day or later.
  let low = wallMidnight - 18 * MS_PER_HOUR;
  let high = wallMidnight + 18 * MS_PER_HOUR;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (dayAt(mid, tz) >= day) high = mid;
    else low = mid;
  }
  return new Date(high);
}

function dayAt(ms: number, timeZone: string): string {
  const wall = wallTime(ms, timeZone);
  return formatDay(wall.year, wall.month, wall.day);
}

/** The UTC instant at which the local day containing `instant` begins. */
export function startOfLocalDay(instant: Date, timeZone: string): Date {
  return startOfDay(localDay(instant, timeZone), timeZone);
}

/**
 * The local day containing `instant` as a half-open range [start, end): `end` is the start of
 * the next local day. The range is 23 or 25 hours long on DST change days.
 */
export function localDayRange(instant: Date, timeZone: string): { start: Date; end: Date } {
  const day = localDay(instant, timeZone);
  return { start: startOfDay(day, timeZone), end: startOfDay(addDays(day, 1), timeZone) };
}

/** The last millisecond of the local day containing `instant` (like date-fns endOfDay). */
export function endOfLocalDay(instant: Date, timeZone: string): Date {
  return new Date(localDayRange(instant, timeZone).end.getTime() - 1);
}

/**
 * Dates, times and time zones as rule texts write them ("December 31, 2027, 11:59 PM ET", "Q1 2027",
 * "midnight to midnight local standard time"), read into instants without Intl: the US daylight-time rule
 * in force since 2007 (second Sunday of March to first Sunday of November, 02:00 local), as
 * `src/domain/new-york-calendar.ts` has it for New York.
 */
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../clock.ts";

export const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;

/** A month name or its abbreviation ("Sept." included). */
export const MONTH_NAME =
  "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?";

/** 1-based month of a month name or abbreviation, or null. */
export function monthNumber(name: string): number | null {
  const key = name.toLowerCase().replace(/\.$/, "").slice(0, 3);
  const index = MONTHS.findIndex((month) => month.startsWith(key));
  return index < 0 ? null : index + 1;
}

const pad = (n: number) => String(n).padStart(2, "0");

export function isoDate(year: number, month: number, day: number): string | null {
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms).toISOString().slice(0, 10);
  return date === `${year}-${pad(month)}-${pad(day)}` ? date : null;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A time zone: a US zone that keeps daylight time, or a fixed offset from UTC (minutes). */
export type Zone =
  | { kind: "us"; name: string; standardOffset: number }
  | { kind: "fixed"; name: string; offset: number };

export const ZONES = {
  eastern: { kind: "us", name: "America/New_York", standardOffset: -300 },
  central: { kind: "us", name: "America/Chicago", standardOffset: -360 },
  mountain: { kind: "us", name: "America/Denver", standardOffset: -420 },
  pacific: { kind: "us", name: "America/Los_Angeles", standardOffset: -480 },
  arizona: { kind: "fixed", name: "America/Phoenix", offset: -420 },
  utc: { kind: "fixed", name: "UTC", offset: 0 },
} as const satisfies Record<string, Zone>;

const fixed = (offset: number): Zone => {
  const sign = offset < 0 ? "-" : "+";
  const magnitude = Math.abs(offset);
  return { kind: "fixed", name: `${sign}${pad(Math.floor(magnitude / 60))}:${pad(magnitude % 60)}`, offset };
};

/** A zone's standard time as a fixed offset (the climate day's "local standard time"). */
export function standardTimeOf(zone: Zone): Zone {
  return zone.kind === "us" ? fixed(zone.standardOffset) : zone;
}

/**
 * Time-zone words as rule texts write them. Named standard or daylight times (EST, EDT…) are fixed
 * offsets; ET, "Eastern Time" and the like follow the daylight-time rule.
 */
export const ZONE_WORDS: readonly { pattern: RegExp; zone: Zone }[] = [
  { pattern: /^(?:EDT|Eastern Daylight Time)$/i, zone: fixed(-240) },
  { pattern: /^(?:EST|Eastern Standard Time)$/i, zone: fixed(-300) },
  { pattern: /^(?:CDT|Central Daylight Time)$/i, zone: fixed(-300) },
  { pattern: /^(?:CST|Central Standard Time)$/i, zone: fixed(-360) },
  { pattern: /^(?:MDT|Mountain Daylight Time)$/i, zone: fixed(-360) },
  { pattern: /^(?:MST|Mountain Standard Time)$/i, zone: fixed(-420) },
  { pattern: /^(?:PDT|Pacific Daylight Time)$/i, zone: fixed(-420) },
  { pattern: /^(?:PST|Pacific Standard Time)$/i, zone: fixed(-480) },
  { pattern: /^(?:ET|Eastern(?: Time)?|New York time)$/i, zone: ZONES.eastern },
  { pattern: /^(?:CT|Central(?: Time)?)$/i, zone: ZONES.central },
  { pattern: /^(?:MT|Mountain(?: Time)?)$/i, zone: ZONES.mountain },
  { pattern: /^(?:PT|Pacific(?: Time)?)$/i, zone: ZONES.pacific },
  { pattern: /^(?:UTC|GMT|Coordinated Universal Time|Greenwich Mean Time)$/i, zone: ZONES.utc },
];

/** The time-zone words a pattern may match (longest first). */
export const ZONE_NAME =
  "(?:Eastern Daylight Time|Eastern Standard Time|Central Daylight Time|Central Standard Time|Mountain Daylight Time|Mountain Standard Time|Pacific Daylight Time|Pacific Standard Time|Coordinated Universal Time|Greenwich Mean Time|Eastern Time|Central Time|Mountain Time|Pacific Time|New York time|EDT|EST|CDT|CST|MDT|MST|PDT|PST|UTC|GMT|ET|CT|MT|PT)";

export function zoneOf(words: string): Zone | null {
  return ZONE_WORDS.find((entry) => entry.pattern.test(words.trim()))?.zone ?? null;
}

/** The zone's name as a fingerprint writes it. */
export function zoneLabel(zone: Zone): string {
  return zone.name;
}

function nthSundayUtc(year: number, monthIndex: number, n: number): number {
  const first = Date.UTC(year, monthIndex, 1);
  const daysToSunday = (7 - new Date(first).getUTCDay()) % 7;
  return first + (daysToSunday + 7 * (n - 1)) * DAY_MS;
}

/** Offset from UTC (minutes) of a zone's wall clock at an instant. */
export function offsetAt(zone: Zone, epochMs: number): number {
  if (zone.kind === "fixed") return zone.offset;
  const year = new Date(epochMs).getUTCFullYear();
  const standard = zone.standardOffset;
  // The switches happen at 02:00 local: standard time in March, daylight time in November.
  const starts = nthSundayUtc(year, 2, 2) + 2 * HOUR_MS - standard * MINUTE_MS;
  const ends = nthSundayUtc(year, 10, 1) + 2 * HOUR_MS - (standard + 60) * MINUTE_MS;
  return epochMs >= starts && epochMs < ends ? standard + 60 : standard;
}

/** The instant a zone's wall clock reads `date hh:mm` (the skipped spring hour reads as standard time). */
export function wallInstant(date: string, hh: number, mm: number, zone: Zone): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + hh * HOUR_MS + mm * MINUTE_MS;
  if (zone.kind === "fixed") return wall - zone.offset * MINUTE_MS;
  const asDaylight = wall - (zone.standardOffset + 60) * MINUTE_MS;
  if (offsetAt(zone, asDaylight) === zone.standardOffset + 60) return asDaylight;
  return wall - zone.standardOffset * MINUTE_MS;
}

export function rfc3339(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** "11:59 PM", "5:00 p.m.", "noon", "midnight" → hours and minutes on a 24-hour clock. */
export function readClock(text: string): { hh: number; mm: number } | null {
  const t = text.trim().toLowerCase();
  if (t === "noon") return { hh: 12, mm: 0 };
  if (t === "midnight") return { hh: 0, mm: 0 };
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/.exec(t);
  if (!match) return null;
  let hh = Number(match[1]);
  const mm = match[2] === undefined ? 0 : Number(match[2]);
  const meridiem = match[3]?.replace(/\./g, "");
  if (meridiem === "pm" && hh < 12) hh += 12;
  if (meridiem === "am" && hh === 12) hh = 0;
  if (hh > 23 || mm > 59) return null;
  return { hh, mm };
}

/** A clock reading as a pattern (used inside larger patterns). */
export const CLOCK = "(?:\\d{1,2}(?::\\d{2})?\\s*(?:AM|PM|a\\.m\\.|p\\.m\\.)|\\d{1,2}:\\d{2}|noon|midnight)";
/** "December 31, 2027" or "Dec. 31, 2027". */
export const FULL_DATE = `${MONTH_NAME}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}`;

/** "December 31, 2027" → 2027-12-31, or null. */
export function readFullDate(text: string): string | null {
  const match = /([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})/.exec(text);
  if (!match) return null;
  const month = monthNumber(match[1] ?? "");
  if (month === null) return null;
  return isoDate(Number(match[3]), month, Number(match[2]));
}

export const QUARTER_WORDS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4 };

/** The first day of a quarter and of the next one. */
export function quarterBounds(year: number, quarter: number): { start: string; end: string } {
  const start = isoDate(year, (quarter - 1) * 3 + 1, 1) ?? `${year}-01-01`;
  const end = quarter === 4 ? `${year + 1}-01-01` : (isoDate(year, quarter * 3 + 1, 1) ?? start);
  return { start, end };
}

export { DAY_MS, MINUTE_MS };

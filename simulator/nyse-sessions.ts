/**
 * The NYSE trading calendar for the simulated equities: weekdays minus the exchange's full-day
 * holidays (New Year's Day, Martin Luther King Jr. Day, Washington's Birthday, Good Friday, Memorial
 * Day, Juneteenth, Independence Day, Labor Day, Thanksgiving, Christmas) with their weekend
 * observances. One-off closures are not modelled: the data is synthetic.
 */
import { addCalendarDays } from "../src/domain/new-york-calendar.ts";

const DAY_MS = 86_400_000;

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The `n`th given weekday (0 = Sunday) of a month; n = -1 for the last one. */
function nthWeekday(year: number, monthIndex: number, day: number, n: number): string {
  if (n > 0) {
    const first = Date.UTC(year, monthIndex, 1);
    const offset = (day - new Date(first).getUTCDay() + 7) % 7;
    return iso(first + (offset + 7 * (n - 1)) * DAY_MS);
  }
  const last = Date.UTC(year, monthIndex + 1, 0);
  const offset = (new Date(last).getUTCDay() - day + 7) % 7;
  return iso(last - offset * DAY_MS);
}

/** Easter Sunday (anonymous Gregorian algorithm). */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(Date.UTC(year, month - 1, day));
}

/** A fixed-date holiday moved off a weekend: Saturday to Friday, Sunday to Monday. */
function observed(date: string): string {
  const day = weekday(date);
  if (day === 6) return addCalendarDays(date, -1);
  if (day === 0) return addCalendarDays(date, 1);
  return date;
}

const holidayCache = new Map<number, Set<string>>();

export function nyseHolidays(year: number): Set<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const y = String(year);
  const days = [
    nthWeekday(year, 0, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 1, 1, 3), // Washington's Birthday
    addCalendarDays(easter(year), -2), // Good Friday
    nthWeekday(year, 4, 1, -1), // Memorial Day
    observed(`${y}-07-04`),
    nthWeekday(year, 8, 1, 1), // Labor Day
    nthWeekday(year, 10, 4, 4), // Thanksgiving
    observed(`${y}-12-25`),
  ];
  // New Year's Day on a Saturday is not observed on the Friday before (the exchange's rule).
  if (weekday(`${y}-01-01`) !== 6) days.push(observed(`${y}-01-01`));
  if (year >= 2022) days.push(observed(`${y}-06-19`));
  const set = new Set(days);
  holidayCache.set(year, set);
  return set;
}

export type SessionCalendar = "nyse" | "weekdays";

export function isSession(date: string, calendar: SessionCalendar): boolean {
  const day = weekday(date);
  if (day === 0 || day === 6) return false;
  return calendar === "weekdays" || !nyseHolidays(Number(date.slice(0, 4))).has(date);
}

/** Session dates from `from` to `to`, both included, oldest first. */
export function sessionsBetween(from: string, to: string, calendar: SessionCalendar): string[] {
  const out: string[] = [];
  for (let date = from; date <= to; date = addCalendarDays(date, 1))
    if (isSession(date, calendar)) out.push(date);
  return out;
}

/** The first session on or after `date`. */
export function sessionOnOrAfter(date: string, calendar: SessionCalendar): string {
  let day = date;
  while (!isSession(day, calendar)) day = addCalendarDays(day, 1);
  return day;
}

/**
 * Date arithmetic of the calendar. "Today" is the UTC date of the calendar's `as_of` (which is UTC), so
 * the windows and the null rules share one reference date.
 */
import { MINUTE_MS } from "../clock.ts";
import { addCalendarDays, newYorkOffsetMinutes } from "../new-york-calendar.ts";
import type { CalendarWindow } from "./types.ts";

export const PAST_WINDOW_DAYS = 365;
export const UPCOMING_WINDOW_DAYS = 90;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function utcDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** `window.past_start` = as_of date − 365 days; `window.upcoming_end` = as_of date + 90 days. */
export function calendarWindow(asOfMs: number): CalendarWindow {
  const today = utcDate(asOfMs);
  return {
    past_start: addCalendarDays(today, -PAST_WINDOW_DAYS),
    upcoming_end: addCalendarDays(today, UPCOMING_WINDOW_DAYS),
  };
}

/**
 * How far back filings are needed: the oldest of the last four reported quarters ends at most about
 * 14 months before today (a quarter is reported within about 60 days, and the next one up to 90 days
 * later), and its release follows within 60 days, so 450 days cover it with room to spare; the 365-day
 * event window is inside.
 */
export const FILINGS_LOOKBACK_DAYS = 450;

export function filingsSince(asOfMs: number): string {
  return addCalendarDays(utcDate(asOfMs), -FILINGS_LOOKBACK_DAYS);
}

/** The same calendar date `years` earlier; 29 February becomes 28 February in a common year. */
export function yearsBefore(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) - years;
  const monthDay = date.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${String(year).padStart(4, "0")}-${monthDay === "02-29" && !leap ? "02-28" : monthDay}`;
}

export function isIsoDate(value: string | null | undefined): value is string {
  return typeof value === "string" && ISO_DATE.test(value);
}

/** Whole calendar days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (24 * 60 * MINUTE_MS),
  );
}

/** An instant as New York wall-clock time with its UTC offset: `2026-10-29T16:30:12-04:00`. */
export function newYorkTimestamp(epochMs: number): string {
  const offset = newYorkOffsetMinutes(epochMs);
  const wall = new Date(epochMs + offset * MINUTE_MS).toISOString().slice(0, 19);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${wall}${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** New York wall-clock minutes after midnight of an instant. */
export function newYorkMinuteOfDay(epochMs: number): number {
  const wall = new Date(epochMs + newYorkOffsetMinutes(epochMs) * MINUTE_MS);
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * America/New_York wall-clock arithmetic without Intl, so daily closes never depend on the runtime's
 * ICU data. The US rule in force since 2007 (Energy Policy Act of 2005): daylight time runs from the
 * second Sunday of March at 02:00 local (EST, UTC−5) to the first Sunday of November at 02:00 local (EDT,
 * UTC−4). Earlier rules are not modelled: every pix feed starts long after 2007.
 */
import { DAY_MS, HOUR_MS, MINUTE_MS } from "./clock.ts";

export const NEW_YORK_TIME_ZONE = "America/New_York";
export const EST_OFFSET_MINUTES = -300;
export const EDT_OFFSET_MINUTES = -240;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 00:00 UTC of the `n`th Sunday (1-based) of a month (`monthIndex` 0 = January). */
function nthSundayUtc(year: number, monthIndex: number, n: number): number {
  const first = Date.UTC(year, monthIndex, 1);
  const daysToSunday = (7 - new Date(first).getUTCDay()) % 7;
  return first + (daysToSunday + 7 * (n - 1)) * DAY_MS;
}

/** The two switch instants of a year: 02:00 EST (07:00Z) in March and 02:00 EDT (06:00Z) in November. */
export function newYorkDstTransitions(year: number): { starts_ms: number; ends_ms: number } {
  return {
    starts_ms: nthSundayUtc(year, 2, 2) + 7 * HOUR_MS,
    ends_ms: nthSundayUtc(year, 10, 1) + 6 * HOUR_MS,
  };
}

/** Offset of New York wall time from UTC at an instant: −240 (EDT) or −300 (EST). */
export function newYorkOffsetMinutes(epochMs: number): number {
  // Both switches fall well inside the UTC year, so the UTC year picks the right pair.
  const { starts_ms, ends_ms } = newYorkDstTransitions(new Date(epochMs).getUTCFullYear());
  return epochMs >= starts_ms && epochMs < ends_ms ? EDT_OFFSET_MINUTES : EST_OFFSET_MINUTES;
}

/** New York calendar date (`YYYY-MM-DD`) of an instant. */
export function newYorkDate(epochMs: number): string {
  return new Date(epochMs + newYorkOffsetMinutes(epochMs) * MINUTE_MS).toISOString().slice(0, 10);
}

/** Epoch ms of 00:00 UTC on a `YYYY-MM-DD` date; throws RangeError unless it is a real calendar date. */
function parseIsoDate(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const [, year = "", month = "", day = ""] = match;
  const midnight = Date.UTC(Number(year), Number(month) - 1, Number(day));
  // Date.UTC rolls 2026-02-30 over to March; a real date survives the round trip.
  if (new Date(midnight).toISOString().slice(0, 10) !== date) throw new RangeError(`no such date: ${date}`);
  return midnight;
}

/** A `YYYY-MM-DD` date moved by whole calendar days (negative moves back). */
export function addCalendarDays(date: string, days: number): string {
  return new Date(parseIsoDate(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instant at which New York wall clocks read `date hh:mm`.
 *
 * Switch days follow Temporal's `"compatible"` disambiguation (also what JS `Date` does for local time):
 * - the nonexistent spring hour (02:00–02:59 on the second Sunday of March) is read with the offset in
 *   force before the switch (EST), i.e. moved forward by the hour: 02:30 → 07:30Z = 03:30 EDT;
 * - the repeated autumn hour (01:00–01:59 on the first Sunday of November) takes its earlier
 *   occurrence, the EDT one: 01:30 → 05:30Z (not 06:30Z).
 * The 16:00 close cut-off is never on either hour.
 */
export function newYorkInstant(date: string, hh: number, mm: number): number {
  if (!Number.isInteger(hh) || hh < 0 || hh > 23) throw new RangeError(`hour out of range: ${hh}`);
  if (!Number.isInteger(mm) || mm < 0 || mm > 59) throw new RangeError(`minute out of range: ${mm}`);
  const wall = parseIsoDate(date) + hh * HOUR_MS + mm * MINUTE_MS;
  const asEdt = wall - EDT_OFFSET_MINUTES * MINUTE_MS;
  if (newYorkOffsetMinutes(asEdt) === EDT_OFFSET_MINUTES) return asEdt;
  // Plain EST time, or the spring gap (where neither reading is consistent): both read as EST.
  return wall - EST_OFFSET_MINUTES * MINUTE_MS;
}

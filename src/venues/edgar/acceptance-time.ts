/**
 * When the filing system accepted a filing. `acceptanceDateTime` in the submissions JSON ends in `Z`,
 * but for many filers it is New York wall-clock time with a `Z` appended; which one is a property of
 * the filer (nearly every filer is consistent), and nothing in one string says which.
 *
 * Rule: read a filer's values as UTC, as written, unless its own filings show the New York wall-clock
 * convention. The evidence is EDGAR's acceptance hours, 06:00 to 22:00 New York time: a value whose
 * UTC reading falls outside them (e.g. `07:30:32Z` = 03:30 EDT) can only be wall-clock time, and a value
 * whose wall-clock reading falls outside them (e.g. `23:15:00Z`) can only be UTC. The filer's values
 * are read as New York wall-clock time when more of them prove that convention than prove UTC.
 *
 * The one reader of EDGAR acceptance times: the factor route (`edgar.ts`) and the news pass's
 * submissions adapter (`src/news/ingest/sec.ts`) both place a filing with it.
 */
import { newYorkMinuteOfDay } from "../../domain/company-calendar/dates.ts";
import { newYorkInstant } from "../../domain/new-york-calendar.ts";

export type AcceptanceClock = "utc" | "new_york_wall_clock";

/** EDGAR accepts filings from 06:00 to 22:00 New York time. */
export const EDGAR_OPENS_MINUTE = 6 * 60;
export const EDGAR_CLOSES_MINUTE = 22 * 60;

const ACCEPTANCE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?Z$/;

interface Stamp {
  date: string;
  hours: number;
  minutes: number;
  /** Seconds and milliseconds past the minute, in ms. */
  restMs: number;
}

function parseStamp(value: string): Stamp | null {
  const match = ACCEPTANCE.exec(value);
  if (!match) return null;
  const [, date = "", hh = "", mm = "", ss = "", ms = "0"] = match;
  const hours = Number(hh);
  const minutes = Number(mm);
  const seconds = Number(ss);
  if (hours > 23 || minutes > 59 || seconds > 59 || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
    return null;
  return { date, hours, minutes, restMs: seconds * 1000 + Number(ms.padEnd(3, "0")) };
}

/** The acceptance instant (epoch ms) under one reading, or null when the value does not parse. */
export function readAcceptance(value: string, clock: AcceptanceClock): number | null {
  const stamp = parseStamp(value);
  if (stamp === null) return null;
  if (clock === "utc") return Date.parse(value);
  return newYorkInstant(stamp.date, stamp.hours, stamp.minutes) + stamp.restMs;
}

/** The convention of one filer, from all of its acceptance values at hand (see the module comment). */
export function filerAcceptanceClock(values: readonly string[]): AcceptanceClock {
  let wallClockEvidence = 0;
  let utcEvidence = 0;
  for (const value of values) {
    const stamp = parseStamp(value);
    if (stamp === null) continue;
    const asUtc = withinEdgarHours(newYorkMinuteOfDay(Date.parse(value)));
    const asWallClock = withinEdgarHours(stamp.hours * 60 + stamp.minutes);
    if (asWallClock && !asUtc) wallClockEvidence++;
    if (asUtc && !asWallClock) utcEvidence++;
  }
  return wallClockEvidence > utcEvidence ? "new_york_wall_clock" : "utc";
}

function withinEdgarHours(minuteOfDay: number): boolean {
  return minuteOfDay >= EDGAR_OPENS_MINUTE && minuteOfDay <= EDGAR_CLOSES_MINUTE;
}

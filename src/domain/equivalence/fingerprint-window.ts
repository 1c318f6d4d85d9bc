/**
 * The fingerprint's window: the month, quarter, week, day, instant, meeting, deadline or range the rules
 * refer to, with instants and a time zone only where the texts state one.
 */
import {
  addDays,
  CLOCK,
  FULL_DATE,
  MONTH_NAME,
  monthNumber,
  QUARTER_WORDS,
  quarterBounds,
  readClock,
  readFullDate,
  rfc3339,
  standardTimeOf,
  wallInstant,
  ZONE_NAME,
  type Zone,
  zoneLabel,
  zoneOf,
} from "./dates.ts";
import { MONTH_TO_MONTH, read, unknown } from "./fingerprint-search.ts";
import type { SubjectReading } from "./fingerprint-subject.ts";
import type { Evidence, Field, Window } from "./schema.ts";
import { findFirst, findInSpan, type Hit, hitEvidence, type Section, type Span } from "./text.ts";

const LOCAL_STANDARD_TIME = /local standard time|\bLST\b/i;
const LOCAL_TIME = /local time/i;

const STATED_ZONE = new RegExp(
  String.raw`(?:All\s+)?(?:times|dates)(?:\s+and\s+(?:times|dates))?\s+are\s+(?:in\s+)?(${ZONE_NAME})|dated in\s+(${ZONE_NAME})`,
  "i",
);

function statedZone(sections: readonly Section[]): { zone: Zone; evidence: Evidence } | null {
  const hit = findFirst(sections, STATED_ZONE);
  const words = hit ? (hit.match[1] ?? hit.match[2]) : undefined;
  const zone = words ? zoneOf(words) : null;
  return hit && zone ? { zone, evidence: hitEvidence(hit) } : null;
}

const windowOf = (
  kind: Window["kind"],
  label: string,
  start: number | null,
  end: number | null,
  zone: Zone | null,
): Window => ({
  kind,
  label,
  start: start === null ? null : rfc3339(start),
  end: end === null ? null : rfc3339(end),
  time_zone: zone ? zoneLabel(zone) : null,
});

function firstIn(sections: readonly Section[], span: Span | null, pattern: RegExp): Hit | null {
  return (span ? findInSpan(span, pattern)[0] : undefined) ?? findFirst(sections, pattern);
}

const MONTH_YEAR = new RegExp(`\\b(${MONTH_NAME})\\s+(\\d{4})\\b`, "i");
const QUARTER = /\bQ([1-4])\s+(\d{4})\b|\b(first|second|third|fourth) quarter of (\d{4})\b/i;
const WEEK = new RegExp(`week ending\\s+(${FULL_DATE})`, "i");
const DAY = new RegExp(`\\b(?:on|for)\\s+(${FULL_DATE})`, "i");
const INSTANT = new RegExp(
  String.raw`\b(?:at|beginning at|starting at|starts at|for)\s+(${CLOCK})\s+(${ZONE_NAME})\s+on\s+(${FULL_DATE})`,
  "i",
);
const MEETING_DATE = new RegExp(
  String.raw`(?:meeting|announcement)[^.;]{0,40}?(?:conclud(?:ing|es)|scheduled to conclude|of)\s+(?:on\s+)?(${FULL_DATE})`,
  "i",
);
const MEETING_MONTH = new RegExp(`\\b(${MONTH_NAME})\\s+(\\d{4})\\s+(?:FOMC\\s+)?meeting`, "i");
const DEADLINE_CLOCK_FIRST = new RegExp(
  String.raw`\b(by|before|on or before|no later than)\s+(${CLOCK})\s+(${ZONE_NAME})\s+on\s+(${FULL_DATE})`,
  "i",
);
const DEADLINE_DATE_FIRST = new RegExp(
  String.raw`\b(by|before|on or before|no later than)\s+(${FULL_DATE}),?\s+(${CLOCK})\s+(${ZONE_NAME})`,
  "i",
);
const DEADLINE_DATE = new RegExp(
  String.raw`\b(by|before|on or before|no later than|through)\s*,?\s+(${FULL_DATE})`,
  "i",
);
const CLOCK_RANGE = new RegExp(`(${CLOCK})\\s+(?:and|to)\\s+(${CLOCK})\\s+(${ZONE_NAME})`, "i");
const DATE_RANGE = new RegExp(String.raw`\bbetween\s+(${FULL_DATE})\s+and\s+(${FULL_DATE})`, "i");
const PERIOD_IN =
  /\b(?:in|during)\s+(?:the\s+)?(?:(first|second|third|fourth)\s+quarter\s+of\s+|Q([1-4])\s+)?(\d{4})\b/i;

function monthLabel(hit: Hit, monthGroup: number, yearGroup: number): string | null {
  const month = monthNumber(hit.match[monthGroup] ?? "");
  return month === null ? null : `${hit.match[yearGroup]}-${String(month).padStart(2, "0")}`;
}

function readDayZone(
  subject: SubjectReading,
  sections: readonly Section[],
  span: Span | null,
): { zone: Zone; evidence: Evidence } | null {
  const range = firstIn(sections, span, CLOCK_RANGE);
  const rangeZone = range ? zoneOf(range.match[3] ?? "") : null;
  if (range && rangeZone) return { zone: rangeZone, evidence: hitEvidence(range) };
  const station = subject.station;
  if (!station) return null;
  const lst = firstIn(sections, span, LOCAL_STANDARD_TIME);
  if (lst) return { zone: standardTimeOf(station.zone), evidence: hitEvidence(lst) };
  const local = firstIn(sections, span, LOCAL_TIME);
  if (local) return { zone: station.zone, evidence: hitEvidence(local) };
  return null;
}

export function readWindow(
  subject: SubjectReading,
  sections: readonly Section[],
  span: Span | null,
): Field<Window> {
  const kind = subject.def.window;
  switch (kind) {
    case "month": {
      const fromTo = firstIn(sections, span, MONTH_TO_MONTH);
      if (fromTo) {
        const label = monthLabel(fromTo, 3, 4);
        if (label) return read(windowOf("month", label, null, null, null), [hitEvidence(fromTo)]);
      }
      const hit = firstIn(sections, span, MONTH_YEAR);
      const label = hit ? monthLabel(hit, 1, 2) : null;
      return hit && label
        ? read(windowOf("month", label, null, null, null), [hitEvidence(hit)])
        : unknown("The rules name no reference month.");
    }
    case "quarter": {
      const hit = firstIn(sections, span, QUARTER);
      if (!hit) return unknown("The rules name no reference quarter.");
      const q = hit.match[1]
        ? Number(hit.match[1])
        : (QUARTER_WORDS[(hit.match[3] ?? "").toLowerCase()] ?? 0);
      const year = hit.match[2] ?? hit.match[4];
      return read(windowOf("quarter", `${year}-Q${q}`, null, null, null), [hitEvidence(hit)]);
    }
    case "week": {
      const hit = firstIn(sections, span, WEEK);
      const date = hit ? readFullDate(hit.match[1] ?? "") : null;
      return hit && date
        ? read(windowOf("week", date, null, null, null), [hitEvidence(hit)])
        : unknown("The rules name no reference week.");
    }
    case "instant": {
      const hit = firstIn(sections, span, INSTANT);
      if (!hit) return unknown("The rules name no instant with its time zone.");
      const clock = readClock(hit.match[1] ?? "");
      const zone = zoneOf(hit.match[2] ?? "");
      const date = readFullDate(hit.match[3] ?? "");
      if (!clock || !zone || !date)
        return unknown("The instant or its time zone cannot be read.", [hitEvidence(hit)]);
      const at = wallInstant(date, clock.hh, clock.mm, zone);
      return read(windowOf("instant", rfc3339(at), at, at + 60_000, zone), [hitEvidence(hit)]);
    }
    case "meeting": {
      const full = firstIn(sections, span, MEETING_DATE);
      const date = full ? readFullDate(full.match[1] ?? "") : null;
      if (full && date) return read(windowOf("meeting", date, null, null, null), [hitEvidence(full)]);
      const month = firstIn(sections, span, MEETING_MONTH);
      const label = month ? monthLabel(month, 1, 2) : null;
      return month && label
        ? read(windowOf("meeting", label, null, null, null), [hitEvidence(month)])
        : unknown("The rules name no meeting.");
    }
    case "day": {
      const hit = firstIn(sections, span, DAY);
      const date = hit ? readFullDate(hit.match[1] ?? "") : null;
      if (!hit || !date) return unknown("The rules name no day.");
      if (subject.def.family !== "weather")
        return read(windowOf("day", date, null, null, null), [hitEvidence(hit)]);
      const zone = readDayZone(subject, sections, span);
      if (!zone) return read(windowOf("day", date, null, null, null), [hitEvidence(hit)]);
      const start = wallInstant(date, 0, 0, zone.zone);
      const end = wallInstant(addDays(date, 1), 0, 0, zone.zone);
      return read(windowOf("day", date, start, end, zone.zone), [hitEvidence(hit), zone.evidence]);
    }
    default:
      return readDeadline(sections, span);
  }
}

function readDeadline(sections: readonly Section[], span: Span | null): Field<Window> {
  const stated = statedZone(sections);
  const clockFirst = firstIn(sections, span, DEADLINE_CLOCK_FIRST);
  const dateFirst = firstIn(sections, span, DEADLINE_DATE_FIRST);
  const withClock = clockFirst ?? dateFirst;
  if (withClock) {
    const word = (withClock.match[1] ?? "").toLowerCase();
    const clockText = clockFirst ? clockFirst.match[2] : withClock.match[3];
    const zoneText = clockFirst ? clockFirst.match[3] : withClock.match[4];
    const dateText = clockFirst ? clockFirst.match[4] : withClock.match[2];
    const clock = readClock(clockText ?? "");
    const zone = zoneOf(zoneText ?? "");
    const date = readFullDate(dateText ?? "");
    if (clock && zone && date) {
      const at = wallInstant(date, clock.hh, clock.mm, zone);
      const end = word === "before" ? at : at + 60_000;
      return read(windowOf("deadline", rfc3339(end), null, end, zone), [hitEvidence(withClock)]);
    }
  }
  const range = firstIn(sections, span, DATE_RANGE);
  if (range) {
    const from = readFullDate(range.match[1] ?? "");
    const to = readFullDate(range.match[2] ?? "");
    if (!stated) return unknown("The dates have no stated time zone.", [hitEvidence(range)]);
    if (from && to) {
      const start = wallInstant(from, 0, 0, stated.zone);
      const end = wallInstant(addDays(to, 1), 0, 0, stated.zone);
      return read(windowOf("range", `${from}/${to}`, start, end, stated.zone), [
        hitEvidence(range),
        stated.evidence,
      ]);
    }
  }
  const deadline = firstIn(sections, span, DEADLINE_DATE);
  if (deadline) {
    const date = readFullDate(deadline.match[2] ?? "");
    if (!stated) return unknown("The deadline has no stated time zone.", [hitEvidence(deadline)]);
    if (date) {
      const before = (deadline.match[1] ?? "").toLowerCase() === "before";
      const end = wallInstant(before ? date : addDays(date, 1), 0, 0, stated.zone);
      return read(windowOf("deadline", rfc3339(end), null, end, stated.zone), [
        hitEvidence(deadline),
        stated.evidence,
      ]);
    }
  }
  const period = span ? findInSpan(span, PERIOD_IN)[0] : undefined;
  if (period) {
    if (!stated) return unknown("The period has no stated time zone.", [hitEvidence(period)]);
    const year = Number(period.match[3]);
    const q = period.match[2]
      ? Number(period.match[2])
      : QUARTER_WORDS[(period.match[1] ?? "").toLowerCase()];
    const bounds = q ? quarterBounds(year, q) : { start: `${year}-01-01`, end: `${year + 1}-01-01` };
    const start = wallInstant(bounds.start, 0, 0, stated.zone);
    const end = wallInstant(bounds.end, 0, 0, stated.zone);
    return read(windowOf("range", `${bounds.start}/${addDays(bounds.end, -1)}`, start, end, stated.zone), [
      hitEvidence(period),
      stated.evidence,
    ]);
  }
  return unknown("The rules state no deadline.");
}

/**
 * The clocks feeds print: RFC 822/1123 (`pubDate`: `Wed, 16 Sep 2026 18:00:00 GMT`, US zone names,
 * numeric offsets) and RFC 3339 (Atom `updated`, venue APIs; also with a space for the `T` and a short
 * `+00` offset, as Gamma prints `closedTime`). Strict patterns instead of `Date.parse`, whose leniency
 * accepts text that is not a date. Anything else is unparseable, and the item is dropped.
 */
import { MINUTE_MS } from "../clock.ts";

/** Items dated later than now by more than this are refused: a feed clock that is ahead is wrong. */
export const FUTURE_TOLERANCE_MS = 15 * MINUTE_MS;
/** Nothing pix publishes predates this; an earlier clock is a default or an error (e.g. epoch 0). */
export const EARLIEST_ITEM_MS = Date.UTC(1990, 0, 1);

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const ZONE_MINUTES: Record<string, number> = {
  ut: 0,
  utc: 0,
  gmt: 0,
  z: 0,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
};

const RFC_822 =
  /^(?:[A-Za-z]{3},\s*)?(\d{1,2})\s+([A-Za-z]{3})\s+(\d{4})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s*([+-]\d{4}|[A-Za-z]{1,3})$/;
const RFC_3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?\s*([Zz]|[+-]\d{2}(?::?\d{2})?)$/;

/** Epoch ms of a UTC wall time, or null unless every field is in range (2026-02-30 is refused). */
function utcInstant(
  year: number,
  month: number,
  day: number,
  hh: number,
  mm: number,
  ss: number,
): number | null {
  if (month < 1 || month > 12 || hh > 23 || mm > 59 || ss > 60) return null;
  const ms = Date.UTC(year, month - 1, day, hh, mm, Math.min(ss, 59));
  const check = new Date(ms);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null;
  return ms;
}

function numericOffsetMinutes(text: string): number | null {
  const sign = text.startsWith("-") ? -1 : 1;
  const digits = text.slice(1).replace(":", "");
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  if (hours > 23 || minutes > 59) return null;
  return sign * (hours * 60 + minutes);
}

function parseRfc822(text: string): number | null {
  const m = RFC_822.exec(text);
  if (!m) return null;
  const [, day = "", monthName = "", year = "", hh = "", mm = "", ss = "0", zone = ""] = m;
  const month = MONTHS.indexOf(monthName.toLowerCase()) + 1;
  if (month === 0) return null;
  const offset = /^[+-]/.test(zone) ? numericOffsetMinutes(zone) : ZONE_MINUTES[zone.toLowerCase()];
  if (offset === null || offset === undefined) return null;
  const wall = utcInstant(Number(year), month, Number(day), Number(hh), Number(mm), Number(ss));
  return wall === null ? null : wall - offset * MINUTE_MS;
}

function parseRfc3339(text: string): number | null {
  const m = RFC_3339.exec(text);
  if (!m) return null;
  const [, year = "", month = "", day = "", hh = "", mm = "", ss = "0", zone = ""] = m;
  const offset = zone === "Z" || zone === "z" ? 0 : numericOffsetMinutes(zone);
  if (offset === null) return null;
  const wall = utcInstant(Number(year), Number(month), Number(day), Number(hh), Number(mm), Number(ss));
  return wall === null ? null : wall - offset * MINUTE_MS;
}

/** Epoch ms of a feed date in either form, or null when it is not one. */
export function parseFeedDate(raw: string | null | undefined): number | null {
  const text = (raw ?? "").trim();
  if (text === "" || text.length > 64) return null;
  return parseRfc3339(text) ?? parseRfc822(text);
}

export type ClockRejection = "date_missing" | "date_unparseable" | "date_in_future" | "date_before_1990";

/** The item's own clock, checked against the collector's clock. */
export function itemClock(
  raw: string | null | undefined,
  nowMs: number,
): { ok: true; ms: number } | { ok: false; reason: ClockRejection } {
  if (raw === null || raw === undefined || raw.trim() === "") return { ok: false, reason: "date_missing" };
  const ms = parseFeedDate(raw);
  if (ms === null) return { ok: false, reason: "date_unparseable" };
  return checkClock(ms, nowMs);
}

export function checkClock(
  ms: number,
  nowMs: number,
): { ok: true; ms: number } | { ok: false; reason: "date_in_future" | "date_before_1990" } {
  if (ms > nowMs + FUTURE_TOLERANCE_MS) return { ok: false, reason: "date_in_future" };
  if (ms < EARLIEST_ITEM_MS) return { ok: false, reason: "date_before_1990" };
  return { ok: true, ms };
}

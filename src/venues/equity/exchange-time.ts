/**
 * Session dates and exchange-local midnights. The provider stamps a daily bar with the session's open
 * (or, for a session still trading, the latest trade) in epoch seconds; its session date is the calendar
 * date in the exchange's time zone. New York uses pix's own DST rules (no ICU dependence for U.S.
 * listings); other zones use the runtime's time-zone data, and a zone the runtime does not know falls
 * back to the provider's fixed current offset.
 */
import { MINUTE_MS } from "../../domain/clock.ts";
import {
  NEW_YORK_TIME_ZONE,
  newYorkDate,
  newYorkInstant,
  newYorkOffsetMinutes,
} from "../../domain/new-york-calendar.ts";

export interface ExchangeClock {
  /** `YYYY-MM-DD` on the exchange calendar of an instant. */
  dateOf(epochMs: number): string;
  /** The exchange-local midnight of a date with its UTC offset: `2026-11-20T00:00:00-05:00`. */
  midnightOf(date: string): string;
}

/**
 * A clock for `timeZone`; `fallbackOffsetSeconds` (the provider's `gmtoffset`) is used only when the
 * runtime does not know the zone.
 */
export function exchangeClock(timeZone: string, fallbackOffsetSeconds: number | null): ExchangeClock {
  if (timeZone === NEW_YORK_TIME_ZONE) {
    return {
      dateOf: newYorkDate,
      midnightOf: (date) =>
        `${date}T00:00:00${formatOffset(newYorkOffsetMinutes(newYorkInstant(date, 0, 0)))}`,
    };
  }
  const offsetAt = zoneOffsetReader(timeZone) ?? (() => Math.round((fallbackOffsetSeconds ?? 0) / 60));
  return {
    dateOf: (epochMs) => new Date(epochMs + offsetAt(epochMs) * MINUTE_MS).toISOString().slice(0, 10),
    midnightOf: (date) => {
      const utcMidnight = Date.parse(`${date}T00:00:00Z`);
      // The offset at local midnight, found from a first guess (exact unless a switch falls in between).
      const guess = utcMidnight - offsetAt(utcMidnight) * MINUTE_MS;
      return `${date}T00:00:00${formatOffset(offsetAt(guess))}`;
    },
  };
}

/** `-05:00`, `+09:00`, `+05:30`. */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** Offset (minutes east of UTC) of a zone at an instant, from Intl; null when the zone is unknown. */
function zoneOffsetReader(timeZone: string): ((epochMs: number) => number) | null {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
  } catch {
    return null;
  }
  return (epochMs) => {
    const name = format.formatToParts(epochMs).find((part) => part.type === "timeZoneName")?.value ?? "";
    const match = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(name);
    if (!match) return 0;
    const [, sign, hours = "0", minutes = "0"] = match;
    const total = Number(hours) * 60 + Number(minutes);
    return sign === "-" ? -total : total;
  };
}

import { describe, expect, it } from "vitest";
import { MINUTE_MS, minuteFloor } from "../../src/domain/clock.ts";
import {
  addCalendarDays,
  newYorkDate,
  newYorkDstTransitions,
  newYorkInstant,
  newYorkOffsetMinutes,
} from "../../src/domain/new-york-calendar.ts";

const at = (iso: string) => Date.parse(iso);

describe("newYorkDstTransitions", () => {
  it("starts on the second Sunday of March at 07:00Z and ends on the first Sunday of November at 06:00Z", () => {
    // 2026-03-01 is a Sunday, so the second Sunday is the 8th; 2026-11-01 is itself a Sunday.
    expect(newYorkDstTransitions(2026)).toEqual({
      starts_ms: at("2026-03-08T07:00:00Z"),
      ends_ms: at("2026-11-01T06:00:00Z"),
    });
    // 2025-03-01 is a Saturday (second Sunday: the 9th); 2025-11-01 is a Saturday (first Sunday: the 2nd).
    expect(newYorkDstTransitions(2025)).toEqual({
      starts_ms: at("2025-03-09T07:00:00Z"),
      ends_ms: at("2025-11-02T06:00:00Z"),
    });
  });
});

describe("newYorkOffsetMinutes", () => {
  it("switches to EDT at 02:00 EST on 2026-03-08 and back to EST at 02:00 EDT on 2026-11-01", () => {
    expect(newYorkOffsetMinutes(at("2026-03-08T06:59:59.999Z"))).toBe(-300);
    expect(newYorkOffsetMinutes(at("2026-03-08T07:00:00Z"))).toBe(-240);
    expect(newYorkOffsetMinutes(at("2026-11-01T05:59:59.999Z"))).toBe(-240);
    expect(newYorkOffsetMinutes(at("2026-11-01T06:00:00Z"))).toBe(-300);
  });
  it("switches on 2025-03-09 and 2025-11-02", () => {
    expect(newYorkOffsetMinutes(at("2025-03-09T06:59:00Z"))).toBe(-300);
    expect(newYorkOffsetMinutes(at("2025-03-09T07:00:00Z"))).toBe(-240);
    expect(newYorkOffsetMinutes(at("2025-11-02T05:59:00Z"))).toBe(-240);
    expect(newYorkOffsetMinutes(at("2025-11-02T06:00:00Z"))).toBe(-300);
  });
  it("is EST across New Year and EDT in summer", () => {
    expect(newYorkOffsetMinutes(at("2025-12-31T23:59:00Z"))).toBe(-300);
    expect(newYorkOffsetMinutes(at("2026-01-01T03:00:00Z"))).toBe(-300);
    expect(newYorkOffsetMinutes(at("2026-07-04T12:00:00Z"))).toBe(-240);
  });
});

describe("newYorkDate", () => {
  it("rolls over at local midnight: 05:00Z in winter, 04:00Z in summer", () => {
    expect(newYorkDate(at("2026-03-08T04:59:00Z"))).toBe("2026-03-07"); // 23:59 EST
    expect(newYorkDate(at("2026-03-08T05:00:00Z"))).toBe("2026-03-08"); // 00:00 EST
    expect(newYorkDate(at("2026-07-01T03:59:00Z"))).toBe("2026-06-30"); // 23:59 EDT
    expect(newYorkDate(at("2026-07-01T04:00:00Z"))).toBe("2026-07-01"); // 00:00 EDT
    expect(newYorkDate(at("2026-01-01T04:59:00Z"))).toBe("2025-12-31"); // 23:59 EST on New Year's Eve
  });
});

describe("newYorkInstant", () => {
  it("puts the 16:00 cut-off at 20:00Z under EDT and 21:00Z under EST around each switch", () => {
    expect(newYorkInstant("2026-03-07", 16, 0)).toBe(at("2026-03-07T21:00:00Z"));
    expect(newYorkInstant("2026-03-08", 16, 0)).toBe(at("2026-03-08T20:00:00Z"));
    expect(newYorkInstant("2026-10-31", 16, 0)).toBe(at("2026-10-31T20:00:00Z"));
    expect(newYorkInstant("2026-11-01", 16, 0)).toBe(at("2026-11-01T21:00:00Z"));
    expect(newYorkInstant("2025-03-08", 16, 0)).toBe(at("2025-03-08T21:00:00Z"));
    expect(newYorkInstant("2025-03-09", 16, 0)).toBe(at("2025-03-09T20:00:00Z"));
    expect(newYorkInstant("2025-11-01", 16, 0)).toBe(at("2025-11-01T20:00:00Z"));
    expect(newYorkInstant("2025-11-02", 16, 0)).toBe(at("2025-11-02T21:00:00Z"));
  });
  it("moves the nonexistent spring hour forward by one hour", () => {
    expect(newYorkInstant("2026-03-08", 1, 59)).toBe(at("2026-03-08T06:59:00Z")); // last EST minute
    expect(newYorkInstant("2026-03-08", 2, 0)).toBe(at("2026-03-08T07:00:00Z")); // = 03:00 EDT
    expect(newYorkInstant("2026-03-08", 2, 30)).toBe(at("2026-03-08T07:30:00Z")); // = 03:30 EDT
    expect(newYorkInstant("2026-03-08", 3, 0)).toBe(at("2026-03-08T07:00:00Z"));
  });
  it("takes the earlier (EDT) occurrence of the repeated autumn hour", () => {
    expect(newYorkInstant("2026-11-01", 0, 59)).toBe(at("2026-11-01T04:59:00Z"));
    expect(newYorkInstant("2026-11-01", 1, 0)).toBe(at("2026-11-01T05:00:00Z")); // not 06:00Z
    expect(newYorkInstant("2026-11-01", 1, 30)).toBe(at("2026-11-01T05:30:00Z")); // not 06:30Z
    expect(newYorkInstant("2026-11-01", 2, 0)).toBe(at("2026-11-01T07:00:00Z")); // 02:00 EST
  });
  it("rejects malformed dates and out-of-range clock fields", () => {
    for (const date of ["2026-02-30", "2026-2-03", "20260301", "", "2026-13-01"]) {
      expect(() => newYorkInstant(date, 16, 0), date).toThrow(RangeError);
    }
    expect(() => newYorkInstant("2026-03-01", 24, 0)).toThrow(RangeError);
    expect(() => newYorkInstant("2026-03-01", 16, 60)).toThrow(RangeError);
    expect(() => newYorkInstant("2026-03-01", 1.5, 0)).toThrow(RangeError);
  });
});

describe("addCalendarDays", () => {
  it("crosses month, leap-day and year boundaries", () => {
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addCalendarDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addCalendarDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addCalendarDays("2026-03-10", -364)).toBe("2025-03-11");
  });
});

/** The independent computation: ICU's America/New_York via Intl (workerd ships ICU). */
const icu = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

function icuWallClock(epochMs: number): { date: string; hh: number; mm: number; offset: number } {
  const parts = Object.fromEntries(icu.formatToParts(epochMs).map((part) => [part.type, part.value]));
  const [year, month, day, hh, mm] = [parts.year, parts.month, parts.day, parts.hour, parts.minute].map(
    Number,
  ) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hh, mm);
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hh,
    mm,
    offset: (wall - minuteFloor(epochMs)) / MINUTE_MS,
  };
}

/** Deterministic pseudo-random instants (mulberry32), so a failure reproduces. */
function seededInstants(count: number, fromMs: number, toMs: number): number[] {
  let state = 0x5eed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () => Math.floor(fromMs + next() * (toMs - fromMs)));
}

function switchNeighbourhoods(fromYear: number, toYear: number): number[] {
  const instants: number[] = [];
  for (let year = fromYear; year <= toYear; year++) {
    const { starts_ms, ends_ms } = newYorkDstTransitions(year);
    for (const edge of [starts_ms, ends_ms]) {
      for (const delta of [-61, -1, 0, 1, 59, 60]) instants.push(edge + delta * MINUTE_MS);
    }
  }
  return instants;
}

describe("cross-check against Intl (America/New_York)", () => {
  const instants = [
    ...seededInstants(400, at("2007-01-01T00:00:00Z"), at("2037-12-31T00:00:00Z")),
    ...switchNeighbourhoods(2007, 2037),
  ];

  it("agrees on offset and calendar date at every sampled instant", () => {
    expect(instants.length).toBeGreaterThan(700);
    // The oracle really is New York time (not UTC or a host default).
    expect(icuWallClock(at("2026-01-15T12:00:00Z")).offset).toBe(-300);
    expect(icuWallClock(at("2026-07-15T12:00:00Z")).offset).toBe(-240);
    for (const instant of instants) {
      const expected = icuWallClock(instant);
      const label = new Date(instant).toISOString();
      expect(newYorkOffsetMinutes(instant), label).toBe(expected.offset);
      expect(newYorkDate(instant), label).toBe(expected.date);
    }
  });

  it("maps each sampled wall time back to its instant (the earlier one in the repeated hour)", () => {
    let repeatedSeen = 0;
    for (const instant of instants) {
      const { date, hh, mm } = icuWallClock(instant);
      const back = newYorkInstant(date, hh, mm);
      const minute = minuteFloor(instant);
      // The second (EST) pass through the repeated hour resolves to the first (EDT) pass, 1 h earlier.
      const repeated = back !== minute && back === minute - 60 * MINUTE_MS;
      expect(back === minute || repeated, new Date(instant).toISOString()).toBe(true);
      if (repeated) {
        expect(newYorkOffsetMinutes(instant)).toBe(-300);
        repeatedSeen++;
      }
    }
    // ends_ms + 0, 1 and 59 minutes of each year land in the repeated hour: 3 × 31 years.
    expect(repeatedSeen).toBe(93);
  });
});

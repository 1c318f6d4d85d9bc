import { describe, expect, it } from "vitest";
import { calendarWindow, newYorkTimestamp, yearsBefore } from "../../../src/domain/company-calendar/dates.ts";

describe("calendarWindow", () => {
  it("is the as_of UTC date minus 365 days and plus 90 days", () => {
    expect(calendarWindow(Date.parse("2026-11-22T15:00:00Z"))).toEqual({
      past_start: "2025-11-22",
      upcoming_end: "2027-02-20",
    });
  });

  it("takes the UTC date of as_of, not the New York one", () => {
    // 02:30Z on 1 March is still 28 February in New York; the window starts from 1 March.
    expect(calendarWindow(Date.parse("2028-03-01T02:30:00Z"))).toEqual({
      past_start: "2027-03-02", // 2028 is a leap year: 365 days back from 1 March lands on 2 March
      upcoming_end: "2028-05-30",
    });
  });
});

describe("yearsBefore", () => {
  it("keeps the calendar date and turns 29 February into 28 February", () => {
    expect(yearsBefore("2026-11-22", 2)).toBe("2024-11-22");
    expect(yearsBefore("2028-02-29", 2)).toBe("2026-02-28");
    expect(yearsBefore("2028-02-29", 4)).toBe("2024-02-29");
  });
});

describe("newYorkTimestamp", () => {
  it("writes New York wall-clock time with the offset in force", () => {
    expect(newYorkTimestamp(Date.parse("2026-10-29T20:30:12Z"))).toBe("2026-10-29T16:30:12-04:00");
    expect(newYorkTimestamp(Date.parse("2027-01-28T21:30:05Z"))).toBe("2027-01-28T16:30:05-05:00");
  });

  it("switches offset exactly at the DST instants", () => {
    // Spring 2026: 8 March 07:00Z is 03:00 EDT; one second earlier is 01:59:59 EST.
    expect(newYorkTimestamp(Date.parse("2026-03-08T06:59:59Z"))).toBe("2026-03-08T01:59:59-05:00");
    expect(newYorkTimestamp(Date.parse("2026-03-08T07:00:00Z"))).toBe("2026-03-08T03:00:00-04:00");
    // Autumn 2026: 1 November 06:00Z is 01:00 EST, the second 01:00 of the night.
    expect(newYorkTimestamp(Date.parse("2026-11-01T05:59:59Z"))).toBe("2026-11-01T01:59:59-04:00");
    expect(newYorkTimestamp(Date.parse("2026-11-01T06:00:00Z"))).toBe("2026-11-01T01:00:00-05:00");
  });
});

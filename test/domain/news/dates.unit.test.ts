import { describe, expect, it } from "vitest";
import {
  EARLIEST_ITEM_MS,
  FUTURE_TOLERANCE_MS,
  itemClock,
  parseFeedDate,
} from "../../../src/domain/news/dates.ts";

const at = (iso: string) => Date.parse(iso);

describe("parseFeedDate: RFC 822", () => {
  it("reads the Federal Reserve's and SEC's GMT form", () => {
    expect(parseFeedDate("Wed, 16 Sep 2026 18:00:00 GMT")).toBe(at("2026-09-16T18:00:00Z"));
  });

  it("reads BEA's US zone names (EST is UTC−5, EDT UTC−4)", () => {
    expect(parseFeedDate("Fri, 31 Jan 2025 08:30:00 EST")).toBe(at("2025-01-31T13:30:00Z"));
    expect(parseFeedDate("Thu, 30 Oct 2025 08:30:00 EDT")).toBe(at("2025-10-30T12:30:00Z"));
    expect(parseFeedDate("1 Jan 2026 00:00:00 PST")).toBe(at("2026-01-01T08:00:00Z"));
  });

  it("reads numeric offsets and a missing seconds field", () => {
    expect(parseFeedDate("Tue, 10 Nov 2026 08:30 -0500")).toBe(at("2026-11-10T13:30:00Z"));
    expect(parseFeedDate("Tue, 10 Nov 2026 13:30:00 +0000")).toBe(at("2026-11-10T13:30:00Z"));
  });

  it("refuses impossible dates, unknown zones and two-digit years", () => {
    expect(parseFeedDate("Mon, 30 Feb 2026 10:00:00 GMT")).toBeNull();
    expect(parseFeedDate("Mon, 12 Jan 2026 25:00:00 GMT")).toBeNull();
    expect(parseFeedDate("Mon, 12 Foo 2026 10:00:00 GMT")).toBeNull();
    expect(parseFeedDate("Mon, 12 Jan 2026 10:00:00 XYZ")).toBeNull();
    expect(parseFeedDate("Mon, 12 Jan 26 10:00:00 GMT")).toBeNull();
  });
});

describe("parseFeedDate: RFC 3339", () => {
  it("reads Atom clocks with offsets (BLS, EDGAR)", () => {
    expect(parseFeedDate("2025-08-12T07:51:00-04:00")).toBe(at("2025-08-12T11:51:00Z"));
    expect(parseFeedDate("2016-03-01T06:02:42-05:00")).toBe(at("2016-03-01T11:02:42Z"));
  });

  it("reads UTC, fractions, and Gamma's space-separated short offset", () => {
    expect(parseFeedDate("2026-11-13T13:30:00Z")).toBe(at("2026-11-13T13:30:00Z"));
    expect(parseFeedDate("2026-11-13T13:30:00.123456Z")).toBe(at("2026-11-13T13:30:00Z"));
    expect(parseFeedDate("2026-07-07 21:25:17+00")).toBe(at("2026-07-07T21:25:17Z"));
  });

  it("refuses what Date.parse would guess at", () => {
    for (const text of [
      "1",
      "2026",
      "2026-11-13",
      "next Tuesday",
      "2026-13-01T00:00:00Z",
      "2026-11-13T13:30:00",
    ]) {
      expect(parseFeedDate(text)).toBeNull();
    }
  });
});

describe("itemClock", () => {
  const now = at("2026-11-23T12:00:00Z");

  it("accepts a clock slightly ahead, within the tolerance", () => {
    const ahead = new Date(now + FUTURE_TOLERANCE_MS).toISOString();
    expect(itemClock(ahead, now)).toEqual({ ok: true, ms: now + FUTURE_TOLERANCE_MS });
  });

  it("refuses a clock in the future beyond the tolerance", () => {
    expect(itemClock("2027-01-01T00:00:00Z", now)).toEqual({ ok: false, reason: "date_in_future" });
  });

  it("refuses clocks before 1990 (an epoch-zero default is not a date)", () => {
    expect(itemClock("Thu, 01 Jan 1970 00:00:00 GMT", now)).toEqual({
      ok: false,
      reason: "date_before_1990",
    });
    expect(itemClock(new Date(EARLIEST_ITEM_MS).toISOString(), now)).toMatchObject({ ok: true });
  });

  it("tells a missing date from an unreadable one", () => {
    expect(itemClock("  ", now)).toEqual({ ok: false, reason: "date_missing" });
    expect(itemClock(null, now)).toEqual({ ok: false, reason: "date_missing" });
    expect(itemClock("yesterday", now)).toEqual({ ok: false, reason: "date_unparseable" });
  });
});

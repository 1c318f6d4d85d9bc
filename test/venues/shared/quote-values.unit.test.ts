import { describe, expect, it } from "vitest";
import { parseDecimal } from "../../../src/domain/decimal.ts";
import {
  decimalFromJsonNumber,
  formatTrimmed,
  midpoint,
  parseVenueDecimal,
  quotedSide,
  readEpochMs,
  readInstant,
  readProbability,
  tradedPrice,
} from "../../../src/venues/shared/quote-values.ts";

const d = (text: string) => parseDecimal(text) as bigint;

describe("formatTrimmed", () => {
  it("trims trailing zeros down to the minimum places, and the point when none is left", () => {
    expect(formatTrimmed(435_000n, 4)).toBe("0.4350");
    expect(formatTrimmed(1_523_000_000n, 2)).toBe("1523.00");
    expect(formatTrimmed(1_234_567n, 2)).toBe("1.234567");
    expect(formatTrimmed(5_000_000n, 0)).toBe("5");
    expect(formatTrimmed(0n, 0)).toBe("0");
    expect(formatTrimmed(-500_000n, 0)).toBe("-0.5");
    expect(formatTrimmed(-7n, 4)).toBe("-0.000007");
    expect(formatTrimmed(100n, 6)).toBe("0.000100");
  });
});

describe("parseVenueDecimal", () => {
  it("reads venue strings exactly and rounds only beyond six places", () => {
    expect(parseVenueDecimal("0.4350")).toBe(435_000n);
    expect(parseVenueDecimal("0.505000001")).toBe(505_000n);
    expect(parseVenueDecimal("0.0000005")).toBe(1n);
    expect(parseVenueDecimal("1843201.553211")).toBe(1_843_201_553_211n);
  });
  it("rejects what is not a plain decimal", () => {
    for (const bad of [
      "",
      "NaN",
      "Infinity",
      "4.3e-1",
      "1,523.00",
      "0x1",
      ".5",
      "0.43 USD",
      "1.",
      "-",
      "+.5",
    ]) {
      expect(parseVenueDecimal(bad), bad).toBeNull();
    }
  });
  it("reads surrounding blanks, signs and long whole parts", () => {
    expect(parseVenueDecimal(" 0.4350 ")).toBe(435_000n);
    expect(parseVenueDecimal("+0.25")).toBe(250_000n);
    expect(parseVenueDecimal("-0.0000005")).toBe(-1n);
    expect(parseVenueDecimal("123456789012.5")).toBe(123_456_789_012_500_000n);
  });
  it("rounds on the first dropped digit only, for every digit there", () => {
    for (let digit = 0; digit <= 9; digit++) {
      const text = `0.123456${digit}9999`;
      expect(parseVenueDecimal(text), text).toBe(digit >= 5 ? 123_457n : 123_456n);
      expect(parseVenueDecimal(`-${text}`), text).toBe(digit >= 5 ? -123_457n : -123_456n);
    }
    expect(parseVenueDecimal("999999999.9999995")).toBe(1_000_000_000_000_000n);
  });
});

describe("decimalFromJsonNumber", () => {
  it("drops binary noise from JSON numbers", () => {
    expect(decimalFromJsonNumber(0.1 + 0.2)).toBe(300_000n);
    expect(decimalFromJsonNumber(45210.77)).toBe(45_210_770_000n);
    expect(decimalFromJsonNumber(Number.NaN)).toBeNull();
  });
});

describe("readProbability", () => {
  it("accepts [0, 1] and treats absence as null", () => {
    expect(readProbability("0.4350", "p")).toEqual({ ok: true, value: 435_000n });
    expect(readProbability(null, "p")).toEqual({ ok: true, value: null });
    expect(readProbability(undefined, "p")).toEqual({ ok: true, value: null });
  });
  it("fails negative, above-one and non-numeric prices with the field name", () => {
    expect(readProbability("-0.0100", "yes_bid_dollars")).toEqual({
      ok: false,
      reason: "price_out_of_range",
      field: "yes_bid_dollars",
    });
    expect(readProbability("1.0001", "p")).toMatchObject({ ok: false, reason: "price_out_of_range" });
    expect(readProbability("NaN", "p")).toMatchObject({ ok: false, reason: "invalid_price" });
  });
});

describe("book sides", () => {
  it("turns the venues' 'no bid' 0 and 'no ask' 1 into null, never a price", () => {
    expect(quotedSide(0n)).toBeNull();
    expect(quotedSide(d("1"))).toBeNull();
    expect(quotedSide(null)).toBeNull();
    expect(quotedSide(d("0.01"))).toBe(d("0.01"));
    expect(tradedPrice(0n)).toBeNull();
    expect(tradedPrice(d("1"))).toBe(d("1"));
  });
  it("computes an exact midpoint", () => {
    expect(formatTrimmed(midpoint(d("0.43"), d("0.44")), 4)).toBe("0.4350");
    expect(formatTrimmed(midpoint(d("0.4351"), d("0.4352")), 4)).toBe("0.43515");
  });
});

describe("timestamps", () => {
  it("normalises ISO 8601 instants to RFC 3339 UTC", () => {
    expect(readInstant("2026-11-22T14:03:07.412587Z", "t")).toEqual({
      ok: true,
      value: "2026-11-22T14:03:07.412Z",
    });
    expect(readInstant("2026-11-22T09:03:07-05:00", "t")).toEqual({
      ok: true,
      value: "2026-11-22T14:03:07.000Z",
    });
    expect(readInstant(null, "t")).toEqual({ ok: true, value: null });
    expect(readInstant("0001-01-01T00:00:00Z", "t")).toEqual({ ok: true, value: null });
  });
  it("rejects instants without an offset or that are not dates", () => {
    for (const bad of ["yesterday", "1", "2026-11-22", "2026-11-22T14:03:07", "2026-13-45T99:00:00Z"]) {
      expect(readInstant(bad, "t"), bad).toMatchObject({ ok: false, reason: "invalid_timestamp" });
    }
  });
  it("answers a repeated instant the same, past any number of distinct ones", () => {
    const base = Date.parse("2026-11-22T00:00:00Z");
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 5_000; i += 7) {
        const ms = base + i * 1_001;
        const expected = new Date(ms).toISOString();
        expect(readInstant(expected, "t")).toEqual({ ok: true, value: expected });
        expect(readEpochMs(String(ms), "timestamp")).toEqual({ ok: true, value: expected });
      }
    }
    expect(readInstant("0001-01-01T00:00:00Z", "a")).toEqual({ ok: true, value: null });
    expect(readInstant("0001-01-01T00:00:00Z", "b")).toEqual({ ok: true, value: null });
    expect(readInstant("2026-13-45T99:00:00Z", "a")).toMatchObject({ ok: false, field: "a" });
    expect(readInstant("2026-13-45T99:00:00Z", "b")).toMatchObject({ ok: false, field: "b" });
    expect(readEpochMs("1795356187", "a")).toMatchObject({ ok: false, field: "a" });
  });
  it("reads CLOB epoch-millisecond strings and refuses seconds", () => {
    expect(readEpochMs("1795356187412", "timestamp")).toEqual({
      ok: true,
      value: "2026-11-22T14:03:07.412Z",
    });
    expect(readEpochMs("1795356187", "timestamp")).toMatchObject({ ok: false, reason: "invalid_timestamp" });
  });
});

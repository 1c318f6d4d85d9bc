import { describe, expect, it } from "vitest";
import { minuteFloor } from "../../src/domain/clock.ts";
import { isCurrentValue, VALUE_MAX_AGE_MINUTES } from "../../src/domain/freshness.ts";

const at = (iso: string) => Date.parse(iso);
const CYCLE = at("2026-11-22T10:00:00Z");

describe("isCurrentValue", () => {
  it(`is true for less than ${VALUE_MAX_AGE_MINUTES} minutes from the cycle's minute`, () => {
    expect(VALUE_MAX_AGE_MINUTES).toBe(15);
    expect(isCurrentValue(CYCLE, at("2026-11-22T10:00:00Z"))).toBe(true);
    expect(isCurrentValue(CYCLE, at("2026-11-22T10:14:59Z"))).toBe(true);
    expect(isCurrentValue(CYCLE, at("2026-11-22T10:15:00Z") - 1)).toBe(true);
    expect(isCurrentValue(CYCLE, at("2026-11-22T10:15:00Z"))).toBe(false);
    expect(isCurrentValue(CYCLE, at("2026-11-22T10:15:54Z"))).toBe(false);
    expect(isCurrentValue(CYCLE, at("2026-11-23T10:00:00Z"))).toBe(false);
  });

  it("counts a cycle ahead of the clock as current", () => {
    expect(isCurrentValue(CYCLE, at("2026-11-22T09:59:00Z"))).toBe(true);
  });

  it("answers at every instant of a minute what it answers at the minute's start", () => {
    // Every second from 13 to 17 minutes after the cycle, and the millisecond before each minute ends.
    for (let ms = 13 * 60_000; ms <= 17 * 60_000; ms += 1_000) {
      for (const now of [CYCLE + ms, CYCLE + ms + 999, minuteFloor(CYCLE + ms) + 59_999]) {
        expect(isCurrentValue(CYCLE, now), String(now - CYCLE)).toBe(isCurrentValue(CYCLE, minuteFloor(now)));
      }
    }
  });
});

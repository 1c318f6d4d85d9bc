import { describe, expect, it } from "vitest";
import { INDEX_HORIZONS } from "../../../src/domain/outcomes/horizons.ts";
import {
  basePeriod,
  distributionWindows,
  monthBefore,
  realizedIndexValue,
  settlingPeriod,
} from "../../../src/domain/outcomes/index-periods.ts";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("monthBefore and basePeriod", () => {
  it("counts back across years", () => {
    expect(monthBefore("2026-10", 12)).toBe("2025-10");
    expect(monthBefore("2026-01", 1)).toBe("2025-12");
    expect(monthBefore("2026-03", 15)).toBe("2024-12");
    expect(monthBefore("2026-13", 1)).toBeNull();
    expect(monthBefore("2026-10-01", 1)).toBeNull();
    expect(basePeriod("year_over_year_percent", "2026-10")).toBe("2025-10");
    expect(basePeriod("month_change", "2026-01")).toBe("2025-12");
    expect(basePeriod("level", "2026-10")).toBeNull();
  });
});

describe("realizedIndexValue", () => {
  it("a level is the print", () => {
    expect(realizedIndexValue("level", "4.3", null)).toBe(4.3);
    expect(realizedIndexValue("level", "x", null)).toBeNull();
  });

  it("year over year: (324.610 / 315.464 − 1) × 100 = 2.8992… → 2.9", () => {
    expect(realizedIndexValue("year_over_year_percent", "324.610", "315.464")).toBe(2.9);
    // 2.65 exactly (100 × 1.0265 − 100, which doubles hold as 2.6499…) rounds half away to 2.7;
    // 97.35 / 100 − 1 = −2.65 % rounds to −2.7.
    expect(realizedIndexValue("year_over_year_percent", "102.65", "100")).toBe(2.7);
    expect(realizedIndexValue("year_over_year_percent", "97.35", "100")).toBe(-2.7);
    expect(realizedIndexValue("year_over_year_percent", "324.610", null)).toBeNull();
    expect(realizedIndexValue("year_over_year_percent", "324.610", "0")).toBeNull();
  });

  it("a month change is this period less the previous: 159,420 − 159,276 = 144", () => {
    expect(realizedIndexValue("month_change", "159420", "159276")).toBe(144);
    expect(realizedIndexValue("month_change", "159420", null)).toBeNull();
  });
});

describe("distributionWindows", () => {
  const RELEASE = Date.UTC(2026, 10, 13, 13, 31, 20);

  it("targets release − h, back to the horizon's tolerance, minute aligned", () => {
    const windows = distributionWindows(RELEASE, null);
    // The index's four horizons: the venues' 15-minute one is not an index's.
    expect(windows.map((w) => w.horizon)).toEqual(["1h", "24h", "7d", "30d"]);
    expect(INDEX_HORIZONS.map((h) => h.horizon)).toEqual(["1h", "24h", "7d", "30d"]);
    const [oneHour, day] = windows;
    // 1 h: target 12:31:20, oldest 12:26:20 → the next minute, 12:27.
    expect(oneHour).toEqual({
      horizon: "1h",
      target_ms: RELEASE - HOUR,
      oldest_ms: Date.UTC(2026, 10, 13, 12, 27),
    });
    // 24 h: target 13:31:20 the day before, oldest an hour before it → 12:32 that day.
    expect(day?.oldest_ms).toBe(Date.UTC(2026, 10, 12, 12, 32));
  });

  it("never reaches back to the previous period's release", () => {
    // The previous period was released 20 days before: 30 d has no window (oldest after target),
    // 7 d keeps its own tolerance.
    const previous = RELEASE - 20 * DAY;
    const windows = distributionWindows(RELEASE, previous);
    const thirty = windows[3];
    expect(thirty?.oldest_ms).toBe(Math.ceil((previous + 1) / MIN) * MIN);
    expect((thirty?.oldest_ms ?? 0) > (thirty?.target_ms ?? 0)).toBe(true);
    expect(windows[2]?.oldest_ms).toBe(Math.ceil((RELEASE - 7 * DAY - 6 * HOUR) / MIN) * MIN);
    // A release on a minute boundary: the minute of the release itself is excluded.
    const exact = Date.UTC(2026, 9, 15, 12, 30);
    expect(distributionWindows(exact + 30 * DAY + 12 * HOUR, exact)[3]?.oldest_ms).toBe(exact + MIN);
  });
});

describe("settlingPeriod", () => {
  const close = Date.parse("2030-05-13T12:25:00Z");
  const release = (period: string, at: string, known = true) => ({
    period,
    releasedAtMs: Date.parse(at),
    releaseTimeKnown: known,
  });
  const march = release("2030-03", "2030-04-12T12:31:00Z");
  const april = release("2030-04", "2030-05-13T12:31:00Z");
  const may = release("2030-05", "2030-06-11T12:31:00Z");

  it("takes the first print released next after the close, a day's margin before it", () => {
    expect(settlingPeriod(close, [may, april, march])).toBe("2030-04");
    // Closed 23 h after April's release (inside the day's margin): still April.
    expect(settlingPeriod(close + 23 * HOUR, [march, april, may])).toBe("2030-04");
    // 25 h after: April is past, May's release is next.
    expect(settlingPeriod(Date.parse("2030-05-14T13:32:00Z"), [march, april, may])).toBe("2030-05");
  });

  it("states none when the print is not out within 45 days, back-filled or ambiguous", () => {
    expect(settlingPeriod(close, [march])).toBeNull();
    // Released 46 days after the close: too late to be this market's.
    expect(settlingPeriod(close, [release("2030-06", "2030-06-28T12:31:00Z")])).toBeNull();
    expect(settlingPeriod(close, [release("2030-06", "2030-06-27T12:24:00Z")])).toBe("2030-06");
    // Read in the series' first read: its release time is not known.
    expect(settlingPeriod(close, [{ ...april, releaseTimeKnown: false }])).toBeNull();
    // Two periods first read at one instant.
    expect(settlingPeriod(close, [april, { ...april, period: "2030-02" }])).toBeNull();
    expect(settlingPeriod(Number.NaN, [april])).toBeNull();
  });
});

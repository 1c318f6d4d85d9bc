import { describe, expect, it } from "vitest";
import { addCalendarDays } from "../../src/domain/new-york-calendar.ts";
import {
  type DailyPrint,
  dayOverDayChanges,
  levelRange,
  sampleStandardDeviation,
  trailingStatistics,
  trailingVolatility,
} from "../../src/domain/statistics.ts";

const AS_OF = "2026-03-10";

/** Closes on consecutive days ending on AS_OF, oldest first. */
function closesEndingAsOf(values: readonly (number | null)[]): DailyPrint[] {
  return values.map((value, i) => ({ date: addCalendarDays(AS_OF, i - (values.length - 1)), value }));
}

/** 30 prints alternating 2.0, 2.1, 2.0, … (the last is 2.1). */
const alternating = Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? 2.0 : 2.1));

describe("sampleStandardDeviation", () => {
  it("divides by n − 1", () => {
    // mean 5; squared deviations 9+1+1+1+0+0+4+16 = 32; 32 / 7 → √(32/7) = 2.1380899353
    expect(sampleStandardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(2.1380899353, 9);
    expect(sampleStandardDeviation([1])).toBeNull();
  });
});

describe("dayOverDayChanges", () => {
  it("takes differences in index units", () => {
    expect(dayOverDayChanges([1, -2, 0.5])).toEqual([-3, 2.5]);
  });
});

describe("trailingVolatility", () => {
  it("hand-computed: 30 prints alternating 2.0/2.1", () => {
    // 29 changes: 15 × +0.1 and 14 × −0.1. Sum 0.1, mean 0.1/29.
    // Σc² = 29 × 0.01 = 0.29; SS = Σc² − 29·mean² = 0.29 − 0.01/29 = 8.4/29.
    // Variance = SS / 28 = 8.4 / 812 = 3/290 = 0.0103448…; daily = √(3/290) = 0.1017095255.
    // Annualised = daily × √365 = √(1095/290) = 1.9431577571.
    const volatility = trailingVolatility(closesEndingAsOf(alternating), AS_OF);
    expect(volatility.daily).toBeCloseTo(0.1017095255, 9);
    expect(volatility.annualized).toBeCloseTo(1.9431577571, 9);
    expect(volatility).toMatchObject({
      reason: null,
      prints_required: 30,
      prints_available: 30,
      window_from: "2026-02-09",
      window_to: "2026-03-10",
      change_basis: "absolute_change_in_index_units",
      estimator: "sample_standard_deviation_n_minus_1",
      annualization: { periods_per_year: 365, method: "sqrt_time" },
    });
  });
  it("hand-computed: levels through zero, one jump of 2.9", () => {
    // 15 prints at −1.45 then 15 at +1.45: 28 changes of 0 and one of +2.9. Mean 2.9/29 = 0.1.
    // SS = (2.9 − 0.1)² + 28 × 0.1² = 7.84 + 0.28 = 8.12; variance 8.12 / 28 = 0.29.
    // daily = √0.29 = 0.5385164807; annualised = √(0.29 × 365) = √105.85 = 10.2883429181.
    const values = [...Array(15).fill(-1.45), ...Array(15).fill(1.45)] as number[];
    const volatility = trailingVolatility(closesEndingAsOf(values), AS_OF);
    expect(volatility.daily).toBeCloseTo(0.5385164807, 9);
    expect(volatility.annualized).toBeCloseTo(10.2883429181, 9);
  });
  it("is zero for a steady trend", () => {
    const trend = Array.from({ length: 30 }, (_, i) => -1.5 + i * 0.1); // every change 0.1
    expect(trailingVolatility(closesEndingAsOf(trend), AS_OF).daily).toBeCloseTo(0, 12);
  });
  it("uses only the 30 most recent prints", () => {
    const volatility = trailingVolatility(closesEndingAsOf([100, -50, ...alternating]), AS_OF);
    expect(volatility.daily).toBeCloseTo(0.1017095255, 9);
    expect(volatility.prints_available).toBe(32);
  });
  it("is withheld below 30 prints, saying why and how many there are", () => {
    expect(trailingVolatility(closesEndingAsOf(alternating.slice(1)), AS_OF)).toEqual({
      daily: null,
      annualized: null,
      reason: "insufficient_daily_prints",
      prints_required: 30,
      prints_available: 29,
      window_from: null,
      window_to: null,
      change_basis: "absolute_change_in_index_units",
      estimator: "sample_standard_deviation_n_minus_1",
      annualization: { periods_per_year: 365, method: "sqrt_time" },
    });
  });
  it("counts unavailable days as no print and shows the wider span", () => {
    // 30 prints over 32 days: two unavailable days in between.
    const withGaps = [2.0, null, 2.1, 2.0, null, ...alternating.slice(3)];
    const volatility = trailingVolatility(closesEndingAsOf(withGaps), AS_OF);
    expect(volatility.prints_available).toBe(30);
    expect(volatility.daily).toBeCloseTo(0.1017095255, 9); // same changes as the alternating series
    expect(volatility.window_from).toBe("2026-02-07");
    const tooFew = trailingVolatility(closesEndingAsOf([null, ...alternating.slice(1)]), AS_OF);
    expect(tooFew).toMatchObject({ daily: null, prints_available: 29 });
  });
  it("ignores closes after the as-of date and rejects duplicate dates", () => {
    const future = [...closesEndingAsOf(alternating), { date: "2026-03-11", value: 99 }];
    expect(trailingVolatility(future, AS_OF).daily).toBeCloseTo(0.1017095255, 9);
    const duplicated = [...closesEndingAsOf(alternating), { date: AS_OF, value: 2.1 }];
    expect(() => trailingVolatility(duplicated, AS_OF)).toThrow(RangeError);
  });
});

describe("levelRange", () => {
  it("finds the extremes with their dates, earliest on ties", () => {
    // 2026-03-05 … 2026-03-10: 3, 1, 5, 1, 5, 2 → min 1 first on 03-06, max 5 first on 03-07.
    expect(levelRange(closesEndingAsOf([3, 1, 5, 1, 5, 2]), AS_OF)).toEqual({
      min: 1,
      min_date: "2026-03-06",
      max: 5,
      max_date: "2026-03-07",
      prints: 6,
      lookback_days: 365,
      window_from: "2025-03-11",
      window_to: "2026-03-10",
      tie_rule: "earliest_date",
    });
  });
  it("covers exactly the 365 days ending on the as-of date", () => {
    const closes: DailyPrint[] = [
      { date: "2025-03-10", value: -9 }, // 365 days back: outside
      { date: "2025-03-11", value: -2 }, // 364 days back: inside
      { date: "2025-09-01", value: null },
      { date: "2026-01-01", value: 4 },
      { date: "2026-03-11", value: 50 }, // after the as-of date: outside
    ];
    expect(levelRange(closes, AS_OF)).toMatchObject({ min: -2, min_date: "2025-03-11", max: 4, prints: 2 });
  });
  it("is null with no prints", () => {
    expect(levelRange([], AS_OF)).toMatchObject({
      min: null,
      min_date: null,
      max: null,
      max_date: null,
      prints: 0,
    });
  });
});

describe("trailingStatistics", () => {
  it("bundles both statistics under the as-of date", () => {
    const stats = trailingStatistics(closesEndingAsOf(alternating), AS_OF);
    expect(stats.as_of_date).toBe(AS_OF);
    expect(stats.volatility.daily).toBeCloseTo(0.1017095255, 9);
    expect(stats.level_range).toMatchObject({
      min: 2.0,
      min_date: "2026-02-09",
      max: 2.1,
      max_date: "2026-02-10",
      prints: 30,
    });
  });
});

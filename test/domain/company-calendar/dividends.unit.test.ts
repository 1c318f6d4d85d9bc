import { describe, expect, it } from "vitest";
import {
  nextDividend,
  PAST_DIVIDENDS_LIMIT,
  pastDividends,
  recentSplits,
  SPLITS_LIMIT,
} from "../../../src/domain/company-calendar/dividends.ts";
import { addCalendarDays } from "../../../src/domain/new-york-calendar.ts";
import { provider } from "./fixtures.ts";

const TODAY = "2026-11-22";
const UPCOMING_END = "2027-02-20";

describe("nextDividend", () => {
  it("gives the ex-date and a pay date on or after it", () => {
    const upcoming = provider({ ex_dividend_date: "2027-02-09", dividend_pay_date: "2027-02-12" });
    expect(nextDividend(upcoming, TODAY, UPCOMING_END)).toEqual({
      ex_date: "2027-02-09",
      pay_date: "2027-02-12",
    });
  });

  it("drops a pay date that precedes the ex-date (it belongs to an earlier dividend)", () => {
    const stalePay = provider({ ex_dividend_date: "2026-12-01", dividend_pay_date: "2026-11-13" });
    expect(nextDividend(stalePay, TODAY, UPCOMING_END)).toEqual({ ex_date: "2026-12-01", pay_date: null });
    expect(nextDividend(provider({ ex_dividend_date: TODAY }), TODAY, UPCOMING_END)).toEqual({
      ex_date: TODAY,
      pay_date: null,
    });
  });

  it("is null when none exists, when it is before today and when it is after upcoming_end", () => {
    expect(nextDividend(provider(), TODAY, UPCOMING_END)).toBeNull();
    expect(nextDividend(provider({ ex_dividend_date: "2026-11-21" }), TODAY, UPCOMING_END)).toBeNull();
    expect(nextDividend(provider({ ex_dividend_date: "2027-02-21" }), TODAY, UPCOMING_END)).toBeNull();
    expect(nextDividend(provider({ ex_dividend_date: UPCOMING_END }), TODAY, UPCOMING_END)).toMatchObject({
      ex_date: UPCOMING_END,
    });
  });
});

describe("pastDividends", () => {
  it("keeps cash dividends of the last two years up to today, newest first", () => {
    const data = provider({
      dividends: [
        { ex_date: "2024-11-21", amount: 0.25 }, // two years and a day ago
        { ex_date: "2024-11-22", amount: 0.25 }, // exactly two years ago
        { ex_date: "2026-08-11", amount: 0.26 },
        { ex_date: "2026-11-10", amount: 0.26 },
        { ex_date: "2026-11-23", amount: 0.27 }, // after today
        { ex_date: "2026-08-11", amount: 0.26 }, // duplicate
        { ex_date: "2026-05-12", amount: 0 }, // not a cash amount
      ],
    });
    expect(pastDividends(data, TODAY)).toEqual([
      { ex_date: "2026-11-10", amount: 0.26 },
      { ex_date: "2026-08-11", amount: 0.26 },
      { ex_date: "2024-11-22", amount: 0.25 },
    ]);
  });

  it("keeps at most 40, the newest", () => {
    const dividends = Array.from({ length: 60 }, (_, i) => ({
      ex_date: addCalendarDays(TODAY, -i * 7),
      amount: 0.1,
    }));
    const kept = pastDividends(provider({ dividends }), TODAY);
    expect(kept).toHaveLength(PAST_DIVIDENDS_LIMIT);
    expect(kept[0]?.ex_date).toBe(TODAY);
    expect(kept[39]?.ex_date).toBe(addCalendarDays(TODAY, -39 * 7));
  });
});

describe("recentSplits", () => {
  it("keeps splits of the last two years as new shares per old, newest first", () => {
    const data = provider({
      splits: [
        { date: "2024-06-10", ratio: 10 }, // more than two years ago
        { date: "2025-06-10", ratio: 4 },
        { date: "2026-09-02", ratio: 0.1 },
      ],
    });
    expect(recentSplits(data, TODAY)).toEqual([
      { date: "2026-09-02", ratio: 0.1 },
      { date: "2025-06-10", ratio: 4 },
    ]);
  });

  it("keeps at most 10", () => {
    const splits = Array.from({ length: 12 }, (_, i) => ({
      date: addCalendarDays(TODAY, -i * 30),
      ratio: 2,
    }));
    expect(recentSplits(provider({ splits }), TODAY)).toHaveLength(SPLITS_LIMIT);
  });
});

import { describe, expect, it } from "vitest";
import {
  type LegacyMarket,
  legacyMarket,
  type MarketTick,
  marketStatus,
  withCurrentStatus,
} from "../../../src/stream/legacy/market.ts";

const at = (iso: string) => Date.parse(iso);

/** An instrument as the store returns it: more members than the legacy identity. */
const CPI = {
  symbol: "PIXCPI",
  slug: "us-cpi-yoy-next",
  kind: "index" as const,
  name: "US CPI YoY — next print",
  unit: "%",
  thesis: "not part of the legacy shape",
  decimals: 2,
  display: "{value}%",
};

const TICK: MarketTick = {
  minute: "2026-11-22T10:00:00Z",
  value: 2.87,
  valueDecimal: "2.87",
  sourceObservedAt: "2026-11-22T09:59:41Z",
  computedAt: "2026-11-22T10:00:02Z",
};

describe("legacyMarket", () => {
  it("is pending with every value member null before the first tick, and copies only the identity", () => {
    expect(legacyMarket(CPI, null, at("2026-11-22T10:00:00Z"))).toEqual({
      symbol: "PIXCPI",
      slug: "us-cpi-yoy-next",
      kind: "index",
      name: "US CPI YoY — next print",
      unit: "%",
      status: "pending",
      value: null,
      value_decimal: null,
      cycle_start: null,
      source_observed_at: null,
      computed_at: null,
    });
  });

  it("carries the tick's value, exact decimal and clocks; cycle_start is the tick's minute", () => {
    expect(legacyMarket(CPI, TICK, at("2026-11-22T10:01:30Z"))).toEqual({
      symbol: "PIXCPI",
      slug: "us-cpi-yoy-next",
      kind: "index",
      name: "US CPI YoY — next print",
      unit: "%",
      status: "live",
      value: 2.87,
      value_decimal: "2.87",
      cycle_start: "2026-11-22T10:00:00Z",
      source_observed_at: "2026-11-22T09:59:41Z",
      computed_at: "2026-11-22T10:00:02Z",
    });
  });

  it("keeps the value of a stale tick and flags it stale", () => {
    // 10:00 + 15 min = 10:15; at 10:15:01 the value is 15 min 1 s old.
    const market = legacyMarket(CPI, TICK, at("2026-11-22T10:15:01Z"));
    expect(market.status).toBe("stale");
    expect(market.value_decimal).toBe("2.87");
    expect(market.cycle_start).toBe("2026-11-22T10:00:00Z");
  });
});

describe("marketStatus", () => {
  const cycle = "2026-11-22T10:00:00Z";

  it("is live for less than 15 minutes, stale from the instant v1 stops serving the value", () => {
    expect(marketStatus(cycle, at("2026-11-22T10:00:00Z"))).toBe("live"); // 0 min
    expect(marketStatus(cycle, at("2026-11-22T10:14:59Z"))).toBe("live"); // 14 min 59 s
    expect(marketStatus(cycle, at("2026-11-22T10:15:00Z") - 1)).toBe("live"); // 15 min − 1 ms
    expect(marketStatus(cycle, at("2026-11-22T10:15:00Z"))).toBe("stale"); // 15 min
    expect(marketStatus(cycle, at("2026-11-22T10:15:54Z"))).toBe("stale"); // 15.9 min
    expect(marketStatus(cycle, at("2026-11-22T10:16:00Z"))).toBe("stale"); // 16 min
    expect(marketStatus(cycle, at("2026-11-23T10:00:00Z"))).toBe("stale"); // a day
  });

  it("treats a cycle ahead of the clock (skew) as live", () => {
    expect(marketStatus(cycle, at("2026-11-22T09:59:00Z"))).toBe("live");
  });
});

describe("withCurrentStatus", () => {
  const live: LegacyMarket = legacyMarket(CPI, TICK, at("2026-11-22T10:01:00Z"));

  it("re-evaluates a stored live market: stale once its cycle is 15 minutes old", () => {
    const later = withCurrentStatus(live, at("2026-11-22T10:20:00Z"));
    expect(later).toEqual({ ...live, status: "stale" });
    // A copy: the stored market is not mutated.
    expect(live.status).toBe("live");
  });

  it("answers the same object when the status does not change", () => {
    expect(withCurrentStatus(live, at("2026-11-22T10:14:59Z"))).toBe(live);
    const stale = withCurrentStatus(live, at("2026-11-22T11:00:00Z"));
    expect(withCurrentStatus(stale, at("2026-11-22T12:00:00Z"))).toBe(stale);
  });

  it("turns a stale market live again when re-evaluated at an earlier instant", () => {
    const stale = { ...live, status: "stale" as const };
    expect(withCurrentStatus(stale, at("2026-11-22T10:05:00Z")).status).toBe("live");
  });

  it("leaves a pending market pending whatever the clock", () => {
    const pending = legacyMarket(CPI, null, at("2026-11-22T10:00:00Z"));
    expect(withCurrentStatus(pending, at("2030-01-01T00:00:00Z"))).toBe(pending);
  });
});

/** The status panel's words and lag chart geometry (`ui/status-format.ts`), without a browser. */
import { describe, expect, it } from "vitest";

import {
  ageMsNow,
  attainmentText,
  incidentLine,
  lagChart,
  lagPair,
  lagText,
  percent,
} from "../../../src/terminal/ui/status-format.ts";
import type { StatusIncident } from "../../../src/terminal/ui/types.ts";

const window = (count: number, p50_ms: number | null, p99_ms: number | null) => ({ count, p50_ms, p99_ms });

describe("lag words", () => {
  it("says ms below a second, tenths of a second below a minute, minutes and hours beyond", () => {
    expect(lagText(null)).toBe("—");
    expect(lagText(0)).toBe("0 ms");
    expect(lagText(340.4)).toBe("340 ms");
    expect(lagText(999)).toBe("999 ms");
    expect(lagText(1000)).toBe("1.0 s");
    expect(lagText(2_449)).toBe("2.4 s");
    expect(lagText(59_949)).toBe("59.9 s");
    expect(lagText(59_950)).toBe("1m 00s");
    expect(lagText(185_000)).toBe("3m 05s");
    expect(lagText(3_900_000)).toBe("1h 05m");
  });

  it("pairs p50 and p99, and says — for a window without a lag", () => {
    expect(lagPair(window(12, 120, 1_300))).toBe("120 ms / 1.3 s");
    expect(lagPair(window(0, null, null))).toBe("—");
  });
});

describe("attainment and budget", () => {
  it("truncates percentages, so an attainment short of 1 never reads 100 %", () => {
    expect(percent(1)).toBe("100%");
    expect(percent(0.99996)).toBe("99.99%");
    expect(percent(0.875)).toBe("87.5%");
    expect(percent(-0.125)).toBe("−12.5%");
    expect(percent(null)).toBe("—");
  });

  it("says the share within the threshold and the budget left, spent or none", () => {
    const objective = { threshold_ms: 2_000 };
    // 1440 events, 1 bad, target 0.999: allowed 1.44 bad, budget 1 − 1/1.44 = 0.3055…
    expect(
      attainmentText(objective, {
        events: 1440,
        bad: 1,
        attainment: 1439 / 1440,
        budget_left: 1 - 1 / 1.44,
        covered_ms: 86_400_000,
      }),
    ).toBe("99.93% of 1440 within 2.0 s, budget 30.55% left");
    expect(
      attainmentText(objective, { events: 100, bad: 3, attainment: 0.97, budget_left: -2, covered_ms: 1 }),
    ).toBe("97% of 100 within 2.0 s, budget spent (−200%)");
    expect(
      attainmentText(objective, { events: 0, bad: 0, attainment: null, budget_left: null, covered_ms: 0 }),
    ).toBe("no events yet");
  });
});

describe("the lag chart", () => {
  const thresholds = {
    cadence_ms: 60_000,
    degraded_after_ms: 180_000,
    outage_after_ms: 900_000,
    degraded_lag_ms: 10_000,
  };

  it("scales to the threshold while every p99 is below it", () => {
    const chart = lagChart({
      thresholds,
      lag: { "5m": window(5, 1_000, 2_500), "1h": window(60, 1_500, 5_000), "24h": window(0, null, null) },
    });
    expect(chart.scaleMs).toBe(10_000);
    expect(chart.threshold).toBe(1);
    expect(chart.bars.map((b) => [b.window, b.p50, b.p99])).toEqual([
      ["5m", 0.1, 0.25],
      ["1h", 0.15, 0.5],
      ["24h", null, null],
    ]);
    expect(chart.bars[0]?.text).toBe("5m 1.0 s / 2.5 s");
  });

  it("scales to the largest p99 past the threshold, so the mark sits inside the chart", () => {
    const chart = lagChart({
      thresholds,
      lag: {
        "5m": window(5, 4_000, 40_000),
        "1h": window(60, 2_000, 20_000),
        "24h": window(900, 1_000, 8_000),
      },
    });
    expect(chart.scaleMs).toBe(40_000);
    expect(chart.threshold).toBe(0.25);
    expect(chart.bars.map((b) => [b.p50, b.p99])).toEqual([
      [0.1, 1],
      [0.05, 0.5],
      [0.025, 0.2],
    ]);
  });
});

describe("ages and incidents", () => {
  it("ages a component from its answer's age_ms plus the time since the answer", () => {
    expect(ageMsNow(4_000, 1_000_000, 1_003_000)).toBe(7_000);
    expect(ageMsNow(4_000, 1_000_000, 999_000)).toBe(4_000);
    expect(ageMsNow(null, 1_000_000, 1_003_000)).toBeNull();
  });

  it("says an incident's state, components and span, open or resolved", () => {
    const incident: StatusIncident = {
      id: "42",
      components: ["cycle:kalshi"],
      state: "outage",
      symptom: "no success for 16 minutes",
      started_at: "2026-11-23T23:01:00Z",
      opened_at: "2026-11-23T23:02:00Z",
      resolved_at: null,
      updates: [],
    };
    expect(incidentLine(incident)).toBe("#42 outage · cycle:kalshi · open since 2026-11-23 23:01 UTC");
    expect(incidentLine({ ...incident, resolved_at: "2026-11-24T00:10:00Z" })).toBe(
      "#42 outage · cycle:kalshi · 2026-11-23 23:01 UTC to 2026-11-24 00:10 UTC",
    );
  });
});

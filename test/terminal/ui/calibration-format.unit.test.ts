/** The calibration view's words and reliability-diagram geometry (`ui/calibration-format.ts`), without a browser. */
import { describe, expect, it } from "vitest";

import {
  binLabel,
  calibrationFacts,
  calibrationQuery,
  emptyCalibrationText,
  reliabilityPlot,
  scoreText,
} from "../../../src/terminal/ui/calibration-format.ts";
import type { Calibration, CalibrationBin } from "../../../src/terminal/ui/types.ts";

const emptyBin = (i: number): CalibrationBin => ({
  lower: i / 10,
  upper: (i + 1) / 10,
  n: 0,
  hits: 0,
  mean_forecast: null,
  observed_rate: null,
  wilson_lower: null,
  wilson_upper: null,
});

const bins = (filled: Record<number, Partial<CalibrationBin>>): CalibrationBin[] =>
  Array.from({ length: 10 }, (_, i) => ({ ...emptyBin(i), ...(filled[i] ?? {}) }));

const calibration = (over: Partial<Calibration>): Calibration => ({
  type: "calibration",
  venue: null,
  category: null,
  horizon: "24h",
  market_kind: "binary",
  n: 0,
  base_rate: null,
  brier: null,
  log_loss: null,
  murphy: null,
  bins: bins({}),
  truncated: false,
  from: null,
  to: null,
  multi_outcome: {
    events: 0,
    markets: 0,
    events_left_out: 0,
    brier: null,
    log_loss: null,
    per_outcome: { n: 0, base_rate: null, brier: null, log_loss: null, murphy: null, bins: bins({}) },
    truncated: false,
  },
  indices: [],
  ...over,
});

describe("the calibration query and words", () => {
  it("asks for the horizon, and for a venue unless both are pooled", () => {
    expect(calibrationQuery("24h", "both")).toBe("horizon=24h");
    expect(calibrationQuery("7d", "kalshi")).toBe("horizon=7d&venue=kalshi");
  });

  it("writes scores to four decimals with a minus sign, — for none; bins with their bounds", () => {
    expect(scoreText(0.193_412)).toBe("0.1934");
    expect(scoreText(0.612_389)).toBe("0.6124");
    expect(scoreText(-0.000_012)).toBe("0.0000");
    expect(scoreText(-0.012_5, 3)).toBe("−0.013");
    expect(scoreText(null)).toBe("—");
    expect(binLabel({ lower: 0.3, upper: 0.4 })).toBe("[0.3, 0.4)");
    expect(binLabel({ lower: 0.9, upper: 1 })).toBe("[0.9, 1]");
  });

  it("says plainly when no market is scored yet, naming the venue and horizon", () => {
    expect(emptyCalibrationText(calibration({}))).toBe(
      "No resolved market to score yet: none on either venue has settled yes or no with a price taped 24h before its close. The diagram and scores appear once one has.",
    );
    expect(emptyCalibrationText(calibration({ venue: "polymarket", horizon: "1h" }))).toMatch(
      /^No resolved market to score yet: none on polymarket has settled yes or no with a price taped 1h before/,
    );
    expect(emptyCalibrationText(calibration({ n: 1 }))).toBeNull();
  });

  it("lists the Brier score, log loss and the Murphy decomposition, and says when the scoring was truncated", () => {
    const scored = calibration({
      n: 40,
      base_rate: 0.45,
      brier: 0.182_5,
      log_loss: 0.541_234,
      murphy: {
        reliability: 0.012_3,
        resolution: 0.080_1,
        uncertainty: 0.247_5,
        within_bin_variance: 0.003_2,
        within_bin_covariance: 0.000_4,
      },
      truncated: true,
    });
    expect(calibrationFacts(scored)).toEqual([
      ["Markets scored", "40"],
      ["Base rate (ō)", "0.4500"],
      ["Brier score", "0.1825"],
      ["Log loss", "0.5412"],
      ["Reliability (REL, lower is better)", "0.0123"],
      ["Resolution (RES, higher is better)", "0.0801"],
      ["Uncertainty (UNC)", "0.2475"],
      ["Within-bin variance (WBV)", "0.0032"],
      ["Within-bin covariance (WBC)", "0.0004"],
      ["Truncated", "the latest closed 20,000 markets are scored"],
    ]);
    expect(calibrationFacts(calibration({})).map(([, v]) => v)).toEqual(["0", ...Array(8).fill("—")]);
  });
});

describe("the reliability diagram's geometry", () => {
  // A 280-unit square with a 30-unit margin: 0 to 1 spans 220 units, x from 30, y up from 250.
  const frame = { size: 280, margin: 30 };

  it("puts each non-empty bin at (mean forecast, observed rate) with its Wilson interval, and skips empty bins", () => {
    const plot = reliabilityPlot(
      bins({
        2: { n: 5, hits: 2, mean_forecast: 0.25, observed_rate: 0.4, wilson_lower: 0.2, wilson_upper: 0.6 },
        9: { n: 3, hits: 3, mean_forecast: 0.95, observed_rate: 1, wilson_lower: 0.5, wilson_upper: 1 },
      }),
      frame,
    );
    expect(plot.diagonal).toEqual({ x1: 30, y1: 250, x2: 250, y2: 30 });
    expect(plot.ticks).toEqual([
      { value: 0, x: 30, y: 250 },
      { value: 0.5, x: 140, y: 140 },
      { value: 1, x: 250, y: 30 },
    ]);
    expect(plot.points.map(({ text, ...p }) => p)).toEqual([
      // x = 30 + 0.25·220 = 85; y = 250 − 0.4·220 = 162; the interval 250 − 0.2·220 = 206 to 250 − 0.6·220 = 118.
      { bin: 2, x: 85, y: 162, yLow: 206, yHigh: 118, n: 5 },
      { bin: 9, x: 239, y: 30, yLow: 140, yHigh: 30, n: 3 },
    ]);
    expect(plot.points[0]?.text).toBe(
      "[0.2, 0.3): mean forecast 0.250, observed 0.400 (2 of 5), 95% interval 0.200 to 0.600",
    );
  });

  it("draws nothing for a calibration with no forecast", () => {
    expect(reliabilityPlot(bins({}), frame).points).toEqual([]);
  });
});

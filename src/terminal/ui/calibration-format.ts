/**
 * The calibration view's words and reliability-diagram geometry (`GET /api/v1/calibration`), kept free
 * of the DOM so they can be tested on their own: the scores beside the diagram, each bin's point and
 * Wilson interval in plot coordinates, and what an empty calibration says.
 */
import type { Calibration, CalibrationBin } from "./types.ts";

export const CALIBRATION_HORIZONS = ["15m", "1h", "24h", "7d", "30d"] as const;
export const CALIBRATION_VENUES = ["both", "kalshi", "polymarket"] as const;
export type CalibrationVenue = (typeof CALIBRATION_VENUES)[number];

/** The route's query for a horizon and a venue (`both` asks for no venue: the two pooled). */
export function calibrationQuery(horizon: Calibration["horizon"], venue: CalibrationVenue): string {
  return venue === "both" ? `horizon=${horizon}` : `horizon=${horizon}&venue=${venue}`;
}

/** A score to `digits` decimals, `—` for none; a negative sign as a minus. */
export function scoreText(value: number | null, digits = 4): string {
  if (value === null || !Number.isFinite(value)) return "—";
  const text = value.toFixed(digits);
  return Number(text) === 0 ? (0).toFixed(digits) : text.replace("-", "−");
}

/** `[0.3, 0.4)`; the last bin, which holds 1, `[0.9, 1]`. */
export function binLabel(bin: Pick<CalibrationBin, "lower" | "upper">): string {
  return `[${bin.lower}, ${bin.upper}${bin.upper >= 1 ? "]" : ")"}`;
}

/**
 * What the view says instead of a diagram when nothing is scored, or null when there is something to
 * draw: no market has settled yes or no with a taped price at this horizon (for this venue) yet.
 */
export function emptyCalibrationText(
  calibration: Pick<Calibration, "n" | "horizon" | "venue">,
): string | null {
  if (calibration.n > 0) return null;
  const venue = calibration.venue === null ? "either venue" : calibration.venue;
  return `No resolved market to score yet: none on ${venue} has settled yes or no with a price taped ${calibration.horizon} before its close. The diagram and scores appear once one has.`;
}

/** The scores beside the diagram, as term and value (6-decimal scores shown to 4). */
export function calibrationFacts(calibration: Calibration): [term: string, value: string][] {
  const m = calibration.murphy;
  const facts: [string, string][] = [
    ["Markets scored", String(calibration.n)],
    ["Base rate (ō)", scoreText(calibration.base_rate)],
    ["Brier score", scoreText(calibration.brier)],
    ["Log loss", scoreText(calibration.log_loss)],
    ["Reliability (REL, lower is better)", scoreText(m?.reliability ?? null)],
    ["Resolution (RES, higher is better)", scoreText(m?.resolution ?? null)],
    ["Uncertainty (UNC)", scoreText(m?.uncertainty ?? null)],
    ["Within-bin variance (WBV)", scoreText(m?.within_bin_variance ?? null)],
    ["Within-bin covariance (WBC)", scoreText(m?.within_bin_covariance ?? null)],
  ];
  if (calibration.truncated) facts.push(["Truncated", "the latest closed 20,000 markets are scored"]);
  return facts;
}

/** The plot's square: its side and the margin left for the axes, in SVG units. */
export interface PlotFrame {
  size: number;
  margin: number;
}

export interface ReliabilityPoint {
  bin: number;
  /** The point (mean forecast, observed rate) and its Wilson interval's ends, in plot coordinates. */
  x: number;
  y: number;
  yLow: number;
  yHigh: number;
  n: number;
  /** The bin's figures in words, for its tooltip and the diagram's accessible name. */
  text: string;
}

export interface ReliabilityPlot {
  /** The diagonal (a perfectly calibrated forecast), from (0, 0) to (1, 1). */
  diagonal: { x1: number; y1: number; x2: number; y2: number };
  /** One point per non-empty bin, in the bins' order. */
  points: ReliabilityPoint[];
  /** The axes' ticks at 0, 0.5 and 1: a value and where it falls on each axis. */
  ticks: { value: number; x: number; y: number }[];
}

/**
 * The reliability diagram in plot coordinates: x the mean forecast and y the observed rate, both 0 to 1
 * across the square inside the margin (y up, as SVG's y runs down), each non-empty bin's point with its
 * 95 % Wilson interval as an error bar; empty bins are not drawn.
 */
export function reliabilityPlot(bins: CalibrationBin[], frame: PlotFrame): ReliabilityPlot {
  const span = frame.size - 2 * frame.margin;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const px = (v: number) => frame.margin + clamp(v) * span;
  const py = (v: number) => frame.size - frame.margin - clamp(v) * span;
  const points = bins.flatMap((bin, index) => {
    if (bin.n === 0 || bin.mean_forecast === null || bin.observed_rate === null) return [];
    const low = bin.wilson_lower ?? bin.observed_rate;
    const high = bin.wilson_upper ?? bin.observed_rate;
    return [
      {
        bin: index,
        x: px(bin.mean_forecast),
        y: py(bin.observed_rate),
        yLow: py(low),
        yHigh: py(high),
        n: bin.n,
        text: `${binLabel(bin)}: mean forecast ${scoreText(bin.mean_forecast, 3)}, observed ${scoreText(bin.observed_rate, 3)} (${bin.hits} of ${bin.n}), 95% interval ${scoreText(low, 3)} to ${scoreText(high, 3)}`,
      },
    ];
  });
  return {
    diagonal: { x1: px(0), y1: py(0), x2: px(1), y2: py(1) },
    points,
    ticks: [0, 0.5, 1].map((value) => ({ value, x: px(value), y: py(value) })),
  };
}

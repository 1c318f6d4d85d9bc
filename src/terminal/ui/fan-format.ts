/**
 * The distribution fan's numbers and geometry, kept free of the DOM so they can be tested on their own:
 * an index's distributions over time (`GET /api/v1/indices/{id}/distributions`) as quantile bands (the
 * quantiles are the domain's, `bucketQuantile`), the official prints (`GET /api/v1/indices/{id}/outcomes`)
 * as marks at their release, and what the view says when there is nothing to draw.
 */
import { bucketQuantile } from "../../domain/outcomes/buckets.ts";
import type { IndexDistributionAt, IndexOutcomePeriod } from "./types.ts";

/** The quantile levels drawn: the 90 % band, the 50 % band and the median. */
export const FAN_LEVELS = [0.05, 0.25, 0.5, 0.75, 0.95] as const;

export interface FanPoint {
  /** The distribution's minute, epoch ms. */
  t: number;
  /** Its quantiles at FAN_LEVELS, in that order. */
  q: number[];
}

export interface FanPrint {
  /** The release, epoch ms. */
  t: number;
  /** The index's realised value from the print. */
  value: number;
  /** The period and value in words (the API's text, shown as text). */
  text: string;
}

/** Each distribution's quantiles, oldest first; distributions without outcomes are left out. */
export function fanPoints(items: readonly Pick<IndexDistributionAt, "minute" | "outcomes">[]): FanPoint[] {
  return items
    .filter((item) => item.outcomes.length > 0 && Number.isFinite(Date.parse(item.minute)))
    .map((item) => ({
      t: Date.parse(item.minute),
      q: FAN_LEVELS.map((level) => bucketQuantile(item.outcomes, level)),
    }))
    .sort((a, b) => a.t - b.t);
}

/** The periods with a realised value, each at its release. */
export function fanPrints(
  periods: readonly Pick<IndexOutcomePeriod, "period" | "released_at" | "realized_value">[],
  unit: string,
): FanPrint[] {
  return periods.flatMap((p) => {
    const t = Date.parse(p.released_at);
    if (p.realized_value === null || !Number.isFinite(t)) return [];
    return [
      {
        t,
        value: p.realized_value,
        text: `${p.period}: printed ${p.realized_value} ${unit}, released ${p.released_at}`,
      },
    ];
  });
}

export interface FanFrame {
  width: number;
  height: number;
  margin: number;
}

export interface FanPlot {
  /** Closed paths (SVG `d`): the 5–95 % band, then the 25–75 % band. */
  bands: [string, string];
  /** The median as a polyline path. */
  median: string;
  /** The prints inside the window, placed. */
  prints: { x: number; y: number; text: string }[];
  /** How many prints fell outside the window (not drawn). */
  printsOutside: number;
  yTicks: { value: number; y: number }[];
  xTicks: { t: number; x: number }[];
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * The fan in plot coordinates: x the time across [first, last] distribution (a single one in the middle),
 * y the value across the range of the 5 % and 95 % quantiles and the prints inside the window (padded by
 * a twentieth, y up). A print is drawn at its release when that falls inside the window.
 */
export function fanPlot(points: readonly FanPoint[], prints: readonly FanPrint[], frame: FanFrame): FanPlot {
  const first = points[0]?.t ?? 0;
  const last = points[points.length - 1]?.t ?? first;
  const inside = prints.filter((p) => p.t >= first && p.t <= last);
  const values = [...points.flatMap((p) => [p.q[0] ?? 0, p.q[4] ?? 0]), ...inside.map((p) => p.value)];
  let low = Math.min(...values);
  let high = Math.max(...values);
  const pad = high > low ? (high - low) / 20 : Math.max(Math.abs(high) / 20, 0.5);
  low -= pad;
  high += pad;
  const { width, height, margin } = frame;
  const px = (t: number) =>
    round2(last > first ? margin + ((t - first) / (last - first)) * (width - 2 * margin) : width / 2);
  const py = (v: number) => round2(height - margin - ((v - low) / (high - low)) * (height - 2 * margin));
  const line = (level: number) => points.map((p) => `${px(p.t)},${py(p.q[level] ?? 0)}`);
  const band = (lower: number, upper: number) => {
    const top = line(upper);
    const bottom = line(lower).reverse();
    return top.length === 0 ? "" : `M${top.join("L")}L${bottom.join("L")}Z`;
  };
  const median = line(2);
  return {
    bands: [band(0, 4), band(1, 3)],
    median: median.length === 0 ? "" : `M${median.join("L")}`,
    prints: inside.map((p) => ({ x: px(p.t), y: py(p.value), text: p.text })),
    printsOutside: prints.length - inside.length,
    yTicks: [low + pad, (low + high) / 2, high - pad].map((value) => ({ value, y: py(value) })),
    xTicks: (last > first ? [first, last] : [first]).map((t) => ({ t, x: px(t) })),
  };
}

/** What the view says instead of a fan, or null when there is one to draw. */
export function emptyFanText(kind: "index" | "benchmark" | null, points: number): string | null {
  if (kind === null) return "Choose an index on the board to see its distributions over time.";
  if (kind !== "index") return "Benchmarks publish no distribution: choose an index on the board.";
  if (points === 0) {
    return "No distribution in this window yet: the fan appears once the index has published one.";
  }
  return null;
}

/**
 * The six factor themes' latent paths: for each theme, the probability of its adverse outcome at any
 * instant. One module drives both sides of the factor route's data, so a planted relationship is real
 * in what pix reads over HTTP:
 * - the theme contracts' quotes (live books, Kalshi candlesticks, Polymarket prices-history) are this
 *   probability plus small venue noise (model.ts), and
 * - the simulated equities' daily closes move with the change of this probability between consecutive
 *   16:00 New York closes, times the equity's planted exposure (equity-prices.ts).
 *
 * Each path is an Ornstein–Uhlenbeck walk in logit space with one step per hour from a fixed start, so a
 * value never depends on the clock it is read at; between two hourly anchors it is linear.
 */
import type { FactorTheme } from "../src/catalog/types.ts";
import { hashString, mix, unit } from "./hash.ts";

/** Paths are modelled from here (before the equities' first modelled session). */
export const THEME_PATH_START_MS = Date.parse("2021-12-01T00:00:00Z");
const HOUR_MS = 3_600_000;

/** Per hour: mean reversion (half-life 120 days) and the shock's standard deviation (0.16 per day). */
const REVERSION_PER_HOUR = Math.LN2 / (120 * 24);
const SHOCK_SD_PER_HOUR = 0.16 / Math.sqrt(24);

interface ThemeWalk {
  seed: number;
  /** Long-run level in logit space. */
  mean: number;
  /** Logit at each hour from THEME_PATH_START_MS, grown on demand. */
  anchors: number[];
}

const walks = new Map<FactorTheme, ThemeWalk>();

const logit = (p: number) => Math.log(p / (1 - p));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** An approximately standard normal draw: the sum of four uniforms, rescaled (variance 4/12). */
function normalDraw(seed: number, step: number): number {
  let sum = 0;
  for (let k = 0; k < 4; k++) sum += unit(mix(mix(seed, k + 1), step));
  return (sum - 2) * Math.sqrt(3);
}

function walkOf(theme: FactorTheme): ThemeWalk {
  let walk = walks.get(theme);
  if (!walk) {
    const seed = hashString(`theme-path:${theme}`);
    // Long-run adverse probabilities between 0.15 and 0.55; each path starts at its mean.
    const mean = logit(0.15 + 0.4 * unit(mix(seed, 0x5eed)));
    walk = { seed, mean, anchors: [mean] };
    walks.set(theme, walk);
  }
  return walk;
}

function anchorAt(walk: ThemeWalk, hour: number): number {
  const { anchors } = walk;
  for (let h = anchors.length; h <= hour; h++) {
    const previous = anchors[h - 1] ?? walk.mean;
    anchors.push(
      previous + REVERSION_PER_HOUR * (walk.mean - previous) + SHOCK_SD_PER_HOUR * normalDraw(walk.seed, h),
    );
  }
  return anchors[hour] ?? walk.mean;
}

/** The theme's latent logit at an instant (before the path's start: its starting level). */
export function themeLogit(theme: FactorTheme, epochMs: number): number {
  const walk = walkOf(theme);
  const hours = (epochMs - THEME_PATH_START_MS) / HOUR_MS;
  if (!(hours > 0)) return walk.mean;
  const hour = Math.floor(hours);
  const fraction = hours - hour;
  const from = anchorAt(walk, hour);
  return fraction === 0 ? from : from + fraction * (anchorAt(walk, hour + 1) - from);
}

/** The probability (0 to 1) of the theme's adverse outcome at an instant. */
export function themeAdverseProbability(theme: FactorTheme, epochMs: number): number {
  return logistic(themeLogit(theme, epochMs));
}

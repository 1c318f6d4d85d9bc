/**
 * A market's price at fixed horizons before its close, picked from its taped prices. The mid is kept
 * exactly as taped (a decimal string), never re-rounded.
 */
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../clock.ts";

/**
 * The horizons pix scores, with their length and their tolerance, the shortest first. 15 minutes is the
 * last quarter hour's price (the tape is a minute apart, so it is read within a minute), and the one a
 * short run of pix can score: its markets' 1 h price needs an hour of tape before their close.
 */
export const HORIZONS = [
  { horizon: "15m", before_close_ms: 15 * MINUTE_MS, tolerance_ms: MINUTE_MS },
  { horizon: "1h", before_close_ms: HOUR_MS, tolerance_ms: 5 * 60_000 },
  { horizon: "24h", before_close_ms: DAY_MS, tolerance_ms: HOUR_MS },
  { horizon: "7d", before_close_ms: 7 * DAY_MS, tolerance_ms: 6 * HOUR_MS },
  { horizon: "30d", before_close_ms: 30 * DAY_MS, tolerance_ms: DAY_MS },
] as const;

export type Horizon = (typeof HORIZONS)[number]["horizon"];

/**
 * The horizons an index's distributions are scored at before an official release: HORIZONS from 1 h
 * on. The 15-minute horizon is the venues' last quarter hour before a market's close; an index's
 * outcomes keep the four they were published with.
 */
export const INDEX_HORIZONS = HORIZONS.filter((h) => h.before_close_ms >= HOUR_MS);

export interface HorizonSpec {
  horizon: string;
  /** How long before the close the price is read. */
  before_close_ms: number;
  /** The observation may be at most this much older than close − horizon. */
  tolerance_ms: number;
}

/** One taped observation: its time (epoch ms) and its mid, absent (null) when the book was one-sided. */
export interface TapedPrice {
  at_ms: number;
  mid: string | null;
}

export interface HorizonPrice {
  horizon: string;
  /** close − horizon, epoch ms. */
  target_ms: number;
  /** When the picked observation was taped; null when none qualifies. */
  observed_at_ms: number | null;
  /** Its mid, exactly as taped; null when none qualifies. */
  mid: string | null;
}

/**
 * For each horizon h: the last observation with a mid taped at or before close − h, provided it is no
 * older than close − h − tolerance(h); otherwise null (the tape does not reach that far back, or has a
 * hole there). Observations without a mid (one-sided books) are skipped; of two taped at the same instant
 * the later in the input wins. The tape need not be sorted. Default tolerances (HORIZONS): 15 min → 1 min,
 * 1 h → 5 min, 24 h → 1 h, 7 d → 6 h, 30 d → 24 h.
 */
export function pricesAtHorizons(
  tape: readonly TapedPrice[],
  closeMs: number,
  horizons: readonly HorizonSpec[] = HORIZONS,
): HorizonPrice[] {
  if (!Number.isFinite(closeMs)) throw new RangeError(`close time is not finite: ${closeMs}`);
  return horizons.map((spec) => {
    if (!(spec.before_close_ms >= 0 && spec.tolerance_ms >= 0)) {
      throw new RangeError(`horizon ${spec.horizon}: lengths must be non-negative`);
    }
    const target = closeMs - spec.before_close_ms;
    const oldest = target - spec.tolerance_ms;
    let best: TapedPrice | null = null;
    for (const observation of tape) {
      if (observation.mid === null || observation.at_ms > target || observation.at_ms < oldest) continue;
      if (best === null || observation.at_ms >= best.at_ms) best = observation;
    }
    return {
      horizon: spec.horizon,
      target_ms: target,
      observed_at_ms: best?.at_ms ?? null,
      mid: best?.mid ?? null,
    };
  });
}

/**
 * A pair's minutes of basis gathered into buckets of an interval: the OHLC of `mid_basis` (exact
 * decimal text, compared exactly), the minutes each bucket covers and the share of them with both legs
 * quoted, and the bucket's closing minute (its last minute with a basis).
 */
import { DAY_MS, HOUR_MS, MINUTE_MS } from "../clock.ts";
import { parseDecimal, type Scaled } from "../decimal.ts";
import { type MidBasis, midBasis } from "./basis.ts";
import type { Polarity } from "./relations.ts";

export const BASIS_INTERVALS = ["1m", "5m", "1h", "1d"] as const;
export type BasisInterval = (typeof BASIS_INTERVALS)[number];

export const BASIS_INTERVAL_MS: Record<BasisInterval, number> = {
  "1m": MINUTE_MS,
  "5m": 5 * MINUTE_MS,
  "1h": HOUR_MS,
  "1d": DAY_MS,
};

/** One minute of the window: its start (epoch ms) and both legs' mids and basis (`midBasis`). */
export interface BasisMinuteOf {
  minute: number;
  basis: MidBasis;
}

/** One leg's reading of one minute: its YES mid, exact text (null when the book was not two-sided). */
export interface LegMinute {
  minute: number;
  mid: string | null;
}

/**
 * Both legs' minutes joined: the minutes where either leg has a reading, ascending, each with its
 * `midBasis` in the pair's common polarity (none without a polarity: `leg_unquoted`). The basis route
 * and the stored minute basis both join through here.
 */
export function joinLegMinutes(
  a: readonly LegMinute[],
  b: readonly LegMinute[],
  polarity: Polarity | null,
): BasisMinuteOf[] {
  const byMinute = new Map<number, { a: string | null; b: string | null }>();
  for (const m of a) byMinute.set(m.minute, { a: m.mid, b: null });
  for (const m of b) byMinute.set(m.minute, { a: byMinute.get(m.minute)?.a ?? null, b: m.mid });
  return [...byMinute]
    .sort(([x], [y]) => x - y)
    .map(([minute, mids]) => {
      const basis: MidBasis =
        polarity === null
          ? { mid_a: mids.a, mid_b: mids.b, mid_basis: null, reason: "leg_unquoted" }
          : midBasis(mids.a, mids.b, polarity);
      return { minute, basis };
    });
}

export interface BasisBucket {
  /** Bucket start (epoch ms, a UTC multiple of the interval) and end (exclusive). */
  start: number;
  end: number;
  /** Minutes of the bucket inside the window read. */
  minutes: number;
  /** Of those, minutes with a mid basis (both legs quoted on two-sided books). */
  quoted_minutes: number;
  /** quoted_minutes ÷ minutes. */
  quoted_share: number;
  mid_basis: { open: string; high: string; low: string; close: string } | null;
  /** The bucket's last minute with a basis: its start and the legs' mids in the common polarity. */
  close: { minute: number; mid_a: string; mid_b: string; mid_basis: string } | null;
}

/**
 * The buckets of [fromMs, toMs) (whole minutes; buckets aligned to UTC multiples of the interval, the
 * first and last cut by the window). `minutes` holds the window's minutes that have a reading,
 * ascending; a minute absent from it counts as not quoted.
 */
export function basisBuckets(
  minutes: readonly BasisMinuteOf[],
  fromMs: number,
  toMs: number,
  interval: BasisInterval,
): BasisBucket[] {
  const width = BASIS_INTERVAL_MS[interval];
  const buckets: BasisBucket[] = [];
  let i = 0;
  for (let start = Math.floor(fromMs / width) * width; start < toMs; start += width) {
    const end = start + width;
    const covered = (Math.min(end, toMs) - Math.max(start, fromMs)) / MINUTE_MS;
    let quoted = 0;
    let ohlc: { open: Scaled; high: Scaled; low: Scaled; close: Scaled } | null = null;
    let texts: BasisBucket["mid_basis"] = null;
    let close: BasisBucket["close"] = null;
    for (; i < minutes.length && (minutes[i] as BasisMinuteOf).minute < end; i++) {
      const { minute, basis } = minutes[i] as BasisMinuteOf;
      if (minute < fromMs || basis.mid_basis === null) continue;
      const value = parseDecimal(basis.mid_basis) as Scaled;
      quoted++;
      if (ohlc === null || texts === null) {
        ohlc = { open: value, high: value, low: value, close: value };
        texts = {
          open: basis.mid_basis,
          high: basis.mid_basis,
          low: basis.mid_basis,
          close: basis.mid_basis,
        };
      } else {
        if (value > ohlc.high) [ohlc.high, texts.high] = [value, basis.mid_basis];
        if (value < ohlc.low) [ohlc.low, texts.low] = [value, basis.mid_basis];
        [ohlc.close, texts.close] = [value, basis.mid_basis];
      }
      close = { minute, mid_a: basis.mid_a, mid_b: basis.mid_b, mid_basis: basis.mid_basis };
    }
    buckets.push({
      start,
      end,
      minutes: covered,
      quoted_minutes: quoted,
      quoted_share: quoted / covered,
      mid_basis: texts,
      close,
    });
  }
  return buckets;
}

/**
 * Where a read of at most `maxCloses` bucket closes ends: `endMs`, or the start of the first bucket
 * whose close would be past `maxCloses` (a bucket without a close costs nothing, nor one whose close
 * `counts` says is not read). Buckets ascending, as `basisBuckets` gives them; `maxCloses` at least 1,
 * so the first bucket is always kept.
 */
export function closesEnd(
  buckets: readonly BasisBucket[],
  maxCloses: number,
  endMs: number,
  counts: (closeMinute: number) => boolean = () => true,
): number {
  let closes = 0;
  for (const bucket of buckets) {
    if (bucket.close === null || !counts(bucket.close.minute)) continue;
    closes++;
    if (closes > maxCloses) return bucket.start;
  }
  return endMs;
}

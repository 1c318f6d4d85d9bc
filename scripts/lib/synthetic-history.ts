/**
 * Synthetic history for local runs: the value each instrument would have had, minute by minute, over
 * the past N days, computed by the real methodology (computeInstrument) from the simulator's price
 * model. The model is sampled on a fixed UTC grid (every SAMPLE_MINUTES unless the caller samples
 * older stretches more sparsely) and minutes in between are interpolated linearly, so a minute's value
 * never depends on where a generation started: a seed resumed later writes the same values for the
 * same minutes. Every tick is marked `provenance: synthetic`.
 */

import { marketKey, simulatedQuote } from "../../simulator/handler.ts";
import type { CycleInstrument } from "../../src/catalog/store.ts";
import { MINUTE_MS, rfc3339 } from "../../src/domain/clock.ts";
import { formatDecimal, parseDecimal } from "../../src/domain/decimal.ts";
import { bucketStart, ROLLUP_RESOLUTIONS } from "../../src/domain/rollups.ts";
import { computeInstrument, indexRows } from "../../src/indices/cycle/compute.ts";
import type { LakeRow } from "../../src/venues/shared/row.ts";

export const SAMPLE_MINUTES = 30;

const cents = (c: number | null): string | null => (c === null ? null : (c / 100).toFixed(4));

function simulatedRow(venue: "kalshi" | "polymarket", marketId: string, atMs: number): LakeRow {
  const q = simulatedQuote(marketKey(venue, marketId), atMs);
  const bid = cents(q.bidCents);
  const ask = cents(q.askCents);
  return {
    venue,
    market_id: marketId,
    event_id: null,
    outcome: "yes",
    token_id: null,
    title: marketId,
    status: "open",
    bid,
    ask,
    last: cents(q.lastCents),
    indicative: q.mid.toFixed(4),
    indicative_source: "mid",
    two_sided_book: bid !== null && ask !== null,
    volume_usd: null,
    open_interest_usd: null,
    usd_basis: null,
    native: null,
    observed_at: rfc3339(atMs),
    observed_at_source: "venue",
    close_time: null,
  };
}

/** The instrument's value at one instant, from simulated quotes of its contracts. */
export function simulatedValue(instrument: CycleInstrument, atMs: number): number | null {
  const rows = instrument.contracts
    .filter((c) => c.venue === "kalshi" || c.venue === "polymarket")
    .map((c) => simulatedRow(c.venue as "kalshi" | "polymarket", c.marketId, atMs));
  return computeInstrument(instrument, indexRows({ sim: rows }), atMs).value;
}

export interface SyntheticTick {
  minuteMs: number;
  valueDecimal: string;
  value: number;
}

/**
 * Minute ticks from `fromMs` (inclusive) to `toMs` (exclusive), both minute-aligned. The model is
 * sampled every `sampleMinutesAt(t)` minutes from each sample `t`, on that step's grid from the epoch;
 * every step must divide a day and may change only at a UTC midnight, so the samples of a day are the
 * same whichever minute a generation starts at.
 */
export function* syntheticTicks(
  instrument: CycleInstrument,
  fromMs: number,
  toMs: number,
  sampleMinutesAt: (epochMs: number) => number = () => SAMPLE_MINUTES,
): Generator<SyntheticTick> {
  const firstStep = sampleMinutesAt(fromMs) * MINUTE_MS;
  let leftMs = Math.floor(fromMs / firstStep) * firstStep;
  let left = simulatedValue(instrument, leftMs);
  while (leftMs < toMs) {
    const step = sampleMinutesAt(leftMs) * MINUTE_MS;
    const rightMs = leftMs + step;
    const right = simulatedValue(instrument, rightMs);
    for (let t = Math.max(leftMs, fromMs); t < Math.min(rightMs, toMs); t += MINUTE_MS) {
      const v =
        left === null || right === null ? (left ?? right) : left + ((right - left) * (t - leftMs)) / step;
      if (v === null) continue;
      const scaled = parseDecimal(v.toFixed(6));
      if (scaled === null) continue;
      const valueDecimal = formatDecimal(scaled, instrument.decimals);
      yield { minuteMs: t, valueDecimal, value: Number(valueDecimal) };
    }
    leftMs = rightMs;
    left = right;
  }
}

export interface RollupRow {
  resolution: string;
  bucketStartMs: number;
  open: number;
  high: number;
  low: number;
  close: number;
  openMs: number;
  closeMs: number;
  count: number;
}

/** Folds an ascending tick stream into the stored rollups (emitted when a bucket closes). */
export function createRollupFolder(onBucket: (row: RollupRow) => void) {
  const open = new Map<string, RollupRow>();
  return {
    add(tick: SyntheticTick) {
      for (const [resolution, minutes] of Object.entries(ROLLUP_RESOLUTIONS)) {
        const start = bucketStart(tick.minuteMs, minutes);
        const current = open.get(resolution);
        if (current && current.bucketStartMs === start) {
          current.high = Math.max(current.high, tick.value);
          current.low = Math.min(current.low, tick.value);
          current.close = tick.value;
          current.closeMs = tick.minuteMs;
          current.count++;
          continue;
        }
        if (current) onBucket(current);
        open.set(resolution, {
          resolution,
          bucketStartMs: start,
          open: tick.value,
          high: tick.value,
          low: tick.value,
          close: tick.value,
          openMs: tick.minuteMs,
          closeMs: tick.minuteMs,
          count: 1,
        });
      }
    },
    flush() {
      for (const row of open.values()) onBucket(row);
      open.clear();
    },
  };
}

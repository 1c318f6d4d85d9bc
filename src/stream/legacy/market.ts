/**
 * The legacy market shape: one public index or benchmark with its latest value and clocks. The
 * unversioned surface (`/api/markets` and the `/ws` stream) carries exactly this object, so a terminal
 * parses one shape from REST and from the stream. Stable once shipped: members are only ever added.
 */
import { rfc3339Of } from "../../domain/clock.ts";
import { isCurrentValue } from "../../domain/freshness.ts";
import type { TickRow } from "../../indices/store/indices.ts";

export interface LegacyMarket {
  symbol: string;
  slug: string;
  kind: "index" | "benchmark";
  name: string;
  unit: string;
  /** `live`: a current value (src/domain/freshness.ts); `stale`: older (ingestion stalled); `pending`: none yet. */
  status: LegacyMarketStatus;
  value: number | null;
  /** The exact decimal string of `value`, as stored. */
  value_decimal: string | null;
  /** The minute of the ingestion cycle that produced the value (RFC 3339, UTC). */
  cycle_start: string | null;
  /** Clock of the venue observation the value rests on. */
  source_observed_at: string | null;
  /** Clock of pix's calculation. */
  computed_at: string | null;
}

export type LegacyMarketStatus = "live" | "stale" | "pending";

export interface MarketIdentity {
  symbol: string;
  slug: string;
  kind: "index" | "benchmark";
  name: string;
  unit: string;
}

/** The instrument's tick as stored (src/indices/store/indices.ts). */
export type MarketTick = Pick<
  TickRow,
  "minute" | "value" | "valueDecimal" | "sourceObservedAt" | "computedAt"
>;

/** The legacy market of an instrument and its latest tick (null before its first value). */
export function legacyMarket(
  instrument: MarketIdentity,
  tick: MarketTick | null,
  nowMs: number,
): LegacyMarket {
  const identity = {
    symbol: instrument.symbol,
    slug: instrument.slug,
    kind: instrument.kind,
    name: instrument.name,
    unit: instrument.unit,
  };
  if (!tick) {
    return {
      ...identity,
      status: "pending",
      value: null,
      value_decimal: null,
      cycle_start: null,
      source_observed_at: null,
      computed_at: null,
    };
  }
  return {
    ...identity,
    status: marketStatus(tick.minute, nowMs),
    value: tick.value,
    value_decimal: tick.valueDecimal,
    cycle_start: tick.minute,
    source_observed_at: rfc3339Of(tick.sourceObservedAt),
    computed_at: tick.computedAt,
  };
}

/**
 * `live` while the value is current, else `stale`: the rule under which v1 stops serving it, so the
 * legacy label turns at the same instant v1 starts answering 503.
 */
export function marketStatus(cycleStart: string, nowMs: number): "live" | "stale" {
  return isCurrentValue(Date.parse(cycleStart), nowMs) ? "live" : "stale";
}

/** Re-evaluates `status` at `nowMs` (a stored market was live when it was stored). */
export function withCurrentStatus(market: LegacyMarket, nowMs: number): LegacyMarket {
  if (market.cycle_start === null) return market;
  const status = marketStatus(market.cycle_start, nowMs);
  return status === market.status ? market : { ...market, status };
}

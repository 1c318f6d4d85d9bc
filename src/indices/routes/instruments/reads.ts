/**
 * Reads shared by the index and benchmark planes: both publish instruments computed by the same
 * cycle, stored as the same ticks and rollups, so a snapshot and a history are built one way.
 */
import type { Context } from "hono";
import { minuteFloor, rfc3339 } from "../../../domain/clock.ts";
import { isCurrentValue, VALUE_MAX_AGE_MINUTES } from "../../../domain/freshness.ts";
import {
  aggregateOhlc,
  coverage,
  type HistoryRange,
  type HistoryResolution,
  ohlcWire,
  planHistory,
} from "../../../domain/history.ts";
import type { AppEnv } from "../../../env.ts";
import { TtlCache } from "../../../platform/cache/ttl-cache.ts";
import { ProblemError } from "../../../platform/http/problem.ts";
import type { ProblemSlug } from "../../../platform/http/problem-catalog.ts";
import { memoizedJsonRead, type Representation } from "../../../platform/http/respond.ts";
import { failClosed } from "../../../platform/http/safety.ts";
import { type InstrumentRow, latestTickNow, storedBuckets, type TickRow } from "../../store/indices.ts";

/**
 * The instrument's latest tick if it is current, else the `unavailable` problem (never a stale value).
 * One primary-key seek, skipped while the isolate holds the current minute's tick (latestTickNow): no
 * newer minute can exist then, so the distribution and history served beside it are of the same cycle.
 */
export async function freshLatestTick(
  db: D1Database,
  row: InstrumentRow,
  unavailable: ProblemSlug,
  nowMs: number,
): Promise<TickRow> {
  const tick = await failClosed(() => latestTickNow(db, row.symbol, nowMs), {
    slug: unavailable,
    what: "latest tick",
  });
  return currentTick(tick, row, unavailable, nowMs);
}

/** `tick` when it is current (src/domain/freshness.ts), else the `unavailable` problem. */
export function currentTick<T extends Pick<TickRow, "minute">>(
  tick: T | null,
  row: InstrumentRow,
  unavailable: ProblemSlug,
  nowMs: number,
): T {
  if (!tick || !isCurrentValue(Date.parse(tick.minute), nowMs)) {
    throw new ProblemError(unavailable, {
      detail: `No value of ${row.symbol} from the last ${VALUE_MAX_AGE_MINUTES} minutes; a stale value is never served.`,
    });
  }
  return tick;
}

export function wireValue(row: InstrumentRow, decimal: string, number: number) {
  return { decimal, number, unit: row.unit, display: row.display.replace("{value}", decimal) };
}

/**
 * What a history body depends on besides its request: the instrument's newest stored minute and the
 * minute the window ends in. History bodies are memoised under it, so a body built before a cycle
 * landed is never served once that cycle's tick is stored: every resolution of every history route (v1
 * index, v1 benchmark, legacy) shows the new minute from the same moment. One primary-key seek at most
 * (latestTickNow).
 */
export async function historyVersion(
  db: D1Database,
  row: InstrumentRow,
  unavailable: ProblemSlug,
  nowMs: number,
): Promise<string> {
  const tick = await failClosed(() => latestTickNow(db, row.symbol, nowMs), {
    slug: unavailable,
    what: "latest tick",
  });
  return `newest=${tick?.minute ?? "none"}&window=${rfc3339(minuteFloor(nowMs))}`;
}

/**
 * OHLC history of an instrument over a window: the plan (window, bucket, source rollup), the stored
 * rows folded into buckets, and availability/coverage. A too-fine pair is a 400 problem.
 */
export async function instrumentHistory(
  db: D1Database,
  row: InstrumentRow,
  range: HistoryRange,
  requested: HistoryResolution,
  nowMs: number,
  unavailable: ProblemSlug,
  windowOverride?: { fromMs: number; toMs: number },
) {
  const feedLaunchedMs = Date.parse(row.feedLaunchedAt);
  const plan = planHistory(range, requested, nowMs, feedLaunchedMs, windowOverride);
  if (!plan.ok) {
    throw new ProblemError("unsupported-history-resolution", {
      detail: `range=${range} at resolution=${plan.resolution} would be ${plan.bucket_count} buckets (at most ${plan.max_buckets}); use one of: ${plan.allowed_resolutions.join(", ")}, or auto.`,
      invalidParams: [{ name: "resolution", in: "query", reason: `is too fine for range=${range}` }],
    });
  }
  const stored = await failClosed(
    () => storedBuckets(db, row.symbol, plan.source, plan.source_from_ms, plan.source_to_ms),
    { slug: unavailable, what: "history" },
  );
  const buckets = aggregateOhlc(stored.buckets, plan.resolution).map((b) => ohlcWire(b, plan.resolution));
  const held = coverage(plan.window, stored.firstMs, stored.lastMs, feedLaunchedMs, plan.resolution);
  return {
    resolution: plan.resolution,
    resolution_was_auto: plan.resolution_was_auto,
    buckets,
    meta: { availability: held.availability, coverage: held.coverage },
  };
}

export type InstrumentHistory = Awaited<ReturnType<typeof instrumentHistory>>;

/**
 * Identical history reads of one series version (historyVersion) within 5 s share one build. One memo
 * for every history route (v1 index, v1 benchmark, legacy), each keyed by its own path and query.
 */
export const HISTORY_BODIES = new TtlCache<string, Representation>({ ttlMs: 5_000, maxEntries: 600 });

/** One history read as a route asks for it; `key` is the route's own path and query (the memo key). */
export interface HistoryRead {
  row: InstrumentRow;
  range: HistoryRange;
  requested: HistoryResolution;
  nowMs: number;
  unavailable: ProblemSlug;
  window?: { fromMs: number; toMs: number };
  key: string;
}

/**
 * The one history handler body: the series version, then the memoised build of instrumentHistory in
 * the route's own shape. The index, benchmark and legacy routes differ only in their parameters and
 * `shape`.
 */
export async function historyRead<T>(
  c: Context<AppEnv>,
  read: HistoryRead,
  shape: (history: InstrumentHistory) => T,
) {
  const version = await historyVersion(c.env.DB, read.row, read.unavailable, read.nowMs);
  return memoizedJsonRead(
    c,
    HISTORY_BODIES,
    `${read.key}#${version}`,
    async () =>
      shape(
        await instrumentHistory(
          c.env.DB,
          read.row,
          read.range,
          read.requested,
          read.nowMs,
          read.unavailable,
          read.window,
        ),
      ),
    "current",
  );
}

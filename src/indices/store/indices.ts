/**
 * D1 reads of the index read plane. Every read is one statement (or one batch) on an index seek:
 * nothing here scans raw ticks beyond one day.
 */
import { and, asc, desc, eq, getTableColumns, getTableName, gte, lt, or } from "drizzle-orm";
import type { Contract, Instrument } from "../../catalog/store.ts";
import { MINUTE_MS, minuteFloor, rfc3339 } from "../../domain/clock.ts";
import type { HistorySource, OhlcBucket } from "../../domain/history.ts";
import { type TtlCache, ttlCachePerOwner } from "../../platform/cache/ttl-cache.ts";
import { chunkRows, openDb, pickColumns } from "../../platform/db/db.ts";
import {
  contracts,
  distributions,
  instruments,
  marketMetrics,
  rounds,
  tickRollups,
  ticks,
} from "../../platform/db/schema.ts";

const INSTRUMENT_FIELDS = [
  "symbol",
  "slug",
  "kind",
  "name",
  "thesis",
  "unit",
  "display",
  "decimals",
  "family",
  "category",
  "domainMin",
  "domainMax",
  "identifiers",
  "resolutionSource",
  "methodologyVersion",
  "estimand",
  "calculationClass",
  "transformationDisclosure",
  "venueWeights",
  "latestRelease",
  "nextRelease",
  "feedLaunchedAt",
] as const;

/** A public instrument as the read plane serves it (its visibility and creation time stay in D1). */
export type InstrumentRow = Pick<Instrument, (typeof INSTRUMENT_FIELDS)[number]>;

const INSTRUMENT_COLUMNS = pickColumns(getTableColumns(instruments), INSTRUMENT_FIELDS);

/**
 * A public instrument of `kind` by symbol (case-insensitive; stored upper-case) or slug
 * (case-insensitive; stored lower-case). Symbols and slugs cannot collide: symbols have no hyphen and
 * are upper-case letters and digits, slugs are lower-case.
 */
export async function findPublicInstrument(
  d1: D1Database,
  kind: "index" | "benchmark",
  id: string,
): Promise<InstrumentRow | null> {
  const rows = await openDb(d1)
    .select(INSTRUMENT_COLUMNS)
    .from(instruments)
    .where(
      and(
        eq(instruments.kind, kind),
        eq(instruments.visibility, "public"),
        or(eq(instruments.symbol, id.toUpperCase()), eq(instruments.slug, id.toLowerCase())),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function listPublicInstruments(
  d1: D1Database,
  kind: "index" | "benchmark",
): Promise<InstrumentRow[]> {
  return openDb(d1)
    .select(INSTRUMENT_COLUMNS)
    .from(instruments)
    .where(and(eq(instruments.kind, kind), eq(instruments.visibility, "public")))
    .orderBy(instruments.symbol);
}

type Tick = typeof ticks.$inferSelect;
const TICK_FIELDS = [
  "minute",
  "valueDecimal",
  "value",
  "sourceObservedAt",
  "computedAt",
  "provenance",
] as const;

/** A stored tick of a known symbol. */
export type TickRow = Pick<Tick, (typeof TICK_FIELDS)[number]>;

const TICK_COLUMNS = pickColumns(getTableColumns(ticks), TICK_FIELDS);

/**
 * The newest tick of a symbol: one primary-key seek, read on every snapshot and history request. Written
 * as plain SQL over the schema's own column names because drizzle's query builder spent more CPU
 * building this one statement than D1 spent answering it.
 */
const LATEST_TICK_SQL = `SELECT ${TICK_FIELDS.map((field) => `"${TICK_COLUMNS[field].name}" AS "${field}"`).join(", ")}
  FROM "${getTableName(ticks)}" WHERE "${ticks.symbol.name}" = ?1 ORDER BY "${ticks.minute.name}" DESC LIMIT 1`;

export async function latestTick(d1: D1Database, symbol: string): Promise<TickRow | null> {
  return d1.prepare(LATEST_TICK_SQL).bind(symbol).first<TickRow>();
}

/**
 * How long an isolate keeps a latest tick of the previous minute before asking D1 again. Until the
 * current minute's cycle has stored its ticks (a few seconds into the minute in production) the latest
 * tick is the previous minute's, and without a hold every read in that window would be a D1 round
 * trip; with it each isolate asks at most once a second per symbol. An older tick (ingestion stalled)
 * is never kept, so recovery shows at once.
 */
export const OLDER_TICK_HOLD_MS = 1_000;

/** A kept read and the minute of its tick (epoch ms). */
interface MinuteCopy<T> {
  row: T;
  minuteMs: number;
}

/**
 * Isolate copies of latest-tick reads, per D1 binding (a substitute binding, such as a failing one in
 * a test, never sees another's copies): the current minute's until that minute ends, the previous
 * minute's for OLDER_TICK_HOLD_MS.
 */
const MINUTE_COPIES = { ttlMs: MINUTE_MS, maxEntries: 1_000 };
const tickCopies = ttlCachePerOwner<D1Database, string, MinuteCopy<TickRow>>(MINUTE_COPIES);

/**
 * The newest tick minute any read of this isolate has seen per symbol (either read below), so a held
 * older copy is never served once a newer minute was read: no route hides a minute another serves, and
 * a read that settles late with an older minute does not push back a newer one.
 */
const newestMinutesRead = ttlCachePerOwner<D1Database, string, number>({
  ttlMs: 2 * MINUTE_MS,
  maxEntries: 1_000,
});

/**
 * The newest tick of a symbol as `latestTick` reads it, without the D1 read while this isolate holds
 * a copy. Sound because a tick is written once and never rewritten or deleted (src/indices/store/ticks.ts), and
 * a cycle stores the tick of the minute it started in: once the current minute's tick is stored no newer
 * one can exist until the next minute starts, which is when its copy expires. Before that, the
 * previous minute's tick is kept for OLDER_TICK_HOLD_MS, so a new minute shows within a second of its
 * tick landing. A failing read fails as `latestTick` does; a missing or older tick is never kept. The
 * returned row is shared: callers must not change it.
 */
export function latestTickNow(d1: D1Database, symbol: string, nowMs: number = Date.now()) {
  return minuteCopyRead(
    d1,
    tickCopies(d1),
    symbol,
    nowMs,
    (tick) => tick.minute,
    () => latestTick(d1, symbol),
  );
}

/** `read`, answered from `copies` while they hold a copy by latestTickNow's rule. */
async function minuteCopyRead<T extends object>(
  d1: D1Database,
  copies: TtlCache<string, MinuteCopy<T>>,
  symbol: string,
  nowMs: number,
  minuteOf: (row: T) => string,
  read: () => Promise<T | null>,
): Promise<T | null> {
  const currentMs = minuteFloor(nowMs);
  const newest = newestMinutesRead(d1);
  const held = copies.get(symbol, nowMs);
  if (held && (held.minuteMs === currentMs || held.minuteMs >= (newest.get(symbol, nowMs) ?? 0))) {
    return held.row;
  }
  const row = await read();
  if (!row) return row;
  const minuteMs = Date.parse(minuteOf(row));
  const newestMs = newest.get(symbol, nowMs);
  if (newestMs === undefined || minuteMs > newestMs) newest.set(symbol, minuteMs, nowMs);
  const copy = { row: Object.freeze(row), minuteMs };
  if (minuteMs === currentMs) {
    // Kept from the start of its minute for one minute: valid until that minute ends, however late the
    // read came back.
    copies.set(symbol, copy, minuteMs);
  } else if (minuteMs === currentMs - MINUTE_MS && minuteMs >= (newestMs ?? minuteMs)) {
    const kept = copies.get(symbol, nowMs);
    if (!kept || kept.minuteMs < minuteMs) copies.set(symbol, copy, nowMs, OLDER_TICK_HOLD_MS);
  }
  return row;
}

/**
 * The latest tick of each symbol, each read as `latestTickNow` reads it: one primary-key seek per symbol
 * (never a walk over its stored minutes), answered from this isolate's copy while it holds one. So a list
 * of every instrument costs the same as that many snapshot reads, whatever the length of the history,
 * and repeated lists within a minute cost D1 almost nothing.
 */
export async function latestTicks(
  d1: D1Database,
  symbols: readonly string[],
  nowMs: number = Date.now(),
): Promise<Map<string, TickRow>> {
  const rows = await Promise.all(symbols.map((symbol) => latestTickNow(d1, symbol, nowMs)));
  const latest = new Map<string, TickRow>();
  symbols.forEach((symbol, i) => {
    const row = rows[i];
    if (row) latest.set(symbol, row);
  });
  return latest;
}

type MarketMetric = typeof marketMetrics.$inferSelect;
const CONTRACT_FIELDS = [
  "venue",
  "marketId",
  "role",
  "title",
  "strikeLow",
  "outcomeLabel",
  "outcomeValue",
  "url",
  "openTime",
  "closeTime",
] as const;
const METRIC_FIELDS = [
  "volumeUsd",
  "openInterestUsd",
  "usdBasis",
  "nativeVolumeContracts",
  "nativeOpenInterestContracts",
] as const;

/**
 * A contract behind an instrument with its venue market's latest volume and open interest; the
 * metrics are null until a cycle has recorded them.
 */
export type ContractRow = Pick<Contract, (typeof CONTRACT_FIELDS)[number]> & {
  [K in (typeof METRIC_FIELDS)[number]]: MarketMetric[K] | null;
} & { metricsObservedAt: MarketMetric["observedAt"] | null };

export async function instrumentContracts(d1: D1Database, symbol: string): Promise<ContractRow[]> {
  return openDb(d1)
    .select({
      ...pickColumns(getTableColumns(contracts), CONTRACT_FIELDS),
      ...pickColumns(getTableColumns(marketMetrics), METRIC_FIELDS),
      metricsObservedAt: marketMetrics.observedAt,
    })
    .from(contracts)
    .leftJoin(
      marketMetrics,
      and(eq(marketMetrics.venue, contracts.venue), eq(marketMetrics.marketId, contracts.marketId)),
    )
    .where(eq(contracts.instrumentSymbol, symbol))
    .orderBy(contracts.venue, contracts.id);
}

type Round = typeof rounds.$inferSelect;
export type RoundRow = Pick<
  Round,
  | "symbol"
  | "roundId"
  | "valueDecimal"
  | "value"
  | "computedAt"
  | "tapeKeys"
  | "methodologyVersion"
  | "signature"
>;

export async function latestRound(d1: D1Database, symbol: string): Promise<RoundRow | null> {
  const rows = await openDb(d1)
    .select(
      pickColumns(getTableColumns(rounds), [
        "symbol",
        "roundId",
        "valueDecimal",
        "value",
        "computedAt",
        "tapeKeys",
        "methodologyVersion",
        "signature",
      ]),
    )
    .from(rounds)
    .where(eq(rounds.symbol, symbol))
    .orderBy(desc(rounds.roundId))
    .limit(1);
  return rows[0] ?? null;
}

type Distribution = typeof distributions.$inferSelect;
export type DistributionRow = Pick<Distribution, "minute" | "observedAt" | "computedAt" | "body">;

/**
 * The instrument's latest tick and the distribution its cycle stored (null when that cycle stored
 * none): one statement, so the pair is read at one instant and the distribution is never another
 * cycle's. Null when the instrument has no tick.
 */
export async function latestTickWithDistribution(
  d1: D1Database,
  symbol: string,
): Promise<TickWithDistribution | null> {
  const rows = await openDb(d1)
    .select({
      tick: TICK_COLUMNS,
      distribution: pickColumns(getTableColumns(distributions), [
        "minute",
        "observedAt",
        "computedAt",
        "body",
      ]),
    })
    .from(ticks)
    .leftJoin(
      distributions,
      and(eq(distributions.symbol, ticks.symbol), eq(distributions.minute, ticks.minute)),
    )
    .where(eq(ticks.symbol, symbol))
    .orderBy(desc(ticks.minute))
    .limit(1);
  return rows[0] ?? null;
}

type TickWithDistribution = { tick: TickRow; distribution: DistributionRow | null };

const pairCopies = ttlCachePerOwner<D1Database, string, MinuteCopy<TickWithDistribution>>(MINUTE_COPIES);

/**
 * `latestTickWithDistribution` without the D1 read while this isolate holds a copy of the pair, by
 * `latestTickNow`'s rule. Sound for the pair too: a cycle stores an instrument's tick and its
 * distribution in one atomic batch (src/indices/cycle/cycle.ts) and neither is ever rewritten, so once the
 * current minute's tick is read its distribution, or its absence, is final for that minute.
 */
export function latestTickWithDistributionNow(d1: D1Database, symbol: string, nowMs: number = Date.now()) {
  return minuteCopyRead(
    d1,
    pairCopies(d1),
    symbol,
    nowMs,
    (pair) => pair.tick.minute,
    () => latestTickWithDistribution(d1, symbol),
  );
}

type TickRollup = typeof tickRollups.$inferSelect;

/** A stored OHLC bucket: a rollup row, or a raw tick read as a one-minute bucket. */
type StoredBucket = Pick<
  TickRollup,
  "open" | "high" | "low" | "close" | "tickCount" | "openAt" | "closeAt"
> & {
  start: TickRollup["bucketStart"];
};

async function storedRows(
  d1: D1Database,
  symbol: string,
  source: HistorySource,
  from: string,
  to: string,
): Promise<StoredBucket[]> {
  const db = openDb(d1);
  if (source === "ticks") {
    // A raw tick is a one-minute bucket whose four prices are its value.
    const rows = await db
      .select({ minute: ticks.minute, value: ticks.value })
      .from(ticks)
      .where(and(eq(ticks.symbol, symbol), gte(ticks.minute, from), lt(ticks.minute, to)))
      .orderBy(asc(ticks.minute));
    return rows.map(({ minute, value }) => ({
      start: minute,
      open: value,
      high: value,
      low: value,
      close: value,
      tickCount: 1,
      openAt: minute,
      closeAt: minute,
    }));
  }
  return db
    .select({
      start: tickRollups.bucketStart,
      ...pickColumns(getTableColumns(tickRollups), [
        "open",
        "high",
        "low",
        "close",
        "tickCount",
        "openAt",
        "closeAt",
      ]),
    })
    .from(tickRollups)
    .where(
      and(
        eq(tickRollups.symbol, symbol),
        eq(tickRollups.resolution, source),
        gte(tickRollups.bucketStart, from),
        lt(tickRollups.bucketStart, to),
      ),
    )
    .orderBy(asc(tickRollups.bucketStart));
}

/** OHLC rows of one stored series (raw ticks as 1m buckets, or a rollup) within [fromMs, toMs). */
export async function storedBuckets(
  d1: D1Database,
  symbol: string,
  source: HistorySource,
  fromMs: number,
  toMs: number,
): Promise<{ buckets: OhlcBucket[]; firstMs: number | null; lastMs: number | null }> {
  const rows = await storedRows(d1, symbol, source, rfc3339(fromMs), rfc3339(toMs));
  const buckets = rows.map((r) => ({
    start_ms: Date.parse(r.start),
    open: r.open,
    high: r.high,
    low: r.low,
    close: r.close,
    tick_count: r.tickCount,
  }));
  const first = rows[0];
  const last = rows.at(-1);
  return {
    buckets,
    firstMs: first ? Date.parse(first.openAt) : null,
    lastMs: last ? Date.parse(last.closeAt) : null,
  };
}

export interface CutoffTick {
  cutoff_ms: number;
  tick: { minute_ms: number; value: number; value_decimal: string } | null;
}

/**
 * The last tick at or before each cut-off: one primary-key seek per cut-off, one statement per 99
 * cut-offs (the symbol takes the hundredth parameter). Raw SQL because the cut-offs are a VALUES
 * table joined by a correlated subquery, which drizzle's builders do not express.
 */
export async function ticksAtCutoffs(
  d1: D1Database,
  symbol: string,
  cutoffsMs: readonly number[],
): Promise<CutoffTick[]> {
  const statements = chunkRows(cutoffsMs, 1, 1).map((chunk) =>
    d1
      .prepare(
        `WITH cutoffs(cutoff) AS (VALUES ${chunk.map((_, i) => `(?${i + 2})`).join(", ")})
         SELECT cutoff,
                (SELECT minute || '|' || value_decimal FROM ticks WHERE symbol = ?1 AND minute <= cutoff
                 ORDER BY minute DESC LIMIT 1) AS tick
         FROM cutoffs`,
      )
      .bind(symbol, ...chunk.map((ms) => rfc3339(ms))),
  );
  if (statements.length === 0) return [];
  const results = await d1.batch<{ cutoff: string; tick: string | null }>(statements);
  return results.flatMap(({ results: rows }) =>
    rows.map((r) => {
      const [minute, valueDecimal] = r.tick?.split("|") ?? [];
      return {
        cutoff_ms: Date.parse(r.cutoff),
        tick:
          minute && valueDecimal
            ? { minute_ms: Date.parse(minute), value: Number(valueDecimal), value_decimal: valueDecimal }
            : null,
      };
    }),
  );
}

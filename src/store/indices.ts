/**
 * D1 reads of the index read plane. Every read is one statement (or one batch) on an index seek:
 * nothing here scans raw ticks beyond one day.
 */
import { rfc3339 } from "../domain/clock.ts";
import type { HistorySource, OhlcBucket } from "../domain/history.ts";
import { sqlLiteral } from "./sql.ts";

export interface InstrumentRow {
  symbol: string;
  slug: string;
  kind: "index" | "benchmark";
  name: string;
  thesis: string;
  unit: string;
  display: string;
  decimals: number;
  family: string | null;
  category: string | null;
  domain_min: string | null;
  domain_max: string | null;
  identifiers: string | null;
  resolution_source: string | null;
  methodology_version: string;
  estimand: string;
  calculation_class: string;
  transformation_disclosure: string;
  venue_weights: string;
  latest_release: string | null;
  next_release: string | null;
  feed_launched_at: string;
}

const INSTRUMENT_COLUMNS = `symbol, slug, kind, name, thesis, unit, display, decimals, family, category, domain_min,
  domain_max, identifiers, resolution_source, methodology_version, estimand, calculation_class,
  transformation_disclosure, venue_weights, latest_release, next_release, feed_launched_at`;

/**
 * A public instrument of `kind` by symbol (case-insensitive; stored upper-case) or slug
 * (case-insensitive; stored lower-case). Symbols and slugs cannot collide: symbols have no hyphen and
 * are upper-case letters and digits, slugs are lower-case.
 */
export async function findPublicInstrument(
  db: D1Database,
  kind: "index" | "benchmark",
  id: string,
): Promise<InstrumentRow | null> {
  return db
    .prepare(
      `SELECT ${INSTRUMENT_COLUMNS} FROM instruments
       WHERE kind = ?1 AND visibility = 'public' AND (symbol = ?2 OR slug = ?3) LIMIT 1`,
    )
    .bind(kind, id.toUpperCase(), id.toLowerCase())
    .first<InstrumentRow>();
}

export async function listPublicInstruments(
  db: D1Database,
  kind: "index" | "benchmark",
): Promise<InstrumentRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${INSTRUMENT_COLUMNS} FROM instruments WHERE kind = ?1 AND visibility = 'public' ORDER BY symbol`,
    )
    .bind(kind)
    .all<InstrumentRow>();
  return results;
}

export interface TickRow {
  minute: string;
  value_decimal: string;
  value: number;
  source_observed_at: string;
  computed_at: string;
  provenance: string;
}

export async function latestTick(db: D1Database, symbol: string): Promise<TickRow | null> {
  return db
    .prepare(
      `SELECT minute, value_decimal, value, source_observed_at, computed_at, provenance FROM ticks
       WHERE symbol = ?1 ORDER BY minute DESC LIMIT 1`,
    )
    .bind(symbol)
    .first<TickRow>();
}

/** The latest tick of each symbol, in one statement (one index seek per symbol). */
export async function latestTicks(db: D1Database, symbols: readonly string[]): Promise<Map<string, TickRow>> {
  if (symbols.length === 0) return new Map();
  const { results } = await db
    .prepare(
      `SELECT t.symbol, t.minute, t.value_decimal, t.value, t.source_observed_at, t.computed_at, t.provenance
       FROM ticks t JOIN (SELECT symbol, max(minute) AS minute FROM ticks WHERE symbol IN (${symbols.map(sqlLiteral).join(", ")})
       GROUP BY symbol) latest ON latest.symbol = t.symbol AND latest.minute = t.minute`,
    )
    .all<TickRow & { symbol: string }>();
  return new Map(results.map((r) => [r.symbol, r]));
}

export interface ContractRow {
  venue: string;
  market_id: string;
  role: string;
  title: string;
  strike_low: string | null;
  outcome_label: string | null;
  outcome_value: string | null;
  url: string | null;
  open_time: string | null;
  close_time: string | null;
  volume_usd: string | null;
  open_interest_usd: string | null;
  usd_basis: string | null;
  native_volume_contracts: string | null;
  native_open_interest_contracts: string | null;
  metrics_observed_at: string | null;
}

export async function instrumentContracts(db: D1Database, symbol: string): Promise<ContractRow[]> {
  const { results } = await db
    .prepare(
      `SELECT c.venue, c.market_id, c.role, c.title, c.strike_low, c.outcome_label, c.outcome_value, c.url,
              c.open_time, c.close_time, m.volume_usd, m.open_interest_usd, m.usd_basis,
              m.native_volume_contracts, m.native_open_interest_contracts, m.observed_at AS metrics_observed_at
       FROM contracts c LEFT JOIN market_metrics m ON m.venue = c.venue AND m.market_id = c.market_id
       WHERE c.instrument_symbol = ?1 ORDER BY c.venue, c.id`,
    )
    .bind(symbol)
    .all<ContractRow>();
  return results;
}

export interface RoundRow {
  round_id: string;
  value_decimal: string;
  value: number;
  computed_at: string;
}

export async function latestRound(db: D1Database, symbol: string): Promise<RoundRow | null> {
  return db
    .prepare(
      `SELECT round_id, value_decimal, value, computed_at FROM rounds WHERE symbol = ?1 ORDER BY round_id DESC LIMIT 1`,
    )
    .bind(symbol)
    .first<RoundRow>();
}

export interface DistributionRow {
  observed_at: string;
  computed_at: string;
  body: string;
}

export async function latestDistribution(db: D1Database, symbol: string): Promise<DistributionRow | null> {
  return db
    .prepare(
      `SELECT observed_at, computed_at, body FROM distributions WHERE symbol = ?1 ORDER BY observed_at DESC LIMIT 1`,
    )
    .bind(symbol)
    .first<DistributionRow>();
}

/** OHLC rows of one stored series (raw ticks as 1m buckets, or a rollup) within [fromMs, toMs). */
export async function storedBuckets(
  db: D1Database,
  symbol: string,
  source: HistorySource,
  fromMs: number,
  toMs: number,
): Promise<{ buckets: OhlcBucket[]; firstMs: number | null; lastMs: number | null }> {
  const from = rfc3339(fromMs);
  const to = rfc3339(toMs);
  const rows =
    source === "ticks"
      ? (
          await db
            .prepare(
              `SELECT minute AS start, value AS open, value AS high, value AS low, value AS close, 1 AS tick_count,
                      minute AS open_at, minute AS close_at
               FROM ticks WHERE symbol = ?1 AND minute >= ?2 AND minute < ?3 ORDER BY minute`,
            )
            .bind(symbol, from, to)
            .all<BucketRow>()
        ).results
      : (
          await db
            .prepare(
              `SELECT bucket_start AS start, open, high, low, close, tick_count, open_at, close_at FROM tick_rollups
               WHERE symbol = ?1 AND resolution = ?2 AND bucket_start >= ?3 AND bucket_start < ?4 ORDER BY bucket_start`,
            )
            .bind(symbol, source, from, to)
            .all<BucketRow>()
        ).results;
  const buckets = rows.map((r) => ({
    start_ms: Date.parse(r.start),
    open: r.open,
    high: r.high,
    low: r.low,
    close: r.close,
    tick_count: r.tick_count,
  }));
  const first = rows[0];
  const last = rows.at(-1);
  return {
    buckets,
    firstMs: first ? Date.parse(first.open_at) : null,
    lastMs: last ? Date.parse(last.close_at) : null,
  };
}

interface BucketRow {
  start: string;
  open: number;
  high: number;
  low: number;
  close: number;
  tick_count: number;
  open_at: string;
  close_at: string;
}

export interface CutoffTick {
  cutoff_ms: number;
  tick: { minute_ms: number; value: number; value_decimal: string } | null;
}

/**
 * The last tick at or before each cut-off, in one statement: one primary-key seek per cut-off.
 * Cut-offs are pix's own instants, inlined as literals (D1 allows 100 bound parameters).
 */
export async function ticksAtCutoffs(
  db: D1Database,
  symbol: string,
  cutoffsMs: readonly number[],
): Promise<CutoffTick[]> {
  if (cutoffsMs.length === 0) return [];
  const values = cutoffsMs.map((ms) => `(${sqlLiteral(rfc3339(ms))})`).join(", ");
  const { results } = await db
    .prepare(
      `WITH cutoffs(cutoff) AS (VALUES ${values})
       SELECT cutoff,
              (SELECT minute || '|' || value_decimal FROM ticks WHERE symbol = ?1 AND minute <= cutoff
               ORDER BY minute DESC LIMIT 1) AS tick
       FROM cutoffs`,
    )
    .bind(symbol)
    .all<{ cutoff: string; tick: string | null }>();
  return results.map((r) => {
    const [minute, valueDecimal] = r.tick?.split("|") ?? [];
    return {
      cutoff_ms: Date.parse(r.cutoff),
      tick:
        minute && valueDecimal
          ? { minute_ms: Date.parse(minute), value: Number(valueDecimal), value_decimal: valueDecimal }
          : null,
    };
  });
}

/**
 * Reading the official prints back (src/outcomes/prints.ts stores them): per series and period, the first
 * print, every revision in order, and the outcome, the print the venues settle on as the series states it
 * (`settlesOn` in src/venues/prints/series.ts). Nothing is dropped: a period's revisions stay beside the
 * outcome even when the venues settle on the first print.
 */
import { and, asc, count, desc, eq, gte, inArray, lte } from "drizzle-orm";
import { instrumentsOfMarkets } from "../catalog/store.ts";
import { rfc3339 } from "../domain/clock.ts";
import {
  PRINT_AFTER_CLOSE_MS,
  PRINT_BEFORE_CLOSE_MS,
  settlingPeriod,
} from "../domain/outcomes/index-periods.ts";
import { type Db, openDb } from "../platform/db/db.ts";
import { officialPrints } from "../platform/db/schema.ts";
import {
  OFFICIAL_SERIES,
  type OfficialSeries,
  type SettlesOn,
  seriesForInstrument,
} from "../venues/prints/index.ts";

/** One print of one period: revision 0 is the first print. */
export interface OfficialPrint {
  revision: number;
  /** Exact decimal, as the source wrote it. */
  value: string;
  preliminary: boolean;
  /** When the collection first saw the value (RFC 3339). */
  released_at: string;
  /** The previous successful read of the series: the release happened after it (null on the first read). */
  released_after: string | null;
  /** The date the source says the value entered its record, where it says. */
  vintage: string | null;
}

export interface OfficialPeriod {
  series_id: string;
  period: string;
  settles_on: SettlesOn;
  first_print: OfficialPrint;
  /** Revisions 1, 2, … in order (empty when never revised). */
  revisions: OfficialPrint[];
  /** The newest print (the first print when never revised). */
  latest: OfficialPrint;
  /** The print the venues settle on: `first_print` or `latest` as `settles_on` says. */
  outcome: OfficialPrint;
}

/** At most this many periods per read (one D1 query binds them all, under its 100 parameters). */
export const MAX_PERIODS_PER_READ = 90;

/**
 * A period's record from its stored prints (any order). Null when the first print is missing: a period
 * seen only from a revision on cannot state its first print, so it states no outcome.
 */
export function officialPeriod(
  seriesId: string,
  period: string,
  settlesOn: SettlesOn,
  prints: readonly OfficialPrint[],
): OfficialPeriod | null {
  const ordered = [...prints].sort((a, b) => a.revision - b.revision);
  const first = ordered[0];
  if (first === undefined || first.revision !== 0) return null;
  // Revisions are numbered 0, 1, 2, … without gaps; a gap means a row was lost, so stop at it.
  const contiguous = ordered.filter((p, i) => p.revision === i);
  const latest = contiguous.at(-1) ?? first;
  return {
    series_id: seriesId,
    period,
    settles_on: settlesOn,
    first_print: first,
    revisions: contiguous.slice(1),
    latest,
    outcome: settlesOn === "first_print" ? first : latest,
  };
}

export function officialSeries(seriesId: string): OfficialSeries | undefined {
  return OFFICIAL_SERIES.find((s) => s.id === seriesId);
}

/**
 * The series' periods, newest first: the ones asked for (`periods`), or the newest `limit`. An unknown
 * series reads as no period. At most MAX_PERIODS_PER_READ periods.
 */
export async function readOfficialPeriods(
  db: Db,
  seriesId: string,
  options: { periods?: readonly string[]; limit?: number } = {},
): Promise<OfficialPeriod[]> {
  const series = officialSeries(seriesId);
  if (series === undefined) return [];
  const limit = Math.max(
    1,
    Math.min(MAX_PERIODS_PER_READ, Math.trunc(options.limit ?? MAX_PERIODS_PER_READ)),
  );
  let periods: string[];
  if (options.periods !== undefined) {
    periods = [...new Set(options.periods)].slice(0, limit);
  } else {
    const rows = await db
      .selectDistinct({ period: officialPrints.period })
      .from(officialPrints)
      .where(eq(officialPrints.seriesId, seriesId))
      .orderBy(desc(officialPrints.period))
      .limit(limit)
      .all();
    periods = rows.map((r) => r.period);
  }
  if (periods.length === 0) return [];
  const rows = await db
    .select()
    .from(officialPrints)
    .where(and(eq(officialPrints.seriesId, seriesId), inArray(officialPrints.period, periods)))
    .orderBy(desc(officialPrints.period), asc(officialPrints.revision))
    .all();
  const byPeriod = new Map<string, OfficialPrint[]>();
  for (const row of rows) {
    const list = byPeriod.get(row.period) ?? [];
    list.push({
      revision: row.revision,
      value: row.value,
      preliminary: row.preliminary,
      released_at: row.releasedAt,
      released_after: row.releasedAfter,
      vintage: row.vintage,
    });
    byPeriod.set(row.period, list);
  }
  const out: OfficialPeriod[] = [];
  for (const [period, prints] of byPeriod) {
    const record = officialPeriod(seriesId, period, series.settlesOn, prints);
    if (record !== null) out.push(record);
  }
  return out;
}

/** A window of periods, both ends included (`YYYY-MM` for monthly series, `YYYY-MM-DD` for daily ones). */
export interface PeriodWindow {
  from?: string;
  to?: string;
}

/**
 * One page of a series' periods that have a first print, newest first, with how many there are in the
 * window: two index reads of `official_prints` (its key starts with the series and the period).
 */
export async function listPrintedPeriods(
  db: Db,
  seriesId: string,
  window: PeriodWindow,
  page: { offset: number; limit: number },
): Promise<{ total: number; periods: string[] }> {
  const where = and(
    eq(officialPrints.seriesId, seriesId),
    eq(officialPrints.revision, 0),
    window.from === undefined ? undefined : gte(officialPrints.period, window.from),
    window.to === undefined ? undefined : lte(officialPrints.period, window.to),
  );
  const [counted, rows] = await Promise.all([
    db.select({ n: count() }).from(officialPrints).where(where).get(),
    db
      .select({ period: officialPrints.period })
      .from(officialPrints)
      .where(where)
      .orderBy(desc(officialPrints.period))
      .limit(Math.max(1, Math.min(MAX_PERIODS_PER_READ, Math.trunc(page.limit))))
      .offset(Math.max(0, Math.trunc(page.offset)))
      .all(),
  ]);
  return { total: counted?.n ?? 0, periods: rows.map((r) => r.period) };
}

/** A market as the official-print matching needs it. */
export interface PrintedMarket {
  venue: string;
  marketId: string;
  /** The market's close (RFC 3339); markets without one have no print. */
  closeTime: string | null;
}

/**
 * The official period each market settles on, where one applies: a catalog market (src/catalog/) whose
 * instrument's official series pix collects by the month, matched to the period whose first print pix
 * read next after the market's close (`settlingPeriod`). Keyed `venue\u0000market_id`; a market with no
 * such series, or whose print is not out, is absent. Bounded: the series' first prints released from a
 * day before the earliest close to 45 days after the latest (at most 200 a series).
 */
export async function officialPrintsOfMarkets(
  d1: D1Database,
  markets: readonly PrintedMarket[],
): Promise<Map<string, OfficialPeriod>> {
  const db = openDb(d1);
  const out = new Map<string, OfficialPeriod>();
  const seriesOf = new Map<string, OfficialSeries>();
  for (const venue of new Set(markets.map((m) => m.venue))) {
    const instruments = await instrumentsOfMarkets(
      d1,
      venue,
      markets.filter((m) => m.venue === venue && m.closeTime !== null).map((m) => m.marketId),
    );
    for (const [marketId, symbols] of instruments) {
      const series = symbols
        .flatMap((symbol) => seriesForInstrument(symbol))
        .find((s) => s.periodKind === "month");
      if (series !== undefined) seriesOf.set(`${venue}\u0000${marketId}`, series);
    }
  }
  if (seriesOf.size === 0) return out;
  const matched = markets.flatMap((m) => {
    const series = seriesOf.get(`${m.venue}\u0000${m.marketId}`);
    return series === undefined || m.closeTime === null
      ? []
      : [{ key: `${m.venue}\u0000${m.marketId}`, series, closeMs: Date.parse(m.closeTime) }];
  });
  for (const series of new Set(matched.map((m) => m.series))) {
    const mine = matched.filter((m) => m.series === series);
    const earliest = Math.min(...mine.map((m) => m.closeMs)) - PRINT_BEFORE_CLOSE_MS;
    const latest = Math.max(...mine.map((m) => m.closeMs)) + PRINT_AFTER_CLOSE_MS;
    const firsts = await db
      .select({
        period: officialPrints.period,
        releasedAt: officialPrints.releasedAt,
        releasedAfter: officialPrints.releasedAfter,
      })
      .from(officialPrints)
      .where(
        and(
          eq(officialPrints.seriesId, series.id),
          eq(officialPrints.revision, 0),
          gte(officialPrints.releasedAt, rfc3339(earliest)),
          lte(officialPrints.releasedAt, rfc3339(latest)),
        ),
      )
      .orderBy(asc(officialPrints.releasedAt))
      .limit(200)
      .all();
    const releases = firsts.map((f) => ({
      period: f.period,
      releasedAtMs: Date.parse(f.releasedAt),
      releaseTimeKnown: f.releasedAfter !== null,
    }));
    const periodOf = new Map(mine.map((m) => [m.key, settlingPeriod(m.closeMs, releases)]));
    const wanted = [...new Set([...periodOf.values()].filter((p): p is string => p !== null))];
    const records = new Map(
      (wanted.length === 0 ? [] : await readOfficialPeriods(db, series.id, { periods: wanted })).map((r) => [
        r.period,
        r,
      ]),
    );
    for (const [key, period] of periodOf) {
      const record = period === null ? undefined : records.get(period);
      if (record !== undefined) out.set(key, record);
    }
  }
  return out;
}

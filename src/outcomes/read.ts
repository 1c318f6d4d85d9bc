/**
 * The reads of the outcomes routes from D1: a page of recorded resolutions with their horizon prices
 * and settlement sources, and the binary forecasts of settled markets at one horizon (for calibration).
 * Every read is bounded: a page is at most `OUTCOMES_PAGE_SIZE` markets, a calibration at most
 * `CALIBRATION_MAX_MARKETS`.
 */
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { SettlementSource } from "../domain/equivalence/venue-rules.ts";
import type { Horizon } from "../domain/outcomes/horizons.ts";
import { chunkRows, type Db } from "../platform/db/db.ts";
import { marketHorizonPrices, marketResolutions, ruleTexts } from "../platform/db/schema.ts";
import { RESOLUTION_STATUSES, type ResolutionStatus } from "../venues/registry.ts";
import type { VenueId } from "../venues/shared/row.ts";
import type { ResolutionRow } from "./store.ts";

/** Markets per page of the outcomes route. */
export const OUTCOMES_PAGE_SIZE = 100;
/** Markets a calibration answer scores at most (the most recently closed first). */
export const CALIBRATION_MAX_MARKETS = 20_000;

/** The statuses a client may filter on: each of pix's words past trading, and `final` / `pending`. */
export const OUTCOME_STATUS_FILTERS = [
  "final",
  "pending",
  ...RESOLUTION_STATUSES.filter((status): status is Exclude<ResolutionStatus, "open"> => status !== "open"),
] as const;
export type OutcomeStatusFilter = (typeof OUTCOME_STATUS_FILTERS)[number];

export interface OutcomeFilter {
  venue?: VenueId;
  /** A series ticker: markets whose id starts `SERIES-` (Kalshi's tickers; Gamma's numeric ids have none). */
  series?: string;
  /** Close time window [from, to), RFC 3339 UTC to the second. */
  from?: string;
  to?: string;
  status?: OutcomeStatusFilter;
  /** The market's category exactly as the venue states it (markets with none never match). */
  category?: string;
}

/** A market's resolution joined to its horizon price at `horizon` (the outcomes' one join of the two). */
export function atHorizon(horizon: Horizon): SQL {
  return and(
    eq(marketHorizonPrices.venue, marketResolutions.venue),
    eq(marketHorizonPrices.marketId, marketResolutions.marketId),
    eq(marketHorizonPrices.horizon, horizon),
  ) as SQL;
}

function conditions(filter: OutcomeFilter): SQL[] {
  const out: SQL[] = [isNotNull(marketResolutions.closeTime)];
  if (filter.venue !== undefined) out.push(eq(marketResolutions.venue, filter.venue));
  if (filter.series !== undefined) {
    // Tickers `SERIES-…`: the range [SERIES-, SERIES.) ("." follows "-"), which the primary key serves.
    out.push(gte(marketResolutions.marketId, `${filter.series}-`));
    out.push(lt(marketResolutions.marketId, `${filter.series}.`));
  }
  if (filter.from !== undefined) out.push(gte(marketResolutions.closeTime, filter.from));
  if (filter.to !== undefined) out.push(lt(marketResolutions.closeTime, filter.to));
  if (filter.category !== undefined) out.push(eq(marketResolutions.category, filter.category));
  if (filter.status === "final") out.push(eq(marketResolutions.final, 1));
  else if (filter.status === "pending") out.push(eq(marketResolutions.final, 0));
  else if (filter.status !== undefined) out.push(eq(marketResolutions.status, filter.status));
  return out;
}

/** Whether any market of the filter's series (and venue, if named) is recorded (an unknown series is a 404). */
export async function seriesKnown(db: Db, filter: Pick<OutcomeFilter, "venue" | "series">): Promise<boolean> {
  const rows = await db
    .select({ marketId: marketResolutions.marketId })
    .from(marketResolutions)
    .where(and(...conditions({ ...(filter.venue ? { venue: filter.venue } : {}), series: filter.series })))
    .limit(1);
  return rows.length > 0;
}

export interface HorizonCell {
  mid: string | null;
  observedAtMs: number | null;
  targetMs: number;
}

export interface OutcomeRecord {
  resolution: ResolutionRow;
  /** By horizon; empty when the horizons were not read yet. */
  horizons: Map<string, HorizonCell>;
  /** The latest rule text's settlement sources; null when pix holds no rule text of the market. */
  settlementSources: SettlementSource[] | null;
  /** The version of the market's latest rule text; null without one. */
  rulesVersion: number | null;
}

/** One page (1-based) of the recorded resolutions, the most recently closed first, and the total. */
export async function readOutcomesPage(
  db: Db,
  filter: OutcomeFilter,
  page: number,
): Promise<{ total: number; records: OutcomeRecord[] }> {
  const where = and(...conditions(filter));
  const [totalRow] = await db.select({ n: count() }).from(marketResolutions).where(where);
  const total = totalRow?.n ?? 0;
  const rows = await db
    .select()
    .from(marketResolutions)
    .where(where)
    .orderBy(desc(marketResolutions.closeTime), asc(marketResolutions.venue), asc(marketResolutions.marketId))
    .limit(OUTCOMES_PAGE_SIZE)
    .offset((page - 1) * OUTCOMES_PAGE_SIZE);
  return { total, records: await outcomeRecordsOf(db, rows) };
}

/**
 * The stored resolutions with their horizon prices and settlement sources: what the outcomes route
 * serves, the signing signs (./sign.ts) and the lake's outcomes Parquet file holds (./parquet.ts).
 */
export async function outcomeRecordsOf(db: Db, rows: readonly ResolutionRow[]): Promise<OutcomeRecord[]> {
  const horizons = new Map<string, Map<string, HorizonCell>>();
  const sources = new Map<string, { version: number; sources: SettlementSource[] }>();
  const key = (venue: string, marketId: string) => `${venue}\u0000${marketId}`;
  for (const venue of new Set(rows.map((r) => r.venue))) {
    const ids = rows.filter((r) => r.venue === venue).map((r) => r.marketId);
    for (const chunk of chunkRows(ids, 1, 1)) {
      const prices = await db
        .select()
        .from(marketHorizonPrices)
        .where(and(eq(marketHorizonPrices.venue, venue), inArray(marketHorizonPrices.marketId, chunk)));
      for (const p of prices) {
        const cells = horizons.get(key(venue, p.marketId)) ?? new Map<string, HorizonCell>();
        cells.set(p.horizon, { mid: p.mid, observedAtMs: p.observedAtMs, targetMs: p.targetMs });
        horizons.set(key(venue, p.marketId), cells);
      }
      const rules = await db
        .select({ marketId: ruleTexts.marketId, version: ruleTexts.version, fields: ruleTexts.fields })
        .from(ruleTexts)
        .where(and(eq(ruleTexts.venue, venue as VenueId), inArray(ruleTexts.marketId, chunk)));
      for (const rule of rules) {
        const k = key(venue, rule.marketId);
        const seen = sources.get(k);
        if (seen !== undefined && seen.version > rule.version) continue;
        sources.set(k, { version: rule.version, sources: settlementSourcesOf(rule.fields) });
      }
    }
  }
  return rows.map((resolution) => {
    const rules = sources.get(key(resolution.venue, resolution.marketId));
    return {
      resolution,
      horizons: horizons.get(key(resolution.venue, resolution.marketId)) ?? new Map(),
      settlementSources: rules?.sources ?? null,
      rulesVersion: rules?.version ?? null,
    };
  });
}

/**
 * The settlement sources of a rule text: Kalshi's `settlement_sources` as given; Polymarket's
 * `resolution_source` as one source named "Resolution source" (none when empty).
 */
export function settlementSourcesOf(fields: Record<string, unknown>): SettlementSource[] {
  const listed = fields.settlement_sources;
  if (Array.isArray(listed)) {
    return listed
      .filter((s): s is { name: unknown; url: unknown } => typeof s === "object" && s !== null)
      .map((s) => ({ name: String(s.name ?? ""), url: String(s.url ?? "") }));
  }
  const single = fields.resolution_source;
  return typeof single === "string" && single !== "" ? [{ name: "Resolution source", url: single }] : [];
}

export interface SettledForecast {
  venue: string;
  marketId: string;
  mid: string;
  result: "yes" | "no";
}

/** Not a market of a mutually exclusive event (those are scored as one multi-outcome forecast). */
const standalone = sql`coalesce(${marketResolutions.eventExclusive}, 0) = 0`;

/**
 * The settled binary markets (result `yes` or `no`) with a taped price at the horizon, closed in
 * [from, to), that belong to no mutually exclusive event: at most `CALIBRATION_MAX_MARKETS`, the most
 * recently closed first; `truncated` when more.
 */
export async function readSettledForecasts(
  db: Db,
  filter: Omit<OutcomeFilter, "status">,
  horizon: Horizon,
): Promise<{ forecasts: SettledForecast[]; truncated: boolean }> {
  const rows = await db
    .select({
      venue: marketResolutions.venue,
      marketId: marketResolutions.marketId,
      mid: marketHorizonPrices.mid,
      result: marketResolutions.result,
    })
    .from(marketResolutions)
    .innerJoin(marketHorizonPrices, atHorizon(horizon))
    .where(
      and(
        ...conditions({ ...filter, status: "settled" }),
        inArray(marketResolutions.result, ["yes", "no"]),
        isNotNull(marketHorizonPrices.mid),
        standalone,
      ),
    )
    .orderBy(desc(marketResolutions.closeTime), asc(marketResolutions.venue), asc(marketResolutions.marketId))
    .limit(CALIBRATION_MAX_MARKETS + 1);
  const forecasts = rows.slice(0, CALIBRATION_MAX_MARKETS).map((r) => ({
    venue: r.venue,
    marketId: r.marketId,
    mid: r.mid ?? "",
    result: r.result as "yes" | "no",
  }));
  return { forecasts, truncated: rows.length > CALIBRATION_MAX_MARKETS };
}

/** A market of a mutually exclusive event, whatever its status, with its mid at the horizon (or null). */
export interface EventMarketForecast {
  venue: string;
  eventId: string;
  marketId: string;
  status: string;
  result: string | null;
  mid: string | null;
}

/**
 * The markets of mutually exclusive events (Gamma's negRisk events) that match the filter (venue,
 * category, close window), in any status, with their mid at the horizon: the multi-outcome part of a
 * calibration groups them by event. At most `CALIBRATION_MAX_MARKETS`, the most recently closed first.
 */
export async function readEventForecasts(
  db: Db,
  filter: Omit<OutcomeFilter, "status">,
  horizon: Horizon,
): Promise<{ markets: EventMarketForecast[]; truncated: boolean }> {
  const rows = await db
    .select({
      venue: marketResolutions.venue,
      eventId: marketResolutions.eventId,
      marketId: marketResolutions.marketId,
      status: marketResolutions.status,
      result: marketResolutions.result,
      mid: marketHorizonPrices.mid,
    })
    .from(marketResolutions)
    .leftJoin(marketHorizonPrices, atHorizon(horizon))
    .where(
      and(
        ...conditions(filter),
        eq(marketResolutions.eventExclusive, true),
        isNotNull(marketResolutions.eventId),
      ),
    )
    .orderBy(desc(marketResolutions.closeTime), asc(marketResolutions.venue), asc(marketResolutions.marketId))
    .limit(CALIBRATION_MAX_MARKETS + 1);
  const markets = rows.slice(0, CALIBRATION_MAX_MARKETS).map((r) => ({
    venue: r.venue,
    eventId: r.eventId ?? "",
    marketId: r.marketId,
    status: r.status,
    result: r.result,
    mid: r.mid ?? null,
  }));
  return { markets, truncated: rows.length > CALIBRATION_MAX_MARKETS };
}

/**
 * The ingestion cycle (cron every minute, and POST /api/refresh): fetch both venues → write the lake
 * tape → compute every instrument from the tape rows → store one immutable tick per instrument and its
 * rollups → on a five-minute boundary commit the round → store distributions → hand the updates to the
 * market stream. Idempotent per minute (the minute is claimed first). One venue failing never stops the
 * other: its failure is recorded (ingest_cycles, the tape's completeness) and instruments are computed
 * from the venues that answered, renormalising the venue weights.
 */
import { isRoundBoundary, minuteFloor, rfc3339 } from "../domain/clock.ts";
import type { Bindings } from "../env.ts";
import type { LakeRow, VenueId } from "../lake/row.ts";
import type { Completeness } from "../lake/tape.ts";
import { type LegacyMarket, legacyMarket } from "../legacy/market.ts";
import { publishToStream } from "../legacy/stream-shards.ts";
import { loadCycleCatalog, loadVenueRefs, type VenueRef } from "../store/catalog.ts";
import { openDb, runBatch, type Write } from "../store/db.ts";
import {
  claimCycle,
  distributionWrites,
  marketMetricsWrites,
  type NewDistribution,
  type NewRound,
  roundWrites,
  type VenueOutcome,
  venueOutcomeWrites,
} from "../store/ingest.ts";
import { writeTape } from "../store/lake.ts";
import { type TickWrite, tickWrites } from "../store/ticks.ts";
import { computeInstrument, type InstrumentValue, indexRows } from "./compute.ts";
import { createHttpClient, type HttpClient } from "./http/client.ts";
import { toLakeRow } from "./lake/rows.ts";
import { fetchKalshiQuotes } from "./venues/kalshi.ts";
import { fetchPolymarketQuotes } from "./venues/polymarket.ts";
import type { VenueFetchResult } from "./venues/quote.ts";

export interface CycleOptions {
  /** The instant the cycle runs at (cron's scheduledTime, or now). */
  nowMs: number;
  trigger: "cron" | "refresh" | "local";
  /** Injected in tests and benchmarks; defaults to a client over global fetch. */
  client?: HttpClient;
}

export interface CycleReport {
  cycle_start: string;
  status: "completed" | "skipped";
  reason?: string;
  venues: {
    venue: VenueId;
    status: VenueOutcome["status"];
    rows: number;
    failure: string | null;
    tape_key: string | null;
    /** Wall time of the venue's lake write (tape, index, day manifest) in ms; null when it failed. */
    tape_write_ms: number | null;
  }[];
  instruments: { symbol: string; value_decimal: string | null; reason: string | null }[];
  round_committed: string | null;
  duration_ms: number;
}

async function fetchVenue(
  venue: VenueId,
  refs: VenueRef[],
  env: Bindings,
  client: HttpClient,
): Promise<VenueFetchResult> {
  const ids = refs.filter((r) => r.venue === venue).map((r) => r.marketId);
  if (venue === "kalshi") return fetchKalshiQuotes({ baseUrl: env.KALSHI_BASE_URL, tickers: ids }, client);
  return fetchPolymarketQuotes(
    { gammaBaseUrl: env.POLYMARKET_GAMMA_URL, clobBaseUrl: env.POLYMARKET_CLOB_URL, marketIds: ids },
    client,
  );
}

function completenessOf(result: VenueFetchResult): Completeness {
  if (result.failures.length === 0 && result.ok) return { status: "not_recorded" };
  return {
    status: "incomplete",
    failures: result.failures.slice(0, 100).map((f) => ({
      reason: f.reason,
      stage: f.stage,
      ...(f.market_id ? { market_id: f.market_id } : {}),
    })),
  };
}

const VENUES: VenueId[] = ["kalshi", "polymarket"];

const NOT_LAUNCHED: Omit<InstrumentValue, "symbol"> = {
  value: null,
  valueDecimal: null,
  sourceObservedAt: null,
  distribution: null,
  venuesUsed: [],
  reason: "feed_not_launched",
};

export async function runIngestionCycle(env: Bindings, options: CycleOptions): Promise<CycleReport> {
  const started = performance.now();
  const cycleStartMs = minuteFloor(options.nowMs);
  const cycleStart = rfc3339(cycleStartMs);
  const report: CycleReport = {
    cycle_start: cycleStart,
    status: "completed",
    venues: [],
    instruments: [],
    round_committed: null,
    duration_ms: 0,
  };
  const db = openDb(env.DB);
  if (!(await claimCycle(db, cycleStartMs, options.nowMs))) {
    return { ...report, status: "skipped", reason: "minute_already_collected" };
  }

  const [catalog, refs] = await Promise.all([loadCycleCatalog(env.DB), loadVenueRefs(env.DB)]);
  const client = options.client ?? createHttpClient();

  // Fetch and tape each venue independently: one failing venue leaves the other's results intact.
  const rowsByVenue: Partial<Record<VenueId, LakeRow[]>> = {};
  const tapeKeys: string[] = [];
  const outcomes: VenueOutcome[] = [];
  await Promise.all(
    VENUES.map(async (venue) => {
      const venueStarted = performance.now();
      let result: VenueFetchResult;
      try {
        result = await fetchVenue(venue, refs, env, client);
      } catch {
        result = {
          ok: false,
          venue,
          reason: "adapter_error",
          failures: [{ reason: "adapter_error", stage: venue }],
          requests: 0,
        };
      }
      const rows = result.ok ? result.quotes.map(toLakeRow) : [];
      let tapeKey: string | null = null;
      let tapeWriteMs: number | null = null;
      let failure = result.ok ? (result.failures[0]?.reason ?? null) : result.reason;
      try {
        const tapeStarted = performance.now();
        tapeKey = (await writeTape(env.LAKE, venue, cycleStartMs, rows, completenessOf(result))).key;
        tapeWriteMs = Math.round((performance.now() - tapeStarted) * 10) / 10;
        if (rows.length > 0) {
          rowsByVenue[venue] = rows;
          tapeKeys.push(tapeKey);
        }
      } catch {
        // Rows that could not be taped are not used: every value must be reproducible from the tape.
        failure = "lake_write_failed";
      }
      const observed = rows.map((r) => r.observed_at).sort();
      const status: VenueOutcome["status"] =
        !result.ok || tapeKey === null ? "failed" : result.failures.length > 0 ? "partial" : "ok";
      outcomes.push({
        venue,
        status,
        failure,
        rows: rows.length,
        sourceObservedAt: observed.at(-1) ?? null,
        durationMs: Math.round(performance.now() - venueStarted),
      });
      report.venues.push({
        venue,
        status,
        rows: rows.length,
        failure,
        tape_key: tapeKey,
        tape_write_ms: tapeWriteMs,
      });
    }),
  );

  const computedAtMs = Date.now();
  const computedAt = rfc3339(Math.max(computedAtMs, cycleStartMs));
  const rows = indexRows(rowsByVenue);
  const values: InstrumentValue[] = catalog.map((instrument) =>
    // A feed's series starts at its launch: nothing is computed or stored for it before then.
    cycleStartMs < Date.parse(instrument.feedLaunchedAt)
      ? { ...NOT_LAUNCHED, symbol: instrument.symbol }
      : computeInstrument(instrument, rows, cycleStartMs),
  );
  const commitRound = isRoundBoundary(cycleStartMs);
  const ticks: TickWrite[] = [];
  const distributions: NewDistribution[] = [];
  const rounds: NewRound[] = [];
  const updates: LegacyMarket[] = [];
  for (const [i, value] of values.entries()) {
    const instrument = catalog[i];
    report.instruments.push({
      symbol: value.symbol,
      value_decimal: value.valueDecimal,
      reason: value.reason,
    });
    if (!instrument || value.value === null || value.valueDecimal === null || value.sourceObservedAt === null)
      continue;
    ticks.push({
      symbol: value.symbol,
      minuteMs: cycleStartMs,
      valueDecimal: value.valueDecimal,
      value: value.value,
      sourceObservedAt: value.sourceObservedAt,
      computedAt,
      provenance: env.UPSTREAM_PROVENANCE === "live" ? "live" : "synthetic",
    });
    if (value.distribution) {
      distributions.push({
        symbol: value.symbol,
        observedAt: value.sourceObservedAt,
        computedAt,
        body: value.distribution,
      });
    }
    if (commitRound) {
      rounds.push({
        symbol: value.symbol,
        roundId: cycleStart,
        valueDecimal: value.valueDecimal,
        value: value.value,
        computedAt,
        tapeKeys: [...tapeKeys].sort(),
      });
    }
    if (instrument.visibility === "public") {
      updates.push(
        legacyMarket(
          instrument,
          {
            minute: cycleStart,
            value: value.value,
            valueDecimal: value.valueDecimal,
            sourceObservedAt: value.sourceObservedAt,
            computedAt,
          },
          cycleStartMs,
        ),
      );
    }
  }
  const writes: Write[] = [
    ...tickWrites(db, ticks),
    ...distributionWrites(db, distributions),
    ...roundWrites(db, rounds),
  ];
  for (const venueRows of Object.values(rowsByVenue))
    writes.push(...marketMetricsWrites(db, venueRows ?? []));
  report.round_committed = commitRound && updates.length > 0 ? cycleStart : null;
  report.duration_ms = Math.round(performance.now() - started);
  writes.push(...venueOutcomeWrites(db, cycleStartMs, outcomes, report.duration_ms));
  // One atomic batch: ticks, rollups, distributions, rounds and the cycle record land together or not at all.
  await runBatch(db, writes);

  if (updates.length > 0) {
    // The stream is a courtesy to open terminals: its failure never fails the stored cycle.
    const handoff = await publishToStream(env, { cycle_start: cycleStart, markets: updates }).catch(
      () => undefined,
    );
    if (!handoff || handoff.failed > 0) {
      console.error(
        JSON.stringify({
          level: "error",
          msg: "stream_handoff_failed",
          cycle_start: cycleStart,
          failed_shards: handoff?.failed ?? "all",
        }),
      );
    }
  }
  return report;
}

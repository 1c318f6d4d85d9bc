/**
 * The ingestion cycle (cron every minute, and POST /api/refresh), in four stages:
 * 1. collect — fetch both venues and write each one's lake tape;
 * 2. compute — every instrument from the taped rows;
 * 3. persist — one atomic D1 batch: a tick per instrument with its rollups, distributions, the round on
 *    a five-minute boundary, market metrics and the cycle record;
 * 4. report — the public instruments' stored values, with the catalog and rows they were computed from,
 *    to `onStored` (the caller hands them to the market stream: the cycle knows no stream or wire shape).
 * Idempotent per minute (the minute is claimed first; a cycle that fails before storing its batch gives
 * the claim back, so the minute can run again). One venue failing never stops the other: its
 * failure is recorded (ingest_cycles, the tape's completeness) and instruments are computed from the
 * venues that answered, renormalising the venue weights.
 */

import {
  type CycleInstrument,
  loadCycleCatalog,
  loadVenueMarkets,
  type VenueMarket,
} from "../../catalog/store.ts";
import { isRoundBoundary, minuteFloor, rfc3339 } from "../../domain/clock.ts";
import { VENUE_IDS } from "../../domain/methodology/venues.ts";
import { COMPONENT_THRESHOLDS, componentId } from "../../domain/status/components.ts";
import type { Bindings } from "../../env.ts";
import { type CatalogMinute, type MinuteCollections, tapeCatalogMinute } from "../../lake/collect/minute.ts";
import type { Completeness } from "../../lake/tape.ts";
import { dataOrigin } from "../../platform/data-origin.ts";
import { type Db, openDb, runBatch } from "../../platform/db/db.ts";
import { signRecord } from "../../platform/signing.ts";
import { recordRun } from "../../platform/status/recorder.ts";
import { createHttpClient, type HttpClient } from "../../venues/http/client.ts";
import { VENUE_ADAPTERS, type VenueUrls } from "../../venues/registry.ts";
import type { VenueFetchResult } from "../../venues/shared/quote.ts";
import type { LakeRow, VenueId } from "../../venues/shared/row.ts";
import {
  claimCycle,
  distributionWrites,
  marketMetricsWrites,
  type NewDistribution,
  type NewRound,
  releaseCycle,
  roundWrites,
  type VenueOutcome,
  venueOutcomeWrites,
} from "../store/ingest.ts";
import { roundRecord } from "../store/round-record.ts";
import { type TickWrite, tickWrites } from "../store/ticks.ts";
import { computeInstrument, type InstrumentValue, indexRows } from "./compute.ts";

export interface CycleOptions {
  /** The instant the cycle runs at (cron's scheduledTime, or now). */
  nowMs: number;
  trigger: "cron" | "refresh" | "local";
  /** Injected in tests and benchmarks; defaults to a client over global fetch. */
  client?: HttpClient;
  /**
   * Called once the minute is claimed and the catalog read: the cron and refresh open the minute's
   * whole-venue collections here (src/lake/collect/) and answer what became of each venue's, so the
   * cycle's tape of a venue joins its collection (a minute of the lake is one observation). The cycle
   * fetches meanwhile, and awaits the answer only before taping.
   */
  onClaimed?: (cycleStartMs: number, markets: readonly VenueMarket[]) => Promise<MinuteCollections>;
  /**
   * Called with the public instruments' values once the cycle's batch is stored (not when none is):
   * the cron and refresh hand them to the market stream here. Its failure is its own to report; the
   * stored cycle stands. `inputs` is what the values were computed from.
   */
  onStored?: (cycleStartMs: number, values: StoredValue[], inputs: CycleInputs) => Promise<void>;
}

/**
 * What a cycle computed its values from: the catalog it read and the YES rows of the catalog's
 * contracts it taped (the live market plane refines these between minutes).
 */
export interface CycleInputs {
  catalog: CycleInstrument[];
  rows: LakeRow[];
}

/** A public instrument's value as the cycle stored it. */
export interface StoredValue {
  instrument: Pick<CycleInstrument, "symbol" | "slug" | "kind" | "name" | "unit">;
  tick: Pick<TickWrite, "value" | "valueDecimal" | "sourceObservedAt" | "computedAt"> & { minute: string };
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

type VenueReport = CycleReport["venues"][number];

/**
 * The status plane's measurement of the cycle (`GET /api/v1/status`): each venue's part, from the
 * minute boundary to its rows stored; a failed venue is recorded as a failure. Never throws.
 */
/**
 * Records each venue's part of the cycle with the status plane. The cron's cycle runs at its minute's
 * boundary; a cycle triggered by hand (refresh, local) counts its lag from when it was triggered.
 */
function recordCycle(
  env: Pick<Bindings, "DB">,
  cycleStartMs: number,
  options: Pick<CycleOptions, "nowMs" | "trigger">,
  venues: readonly Pick<VenueReport, "venue" | "status">[],
): Promise<unknown> {
  const completedMs = Date.now();
  return Promise.all(
    venues.map(({ venue, status }) =>
      recordRun(env.DB, {
        component: componentId("cycle", venue),
        boundaryMs: cycleStartMs,
        ...(options.trigger === "cron" ? {} : { startedMs: options.nowMs }),
        completedMs,
        ok: status !== "failed",
        cadenceMs: COMPONENT_THRESHOLDS.cycle.cadence_ms,
      }),
    ),
  );
}
type InstrumentReport = CycleReport["instruments"][number];

export async function runIngestionCycle(env: Bindings, options: CycleOptions): Promise<CycleReport> {
  const started = performance.now();
  const cycleStartMs = minuteFloor(options.nowMs);
  const db = openDb(env.DB);
  if (!(await claimCycle(db, cycleStartMs, options.nowMs))) return skippedReport(cycleStartMs);

  let collected: Collected;
  let computed: Computed;
  let durationMs: number;
  try {
    collected = await collect(env, cycleStartMs, options);
    computed = compute(collected, cycleStartMs, dataOrigin(env));
    computed.rounds = await Promise.all(computed.rounds.map((round) => signRound(env, round)));
    durationMs = Math.round(performance.now() - started);
    await persist(db, cycleStartMs, collected, computed, durationMs);
  } catch (error) {
    // Nothing of the minute was stored (the batch is atomic): a later trigger may run it again.
    await releaseCycle(db, cycleStartMs).catch(() => undefined);
    await recordCycle(
      env,
      cycleStartMs,
      options,
      VENUE_IDS.map((venue) => ({ venue, status: "failed" as const })),
    );
    throw error;
  }
  await recordCycle(env, cycleStartMs, options, collected.venueReports);
  if (computed.published.length > 0) {
    const inputs = { catalog: collected.catalog, rows: contractRows(collected) };
    await options.onStored?.(cycleStartMs, computed.published, inputs).catch(() => undefined);
  }

  return {
    cycle_start: rfc3339(cycleStartMs),
    status: "completed",
    // In venue order, whichever answered first.
    venues: [...collected.venueReports].sort((x, y) => x.venue.localeCompare(y.venue)),
    instruments: computed.instrumentReports,
    round_committed: computed.roundCommitted,
    duration_ms: durationMs,
  };
}

function skippedReport(cycleStartMs: number): CycleReport {
  return {
    cycle_start: rfc3339(cycleStartMs),
    status: "skipped",
    venues: [],
    instruments: [],
    round_committed: null,
    duration_ms: 0,
    reason: "minute_already_collected",
  };
}

// ---------------------------------------------------------------- 1. collect

/** What the cycle collected. Venues are listed in the order they finished. */
interface Collected {
  catalog: CycleInstrument[];
  /** The rows of every venue whose non-empty tape was written; only taped rows are ever used. */
  rowsByVenue: Partial<Record<VenueId, LakeRow[]>>;
  /** The keys of those tapes. */
  tapeKeys: string[];
  outcomes: VenueOutcome[];
  venueReports: VenueReport[];
}

/**
 * Reads the catalog, then fetches and tapes each venue independently: one failing venue leaves the
 * other's results intact. The minute's whole-venue collections are opened meanwhile (`onClaimed`).
 */
async function collect(env: Bindings, cycleStartMs: number, options: CycleOptions): Promise<Collected> {
  const client = options.client ?? createHttpClient();
  const [catalog, markets] = await Promise.all([loadCycleCatalog(env.DB), loadVenueMarkets(env.DB)]);
  const collections: Promise<MinuteCollections> = options.onClaimed
    ? options.onClaimed(cycleStartMs, markets).catch(() => new Map())
    : Promise.resolve(new Map());
  const collected: Collected = { catalog, rowsByVenue: {}, tapeKeys: [], outcomes: [], venueReports: [] };
  await Promise.all(
    VENUE_IDS.map(async (venue) => {
      const venueStarted = performance.now();
      const result = await fetchVenue(venue, markets, env, client);
      const rows = result.ok ? result.rows : [];
      const minute = { rows, books: result.ok ? result.books : [], completeness: completenessOf(result) };
      const collection = (await collections).get(venue);
      const tape = await tapeVenue(env, venue, cycleStartMs, minute, collection, options.nowMs);
      if (tape.key !== null && rows.length > 0) {
        collected.rowsByVenue[venue] = rows;
        collected.tapeKeys.push(tape.key);
      }
      const failure =
        tape.key === null
          ? "lake_write_failed"
          : result.ok
            ? (result.failures[0]?.reason ?? null)
            : result.reason;
      const status: VenueOutcome["status"] =
        !result.ok || tape.key === null ? "failed" : result.failures.length > 0 ? "partial" : "ok";
      collected.outcomes.push({
        venue,
        status,
        failure,
        rows: rows.length,
        sourceObservedAt: latestObservedAt(rows),
        durationMs: Math.round(performance.now() - venueStarted),
      });
      collected.venueReports.push({
        venue,
        status,
        rows: rows.length,
        failure,
        tape_key: tape.key,
        tape_write_ms: tape.writeMs,
      });
    }),
  );
  return collected;
}

/** The newest observation among the rows (RFC 3339 UTC strings order as instants), or null. */
function latestObservedAt(rows: readonly LakeRow[]): string | null {
  let latest: string | null = null;
  for (const row of rows) if (latest === null || row.observed_at > latest) latest = row.observed_at;
  return latest;
}

/** Where the venues are: the cycle's upstream settings. */
export type { VenueUrls };

/**
 * A venue's lake rows for the catalog's markets; an adapter that throws counts as a venue that answered
 * nothing. Exported for the bench, which times this stage alone (bench/cycle/cycle-probe.ts).
 */
export async function fetchVenue(
  venue: VenueId,
  markets: VenueMarket[],
  env: VenueUrls,
  client: HttpClient,
): Promise<VenueFetchResult> {
  const ids = markets.filter((m) => m.venue === venue).map((m) => m.marketId);
  try {
    return await VENUE_ADAPTERS[venue].fetchQuotes(ids, env, client);
  } catch {
    return {
      ok: false,
      venue,
      reason: "adapter_error",
      failures: [{ reason: "adapter_error", stage: venue }],
      requests: 0,
    };
  }
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

/**
 * Tapes the venue's rows (even none, so the snapshot records the failure), joining the minute's
 * whole-venue collection when one is open. On a failed write the key is null: rows that could not be
 * taped are not used, as every value must be reproducible from the tape.
 */
async function tapeVenue(
  env: Bindings,
  venue: VenueId,
  cycleStartMs: number,
  minute: CatalogMinute,
  collection: "open" | "failed" | undefined,
  nowMs: number,
): Promise<{ key: string | null; writeMs: number | null }> {
  try {
    const tapeStarted = performance.now();
    const { key } = await tapeCatalogMinute(env, venue, cycleStartMs, minute, collection, nowMs);
    return { key, writeMs: Math.round((performance.now() - tapeStarted) * 10) / 10 };
  } catch {
    return { key: null, writeMs: null };
  }
}

// ---------------------------------------------------------------- 2. compute

/** The taped YES rows of the catalog's contracts: the rows the instruments were computed from. */
function contractRows(collected: Collected): LakeRow[] {
  const rows = indexRows(collected.rowsByVenue);
  const used = new Set(collected.catalog.flatMap((i) => i.contracts.map((c) => `${c.venue}|${c.marketId}`)));
  return [...rows].flatMap(([key, row]) => (used.has(key) ? [row] : []));
}

/** What the cycle computed: the report lines, the rows to store and the public values it reports. */
interface Computed {
  instrumentReports: InstrumentReport[];
  ticks: TickWrite[];
  distributions: NewDistribution[];
  rounds: NewRound[];
  /** The public instruments' new values. */
  published: StoredValue[];
  /** The round id when a round was committed (a five-minute boundary with a public value). */
  roundCommitted: string | null;
}

const NOT_LAUNCHED: Omit<InstrumentValue, "symbol"> = {
  value: null,
  valueDecimal: null,
  sourceObservedAt: null,
  distribution: null,
  venuesUsed: [],
  reason: "feed_not_launched",
};

/** Every instrument of the catalog from the taped rows, and what to store and stream for it. */
function compute(collected: Collected, cycleStartMs: number, provenance: TickWrite["provenance"]): Computed {
  const cycleStart = rfc3339(cycleStartMs);
  const computedAt = rfc3339(Math.max(Date.now(), cycleStartMs));
  const rows = indexRows(collected.rowsByVenue);
  const commitRound = isRoundBoundary(cycleStartMs);
  const computed: Computed = {
    instrumentReports: [],
    ticks: [],
    distributions: [],
    rounds: [],
    published: [],
    roundCommitted: null,
  };
  for (const instrument of collected.catalog) {
    // A feed's series starts at its launch: nothing is computed or stored for it before then.
    const value: InstrumentValue =
      cycleStartMs < Date.parse(instrument.feedLaunchedAt)
        ? { ...NOT_LAUNCHED, symbol: instrument.symbol }
        : computeInstrument(instrument, rows, cycleStartMs);
    computed.instrumentReports.push({
      symbol: value.symbol,
      value_decimal: value.valueDecimal,
      reason: value.reason,
    });
    if (value.value === null || value.valueDecimal === null || value.sourceObservedAt === null) continue;
    computed.ticks.push({
      symbol: value.symbol,
      minuteMs: cycleStartMs,
      valueDecimal: value.valueDecimal,
      value: value.value,
      sourceObservedAt: value.sourceObservedAt,
      computedAt,
      provenance,
    });
    if (value.distribution) {
      computed.distributions.push({
        symbol: value.symbol,
        minute: cycleStart,
        observedAt: value.sourceObservedAt,
        computedAt,
        body: value.distribution,
      });
    }
    if (commitRound) {
      computed.rounds.push({
        symbol: value.symbol,
        roundId: cycleStart,
        valueDecimal: value.valueDecimal,
        value: value.value,
        computedAt,
        tapeKeys: [...collected.tapeKeys].sort(),
        methodologyVersion: instrument.methodologyVersion,
      });
    }
    if (instrument.visibility === "public") {
      computed.published.push({
        instrument,
        tick: {
          minute: cycleStart,
          value: value.value,
          valueDecimal: value.valueDecimal,
          sourceObservedAt: value.sourceObservedAt,
          computedAt,
        },
      });
    }
  }
  computed.roundCommitted = commitRound && computed.published.length > 0 ? cycleStart : null;
  return computed;
}

/**
 * The round with its signature (src/platform/signing.ts) over its signed record (`roundRecord`), dated
 * its `computed_at`; unsigned when no signing key is configured.
 */
async function signRound(env: Bindings, round: NewRound): Promise<NewRound> {
  const signed = await signRecord(env, "index_round", roundRecord(round), round.computedAt);
  return { ...round, signature: signed?.signature ?? null };
}

// ---------------------------------------------------------------- 3. persist

/**
 * One atomic batch: ticks, rollups, distributions, rounds, market metrics and the cycle record land
 * together or not at all.
 */
async function persist(
  db: Db,
  cycleStartMs: number,
  collected: Collected,
  computed: Computed,
  durationMs: number,
): Promise<void> {
  await runBatch(db, [
    ...tickWrites(db, computed.ticks),
    ...distributionWrites(db, computed.distributions),
    ...roundWrites(db, computed.rounds),
    ...Object.values(collected.rowsByVenue).flatMap((rows) => marketMetricsWrites(db, rows ?? [])),
    ...venueOutcomeWrites(db, cycleStartMs, collected.outcomes, durationMs),
  ]);
}

/**
 * D1 writes of the ingestion cycle: the per-minute claim, per-venue outcomes, rounds, distributions,
 * metrics; and the read of the cycles' recorded durations.
 */
import { and, desc, eq, getTableName, gte } from "drizzle-orm";
import { rfc3339 } from "../../domain/clock.ts";
import { chunkRows, type Db, openDb, type Write, write } from "../../platform/db/db.ts";
import { distributions, ingestCycles, marketMetrics, rounds } from "../../platform/db/schema.ts";
import type { LakeRow } from "../../venues/shared/row.ts";

/** Pseudo-venue under which a cycle claims its minute: the claim makes a minute run at most once. */
const CLAIM = "*";

/**
 * Claims the minute for this cycle. Returns false when another cycle (cron or refresh) already has it,
 * which makes the same minute twice a no-op.
 */
export async function claimCycle(db: Db, cycleStartMs: number, startedAtMs: number): Promise<boolean> {
  const claimed = await db
    .insert(ingestCycles)
    .values({
      cycleStart: rfc3339(cycleStartMs),
      venue: CLAIM,
      status: "partial",
      rows: 0,
      durationMs: 0,
      sourceObservedAt: rfc3339(startedAtMs),
    })
    .onConflictDoNothing({ target: [ingestCycles.cycleStart, ingestCycles.venue] })
    .returning({ cycleStart: ingestCycles.cycleStart });
  return claimed.length > 0;
}

/**
 * Gives a claimed minute back when its cycle failed before its batch landed (the claim is still
 * `partial`), so the next trigger runs the minute again instead of skipping it as collected.
 */
export async function releaseCycle(db: Db, cycleStartMs: number): Promise<void> {
  await db
    .delete(ingestCycles)
    .where(
      and(
        eq(ingestCycles.cycleStart, rfc3339(cycleStartMs)),
        eq(ingestCycles.venue, CLAIM),
        eq(ingestCycles.status, "partial"),
      ),
    );
}

/**
 * The whole-cycle durations (ms) of the latest `limit` cycles that stored their minute since `sinceMs`,
 * newest first: one range scan of the claims on the primary key.
 */
export async function recentCycleDurationsMs(
  d1: D1Database,
  sinceMs: number,
  limit: number,
): Promise<number[]> {
  const rows = await openDb(d1)
    .select({ durationMs: ingestCycles.durationMs })
    .from(ingestCycles)
    .where(
      and(
        gte(ingestCycles.cycleStart, rfc3339(sinceMs)),
        eq(ingestCycles.venue, CLAIM),
        eq(ingestCycles.status, "ok"),
      ),
    )
    .orderBy(desc(ingestCycles.cycleStart))
    .limit(limit);
  return rows.map((row) => row.durationMs);
}

type IngestCycle = typeof ingestCycles.$inferSelect;

/** What one venue's part of a cycle did, as its ingest_cycles row records it. */
export type VenueOutcome = Pick<
  IngestCycle,
  "venue" | "status" | "failure" | "rows" | "sourceObservedAt" | "durationMs"
>;

const OUTCOME_PARAMETERS = 7;

/** One row per venue, then the claim marked `ok` with the whole cycle's duration. */
export function venueOutcomeWrites(
  db: Db,
  cycleStartMs: number,
  outcomes: readonly VenueOutcome[],
  totalMs: number,
): Write[] {
  const cycleStart = rfc3339(cycleStartMs);
  const rows = outcomes.map((o) => ({ cycleStart, ...o }));
  return [
    ...chunkRows(rows, OUTCOME_PARAMETERS).map((chunk) =>
      write(
        db,
        db
          .insert(ingestCycles)
          .values(chunk)
          .onConflictDoNothing({ target: [ingestCycles.cycleStart, ingestCycles.venue] }),
      ),
    ),
    write(
      db,
      db
        .update(ingestCycles)
        .set({ status: "ok", durationMs: Math.round(totalMs) })
        .where(and(eq(ingestCycles.cycleStart, cycleStart), eq(ingestCycles.venue, CLAIM))),
    ),
  ];
}

/** A committed round as stored. */
export type NewRound = typeof rounds.$inferInsert;
const ROUND_PARAMETERS = 8;

/** Rounds are committed once: a second commit of the same bucket changes nothing. */
export function roundWrites(db: Db, committed: readonly NewRound[]): Write[] {
  return chunkRows(committed, ROUND_PARAMETERS).map((chunk) =>
    write(
      db,
      db
        .insert(rounds)
        .values(chunk)
        .onConflictDoNothing({ target: [rounds.symbol, rounds.roundId] }),
    ),
  );
}

/** A distribution as stored. */
export type NewDistribution = typeof distributions.$inferInsert;
const DISTRIBUTION_PARAMETERS = 5;

/**
 * A distribution is stored once per instrument and cycle, under its tick's minute, and never rewritten
 * (like the tick it explains). Source clocks play no part in the key: a venue clock that stands still,
 * runs back or runs ahead can neither drop a cycle's distribution nor keep an old one current.
 */
export function distributionWrites(db: Db, stored: readonly NewDistribution[]): Write[] {
  return chunkRows(stored, DISTRIBUTION_PARAMETERS).map((chunk) =>
    write(
      db,
      db
        .insert(distributions)
        .values(chunk)
        .onConflictDoNothing({ target: [distributions.symbol, distributions.minute] }),
    ),
  );
}

/** The market_metrics columns in the order a metric row lists them. */
const METRIC_COLUMNS = [
  marketMetrics.venue,
  marketMetrics.marketId,
  marketMetrics.volumeUsd,
  marketMetrics.openInterestUsd,
  marketMetrics.usdBasis,
  marketMetrics.nativeVolumeContracts,
  marketMetrics.nativeOpenInterestContracts,
  marketMetrics.observedAt,
].map((column) => column.name);
const METRIC_KEY = [marketMetrics.venue.name, marketMetrics.marketId.name];

/**
 * One statement upserts a chunk of metric rows passed as ONE bound JSON parameter (`json_each`): at
 * thousands of markets a cycle, statements of a dozen rows each (D1's bound-parameter limit) cost more
 * CPU to build and to compile than the rows cost to store. Rows are taken in order, so a market listed
 * twice ends as the multi-row VALUES form would leave it. `WHERE true` lets SQLite parse the upsert
 * after a SELECT.
 */
const METRIC_UPSERT_SQL = `INSERT INTO "${getTableName(marketMetrics)}" (${METRIC_COLUMNS.map((c) => `"${c}"`).join(", ")})
  SELECT ${METRIC_COLUMNS.map((_, i) => `json_extract(value, '$[${i}]')`).join(", ")} FROM json_each(?1) WHERE true
  ON CONFLICT (${METRIC_KEY.map((c) => `"${c}"`).join(", ")}) DO UPDATE SET
  ${METRIC_COLUMNS.filter((c) => !METRIC_KEY.includes(c))
    .map((c) => `"${c}" = excluded."${c}"`)
    .join(", ")}
  WHERE excluded."${marketMetrics.observedAt.name}" >= "${getTableName(marketMetrics)}"."${marketMetrics.observedAt.name}"`;
/** Rows per upsert: a few hundred KB of JSON, far under D1's limit on one value. */
const METRIC_ROWS_PER_STATEMENT = 1_000;

/** Upserts the latest volume and open interest of every YES row of this cycle; an older observation never overwrites a newer one. */
export function marketMetricsWrites(db: Db, rows: readonly LakeRow[]): Write[] {
  const metrics = rows
    .filter((r) => r.outcome.toLowerCase() === "yes")
    .map((r) => [
      r.venue,
      r.market_id,
      r.volume_usd,
      r.open_interest_usd,
      r.usd_basis,
      r.native?.volume_contracts ?? null,
      r.native?.open_interest_contracts ?? null,
      r.observed_at,
    ]);
  const statements: Write[] = [];
  for (let i = 0; i < metrics.length; i += METRIC_ROWS_PER_STATEMENT) {
    const chunk = metrics.slice(i, i + METRIC_ROWS_PER_STATEMENT);
    statements.push(db.$client.prepare(METRIC_UPSERT_SQL).bind(JSON.stringify(chunk)));
  }
  return statements;
}

/** D1 writes of the ingestion cycle: the per-minute claim, per-venue outcomes, rounds, distributions, metrics. */
import { and, eq, sql } from "drizzle-orm";
import { rfc3339 } from "../domain/clock.ts";
import type { LakeRow } from "../lake/row.ts";
import { chunkRows, type Db, type Write, write } from "./db.ts";
import { distributions, ingestCycles, marketMetrics, rounds } from "./schema.ts";

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
const ROUND_PARAMETERS = 6;

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

type NewMarketMetric = typeof marketMetrics.$inferInsert;
const METRIC_PARAMETERS = 8;

/** Upserts the latest volume and open interest of every YES row of this cycle (multi-row statements). */
export function marketMetricsWrites(db: Db, rows: readonly LakeRow[]): Write[] {
  const metrics: NewMarketMetric[] = rows
    .filter((r) => r.outcome.toLowerCase() === "yes")
    .map((r) => ({
      venue: r.venue,
      marketId: r.market_id,
      volumeUsd: r.volume_usd,
      openInterestUsd: r.open_interest_usd,
      usdBasis: r.usd_basis,
      nativeVolumeContracts: r.native?.volume_contracts ?? null,
      nativeOpenInterestContracts: r.native?.open_interest_contracts ?? null,
      observedAt: r.observed_at,
    }));
  return chunkRows(metrics, METRIC_PARAMETERS).map((chunk) =>
    write(
      db,
      db
        .insert(marketMetrics)
        .values(chunk)
        .onConflictDoUpdate({
          target: [marketMetrics.venue, marketMetrics.marketId],
          set: {
            volumeUsd: sql`excluded.volume_usd`,
            openInterestUsd: sql`excluded.open_interest_usd`,
            usdBasis: sql`excluded.usd_basis`,
            nativeVolumeContracts: sql`excluded.native_volume_contracts`,
            nativeOpenInterestContracts: sql`excluded.native_open_interest_contracts`,
            observedAt: sql`excluded.observed_at`,
          },
          // An older observation never overwrites a newer one.
          setWhere: sql`excluded.observed_at >= ${marketMetrics.observedAt}`,
        }),
    ),
  );
}

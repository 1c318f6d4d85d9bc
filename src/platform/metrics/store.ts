/** Ingestion health for /metrics, aggregated from ingest_cycles at scrape time (bounded windows). */

import { and, count, eq, gte, max, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { HOUR_MS } from "../../domain/clock.ts";
import { openDb } from "../db/db.ts";
import { ingestCycles } from "../db/schema.ts";

type IngestCycle = typeof ingestCycles.$inferSelect;

export type CycleStatusRow = Pick<IngestCycle, "venue" | "status"> & {
  cycles: number;
  avg_ms: number;
  max_ms: IngestCycle["durationMs"];
};

export interface VenueLatestRow {
  venue: IngestCycle["venue"];
  last_cycle_start: IngestCycle["cycleStart"];
  last_duration_ms: IngestCycle["durationMs"];
  last_observed: IngestCycle["sourceObservedAt"];
}

/**
 * Per venue (and `*`, the whole cycle): cycles by status with mean and max duration over the last hour,
 * and over the last day the latest cycle, its duration and the newest source observation of a cycle
 * that did not fail. Both windows are range scans on the primary key.
 */
export async function ingestHealth(
  d1: D1Database,
  nowMs: number,
): Promise<{ byStatus: CycleStatusRow[]; latest: VenueLatestRow[] }> {
  const db = openDb(d1);
  const hourAgo = new Date(nowMs - HOUR_MS).toISOString();
  const dayAgo = new Date(nowMs - 24 * HOUR_MS).toISOString();
  const observed = alias(ingestCycles, "o");
  const newest = alias(ingestCycles, "m");
  const [byStatus, latest] = await db.batch([
    db
      .select({
        venue: ingestCycles.venue,
        status: ingestCycles.status,
        cycles: count(),
        avg_ms: sql<number>`avg(${ingestCycles.durationMs})`,
        max_ms: sql<number>`max(${ingestCycles.durationMs})`,
      })
      .from(ingestCycles)
      .where(gte(ingestCycles.cycleStart, hourAgo))
      .groupBy(ingestCycles.venue, ingestCycles.status)
      .orderBy(ingestCycles.venue, ingestCycles.status),
    db
      .select({
        venue: ingestCycles.venue,
        last_cycle_start: ingestCycles.cycleStart,
        last_duration_ms: ingestCycles.durationMs,
        last_observed: sql<string | null>`(${db
          .select({ at: max(observed.sourceObservedAt) })
          .from(observed)
          .where(
            and(
              eq(observed.venue, ingestCycles.venue),
              ne(observed.status, "failed"),
              gte(observed.cycleStart, dayAgo),
            ),
          )})`,
      })
      .from(ingestCycles)
      .where(
        eq(
          ingestCycles.cycleStart,
          sql`(${db
            .select({ at: max(newest.cycleStart) })
            .from(newest)
            .where(and(eq(newest.venue, ingestCycles.venue), gte(newest.cycleStart, dayAgo)))})`,
        ),
      )
      .orderBy(ingestCycles.venue),
  ]);
  return { byStatus, latest };
}

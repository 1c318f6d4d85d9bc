/** Ingestion health for /metrics, aggregated from ingest_cycles at scrape time (bounded windows). */

export interface CycleStatusRow {
  venue: string;
  status: string;
  cycles: number;
  avg_ms: number;
  max_ms: number;
}

export interface VenueLatestRow {
  venue: string;
  last_cycle_start: string;
  last_duration_ms: number;
  last_observed: string | null;
}

const HOUR_MS = 3_600_000;

/**
 * Per venue (and `*`, the whole cycle): cycles by status with mean and max duration over the last hour,
 * and over the last day the latest cycle, its duration and the newest source observation of a cycle
 * that did not fail. Both windows are range scans on the primary key.
 */
export async function ingestHealth(d1: D1Database, nowMs: number) {
  const hourAgo = new Date(nowMs - HOUR_MS).toISOString();
  const dayAgo = new Date(nowMs - 24 * HOUR_MS).toISOString();
  const [byStatus, latest] = await d1.batch([
    d1
      .prepare(
        `SELECT venue, status, COUNT(*) AS cycles, AVG(duration_ms) AS avg_ms, MAX(duration_ms) AS max_ms
         FROM ingest_cycles WHERE cycle_start >= ?1 GROUP BY venue, status ORDER BY venue, status`,
      )
      .bind(hourAgo),
    d1
      .prepare(
        `SELECT c.venue AS venue, c.cycle_start AS last_cycle_start, c.duration_ms AS last_duration_ms,
                (SELECT MAX(source_observed_at) FROM ingest_cycles o
                  WHERE o.venue = c.venue AND o.status != 'failed' AND o.cycle_start >= ?1) AS last_observed
         FROM ingest_cycles c
         WHERE c.cycle_start = (SELECT MAX(cycle_start) FROM ingest_cycles m
                                 WHERE m.venue = c.venue AND m.cycle_start >= ?1)
         ORDER BY c.venue`,
      )
      .bind(dayAgo),
  ]);
  return {
    byStatus: (byStatus?.results ?? []) as unknown as CycleStatusRow[],
    latest: (latest?.results ?? []) as unknown as VenueLatestRow[],
  };
}

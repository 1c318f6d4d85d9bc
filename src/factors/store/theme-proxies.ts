/**
 * The stored close series of the factor-theme contracts (`theme_proxy_closes`): written by the hourly
 * collection, read by the factor route in one query so that a request never reads a venue history.
 */
import { asc, count, gte, max, min, sql } from "drizzle-orm";
import type { ProbabilityObservation } from "../../domain/factors/alignment.ts";
import { chunkRows, type Db, runBatch, write } from "../../platform/db/db.ts";
import { themeProxyCloses } from "../../platform/db/schema.ts";

export interface StoredProxySeries {
  venue: string;
  market_id: string;
  /** Adverse-side closes, oldest first. */
  observations: ProbabilityObservation[];
}

export interface StoredProxyCloses extends StoredProxySeries {
  /**
   * When the collection that last stored the series started (epoch ms). For rows written before that
   * was recorded, the newest observation's instant: a series cannot have been collected before it.
   */
  collected_at_ms: number;
}

const PARAMETERS_PER_ROW = 5;

/**
 * Inserts (or replaces, by venue, market id and instant) every close of each series, as one atomic
 * batch, each row stamped with `collectedAtMs` (when the collection started). Series not given keep
 * what is stored, with their earlier stamp.
 */
export async function writeProxyCloses(
  db: Db,
  series: readonly StoredProxySeries[],
  collectedAtMs: number,
): Promise<number> {
  const rows = series.flatMap(({ venue, market_id, observations }) =>
    observations.map(({ t_ms, p }) => ({ venue, marketId: market_id, tMs: t_ms, p, collectedAtMs })),
  );
  const writes = chunkRows(rows, PARAMETERS_PER_ROW).map((chunk) =>
    write(
      db,
      db
        .insert(themeProxyCloses)
        .values(chunk)
        .onConflictDoUpdate({
          target: [themeProxyCloses.venue, themeProxyCloses.marketId, themeProxyCloses.tMs],
          set: { p: sql`excluded.p`, collectedAtMs: sql`excluded.collected_at_ms` },
        }),
    ),
  );
  await runBatch(db, writes);
  return rows.length;
}

/** Every stored series with a close at or after `sinceMs`, keyed `venue market_id`. */
export async function readProxyCloses(db: Db, sinceMs: number): Promise<Map<string, StoredProxyCloses>> {
  const rows = await db
    .select()
    .from(themeProxyCloses)
    .where(gte(themeProxyCloses.tMs, sinceMs))
    .orderBy(asc(themeProxyCloses.venue), asc(themeProxyCloses.marketId), asc(themeProxyCloses.tMs));
  const series = new Map<string, StoredProxyCloses>();
  for (const row of rows) {
    const key = proxySeriesKey(row.venue, row.marketId);
    let entry = series.get(key);
    if (entry === undefined) {
      entry = { venue: row.venue, market_id: row.marketId, observations: [], collected_at_ms: row.tMs };
      series.set(key, entry);
    }
    entry.observations.push({ t_ms: row.tMs, p: row.p });
    entry.collected_at_ms = Math.max(entry.collected_at_ms, row.collectedAtMs ?? row.tMs);
  }
  return series;
}

export const proxySeriesKey = (venue: string, marketId: string) => `${venue} ${marketId}`;

/**
 * What identifies the stored series from `sinceMs` on without reading them: how many closes, the first
 * and last instant, the sum of every close (the hourly collection replaces a day's close in place,
 * which leaves the count and instants as they were but moves the sum), and the oldest and newest
 * collection stamps (every collection restamps the series it stored; a series it could not read keeps
 * its older stamp). One aggregate over the window.
 */
export async function proxyClosesVersion(db: Db, sinceMs: number): Promise<string> {
  const [row] = await db
    .select({
      closes: count(),
      first: min(themeProxyCloses.tMs),
      last: max(themeProxyCloses.tMs),
      sum: sql<number>`total(${themeProxyCloses.p})`,
      oldestCollection: min(themeProxyCloses.collectedAtMs),
      newestCollection: max(themeProxyCloses.collectedAtMs),
    })
    .from(themeProxyCloses)
    .where(gte(themeProxyCloses.tMs, sinceMs));
  return row === undefined
    ? "0"
    : `${row.closes}:${row.first}:${row.last}:${row.sum}:${row.oldestCollection}:${row.newestCollection}`;
}

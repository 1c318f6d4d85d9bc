/**
 * Every tick is reproducible from the public tape: a minute's stored values recomputed from the rows the
 * lake serves for that minute (each venue's snapshot as its quotes route pages it: a whole-venue
 * snapshot's parts, the minute cycle's own among them, or the one-object tape), with the same
 * computation the cycle ran. `npm run audit` and the tests use it; nothing else does.
 */
import { loadCycleCatalog } from "../../catalog/store.ts";
import { rfc3339, utcDateAndHhmm } from "../../domain/clock.ts";
import { VENUE_IDS } from "../../domain/methodology/venues.ts";
import { readManifest } from "../../lake/store/lake.ts";
import { readSnapshotRows } from "../../lake/store/lake-reads.ts";
import type { LakeRow } from "../../venues/shared/row.ts";
import { computeInstrument, type InstrumentValue, indexRows } from "./compute.ts";

export interface RecomputedTick {
  symbol: string;
  minute: string;
  stored: string;
  recomputed: string | null;
  equal: boolean;
}

/** The lake's rows of every venue for the minute, as served; a venue without a snapshot that minute has none. */
export async function servedMinuteRows(
  bucket: R2Bucket,
  minuteMs: number,
): Promise<Partial<Record<string, LakeRow[]>>> {
  const { date, hhmm } = utcDateAndHhmm(minuteMs);
  const byVenue: Partial<Record<string, LakeRow[]>> = {};
  for (const venue of VENUE_IDS) {
    const listed = (await readManifest(bucket, venue, date))?.snapshots.some((s) => s.at === hhmm);
    if (!listed) continue;
    const rows: LakeRow[] = [];
    for await (const batch of readSnapshotRows(bucket, venue, date, hhmm)) rows.push(...batch);
    byVenue[venue] = rows;
  }
  return byVenue;
}

/** The lake's served rows of the minute, keyed as the cycle keys them; null for a minute without tape. */
async function servedInputs(bucket: R2Bucket, minuteMs: number): Promise<Map<string, LakeRow> | null> {
  const served = await servedMinuteRows(bucket, minuteMs);
  // A minute with no tape at all is history the local seed wrote, not a cycle's: nothing to recompute.
  return Object.keys(served).length === 0 ? null : indexRows(served);
}

/** One instrument's value at the minute, recomputed from the lake's served rows; null without tape. */
export async function recomputeInstrument(
  env: { DB: D1Database; LAKE: R2Bucket },
  symbol: string,
  minuteMs: number,
): Promise<InstrumentValue | null> {
  const instrument = (await loadCycleCatalog(env.DB)).find((i) => i.symbol === symbol);
  const rows = await servedInputs(env.LAKE, minuteMs);
  return instrument && rows ? computeInstrument(instrument, rows, minuteMs) : null;
}

/**
 * Each tick stored for the minute against its recomputation from the lake's served rows of that
 * minute; none for a minute without tape (the local seed's history).
 */
export async function recomputeMinute(
  env: { DB: D1Database; LAKE: R2Bucket },
  minuteMs: number,
): Promise<RecomputedTick[]> {
  const minute = rfc3339(minuteMs);
  const { results: ticks } = await env.DB.prepare(
    "SELECT symbol, value_decimal FROM ticks WHERE minute = ?1 ORDER BY symbol",
  )
    .bind(minute)
    .all<{ symbol: string; value_decimal: string }>();
  if (ticks.length === 0) return [];
  const rows = await servedInputs(env.LAKE, minuteMs);
  if (rows === null) return [];
  const catalog = await loadCycleCatalog(env.DB);
  return ticks.map((tick) => {
    const instrument = catalog.find((i) => i.symbol === tick.symbol);
    const recomputed = instrument ? computeInstrument(instrument, rows, minuteMs).valueDecimal : null;
    return {
      symbol: tick.symbol,
      minute,
      stored: tick.value_decimal,
      recomputed,
      equal: recomputed === tick.value_decimal,
    };
  });
}

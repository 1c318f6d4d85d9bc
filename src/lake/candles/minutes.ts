/**
 * The candles' minute reads planned: one market outcome's minutes from the tape — for every snapshot of
 * the window that the venue's day manifests list, the row of that market and outcome (cycle start, mid
 * when two-sided, volume and open interest). A market's place in a snapshot is not indexed, so each
 * snapshot's bytes are read whole through the one snapshot reader (`readSnapshotMarketRows`): the cost
 * is the bytes of every snapshot of the window (see "Candles" in docs/internals.md), so the plan stops
 * at the last whole bucket within a byte budget known from the manifests before any read, and reads in
 * batches bounded in count and bytes (`readBatches`).
 */
import type { MinuteQuote } from "../../domain/candles.ts";
import { DAY_MS, utcDateAndHhmm } from "../../domain/clock.ts";
import type { LakeRow } from "../../venues/shared/row.ts";
import { readManifest } from "../store/lake.ts";
import { readSnapshotMarketRows } from "../store/lake-reads.ts";
import { cycleStart } from "../time.ts";

/** Snapshots read at once: the Workers runtime keeps at most six connections open per request. */
const CONCURRENT_SNAPSHOTS = 6;
/**
 * Stored bytes of the snapshots read at once (at least one snapshot): catalog-size snapshots (tens of
 * kilobytes) are still read six at a time, a whole-venue tape's one at a time, so a heavy answer keeps
 * at most about this much in flight and in memory, and the isolate's other requests are never queued
 * behind more than one such read per heavy answer.
 */
export const SNAPSHOT_BYTES_IN_FLIGHT = 2 * 1024 * 1024;

/** Consecutive batches of at most CONCURRENT_SNAPSHOTS entries and SNAPSHOT_BYTES_IN_FLIGHT bytes (at least one entry). */
export function readBatches<T extends { entry: { bytes: number } }>(wanted: readonly T[]): T[][] {
  const batches: T[][] = [];
  let batch: T[] = [];
  let bytes = 0;
  for (const item of wanted) {
    if (
      batch.length > 0 &&
      (batch.length >= CONCURRENT_SNAPSHOTS || bytes + item.entry.bytes > SNAPSHOT_BYTES_IN_FLIGHT)
    ) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(item);
    bytes += item.entry.bytes;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

export interface MarketMinutes {
  /** The outcome's minutes, ascending. */
  quotes: MinuteQuote[];
  /** Snapshots of the window the manifests list (each read whole). */
  snapshots: number;
  /** Stored NDJSON bytes of those snapshots. */
  bytes: number;
  /** Whether any row of the market (any outcome) was found. */
  marketSeen: boolean;
  /** The outcomes the market's rows name, in the order first seen. */
  outcomes: string[];
  /** The outcome's token id as its rows carry it (Polymarket), or null. */
  tokenId: string | null;
  /** Snapshots of the window whose completeness is `incomplete` (the market may be missing from them). */
  incomplete: number;
  /**
   * The end of what was read: `toMs`, or an earlier bucket boundary where the byte budget ran out; equal
   * to `fromMs` when even the first bucket's snapshots are over the budget (nothing was read).
   */
  readToMs: number;
}

/** How much tape one read may cover: stored bytes at most, cut at a multiple of `bucketMs` from `fromMs`. */
export interface TapeBudget {
  maxBytes: number;
  bucketMs: number;
}

/** Minutes a read leaves out (their hour is read from its hour summaries instead): true to skip. */
export type SkipMinute = (minuteMs: number) => boolean;

function minuteOf(row: LakeRow, minuteMs: number): MinuteQuote {
  return {
    minuteMs,
    mid: row.two_sided_book && row.mid !== undefined ? row.mid : null,
    volume_usd: row.volume_usd,
    open_interest_usd: row.open_interest_usd,
  };
}

/** The UTC dates of [fromMs, toMs), ascending. */
function datesOf(fromMs: number, toMs: number): string[] {
  const dates: string[] = [];
  for (let day = Math.floor(fromMs / DAY_MS) * DAY_MS; day < toMs; day += DAY_MS) {
    dates.push(utcDateAndHhmm(day).date);
  }
  return dates;
}

/**
 * The minutes of `market`/`outcome` in [fromMs, toMs) (whole minutes) but those `skip` names. A day
 * without a manifest has no tape and adds nothing; a snapshot the manifest lists but the store does not return throws.
 */
export async function readMarketMinutes(
  bucket: R2Bucket,
  venue: string,
  market: string,
  outcome: string,
  fromMs: number,
  toMs: number,
  budget?: TapeBudget,
  skip?: SkipMinute,
): Promise<MarketMinutes> {
  const result: MarketMinutes = {
    quotes: [],
    snapshots: 0,
    bytes: 0,
    marketSeen: false,
    outcomes: [],
    tokenId: null,
    incomplete: 0,
    readToMs: toMs,
  };
  const manifests = await Promise.all(
    datesOf(fromMs, toMs).map(async (date) => ({ date, manifest: await readManifest(bucket, venue, date) })),
  );
  const wanted = manifests.flatMap(({ date, manifest }) =>
    (manifest?.snapshots ?? []).flatMap((entry) => {
      const minuteMs = Date.parse(cycleStart(date, entry.at));
      return minuteMs >= fromMs && minuteMs < toMs && !skip?.(minuteMs) ? [{ date, entry, minuteMs }] : [];
    }),
  );
  if (budget) {
    // The manifests give each snapshot's size before any is read: stop at the last whole bucket that fits.
    let bytes = 0;
    const over = wanted.findIndex(({ entry }) => {
      bytes += entry.bytes;
      return bytes > budget.maxBytes;
    });
    if (over >= 0) {
      const overMs = (wanted[over] as (typeof wanted)[number]).minuteMs;
      result.readToMs = fromMs + Math.floor((overMs - fromMs) / budget.bucketMs) * budget.bucketMs;
      wanted.splice(wanted.findIndex(({ minuteMs }) => minuteMs >= result.readToMs));
      if (result.readToMs <= fromMs) return result;
    }
  }
  for (const batch of readBatches(wanted)) {
    const found = await Promise.all(
      batch.map(({ date, entry }) => readSnapshotMarketRows(bucket, venue, date, entry.at, market)),
    );
    for (const [j, rows] of found.entries()) {
      const { entry, minuteMs } = batch[j] as (typeof batch)[number];
      result.snapshots++;
      result.bytes += entry.bytes;
      if (entry.completeness.status === "incomplete") result.incomplete++;
      if (rows.length > 0) result.marketSeen = true;
      for (const row of rows) {
        if (!result.outcomes.includes(row.outcome)) result.outcomes.push(row.outcome);
      }
      // The first row of the outcome in tape order, as a reader of the snapshot would meet it.
      const row = rows.find((r) => r.outcome === outcome);
      if (row) {
        result.quotes.push(minuteOf(row, minuteMs));
        result.tokenId ??= row.token_id;
      }
    }
  }
  return result;
}

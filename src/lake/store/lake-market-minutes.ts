/**
 * One market outcome's minutes from the tape, for candles: for every snapshot of the window that the
 * venue's day manifests list, the row of that market and outcome (cycle start, mid when two-sided,
 * volume and open interest). A snapshot is read whole, through the one snapshot reader
 * (`readSnapshotRows`), because a market's place in a snapshot is not indexed: the cost is the bytes of
 * every snapshot of the window (see "Candles" in docs/internals.md), so callers bound the window.
 */
import type { MinuteQuote } from "../../domain/candles.ts";
import { utcDateAndHhmm } from "../../domain/clock.ts";
import type { LakeRow } from "../../venues/shared/row.ts";
import { cycleStart } from "../time.ts";
import { readManifest } from "./lake.ts";
import { readSnapshotRows } from "./lake-reads.ts";

const DAY_MS = 86_400_000;
/** Snapshots read at once: the Workers runtime keeps at most six connections open per request. */
const CONCURRENT_SNAPSHOTS = 6;

export interface MarketMinutes {
  /** The outcome's minutes, ascending. */
  quotes: MinuteQuote[];
  /** Snapshots of the window the manifests list (each read whole). */
  snapshots: number;
  /** Stored NDJSON bytes of those snapshots. */
  bytes: number;
  /** Whether any row of the market (any outcome) was found. */
  marketSeen: boolean;
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
  for (let i = 0; i < wanted.length; i += CONCURRENT_SNAPSHOTS) {
    const batch = wanted.slice(i, i + CONCURRENT_SNAPSHOTS);
    const found = await Promise.all(
      batch.map(async ({ date, entry, minuteMs }) => {
        let seen = false;
        for await (const rows of readSnapshotRows(bucket, venue, date, entry.at)) {
          for (const row of rows) {
            if (row.market_id !== market) continue;
            seen = true;
            if (row.outcome === outcome) return { seen, quote: minuteOf(row, minuteMs), token: row.token_id };
          }
        }
        return { seen, quote: null, token: null };
      }),
    );
    for (const [j, { seen, quote, token }] of found.entries()) {
      const { entry } = batch[j] as (typeof batch)[number];
      result.snapshots++;
      result.bytes += entry.bytes;
      if (entry.completeness.status === "incomplete") result.incomplete++;
      if (seen) result.marketSeen = true;
      if (quote) result.quotes.push(quote);
      result.tokenId ??= token;
    }
  }
  return result;
}

/**
 * One market outcome's minutes from the tape, for candles: for every snapshot of the window that the
 * venue's day manifests list, the row of that market and outcome (cycle start, mid when two-sided,
 * volume and open interest). A market's place in a snapshot is not indexed, so each snapshot's bytes
 * are read whole through the one snapshot reader (`readSnapshotTexts`): the cost is the bytes of every
 * snapshot of the window (see "Candles" in docs/internals.md), so callers bound the window. The CPU is
 * not: only the market's lines are parsed (`decodeMarketRows`), and the read gives the isolate's other
 * requests their turn after every snapshot.
 *
 * `probeMarket` says whether a stretch of the tape holds any row of a market, cheaply where the hour
 * summaries say so and within the same limits where they do not.
 */
import type { MinuteQuote } from "../../domain/candles.ts";
import { MINUTE_MS, utcDateAndHhmm } from "../../domain/clock.ts";
import type { LakeRow } from "../../venues/shared/row.ts";
import { decodeMarketRows } from "../tape.ts";
import { cycleStart } from "../time.ts";
import { readManifest } from "./lake.ts";
import { HOUR_MS, type HourRead, readHourLines } from "./lake-hours.ts";
import { readSnapshotTexts } from "./lake-reads.ts";

const DAY_MS = 86_400_000;
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
 * Lets the isolate's other requests run: a macrotask, so every task already queued (another request's
 * I/O completion included) goes first. One answer's snapshots then interleave with other requests
 * instead of holding the isolate for the whole read.
 */
export const yieldToOthers = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The market's rows in one snapshot (every stored object of it), scanned text by text, yielding after each. */
async function snapshotMarketRows(
  bucket: R2Bucket,
  venue: string,
  date: string,
  at: string,
  market: string,
): Promise<LakeRow[]> {
  const rows: LakeRow[] = [];
  for await (const text of readSnapshotTexts(bucket, venue, date, at)) {
    rows.push(...decodeMarketRows(text, market));
    await yieldToOthers();
  }
  return rows;
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
      batch.map(({ date, entry }) => snapshotMarketRows(bucket, venue, date, entry.at, market)),
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

/** What `probeMarket` found: a row of the market (with the outcomes its rows name), or none. */
export type MarketPresence =
  | { found: true; outcomes: string[] }
  /** `complete`: every minute of the stretch was looked at; false when the limits ran out first. */
  | { found: false; complete: boolean };

/** How much one probe may read: hour summaries, and the stored tape of the hours without one. */
export interface ProbeLimits {
  hours: number;
  maxBytes: number;
}

/** Hours of hour summaries a probe reads before it looks whether one holds the market. */
const PROBE_HOURS_PER_STEP = 24;

const outcomesOf = (read: HourRead) =>
  read.built && read.line?.seen ? read.line.outcomes.map((o) => o.outcome) : [];

/**
 * Whether any snapshot of [fromMs, toMs) holds a row of `market`. Each hour of the stretch with hour
 * summaries answers from its market line (a few range reads: `seen`, and the outcomes its rows name):
 * an hour whose line is absent or not `seen` holds no row; a seen hour wholly inside the stretch is the
 * answer. The other minutes (hours without a summary, and the seen hours the stretch cuts) are read from
 * their snapshots within `maxBytes`. Looks at most `limits.hours` hours from `fromMs`: past them, or past
 * the bytes, it answers not found and not complete.
 */
export async function probeMarket(
  bucket: R2Bucket,
  venue: string,
  market: string,
  fromMs: number,
  toMs: number,
  limits: ProbeLimits,
): Promise<MarketPresence> {
  if (toMs <= fromMs) return { found: false, complete: true };
  const firstHourMs = Math.floor(fromMs / HOUR_MS) * HOUR_MS;
  const hours = Math.min(limits.hours, Math.ceil((toMs - firstHourMs) / HOUR_MS));
  const endMs = Math.min(toMs, firstHourMs + hours * HOUR_MS);
  if (endMs <= fromMs) return { found: false, complete: false };
  // A day of hours at a time, so a market found early costs no more reads.
  const reads: HourRead[] = [];
  for (let first = 0; first < hours; first += PROBE_HOURS_PER_STEP) {
    const stepMs = firstHourMs + first * HOUR_MS;
    const step = await readHourLines(
      bucket,
      venue,
      market,
      stepMs,
      Math.min(PROBE_HOURS_PER_STEP, hours - first),
    );
    for (const [i, read] of step.entries()) {
      const hourMs = stepMs + i * HOUR_MS;
      const whole = hourMs >= fromMs && hourMs + HOUR_MS <= endMs;
      if (whole && outcomesOf(read).length > 0) return { found: true, outcomes: outcomesOf(read) };
    }
    reads.push(...step);
  }
  const readOf = (minuteMs: number) => reads[Math.floor((minuteMs - firstHourMs) / HOUR_MS)];
  // Minutes of a summarised hour without a row of the market are known; the rest are read.
  const known: SkipMinute = (minuteMs) => {
    const read = readOf(minuteMs);
    return read?.built === true && outcomesOf(read).length === 0;
  };
  const minutes = await readMarketMinutes(
    bucket,
    venue,
    market,
    "",
    fromMs,
    endMs,
    { maxBytes: limits.maxBytes, bucketMs: MINUTE_MS },
    known,
  );
  if (minutes.marketSeen) return { found: true, outcomes: minutes.outcomes };
  return { found: false, complete: minutes.readToMs >= endMs && endMs >= toMs };
}

/**
 * Both legs' taped mids per minute, read from the lake's tape (the lake's store, `src/lake/store/`):
 * for every snapshot the venues' day manifests list in the window, the YES row of the leg's market —
 * the row whose outcome is `yes` (any case), else the market's first row in tape order — and its `mid`
 * when its book was two-sided (the row's own `mid`, exactly the text the quotes route serves). A
 * market's place in a snapshot is not indexed, so each snapshot is read whole: the read stops at the
 * last whole minute within a byte budget known from the manifests before any read.
 */
import { DAY_MS, utcDateAndHhmm } from "../../domain/clock.ts";
import type { LegMinute } from "../../domain/equivalence/basis-buckets.ts";
import { readBatches } from "../../lake/candles/minutes.ts";
import { readManifest } from "../../lake/store/lake.ts";
import { readSnapshotMarketRows } from "../../lake/store/lake-reads.ts";
import { cycleStart } from "../../lake/time.ts";
import type { LakeRow } from "../../venues/shared/row.ts";

export interface LegRef {
  venue: string;
  marketId: string;
}

export type { LegMinute };

export interface LegMids {
  a: LegMinute[];
  b: LegMinute[];
  /** Snapshots read (both legs) and their stored bytes. */
  snapshots: number;
  bytes: number;
  /** The end of what was read: `toMs`, or an earlier minute where the byte budget ran out. */
  readToMs: number;
}

/** The YES row among a market's rows of one snapshot: outcome `yes` (any case), else the first. */
export function yesRowOf(rows: readonly LakeRow[]): LakeRow | undefined {
  return rows.find((row) => row.outcome.toLowerCase() === "yes") ?? rows[0];
}

function datesOf(fromMs: number, toMs: number): string[] {
  const dates: string[] = [];
  for (let day = Math.floor(fromMs / DAY_MS) * DAY_MS; day < toMs; day += DAY_MS) {
    dates.push(utcDateAndHhmm(day).date);
  }
  return dates;
}

async function snapshotsOf(bucket: R2Bucket, leg: LegRef, side: "a" | "b", fromMs: number, toMs: number) {
  const manifests = await Promise.all(
    datesOf(fromMs, toMs).map(async (date) => ({
      date,
      manifest: await readManifest(bucket, leg.venue, date),
    })),
  );
  return manifests.flatMap(({ date, manifest }) =>
    (manifest?.snapshots ?? []).flatMap((entry) => {
      const minute = Date.parse(cycleStart(date, entry.at));
      return minute >= fromMs && minute < toMs ? [{ side, leg, date, entry, minute }] : [];
    }),
  );
}

/**
 * The legs' minutes in [fromMs, toMs), ascending. At most `maxBytes` of snapshots are read (the
 * first minute's always): the read ends before the first minute that would pass the budget.
 */
export async function readLegMids(
  bucket: R2Bucket,
  legs: { a: LegRef; b: LegRef },
  fromMs: number,
  toMs: number,
  maxBytes: number,
): Promise<LegMids> {
  const [a, b] = await Promise.all([
    snapshotsOf(bucket, legs.a, "a", fromMs, toMs),
    snapshotsOf(bucket, legs.b, "b", fromMs, toMs),
  ]);
  const wanted = [...a, ...b].sort((x, y) => x.minute - y.minute);
  let readToMs = toMs;
  let bytes = 0;
  const over = wanted.findIndex(({ entry }) => {
    bytes += entry.bytes;
    return bytes > maxBytes;
  });
  if (over >= 0) {
    const overMinute = (wanted[over] as (typeof wanted)[number]).minute;
    readToMs = overMinute > fromMs ? overMinute : fromMs + 60_000;
    const cut = wanted.findIndex(({ minute }) => minute >= readToMs);
    if (cut >= 0) wanted.splice(cut);
  }
  const result: LegMids = { a: [], b: [], snapshots: 0, bytes: 0, readToMs };
  for (const batch of readBatches(wanted)) {
    const found = await Promise.all(
      batch.map(({ leg, date, entry }) =>
        readSnapshotMarketRows(bucket, leg.venue, date, entry.at, leg.marketId),
      ),
    );
    for (const [j, rows] of found.entries()) {
      const { side, entry, minute } = batch[j] as (typeof batch)[number];
      result.snapshots++;
      result.bytes += entry.bytes;
      const row = yesRowOf(rows);
      if (!row) continue;
      result[side].push({
        minute,
        mid: row.two_sided_book && row.mid !== undefined ? row.mid : null,
      });
    }
  }
  return result;
}

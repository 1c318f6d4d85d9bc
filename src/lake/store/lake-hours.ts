/**
 * The candles' hour summaries in R2 (format: src/lake/hours.ts): the hour object and its index, each
 * written once (a conditional put: a stored object wins), a market's line of an hour read by three range
 * reads, and a day's summaries deleted with its Parquet files. The build that folds an hour's tape into
 * them is the hour summary job (src/lake/jobs/hour-summary.ts).
 */
import { HOUR_MS } from "../../domain/clock.ts";
import { encodeBookIndex, encodeMarketLines } from "../books.ts";
import {
  addCounts,
  countsFromMetadata,
  countsMetadata,
  decodeHourLine,
  type HourCounts,
  type HourLine,
  NO_COUNTS,
} from "../hours.ts";
import { hourSummariesDayPrefix, hourSummariesIndexKey, hourSummariesKey } from "../keys.ts";
import { readIndexedLine } from "./lake-books.ts";

const NDJSON = { contentType: "application/x-ndjson" };
const OCTETS = { contentType: "application/octet-stream" };
/**
 * Writes the hour object and its index, each once (a stored object wins, and the index is made from the
 * stored object's own bytes). An hour with neither a snapshot nor a trades object gets none.
 */
export async function writeHour(
  bucket: R2Bucket,
  venue: string,
  hourMs: number,
  lines: readonly HourLine[],
  counts: HourCounts,
): Promise<"built" | "no_tape"> {
  if (counts.snapshots === 0 && counts.trade_taped === 0) return "no_tape";
  const key = hourSummariesKey(venue, hourMs);
  const metadata = countsMetadata(counts);
  let encoded = encodeMarketLines(0, lines);
  const created = await bucket.put(key, encoded.body, {
    httpMetadata: NDJSON,
    customMetadata: metadata,
    onlyIf: { etagDoesNotMatch: "*" },
  });
  let stored = metadata;
  if (!created) {
    const existing = await bucket.get(key);
    if (!existing) throw new Error(`lake hour summaries ${key} refused a create but cannot be read`);
    const text = await existing.text();
    encoded = encodeMarketLines(
      0,
      text
        .split("\n")
        .filter((l) => l.length > 0)
        .map(decodeHourLine),
    );
    stored = existing.customMetadata ?? metadata;
  }
  await bucket.put(hourSummariesIndexKey(venue, hourMs), encodeBookIndex(encoded.entries), {
    httpMetadata: OCTETS,
    customMetadata: stored,
    onlyIf: { etagDoesNotMatch: "*" },
  });
  return "built";
}

/** One hour's read for a market: not built, or built with the hour's counts and the market's line. */
export type HourRead = { built: false } | { built: true; counts: HourCounts; line: HourLine | null };

/** The market's line of the venue's hour: three range reads (see `readIndexedLine`). */
export async function readHourLine(
  bucket: R2Bucket,
  venue: string,
  hourMs: number,
  market: string,
): Promise<HourRead> {
  const indexKey = hourSummariesIndexKey(venue, hourMs);
  const found = await readIndexedLine(bucket, indexKey, market, () => hourSummariesKey(venue, hourMs));
  if (found.index === null) return { built: false };
  return {
    built: true,
    counts: countsFromMetadata(found.index.customMetadata, indexKey),
    line: found.line === null ? null : decodeHourLine(found.line),
  };
}

/** Hours read at once by one answer. */
const HOURS_IN_FLIGHT = 6;

/** The market's reads of consecutive hours from `fromMs`, in order. */
export async function readHourLines(
  bucket: R2Bucket,
  venue: string,
  market: string,
  fromMs: number,
  hours: number,
): Promise<HourRead[]> {
  const reads: HourRead[] = [];
  for (let i = 0; i < hours; i += HOURS_IN_FLIGHT) {
    const batch = Array.from(
      { length: Math.min(HOURS_IN_FLIGHT, hours - i) },
      (_, j) => fromMs + (i + j) * HOUR_MS,
    );
    reads.push(...(await Promise.all(batch.map((hourMs) => readHourLine(bucket, venue, hourMs, market)))));
  }
  return reads;
}

/** The sum of the counts of built hours. */
export function builtCounts(reads: readonly HourRead[]): HourCounts {
  return reads.reduce((sum, read) => (read.built ? addCounts(sum, read.counts) : sum), { ...NO_COUNTS });
}

/**
 * Deletes the hour summaries of a venue's day (the retention, when the day is removed) but the keys of
 * `keep` (the Iceberg table's `hours.parquet`, deleted once no kept snapshot lists it); false when the
 * budget ran out.
 */
export async function deleteHourSummaries(
  bucket: R2Bucket,
  venue: string,
  date: string,
  budget: { left: number; deleted: number },
  keep: readonly string[] = [],
): Promise<boolean> {
  const listed = await bucket.list({ prefix: hourSummariesDayPrefix(venue, date), limit: 1000 });
  const keys = listed.objects.map((o) => o.key).filter((key) => !keep.includes(key));
  if (keys.length > budget.left) return false;
  if (keys.length > 0) await bucket.delete(keys);
  budget.left -= keys.length;
  budget.deleted += keys.length;
  return true;
}

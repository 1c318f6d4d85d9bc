/**
 * Where the lake lives in R2. One object per venue per collection cycle, `lake/{venue}/{YYYY-MM-DD}/{HHMM}`
 * (HHMM = cycle start, UTC), beside it `{key}.idx` (its row offsets), and per venue and day
 * `lake/{venue}/{YYYY-MM-DD}/manifest.json`. A closed day is compacted into
 * `lake/{venue}/{YYYY-MM-DD}/day.parquet`, and the venue's compacted days are catalogued in
 * `lake/{venue}/parquet.json`. Beside a snapshot, its book tape (./books.ts): one book object per source
 * `{snapshot}/books-{NNNNN}` with its entries `{book object}.keys`, and the minute's index
 * `{snapshot}/books.idx`. Every reader and writer builds keys here.
 */
import { utcDateAndHhmm } from "../domain/clock.ts";

/** The snapshot key layout as clients are told it. */
export const SNAPSHOT_KEY_PATTERN = "lake/{venue}/{YYYY-MM-DD}/{HHMM}";

/** `lake/{venue}/`: the prefix under which a venue's days are listed. */
export function venuePrefix(venue: string): string {
  return `lake/${venue}/`;
}

/** `lake/{venue}/{YYYY-MM-DD}/`: every object of one collected day (snapshots, indexes, manifest). */
export function dayPrefix(venue: string, date: string): string {
  return `${venuePrefix(venue)}${date}/`;
}

export function snapshotKey(venue: string, date: string, hhmm: string): string {
  return `${dayPrefix(venue, date)}${hhmm}`;
}

/** The snapshot key of the collection cycle starting at `cycleStartMs`. */
export function cycleSnapshotKey(venue: string, cycleStartMs: number): string {
  const { date, hhmm } = utcDateAndHhmm(cycleStartMs);
  return snapshotKey(venue, date, hhmm);
}

/** The offsets index of a snapshot. */
export function offsetsKey(snapshot: string): string {
  return `${snapshot}.idx`;
}

/** One source's book object of the snapshot's minute (a whole-venue part's source is its part number). */
export function bookObjectKey(snapshot: string, source: number): string {
  return `${snapshot}/books-${String(source).padStart(5, "0")}`;
}

/** The index entries of one book object's lines. */
export function bookEntriesKey(bookObject: string): string {
  return `${bookObject}.keys`;
}

/** The minute's book index, over every source's book object. */
export function bookIndexKey(snapshot: string): string {
  return `${snapshot}/books.idx`;
}

export function manifestKey(venue: string, date: string): string {
  return `${dayPrefix(venue, date)}manifest.json`;
}

/** The Parquet file of a closed day as clients are told it. */
export const DAY_PARQUET_KEY_PATTERN = "lake/{venue}/{YYYY-MM-DD}/day.parquet";

/** Every row of a venue's day, compacted into one Parquet file once the UTC day has closed. */
export function dayParquetKey(venue: string, date: string): string {
  return `${dayPrefix(venue, date)}day.parquet`;
}

/**
 * The venue's catalogue of compacted days. It sits beside the date folders, not in one, so the
 * delimited listing of dates never counts it as a day.
 */
export function parquetCatalogKey(venue: string): string {
  return `${venuePrefix(venue)}parquet.json`;
}

/**
 * Scratch objects of a venue-day's Parquet compaction in progress (the bytes a step carries to the next
 * until a whole multipart part is due). Outside `lake/`, so no listing of the lake's days sees them.
 */
export function compactionScratchPrefix(venue: string, date: string): string {
  return `lake-compaction/${venue}/${date}/`;
}

export function compactionCarryKey(venue: string, date: string, uploadId: string, step: number): string {
  return `${compactionScratchPrefix(venue, date)}${encodeURIComponent(uploadId)}/carry-${step}`;
}

/** The minute's trade prints (./trades.ts), beside its snapshot; its offsets index is `offsetsKey` of it. */
export function tradesKey(snapshot: string): string {
  return `${snapshot}/trades`;
}

/** Each market's rows in the minute's trades object. */
export function tradeMarketsKey(trades: string): string {
  return `${trades}.markets`;
}

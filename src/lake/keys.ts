/**
 * Where the lake lives in R2. One object per venue per collection cycle, `lake/{venue}/{YYYY-MM-DD}/{HHMM}`
 * (HHMM = cycle start, UTC), beside it `{key}.idx` (its row offsets), and per venue and day
 * `lake/{venue}/{YYYY-MM-DD}/manifest.json`. A closed day is compacted into
 * `lake/{venue}/{YYYY-MM-DD}/day.parquet` (its quotes), `…/books.parquet` (its book tape) and
 * `…/trades.parquet` (its trade tape), and the venue's compacted days are catalogued in
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

/** The prefix of the snapshot minute's book objects (and of their entries). */
function bookObjectPrefix(snapshot: string): string {
  return `${snapshot}/books-`;
}

/** One source's book object of the snapshot's minute (a whole-venue part's source is its part number). */
export function bookObjectKey(snapshot: string, source: number): string {
  return `${bookObjectPrefix(snapshot)}${String(source).padStart(5, "0")}`;
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
  return parquetFileKey("quotes", venue, date);
}

/**
 * The file name of each of a closed day's Parquet files, by kind: the quote tape's rows, the book tape's
 * levels, the trade tape's prints.
 */
export const PARQUET_FILE_NAMES = {
  quotes: "day.parquet",
  books: "books.parquet",
  trades: "trades.parquet",
} as const;

/** Which of a closed day's Parquet files. */
export type ParquetKind = keyof typeof PARQUET_FILE_NAMES;

export const PARQUET_KINDS = Object.keys(PARQUET_FILE_NAMES) as ParquetKind[];

/** The book tape's Parquet file of a closed day as clients are told it. */
export const DAY_BOOKS_PARQUET_KEY_PATTERN = "lake/{venue}/{YYYY-MM-DD}/books.parquet";

/** The trade tape's Parquet file of a closed day as clients are told it. */
export const DAY_TRADES_PARQUET_KEY_PATTERN = "lake/{venue}/{YYYY-MM-DD}/trades.parquet";

/** One of a closed day's Parquet files. */
export function parquetFileKey(kind: ParquetKind, venue: string, date: string): string {
  return `${dayPrefix(venue, date)}${PARQUET_FILE_NAMES[kind]}`;
}

/** Every Parquet file a closed day can have: the objects of its prefix that are not its tape. */
export function parquetFileKeys(venue: string, date: string): string[] {
  return PARQUET_KINDS.map((kind) => parquetFileKey(kind, venue, date));
}

/**
 * The kinds of a closed day's Parquet files the lake serves: the compacted tapes (`ParquetKind`), the
 * outcomes committed that day (written from D1 by the outcomes plane at the daily job,
 * src/outcomes/parquet.ts), the equivalence pairs' minute basis (written by the equivalence plane at
 * the daily job, src/equivalence/jobs/basis-parquet.ts), and what the indices' calibration scores: the
 * public indices' committed distributions of the day (src/indices/distributions-parquet.ts) and the
 * official prints released that day (src/outcomes/prints-parquet.ts).
 */
export type DayFileKind = ParquetKind | "outcomes" | "basis" | "index_distributions" | "official_prints";

export const DAY_FILE_KINDS: readonly DayFileKind[] = [
  ...PARQUET_KINDS,
  "outcomes",
  "basis",
  "index_distributions",
  "official_prints",
];

/**
 * A venue-day's outcomes file: outside `lake/`, so the tape's retention never counts it as tape; it
 * goes with the day's other Parquet files (src/lake/jobs/retention.ts).
 */
export function outcomesParquetKey(venue: string, date: string): string {
  return `lake-outcomes/${venue}/${date}/outcomes.parquet`;
}

/**
 * A venue-day's minute basis file (the equivalence pairs whose leg a is on the venue): outside
 * `lake/`, as the outcomes file, and going with the day's other Parquet files.
 */
export function basisParquetKey(venue: string, date: string): string {
  return `lake-basis/${venue}/${date}/basis.parquet`;
}

/**
 * A UTC day's file of the indices' committed distributions, or of the official prints released that
 * day: of no venue (an index pools the venues), so one object a day, which every venue's day lists
 * (its catalogue entry and download route), going with the day's other Parquet files.
 */
export function indexDayParquetKey(kind: "index_distributions" | "official_prints", date: string): string {
  return `lake-indices/${date}/${kind === "index_distributions" ? "distributions" : "prints"}.parquet`;
}

/** The key of one of a closed day's files, of any kind. */
export function dayFileKey(kind: DayFileKind, venue: string, date: string): string {
  if (kind === "outcomes") return outcomesParquetKey(venue, date);
  if (kind === "basis") return basisParquetKey(venue, date);
  if (kind === "index_distributions" || kind === "official_prints") return indexDayParquetKey(kind, date);
  return parquetFileKey(kind, venue, date);
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

/** The scratch objects of one compaction job (its upload): jobs of the day's other files keep theirs. */
export function compactionUploadScratchPrefix(venue: string, date: string, uploadId: string): string {
  return `${compactionScratchPrefix(venue, date)}${encodeURIComponent(uploadId)}/`;
}

export function compactionCarryKey(venue: string, date: string, uploadId: string, step: number): string {
  return `${compactionUploadScratchPrefix(venue, date, uploadId)}carry-${step}`;
}

/** What one step of a minute tape's compaction noted of its minutes, kept for the file's footer. */
export function compactionNotesKey(venue: string, date: string, uploadId: string, step: number): string {
  return `${compactionUploadScratchPrefix(venue, date, uploadId)}notes-${step}`;
}

/** The minute's trade prints (./trades.ts), beside its snapshot; its offsets index is `offsetsKey` of it. */
export function tradesKey(snapshot: string): string {
  return `${snapshot}/trades`;
}

/** Each market's rows in the minute's trades object. */
export function tradeMarketsKey(trades: string): string {
  return `${trades}.markets`;
}

/** Each outcome token's rows in the minute's trades object (venues with outcome tokens). */
export function tradeTokensKey(trades: string): string {
  return `${trades}.tokens`;
}

/**
 * The tapes kept as objects beside a minute's snapshot (every Parquet kind but the quotes, whose
 * snapshots the day manifest lists): the listing prefix of a minute's objects of the tape, and whether
 * a key under it is one of them (not an index).
 */
export const MINUTE_TAPE_OBJECTS = {
  books: {
    prefix: bookObjectPrefix,
    holds: (snapshot: string, key: string) => /^\d+$/.test(key.slice(bookObjectPrefix(snapshot).length)),
  },
  trades: {
    prefix: (snapshot: string) => tradesKey(snapshot),
    holds: (snapshot: string, key: string) => key === tradesKey(snapshot),
  },
} as const satisfies Record<Exclude<ParquetKind, "quotes">, unknown>;

/** A Parquet kind compacted from a tape of minute objects. */
export type MinuteTapeKind = keyof typeof MINUTE_TAPE_OBJECTS;

/**
 * The candles' hour summaries of a venue's UTC day (./hours.ts): outside `lake/`, so the day's tape
 * deletion and the listings of days never see them; the retention deletes them with the day's Parquet
 * files (src/lake/jobs/retention.ts).
 */
export function hourSummariesDayPrefix(venue: string, date: string): string {
  return `lake-hours/${venue}/${date}/`;
}

/** The hour summaries object of the venue's UTC hour starting at `hourMs` (one line per market). */
export function hourSummariesKey(venue: string, hourMs: number): string {
  const { date, hhmm } = utcDateAndHhmm(hourMs);
  return `${hourSummariesDayPrefix(venue, date)}${hhmm.slice(0, 2)}`;
}

/** Its index (the book tape's fan-out index format): written last, so it says the hour is built. */
export function hourSummariesIndexKey(venue: string, hourMs: number): string {
  return `${hourSummariesKey(venue, hourMs)}.idx`;
}

/** Every hour summaries build's scratch of a venue, by UTC date then hour. */
export function hourBuildScratchPrefix(venue: string): string {
  return `lake-hours-build/${venue}/`;
}

/** The state an hour summaries build carries from step `step` to the next (scratch, deleted once built). */
export function hourBuildStateKey(venue: string, hourMs: number, step: number): string {
  const { date, hhmm } = utcDateAndHhmm(hourMs);
  return `${hourBuildScratchPrefix(venue)}${date}/${hhmm.slice(0, 2)}/state-${step}`;
}

/**
 * The steps' encoding of the daily Parquet job (src/lake/jobs/parquet-day.ts): which minutes of a
 * venue-day one step reads, and how they become row groups of the day's file — the quote file's
 * snapshots (src/lake/parquet.ts), the book and trade tapes' minute objects (src/lake/books-parquet.ts,
 * src/lake/trades-parquet.ts) — with the footer's notes of every minute. The job's protocol (leases, D1
 * progress, the multipart upload) stays in its own file.
 */
import type { Bindings } from "../../env.ts";
import type { lakeCompactionJobs } from "../../platform/db/schema.ts";
import { decodeBookLines } from "../books.ts";
import { BOOK_PARQUET_SCHEMA, BOOKS_TABLE, bookLevelRows } from "../books-parquet.ts";
import {
  compactionNotesKey,
  dayPrefix,
  MINUTE_TAPE_OBJECTS,
  type MinuteTapeKind,
  type ParquetKind,
  snapshotKey,
} from "../keys.ts";
import { type ColumnValue, ParquetSliceWriter, type ParquetTable, QUOTES_TABLE } from "../parquet.ts";
import { readManifest } from "../store/lake.ts";
import { readSnapshotRows } from "../store/lake-reads.ts";
import { storedCompleteness } from "../store/lake-trades.ts";
import type { SnapshotEntry } from "../tape.ts";
import { cycleStart } from "../time.ts";
import { decodeTradeLines } from "../trades.ts";
import { TRADE_PARQUET_SCHEMA, TRADES_TABLE, tradePrintRow } from "../trades-parquet.ts";

/** A compaction job's row in D1 (`lake_compaction_jobs`): its day, file, upload and progress. */
export type CompactionJob = typeof lakeCompactionJobs.$inferSelect;
type Job = CompactionJob;
/** What a step reads: the lake's bucket. */
type StepEnv = Pick<Bindings, "LAKE">;

/**
 * Tape objects (one-object snapshots, or parts) one step reads at most, unless one snapshot alone has
 * more (≤ MAX_PARTS, src/lake/collect/budget.ts): with the step's own ≤ 40 D1, R2 and queue calls,
 * two steps and two page ranges in one batch stay under the 1,000 subrequests of an invocation.
 */
export const COMPACTION_STEP_OBJECTS = 400;

/** A Parquet file compacted from a tape of objects beside each minute's snapshot (src/lake/keys.ts). */
interface MinuteTapeFile {
  table: ParquetTable;
  /** The file's layout, as its custom metadata (`schema`) names it. */
  schema: string;
  /** The file's rows of one tape object of the minute starting at `cycleStartMs`, in tape order. */
  rows(cycleStartMs: number, text: string): ColumnValue[][];
  /**
   * Whether a minute's object says its tape is complete (`complete` / `incomplete`), for a tape that
   * says so: the file's footer then lists every minute with an object (`pix.minutes`).
   */
  completeness?(object: R2Object): string;
}

/** A minute of a minute tape as the file's footer lists it (`pix.minutes`). */
export interface MinuteNote {
  at: string;
  rows: number;
  completeness: string;
}

export const MINUTE_TAPE_FILES: Record<MinuteTapeKind, MinuteTapeFile> = {
  books: {
    table: BOOKS_TABLE,
    schema: BOOK_PARQUET_SCHEMA,
    rows: (cycleStartMs, text) =>
      decodeBookLines(text).flatMap((market) => bookLevelRows(cycleStartMs, market)),
  },
  trades: {
    table: TRADES_TABLE,
    schema: TRADE_PARQUET_SCHEMA,
    rows: (cycleStartMs, text) => decodeTradeLines(text).map((trade) => tradePrintRow(cycleStartMs, trade)),
    completeness: (object) => storedCompleteness(object.customMetadata?.completeness).status,
  },
};

export const tableOf = (kind: ParquetKind) =>
  kind === "quotes" ? QUOTES_TABLE : MINUTE_TAPE_FILES[kind].table;

/**
 * The minutes (HHMM) of a venue's day with objects beside their snapshot (parts, book objects, trades
 * objects), ascending: the day's minute folders, one delimited listing of the day (two pages at most).
 */
export async function listMinuteFolders(bucket: R2Bucket, venue: string, date: string): Promise<string[]> {
  const prefix = dayPrefix(venue, date);
  const minutes: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, delimiter: "/", ...(cursor ? { cursor } : {}) });
    for (const folder of page.delimitedPrefixes) {
      const at = /^(\d{4})\/$/.exec(folder.slice(prefix.length))?.[1];
      if (at) minutes.push(at);
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return minutes.sort();
}

/**
 * One minute's objects of a tape (not their indexes), in key order (a book tape's: source order), with
 * sizes.
 */
async function listMinuteTapeObjects(
  bucket: R2Bucket,
  kind: MinuteTapeKind,
  venue: string,
  date: string,
  at: string,
): Promise<{ key: string; size: number }[]> {
  const snapshot = snapshotKey(venue, date, at);
  const tape = MINUTE_TAPE_OBJECTS[kind];
  const objects: { key: string; size: number }[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: tape.prefix(snapshot), ...(cursor ? { cursor } : {}) });
    for (const object of page.objects) {
      if (tape.holds(snapshot, object.key)) objects.push({ key: object.key, size: object.size });
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return objects.sort((a, b) => a.key.localeCompare(b.key));
}

/** The day's data cannot be compacted as it is (refused value, missing or miscounted tape). */
export class DayDataError extends Error {
  override name = "DayDataError";
}

/**
 * The end of the next step's snapshots: from `first` while the byte budget and COMPACTION_STEP_OBJECTS
 * last, at least one. Pure.
 */
export function stepSlice(
  snapshots: readonly Pick<SnapshotEntry, "bytes" | "parts">[],
  first: number,
  budgetBytes: number,
): number {
  const objects = (i: number) => snapshots[i]?.parts ?? 1;
  let end = first;
  let bytes = 0;
  let read = 0;
  do {
    bytes += snapshots[end]?.bytes ?? 0;
    read += objects(end);
    end++;
  } while (
    end < snapshots.length &&
    bytes + (snapshots[end]?.bytes ?? 0) <= budgetBytes &&
    read + objects(end) <= COMPACTION_STEP_OBJECTS
  );
  return end;
}

export async function encodeSlice(
  env: StepEnv,
  job: Job,
  snapshots: readonly SnapshotEntry[],
): Promise<ReturnType<ParquetSliceWriter["finish"]>> {
  const writer = new ParquetSliceWriter(job.fileOffset);
  for (const snapshot of snapshots) {
    const startMs = Date.parse(cycleStart(job.date, snapshot.at));
    let rows = 0;
    try {
      for await (const batch of readSnapshotRows(env.LAKE, job.venue, job.date, snapshot.at)) {
        writer.add(startMs, batch);
        rows += batch.length;
      }
    } catch (error) {
      // The one snapshot reader says a listed object is gone: that day cannot be compacted as listed.
      if (error instanceof Error && error.message.startsWith("lake tape missing")) {
        throw new DayDataError(error.message);
      }
      throw error;
    }
    if (rows !== snapshot.rows) {
      throw new DayDataError(
        `snapshot ${snapshot.at} has ${rows} rows where its manifest records ${snapshot.rows}`,
      );
    }
  }
  return writer.finish();
}

/**
 * A snapshot as the quote file's footer lists it (`pix.snapshots`): its time, rows and completeness
 * status, and for an incomplete one the reasons recorded and the rows it would have held.
 */
export interface SnapshotNote {
  at: string;
  rows: number;
  completeness: string;
  reasons?: string[];
  rows_expected?: number | null;
}

export function snapshotNote(s: SnapshotEntry): SnapshotNote {
  const note = { at: s.at, rows: s.rows, completeness: s.completeness.status };
  if (s.completeness.status !== "incomplete") return note;
  return {
    ...note,
    reasons: [...new Set(s.completeness.failures.map((f) => f.reason))],
    rows_expected: s.completeness.rows_expected ?? null,
  };
}

/**
 * What one step encoded: its slice, the end of its minutes, whether it is the last, the footer's
 * snapshots (quotes), or the minutes it read (a minute tape that notes its completeness).
 */
export interface EncodedStep {
  slice: ReturnType<ParquetSliceWriter["finish"]>;
  end: number;
  last: boolean;
  snapshots?: SnapshotNote[];
  notes?: MinuteNote[];
}

/**
 * The quote file's step: the next snapshots of the day manifest, the last of them with the footer. A day
 * collected without a quote snapshot (only book or trade tape) has no manifest: its file has no rows.
 */
export async function quoteStep(env: StepEnv, job: Job): Promise<EncodedStep> {
  const listed = (await readManifest(env.LAKE, job.venue, job.date))?.snapshots ?? [];
  if (listed.length !== job.snapshotCount) {
    throw new DayDataError(
      `the day manifest no longer lists the ${job.snapshotCount} snapshots the job started with`,
    );
  }
  const end = job.snapshotCount === 0 ? 0 : stepSlice(listed, job.snapshotIndex, job.stepBytes);
  const slice = await encodeSlice(env, job, listed.slice(job.snapshotIndex, end));
  const snapshots = listed.map(snapshotNote);
  return { slice, end, last: end >= job.snapshotCount, snapshots };
}

/**
 * The step of a minute tape's file (books, trades): the next minute folders while the byte budget and
 * COMPACTION_STEP_OBJECTS last (at least one); once every minute is written, the last step writes the
 * footer alone.
 */
export async function minuteTapeStep(env: StepEnv, job: Job, kind: MinuteTapeKind): Promise<EncodedStep> {
  const minutes = await listMinuteFolders(env.LAKE, job.venue, job.date);
  if (minutes.length !== job.snapshotCount) {
    throw new DayDataError(
      `the day no longer has the ${job.snapshotCount} minutes the job started with (${minutes.length})`,
    );
  }
  const file = MINUTE_TAPE_FILES[kind];
  const writer = new ParquetSliceWriter(job.fileOffset, file.table);
  const notes: MinuteNote[] = [];
  let end = job.snapshotIndex;
  let bytes = 0;
  let read = 0;
  while (end < minutes.length) {
    const at = minutes[end] as string;
    const objects = await listMinuteTapeObjects(env.LAKE, kind, job.venue, job.date, at);
    const size = objects.reduce((n, o) => n + o.size, 0);
    // The minute's listing is a subrequest too.
    const over = bytes + size > job.stepBytes || read + objects.length + 1 > COMPACTION_STEP_OBJECTS;
    if (end > job.snapshotIndex && over) break;
    const startMs = Date.parse(cycleStart(job.date, at));
    for (const { key } of objects) {
      const object = await env.LAKE.get(key);
      if (!object) throw new DayDataError(`lake ${kind} object missing for ${key}`);
      const rows = file.rows(startMs, await object.text());
      for (const values of rows) writer.addValues(values);
      if (file.completeness) notes.push({ at, rows: rows.length, completeness: file.completeness(object) });
    }
    bytes += size;
    read += objects.length + 1;
    end++;
  }
  const last = job.snapshotIndex >= minutes.length;
  return { slice: writer.finish(), end, last, ...(file.completeness ? { notes } : {}) };
}

/** Every minute earlier steps noted (their scratch objects, in step order), for the footer. */
export async function notedMinutes(bucket: R2Bucket, job: Job): Promise<MinuteNote[]> {
  const minutes: MinuteNote[] = [];
  for (let step = 0; step < job.step; step++) {
    const object = await bucket.get(compactionNotesKey(job.venue, job.date, job.uploadId, step));
    if (!object) throw new Error(`the minutes of ${job.venue} ${job.date} step ${step} are missing`);
    minutes.push(...((await object.json()) as MinuteNote[]));
  }
  return minutes;
}

/**
 * The Parquet compaction of one closed venue-day into one of its files (`ParquetKind`: the quote file,
 * src/lake/parquet.ts; the book file, src/lake/books-parquet.ts; the trade file,
 * src/lake/trades-parquet.ts) as a job of bounded steps, one LAKE_COLLECT queue message per step, so a
 * day of any size fits the Worker's memory, CPU and subrequest limits. Each kind of file is its own job.
 * The job appends to one R2 multipart upload:
 * - a step reads the next minutes of the day up to a byte budget of NDJSON (at least one minute: a
 *   snapshot of the day manifest, or a minute folder's objects of the book or trade tape), encodes them
 *   as row groups at the file's current offset, and uploads every whole part; the rest (R2 wants every
 *   part but the last of one size) is carried to the next step in a scratch object. The row groups'
 *   metadata waits in D1 for the footer.
 * - the last step also writes the footer (every row group), uploads the last part, completes the
 *   upload and records the file in the venue's catalogue. (The last step of a minute tape's file encodes
 *   no minute, so the job's row count is final in D1 before the file exists.)
 * The job's progress lives in D1 (`lake_compaction_jobs`, one row per venue, day and kind). A step first takes a lease on its step
 * number and moves the job on with an update conditional on both, so a duplicated or retried delivery
 * never appends a slice twice or loses one. A job with no progress for STALE_JOB_MS, or one stopped by
 * its data, is restarted from scratch by the next start (its upload aborted).
 */
import { and, asc, eq, gt, isNull, lt, or } from "drizzle-orm";
import { z } from "zod";
import { rfc3339 } from "../../domain/clock.ts";
import type { Bindings } from "../../env.ts";
import { type Db, openDb, write } from "../../platform/db/db.ts";
import { lakeCompactionJobs, lakeCompactionRowGroups } from "../../platform/db/schema.ts";
import { LAKE_ROW_SCHEMA } from "../../venues/shared/row.ts";
import { decodeBookLines } from "../books.ts";
import { BOOK_PARQUET_SCHEMA, BOOKS_TABLE, bookLevelRows } from "../books-parquet.ts";
import { commitAfterCompaction, type IcebergVars } from "../iceberg/job.ts";
import {
  compactionCarryKey,
  compactionNotesKey,
  compactionUploadScratchPrefix,
  dayPrefix,
  MINUTE_TAPE_OBJECTS,
  type MinuteTapeKind,
  PARQUET_KINDS,
  type ParquetKind,
  parquetFileKey,
  snapshotKey,
} from "../keys.ts";
import {
  type ColumnValue,
  type DayParquetEntry,
  LakeParquetError,
  PARQUET_CONTENT_TYPE,
  ParquetSliceWriter,
  type ParquetTable,
  parquetFooter,
  QUOTES_TABLE,
} from "../parquet.ts";
import type { SnapshotEntry } from "../tape.ts";
import { cycleStart, dayStatus } from "../time.ts";
import { decodeTradeLines } from "../trades.ts";
import { TRADE_PARQUET_SCHEMA, TRADES_TABLE, tradePrintRow } from "../trades-parquet.ts";
import { readManifest } from "./lake.ts";
import { catalogueFiles, entryOf, recordCompacted, updateCatalogue } from "./lake-parquet-catalogue.ts";
import { readSnapshotRows } from "./lake-reads.ts";
import { storedCompleteness } from "./lake-trades.ts";

/** NDJSON one step reads at most (unless one snapshot alone is larger): its rows pass as row groups. */
export const COMPACTION_STEP_BYTES = 32 * 1024 * 1024;
/**
 * Tape objects (one-object snapshots, or parts) one step reads at most, unless one snapshot alone has
 * more (≤ MAX_PARTS, src/lake/collect/budget.ts): with the step's own ≤ 40 D1, R2 and queue calls,
 * two steps and two page ranges in one batch stay under the 1,000 subrequests of an invocation.
 */
export const COMPACTION_STEP_OBJECTS = 400;
/** R2's smallest multipart part (every part but the last). */
export const R2_MIN_PART_BYTES = 5 * 1024 * 1024;
/** The size of every part but the last: R2 wants them equal. 10,000 parts of it cap a file at 80 GiB. */
export const COMPACTION_PART_BYTES = 8 * 1024 * 1024;
/** A step's claim on its step number; past it, a redelivery may run the step again. */
export const STEP_LEASE_MS = 10 * 60_000;
/**
 * How long the queue waits before redelivering a step whose lease another delivery holds: the
 * consumer's retries (max_retries = 3) then outlast a lease left by a delivery that died.
 */
export const LEASE_HELD_RETRY_SECONDS = 240;
/** A job with no progress for this long has lost its chain of messages: the next start restarts it. */
export const STALE_JOB_MS = 60 * 60_000;
/** Steps' row groups read per D1 query when the footer is written. */
const ROW_GROUP_PAGE = 50;

export type JobEnv = Pick<Bindings, "LAKE" | "DB"> & IcebergVars;

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
interface MinuteNote {
  at: string;
  rows: number;
  completeness: string;
}

const MINUTE_TAPE_FILES: Record<MinuteTapeKind, MinuteTapeFile> = {
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

const tableOf = (kind: ParquetKind) => (kind === "quotes" ? QUOTES_TABLE : MINUTE_TAPE_FILES[kind].table);

/**
 * One step of a venue-day's compaction, as the LAKE_COLLECT queue carries it (beside the tape's page
 * ranges, src/lake/collect/messages.ts): the job's upload and the step it expects to run.
 */
export const CompactionStepMessageSchema = z.object({
  kind: z.literal("parquet_step"),
  venue: z.string().max(64),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  upload_id: z.string().min(1).max(1024),
  step: z.number().int().nonnegative(),
  /** Which of the day's files the job writes (absent: the quote file). */
  file: z.enum(PARQUET_KINDS as [ParquetKind, ...ParquetKind[]]).default("quotes"),
});

export type CompactionStepMessage = z.output<typeof CompactionStepMessageSchema>;
type Job = typeof lakeCompactionJobs.$inferSelect;

export interface CompactionDeps {
  /** Enqueues the next step (the queue binding; tests run the steps they are handed). */
  send(messages: CompactionStepMessage[]): Promise<void>;
  now(): number;
}

export function queueCompactionDeps(env: Pick<Bindings, "LAKE_COLLECT">): CompactionDeps {
  return {
    send: async (messages) => {
      if (messages.length > 0) await env.LAKE_COLLECT.sendBatch(messages.map((body) => ({ body })));
    },
    now: Date.now,
  };
}

/** The budgets of a job, fixed when it starts (tests force small ones to span several steps and parts). */
export interface CompactionBudget {
  stepBytes: number;
  partBytes: number;
}

export type CompactionStatus =
  | "enqueued"
  | "in_progress"
  | "already_compacted"
  | "day_open"
  | "no_tape"
  | "failed";

export interface CompactionReport {
  venue: string;
  date: string;
  file: ParquetKind;
  status: CompactionStatus;
  /** The stored file (already compacted). */
  parquet?: DayParquetEntry;
  /**
   * Minutes the job reads (enqueued): the manifest's snapshots (quotes), or the day's minute folders
   * (books, trades: a minute folder without that tape's object adds no row).
   */
  snapshots?: number;
  /** The next step of a job under way (in_progress). */
  step?: number;
  /** Why an earlier job of the day was discarded before this one was enqueued. */
  restarted?: string;
  /** Why the job could not be started (failed). */
  reason?: string;
  duration_ms: number;
}

function jobWhere(venue: string, date: string, kind: ParquetKind) {
  return and(
    eq(lakeCompactionJobs.venue, venue),
    eq(lakeCompactionJobs.date, date),
    eq(lakeCompactionJobs.kind, kind),
  );
}

/** The kind of file a job writes (a row written before kinds existed is a quote file's). */
function kindOf(job: Job): ParquetKind {
  return (PARQUET_KINDS as readonly string[]).includes(job.kind) ? (job.kind as ParquetKind) : "quotes";
}

/** The row groups a job's upload has stored (a restarted job's upload has another id). */
function rowGroupsOf(job: Job) {
  return and(
    eq(lakeCompactionRowGroups.venue, job.venue),
    eq(lakeCompactionRowGroups.date, job.date),
    eq(lakeCompactionRowGroups.kind, job.kind),
    eq(lakeCompactionRowGroups.uploadId, job.uploadId),
  );
}

function readJob(db: Db, venue: string, date: string, kind: ParquetKind): Promise<Job | undefined> {
  return db
    .select()
    .from(lakeCompactionJobs)
    .where(jobWhere(venue, date, kind))
    .get();
}

/** Drops a job and everything it left: its upload (aborted), its carried bytes, its row groups, its row. */
async function discardJob(env: JobEnv, db: Db, job: Job): Promise<void> {
  try {
    await env.LAKE.resumeMultipartUpload(
      parquetFileKey(kindOf(job), job.venue, job.date),
      job.uploadId,
    ).abort();
  } catch {
    // Already completed or aborted: nothing is left to abort.
  }
  await clearScratch(env.LAKE, job);
  await db.$client.batch([
    write(db, db.delete(lakeCompactionRowGroups).where(rowGroupsOf(job))),
    write(
      db,
      db
        .delete(lakeCompactionJobs)
        .where(
          and(jobWhere(job.venue, job.date, kindOf(job)), eq(lakeCompactionJobs.uploadId, job.uploadId)),
        ),
    ),
  ]);
}

/** Deletes the scratch objects of the job's upload (another kind's job of the same day keeps its own). */
async function clearScratch(bucket: R2Bucket, job: Job): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({
      prefix: compactionUploadScratchPrefix(job.venue, job.date, job.uploadId),
      ...(cursor ? { cursor } : {}),
    });
    if (page.objects.length > 0) await bucket.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/**
 * Starts the compaction of one venue's closed day into its `kind` of file: enqueues its first step,
 * unless the day is open, has no tape, is compacted already, or has a job under way. A job stopped by
 * its data or without progress for STALE_JOB_MS is discarded (its upload aborted) and started again.
 * Never throws.
 */
export async function startCompaction(
  env: JobEnv,
  venue: string,
  date: string,
  nowMs: number,
  deps: CompactionDeps,
  /** Default: a restarted job's own budget, else COMPACTION_STEP_BYTES and COMPACTION_PART_BYTES. */
  requested?: CompactionBudget,
  kind: ParquetKind = "quotes",
): Promise<CompactionReport> {
  const started = Date.now();
  const report = (status: CompactionStatus, extra: Partial<CompactionReport> = {}): CompactionReport => ({
    venue,
    date,
    file: kind,
    status,
    ...extra,
    duration_ms: Date.now() - started,
  });
  if (dayStatus(date, nowMs) !== "closed") return report("day_open");
  if (requested && (requested.partBytes < R2_MIN_PART_BYTES || requested.stepBytes < 1)) {
    return report("failed", { reason: `a part is at least ${R2_MIN_PART_BYTES} bytes` });
  }
  const db = openDb(env.DB);
  const key = parquetFileKey(kind, venue, date);
  try {
    const stored = await env.LAKE.head(key);
    const job = await readJob(db, venue, date, kind);
    if (stored) {
      // Recorded before the job goes: a file whose rows its metadata does not carry has them in the job.
      const parquet = await recordCompacted(env.LAKE, venue, kind, date, stored, job?.rows);
      if (job) await discardJob(env, db, job);
      return report("already_compacted", { parquet });
    }
    const manifest = await readManifest(env.LAKE, venue, date);
    // A collected day (a quote snapshot or a minute of book or trade tape) gets every file, without rows
    // where it has none of that file's tape: the retention deletes a day's tape only once all exist.
    const tapeMinutes = await listMinuteFolders(env.LAKE, venue, date);
    if (!manifest && tapeMinutes.length === 0) return report("no_tape");
    let restarted: string | undefined;
    if (job) {
      if (job.failure === null && nowMs - job.updatedAtMs <= STALE_JOB_MS) {
        return report("in_progress", { step: job.step });
      }
      restarted = job.failure ?? `no progress since ${rfc3339(job.updatedAtMs)}`;
      await discardJob(env, db, job);
    }
    const budget =
      requested ??
      (job
        ? { stepBytes: job.stepBytes, partBytes: job.partBytes }
        : { stepBytes: COMPACTION_STEP_BYTES, partBytes: COMPACTION_PART_BYTES });
    const snapshots = manifest?.snapshots ?? [];
    const minutes = kind === "quotes" ? snapshots.length : tapeMinutes.length;
    // The quote file's rows are the manifest's; a minute tape's are counted as its file is written.
    const metadata: Record<string, string> =
      kind === "quotes"
        ? {
            schema: LAKE_ROW_SCHEMA,
            rows: String(snapshots.reduce((n, s) => n + s.rows, 0)),
            created_at: rfc3339(nowMs),
          }
        : { schema: MINUTE_TAPE_FILES[kind].schema, created_at: rfc3339(nowMs) };
    const upload = await env.LAKE.createMultipartUpload(key, {
      httpMetadata: { contentType: PARQUET_CONTENT_TYPE },
      customMetadata: metadata,
    });
    const created = await db
      .insert(lakeCompactionJobs)
      .values({
        venue,
        date,
        kind,
        uploadId: upload.uploadId,
        step: 0,
        snapshotIndex: 0,
        snapshotCount: minutes,
        fileOffset: 0,
        rows: 0,
        rowGroups: 0,
        parts: [],
        stepBytes: budget.stepBytes,
        partBytes: budget.partBytes,
        startedAtMs: nowMs,
        updatedAtMs: nowMs,
      })
      .onConflictDoNothing()
      .returning({ uploadId: lakeCompactionJobs.uploadId });
    if (created.length === 0) {
      // A concurrent start won: its job stands.
      await upload.abort();
      return report("in_progress", { step: 0 });
    }
    try {
      await deps.send([
        { kind: "parquet_step", venue, date, upload_id: upload.uploadId, step: 0, file: kind },
      ]);
    } catch (error) {
      const inserted = await readJob(db, venue, date, kind);
      if (inserted) await discardJob(env, db, inserted);
      throw error;
    }
    return report("enqueued", { snapshots: minutes, ...(restarted ? { restarted } : {}) });
  } catch (error) {
    return report("failed", { reason: error instanceof Error ? error.message : String(error) });
  }
}

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

/** Jobs without progress for STALE_JOB_MS (at most `limit`): the daily job restarts them. */
export async function staleJobs(
  env: JobEnv,
  nowMs: number,
  limit = 20,
): Promise<{ venue: string; date: string; kind: ParquetKind }[]> {
  const jobs = await openDb(env.DB)
    .select()
    .from(lakeCompactionJobs)
    .where(and(isNull(lakeCompactionJobs.failure), lt(lakeCompactionJobs.updatedAtMs, nowMs - STALE_JOB_MS)))
    .orderBy(asc(lakeCompactionJobs.updatedAtMs))
    .limit(limit)
    .all();
  return jobs.map((job) => ({ venue: job.venue, date: job.date, kind: kindOf(job) }));
}

/** A step's lease is held by another delivery: the queue redelivers this one later. */
export class StepLeaseHeld extends Error {
  override name = "StepLeaseHeld";
}

/** The day's data cannot be compacted as it is (refused value, missing or miscounted tape). */
class DayDataError extends Error {
  override name = "DayDataError";
}

export type StepOutcome = "advanced" | "compacted" | "duplicate" | "stale_message" | "failed";

/**
 * Runs one step of a job, if the message names the job's upload and its next step. A step of a job
 * that moved on is a duplicate (the next step is sent again when the job still waits for it, in case
 * the first delivery stopped before sending it). Throws on a storage failure, after releasing its
 * lease, so the queue redelivers the message; a failure of the day's data stops the job (logged).
 */
export async function runCompactionStep(
  env: JobEnv,
  message: CompactionStepMessage,
  deps: CompactionDeps,
): Promise<StepOutcome> {
  const db = openDb(env.DB);
  const job = await readJob(db, message.venue, message.date, message.file);
  if (!job || job.uploadId !== message.upload_id || job.failure !== null) return "stale_message";
  const nowMs = deps.now();
  if (job.step !== message.step) {
    const waiting = job.step === message.step + 1 && (job.leaseUntilMs ?? 0) < nowMs;
    if (waiting) await deps.send([{ ...message, step: job.step }]);
    return job.step > message.step ? "duplicate" : "stale_message";
  }
  const token = crypto.randomUUID();
  const claimed = await db
    .update(lakeCompactionJobs)
    .set({ leaseToken: token, leaseUntilMs: nowMs + STEP_LEASE_MS })
    .where(
      and(
        jobWhere(job.venue, job.date, kindOf(job)),
        eq(lakeCompactionJobs.uploadId, job.uploadId),
        eq(lakeCompactionJobs.step, job.step),
        or(isNull(lakeCompactionJobs.leaseUntilMs), lt(lakeCompactionJobs.leaseUntilMs, nowMs)),
      ),
    )
    .returning({ step: lakeCompactionJobs.step });
  if (claimed.length === 0)
    throw new StepLeaseHeld(`step ${job.step} of ${job.venue} ${job.date} is running`);
  const leased = { ...job, leaseToken: token };
  try {
    return await runClaimedStep(env, db, leased, deps);
  } catch (error) {
    if (error instanceof DayDataError || error instanceof LakeParquetError) {
      await stopJob(db, leased, error.message, nowMs);
      console.error(
        JSON.stringify({
          level: "error",
          msg: "lake_compaction_failed",
          venue: job.venue,
          date: job.date,
          file: job.kind,
          step: job.step,
          reason: error.message,
        }),
      );
      return "failed";
    }
    await db
      .update(lakeCompactionJobs)
      .set({ leaseToken: null, leaseUntilMs: null })
      .where(and(jobWhere(job.venue, job.date, kindOf(job)), eq(lakeCompactionJobs.leaseToken, token)))
      .catch(() => {});
    throw error;
  }
}

/** Marks the job stopped by its data; its upload is aborted when the day is started again. */
async function stopJob(db: Db, job: Job, reason: string, nowMs: number): Promise<void> {
  await db
    .update(lakeCompactionJobs)
    .set({ failure: reason, leaseToken: null, leaseUntilMs: null, updatedAtMs: nowMs })
    .where(
      and(
        jobWhere(job.venue, job.date, kindOf(job)),
        eq(lakeCompactionJobs.leaseToken, job.leaseToken ?? ""),
      ),
    );
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

async function encodeSlice(
  env: JobEnv,
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

function toBase64(bytes: Uint8Array): string {
  let text = "";
  for (let at = 0; at < bytes.byteLength; at += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(text);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/** The Thrift bytes of the row groups earlier steps wrote, in step order, a page of steps at a time. */
async function* storedRowGroups(db: Db, job: Job): AsyncGenerator<Uint8Array> {
  let after = -1;
  for (;;) {
    const page = await db
      .select({ step: lakeCompactionRowGroups.step, thrift: lakeCompactionRowGroups.thrift })
      .from(lakeCompactionRowGroups)
      .where(
        and(
          rowGroupsOf(job),
          gt(lakeCompactionRowGroups.step, after),
          lt(lakeCompactionRowGroups.step, job.step),
        ),
      )
      .orderBy(asc(lakeCompactionRowGroups.step))
      .limit(ROW_GROUP_PAGE)
      .all();
    for (const row of page) {
      // Every earlier step stored its row groups with its progress, in one batch.
      if (row.step !== after + 1)
        throw new Error(`row groups of ${job.venue} ${job.date} step ${after + 1} are missing`);
      after = row.step;
      yield fromBase64(row.thrift);
    }
    if (page.length < ROW_GROUP_PAGE) break;
  }
  if (after !== job.step - 1)
    throw new Error(`row groups of ${job.venue} ${job.date} step ${after + 1} are missing`);
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(a.byteLength + b.byteLength);
  bytes.set(a, 0);
  bytes.set(b, a.byteLength);
  return bytes;
}

/** The bytes earlier steps carried to this one (written but not yet part of an uploaded part). */
async function carriedBytes(bucket: R2Bucket, job: Job): Promise<Uint8Array> {
  const carried = job.fileOffset - job.parts.length * job.partBytes;
  if (carried === 0) return new Uint8Array(0);
  const object = await bucket.get(compactionCarryKey(job.venue, job.date, job.uploadId, job.step));
  const bytes = object ? new Uint8Array(await object.arrayBuffer()) : null;
  if (bytes?.byteLength !== carried) {
    throw new Error(`the carried bytes of ${job.venue} ${job.date} step ${job.step} are missing or short`);
  }
  return bytes;
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
interface EncodedStep {
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
async function quoteStep(env: JobEnv, job: Job): Promise<EncodedStep> {
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
async function minuteTapeStep(env: JobEnv, job: Job, kind: MinuteTapeKind): Promise<EncodedStep> {
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
async function notedMinutes(bucket: R2Bucket, job: Job): Promise<MinuteNote[]> {
  const minutes: MinuteNote[] = [];
  for (let step = 0; step < job.step; step++) {
    const object = await bucket.get(compactionNotesKey(job.venue, job.date, job.uploadId, step));
    if (!object) throw new Error(`the minutes of ${job.venue} ${job.date} step ${step} are missing`);
    minutes.push(...((await object.json()) as MinuteNote[]));
  }
  return minutes;
}

async function runClaimedStep(env: JobEnv, db: Db, job: Job, deps: CompactionDeps): Promise<StepOutcome> {
  const kind = kindOf(job);
  const key = parquetFileKey(kind, job.venue, job.date);
  const stored = await env.LAKE.head(key);
  if (stored) {
    // An earlier delivery completed the upload and stopped before its bookkeeping.
    await recordCompacted(env.LAKE, job.venue, kind, job.date, stored, job.rows);
    await discardJob(env, db, job);
    return "compacted";
  }
  const { slice, end, last, snapshots, notes } =
    kind === "quotes" ? await quoteStep(env, job) : await minuteTapeStep(env, job, kind);
  let written = slice.bytes;
  if (last) {
    async function* everyRowGroup() {
      yield* storedRowGroups(db, job);
      yield slice.rowGroups.thrift;
    }
    const footer = await parquetFooter(
      {
        count: job.rowGroups + slice.rowGroups.count,
        rows: job.rows + slice.rowGroups.rows,
        thrift: everyRowGroup(),
      },
      {
        venue: job.venue,
        date: job.date,
        ...(snapshots ? { snapshots } : {}),
        // The last step of a minute tape reads no minute: every minute is in earlier steps' notes.
        ...(notes ? { minutes: await notedMinutes(env.LAKE, job) } : {}),
      },
      tableOf(kind),
    );
    written = concat(slice.bytes, footer);
  }
  const data = concat(await carriedBytes(env.LAKE, job), written);
  const upload = env.LAKE.resumeMultipartUpload(key, job.uploadId);
  const parts = [...job.parts];
  let at = 0;
  const uploadNext = async (length: number) => {
    const uploaded = await upload.uploadPart(parts.length + 1, data.subarray(at, at + length));
    parts.push({ partNumber: uploaded.partNumber, etag: uploaded.etag });
    at += length;
  };
  while (data.byteLength - at >= job.partBytes) await uploadNext(job.partBytes);

  if (last) {
    if (at < data.byteLength || parts.length === 0) await uploadNext(data.byteLength - at);
    const object = await upload.complete(parts);
    await updateCatalogue(env.LAKE, job.venue, (catalogue) => {
      catalogueFiles(catalogue, kind)[job.date] = entryOf(object, job.rows + slice.rowGroups.rows);
    });
    await discardJob(env, db, job);
    // The day's file exists: its Iceberg table's commit (logged, never thrown; src/lake/iceberg/job.ts).
    await commitAfterCompaction(env, kind, job.venue, job.date, deps.now());
    return "compacted";
  }

  const nextStep = job.step + 1;
  await env.LAKE.put(compactionCarryKey(job.venue, job.date, job.uploadId, nextStep), data.subarray(at));
  if (notes) {
    await env.LAKE.put(
      compactionNotesKey(job.venue, job.date, job.uploadId, job.step),
      JSON.stringify(notes),
    );
  }
  const nowMs = deps.now();
  const [, advanced] = await db.$client.batch([
    write(
      db,
      db
        .insert(lakeCompactionRowGroups)
        .values({
          venue: job.venue,
          date: job.date,
          kind: job.kind,
          uploadId: job.uploadId,
          step: job.step,
          thrift: toBase64(slice.rowGroups.thrift),
        })
        .onConflictDoUpdate({
          target: [
            lakeCompactionRowGroups.venue,
            lakeCompactionRowGroups.date,
            lakeCompactionRowGroups.kind,
            lakeCompactionRowGroups.uploadId,
            lakeCompactionRowGroups.step,
          ],
          set: { thrift: toBase64(slice.rowGroups.thrift) },
        }),
    ),
    write(
      db,
      db
        .update(lakeCompactionJobs)
        .set({
          step: nextStep,
          snapshotIndex: end,
          fileOffset: job.fileOffset + written.byteLength,
          rows: job.rows + slice.rowGroups.rows,
          rowGroups: job.rowGroups + slice.rowGroups.count,
          parts,
          updatedAtMs: nowMs,
          leaseToken: null,
          leaseUntilMs: null,
        })
        .where(
          and(
            jobWhere(job.venue, job.date, kind),
            eq(lakeCompactionJobs.step, job.step),
            eq(lakeCompactionJobs.leaseToken, job.leaseToken ?? ""),
          ),
        ),
    ),
  ]);
  if ((advanced?.meta.changes ?? 0) === 0) return "duplicate";
  await deps.send([
    {
      kind: "parquet_step",
      venue: job.venue,
      date: job.date,
      upload_id: job.uploadId,
      step: nextStep,
      file: kind,
    },
  ]);
  // What this step carried in is spent; a leftover is cleared with the job's scratch at its end.
  await env.LAKE.delete(compactionCarryKey(job.venue, job.date, job.uploadId, job.step)).catch(() => {});
  return "advanced";
}

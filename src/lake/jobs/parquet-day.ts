/**
 * The daily Parquet job: the compaction of one closed venue-day into one of its files (`ParquetKind`: the quote file,
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
import { DAY_MS, rfc3339 } from "../../domain/clock.ts";
import { COMPONENT_THRESHOLDS, componentId } from "../../domain/status/components.ts";
import type { Bindings } from "../../env.ts";
import { type Db, openDb, write } from "../../platform/db/db.ts";
import { lakeCompactionJobs, lakeCompactionRowGroups } from "../../platform/db/schema.ts";
import { recordRun } from "../../platform/status/recorder.ts";
import { venues } from "../../venues/registry.ts";
import { LAKE_ROW_SCHEMA } from "../../venues/shared/row.ts";
import type { IcebergVars } from "../iceberg/config.ts";
import {
  compactionCarryKey,
  compactionNotesKey,
  compactionUploadScratchPrefix,
  PARQUET_KINDS,
  type ParquetKind,
  parquetFileKey,
} from "../keys.ts";
import { type DayParquetEntry, LakeParquetError, PARQUET_CONTENT_TYPE, parquetFooter } from "../parquet.ts";
import { readManifest } from "../store/lake.ts";
import {
  catalogueFiles,
  entryOf,
  recordCompacted,
  updateCatalogue,
} from "../store/lake-parquet-catalogue.ts";
import { dayStatus } from "../time.ts";
import { commitAfterCompaction } from "./iceberg.ts";
import {
  type CompactionJob,
  DayDataError,
  listMinuteFolders,
  MINUTE_TAPE_FILES,
  minuteTapeStep,
  notedMinutes,
  quoteStep,
  tableOf,
} from "./parquet-day-steps.ts";

/** NDJSON one step reads at most (unless one snapshot alone is larger): its rows pass as row groups. */
export const COMPACTION_STEP_BYTES = 32 * 1024 * 1024;
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

/**
 * One step of a venue-day's compaction, as the LAKE_COLLECT queue carries it (beside the tape's page
 * ranges; the dispatcher: src/lake/jobs/queue.ts): the job's upload and the step it expects to run.
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
type Job = CompactionJob;

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

/** The status plane's measurement of a day's file compacted (or failed): the day's end (UTC) to now. */
function recordParquetDay(env: Pick<Bindings, "DB">, date: string, ok: boolean): Promise<void> {
  return recordRun(env.DB, {
    component: componentId("parquet_days"),
    boundaryMs: Date.parse(`${date}T00:00:00Z`) + DAY_MS,
    completedMs: Date.now(),
    ok,
    cadenceMs: COMPONENT_THRESHOLDS.parquet_days.cadence_ms,
  });
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
      await recordParquetDay(env, job.date, false);
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
    // The day's file exists: its Iceberg table's commit (logged, never thrown; src/lake/jobs/iceberg.ts).
    await commitAfterCompaction(env, kind, job.venue, job.date, deps.now());
    await recordParquetDay(env, job.date, true);
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

/**
 * Restarts every compaction job without progress for an hour (its chain of queue messages lost, e.g.
 * dead-lettered), except those of `skipDate` (started by the caller): aborted and enqueued again.
 */
export async function restartStaleCompactions(
  env: JobEnv,
  nowMs: number,
  deps: CompactionDeps,
  skipDate?: string,
): Promise<CompactionReport[]> {
  const reports: CompactionReport[] = [];
  for (const stale of await staleJobs(env, nowMs)) {
    if (stale.date !== skipDate)
      reports.push(await startCompaction(env, stale.venue, stale.date, nowMs, deps, undefined, stale.kind));
  }
  return reports;
}

/** The hourly sweep under the cron trigger: its outcome logged, its failure never thrown. */
export async function lakeSweepJob(env: JobEnv, nowMs: number, deps: CompactionDeps): Promise<void> {
  try {
    for (const report of await restartStaleCompactions(env, nowMs, deps)) {
      const failed = report.status === "failed";
      const line = { level: failed ? "error" : "info", msg: "lake_compaction_restart", ...report };
      (failed ? console.error : console.log)(JSON.stringify(line));
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(JSON.stringify({ level: "error", msg: "lake_sweep_failed", reason }));
  }
}

/** Starts the compaction of one venue's day into each of its Parquet files (each its own job of queue steps). */
export async function compactVenueDay(
  env: JobEnv,
  venue: string,
  date: string,
  nowMs: number,
  deps: CompactionDeps,
): Promise<CompactionReport[]> {
  const reports: CompactionReport[] = [];
  for (const kind of PARQUET_KINDS) {
    reports.push(await startCompaction(env, venue, date, nowMs, deps, undefined, kind));
  }
  return reports;
}

/** Starts the compaction of `date` for every venue. */
export async function compactDay(
  env: JobEnv,
  date: string,
  nowMs: number,
  deps: CompactionDeps,
): Promise<CompactionReport[]> {
  const reports: CompactionReport[] = [];
  for (const { id } of venues()) reports.push(...(await compactVenueDay(env, id, date, nowMs, deps)));
  return reports;
}

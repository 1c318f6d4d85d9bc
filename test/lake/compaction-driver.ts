import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import type { CompactionStepMessage } from "../../src/lake/jobs/parquet-day.ts";
import {
  type CompactionBudget,
  type CompactionDeps,
  type CompactionReport,
  runCompactionStep,
  type StepOutcome,
  startCompaction,
} from "../../src/lake/jobs/parquet-day.ts";
import { PARQUET_KINDS, type ParquetKind } from "../../src/lake/keys.ts";
import type { DayParquetEntry } from "../../src/lake/parquet.ts";
import { catalogueFiles } from "../../src/lake/store/lake-parquet-catalogue.ts";
import { readParquetCatalog } from "../../src/lake/store/lake-reads.ts";
import { openDb } from "../../src/platform/db/db.ts";
import { lakeCompactionJobs } from "../../src/platform/db/schema.ts";

/** Queue steps recorded instead of sent, so a test delivers them itself (in order, twice, or failing). */
export function recordingDeps(nowMs: number): CompactionDeps & { queue: CompactionStepMessage[] } {
  const queue: CompactionStepMessage[] = [];
  return {
    queue,
    send: async (messages) => {
      queue.push(...messages);
    },
    now: () => nowMs,
  };
}

export interface DrivenCompaction {
  start: CompactionReport;
  /** The outcome of every step delivered, in order. */
  steps: StepOutcome[];
  status: CompactionReport["status"] | StepOutcome;
  parquet?: DayParquetEntry;
  /** Why the job stopped on the day's data. */
  reason?: string;
}

/**
 * Starts a venue-day's compaction into its `kind` of file (default: the quote file) and delivers each
 * enqueued step to the real step runner (real R2 and D1) until the chain ends, as the queue consumer
 * would, one message at a time.
 */
export async function compactVenueDay(
  venue: string,
  date: string,
  nowMs: number,
  budget?: CompactionBudget,
  kind: ParquetKind = "quotes",
): Promise<DrivenCompaction> {
  const deps = recordingDeps(nowMs);
  const start = await startCompaction(env, venue, date, nowMs, deps, budget, kind);
  if (start.status !== "enqueued") return { start, steps: [], status: start.status, ...pick(start) };
  const steps = await drain(deps);
  const status = steps.at(-1) ?? start.status;
  const catalogue = await readParquetCatalog(env.LAKE, venue);
  const job = await openDb(env.DB)
    .select()
    .from(lakeCompactionJobs)
    .where(eq(lakeCompactionJobs.date, date))
    .all();
  const failure = job.find((j) => j.venue === venue && j.kind === kind)?.failure ?? undefined;
  const parquet = catalogueFiles(catalogue, kind)[date];
  return {
    start,
    steps,
    status,
    ...(status === "compacted" && parquet ? { parquet } : {}),
    ...(failure ? { reason: failure } : {}),
  };
}

/** Compacts a venue-day into every one of its files (quotes, books, trades); the quote file's outcome. */
export async function compactVenueDayFiles(
  venue: string,
  date: string,
  nowMs: number,
): Promise<DrivenCompaction> {
  const quotes = await compactVenueDay(venue, date, nowMs);
  for (const kind of PARQUET_KINDS.filter((k) => k !== "quotes")) {
    const file = await compactVenueDay(venue, date, nowMs, undefined, kind);
    if (file.status !== "compacted") throw new Error(`the ${kind} file of ${venue} ${date}: ${file.status}`);
  }
  return quotes;
}

function pick(report: CompactionReport) {
  return {
    ...(report.parquet ? { parquet: report.parquet } : {}),
    ...(report.reason ? { reason: report.reason } : {}),
  };
}

/**
 * Starts a venue-day's compaction into its `kind` of file and delivers every step twice in a row, as a
 * duplicated queue delivery would; the outcomes in order.
 */
export async function compactDeliveringTwice(
  venue: string,
  date: string,
  nowMs: number,
  budget: CompactionBudget,
  kind: ParquetKind,
): Promise<StepOutcome[]> {
  const deps = recordingDeps(nowMs);
  const start = await startCompaction(env, venue, date, nowMs, deps, budget, kind);
  if (start.status !== "enqueued")
    throw new Error(`the ${kind} compaction of ${venue} ${date}: ${start.status}`);
  const outcomes: StepOutcome[] = [];
  for (let message = deps.queue.shift(); message; message = deps.queue.shift()) {
    outcomes.push(await runCompactionStep(env, message, deps));
    outcomes.push(await runCompactionStep(env, message, deps));
  }
  return outcomes;
}

/** The bytes of a stored object (a day's Parquet file); throws when there is none. */
export async function storedBytes(key: string): Promise<Uint8Array> {
  const object = await env.LAKE.get(key);
  if (!object) throw new Error(`no object ${key}`);
  return new Uint8Array(await object.arrayBuffer());
}

/** Every compaction job row in D1. */
export const compactionJobs = () => openDb(env.DB).select().from(lakeCompactionJobs).all();

/** Delivers the recorded steps one by one until none is left. */
export async function drain(deps: ReturnType<typeof recordingDeps>): Promise<StepOutcome[]> {
  const steps: StepOutcome[] = [];
  for (let message = deps.queue.shift(); message; message = deps.queue.shift()) {
    steps.push(await runCompactionStep(env, message, deps));
  }
  return steps;
}

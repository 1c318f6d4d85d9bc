import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import type { DayParquetEntry } from "../../src/lake/parquet.ts";
import type { CompactionStepMessage } from "../../src/lake/store/lake-compaction-job.ts";
import {
  type CompactionBudget,
  type CompactionDeps,
  type CompactionReport,
  runCompactionStep,
  type StepOutcome,
  startCompaction,
} from "../../src/lake/store/lake-compaction-job.ts";
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
 * Starts a venue-day's compaction and delivers each enqueued step to the real step runner (real R2 and
 * D1) until the chain ends, as the queue consumer would, one message at a time.
 */
export async function compactVenueDay(
  venue: string,
  date: string,
  nowMs: number,
  budget?: CompactionBudget,
): Promise<DrivenCompaction> {
  const deps = recordingDeps(nowMs);
  const start = await startCompaction(env, venue, date, nowMs, deps, budget);
  if (start.status !== "enqueued") return { start, steps: [], status: start.status, ...pick(start) };
  const steps = await drain(deps);
  const status = steps.at(-1) ?? start.status;
  const catalogue = await readParquetCatalog(env.LAKE, venue);
  const job = await openDb(env.DB)
    .select()
    .from(lakeCompactionJobs)
    .where(eq(lakeCompactionJobs.date, date))
    .all();
  const failure = job.find((j) => j.venue === venue)?.failure ?? undefined;
  return {
    start,
    steps,
    status,
    ...(status === "compacted" && catalogue.days[date] ? { parquet: catalogue.days[date] } : {}),
    ...(failure ? { reason: failure } : {}),
  };
}

function pick(report: CompactionReport) {
  return {
    ...(report.parquet ? { parquet: report.parquet } : {}),
    ...(report.reason ? { reason: report.reason } : {}),
  };
}

/** Delivers the recorded steps one by one until none is left. */
export async function drain(deps: ReturnType<typeof recordingDeps>): Promise<StepOutcome[]> {
  const steps: StepOutcome[] = [];
  for (let message = deps.queue.shift(); message; message = deps.queue.shift()) {
    steps.push(await runCompactionStep(env, message, deps));
  }
  return steps;
}

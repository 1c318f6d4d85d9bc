import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { parquetMetadata, parquetReadObjects } from "hyparquet";
import { beforeAll, describe, expect, it } from "vitest";
import type { Bindings } from "../../../src/env.ts";
import type { CompactionStepMessage } from "../../../src/lake/jobs/parquet-day.ts";
import {
  type CompactionBudget,
  R2_MIN_PART_BYTES,
  restartStaleCompactions,
  runCompactionStep,
  STALE_JOB_MS,
  StepLeaseHeld,
  startCompaction,
} from "../../../src/lake/jobs/parquet-day.ts";
import { consumeLakeBatch } from "../../../src/lake/jobs/queue.ts";
import { applyRetention } from "../../../src/lake/jobs/retention.ts";
import { compactionScratchPrefix, dayParquetKey } from "../../../src/lake/keys.ts";
import { rowFromParquetRecord } from "../../../src/lake/parquet.ts";
import { writeTape } from "../../../src/lake/store/lake.ts";
import { readParquetCatalog, readSnapshotRows } from "../../../src/lake/store/lake-reads.ts";
import { openDb } from "../../../src/platform/db/db.ts";
import { lakeCompactionJobs } from "../../../src/platform/db/schema.ts";
import type { LakeRow } from "../../../src/venues/shared/row.ts";
import { lakeRows } from "../../support/lake.ts";
import { compactVenueDay, drain, recordingDeps } from "../compaction-driver.ts";

/**
 * A day larger than one multipart part, compacted with a budget of one snapshot per step: several
 * steps, several parts, one file equal row for row to the tape, whatever the deliveries do.
 */
const VENUE = "polymarket";
const DAY = "2019-08-01";
const SNAPSHOTS = ["0900", "0901", "0902", "0903"];
const ROWS_PER_SNAPSHOT = 4_000;
const NOW = Date.parse(`${DAY}T00:00:00Z`) + 2 * 86_400_000;
/** The smallest part R2 takes, and a step budget that fits one snapshot only. */
const BUDGET: CompactionBudget = { stepBytes: 1, partBytes: R2_MIN_PART_BYTES };
const key = dayParquetKey(VENUE, DAY);

/** Titles of random hex: Parquet cannot compress them, so the day's file passes one part's size. */
function bulkyRows(count: number): LakeRow[] {
  return lakeRows(count, VENUE).map((row) => {
    const noise = crypto.getRandomValues(new Uint8Array(200));
    return { ...row, title: Array.from(noise, (b) => b.toString(16).padStart(2, "0")).join("") };
  });
}

/** Instants compared as instants: the Parquet column holds the instant, not its spelling. */
const asInstants = (row: LakeRow) => ({
  ...row,
  observed_at: Date.parse(row.observed_at),
  close_time: row.close_time === null ? null : Date.parse(row.close_time),
});

async function storedFile(): Promise<Uint8Array> {
  const object = await env.LAKE.get(key);
  if (!object) throw new Error("no Parquet file");
  return new Uint8Array(await object.arrayBuffer());
}

/** Removes the day's file, so the next start compacts the day again. */
async function forgetFile(): Promise<void> {
  await env.LAKE.delete(key);
}

const jobRow = () =>
  openDb(env.DB).select().from(lakeCompactionJobs).where(eq(lakeCompactionJobs.date, DAY)).get();

let reference: Uint8Array;

beforeAll(async () => {
  for (const at of SNAPSHOTS) {
    const cycle = Date.parse(`${DAY}T${at.slice(0, 2)}:${at.slice(2)}:00Z`);
    await writeTape(env.LAKE, VENUE, cycle, bulkyRows(ROWS_PER_SNAPSHOT), { status: "not_recorded" });
  }
});

describe("a day over several steps and multipart parts", () => {
  it("compacts to one file equal row for row to the tape", async () => {
    const report = await compactVenueDay(VENUE, DAY, NOW, BUDGET);
    expect(report.start).toMatchObject({ status: "enqueued", snapshots: SNAPSHOTS.length });
    expect(report.steps).toStrictEqual(["advanced", "advanced", "advanced", "compacted"]);

    const object = await env.LAKE.head(key);
    expect(object?.size).toBeGreaterThan(R2_MIN_PART_BYTES);
    // A multipart object's entity tag ends with its part count.
    expect(object?.etag).toMatch(/-2$/);
    expect(object?.httpMetadata?.contentType).toBe("application/vnd.apache.parquet");
    expect(report.parquet).toStrictEqual({
      key,
      bytes: object?.size,
      rows: SNAPSHOTS.length * ROWS_PER_SNAPSHOT,
      created_at: new Date(NOW).toISOString().replace(".000Z", "Z"),
    });

    reference = await storedFile();
    const file = reference.slice().buffer;
    const meta = parquetMetadata(file);
    expect(meta.row_groups.length).toBeGreaterThanOrEqual(SNAPSHOTS.length);
    // The bulky titles fill several pages per chunk: their page indexes follow each step's row groups.
    const indexed = meta.row_groups
      .flatMap((g) => g.columns)
      .filter((c) => c.offset_index_offset !== undefined);
    expect(indexed.length).toBeGreaterThanOrEqual(SNAPSHOTS.length);
    const records = (await parquetReadObjects({ file })).map((r) => rowFromParquetRecord(r));
    const expected: { cycleStart: string; row: ReturnType<typeof asInstants> }[] = [];
    for (const at of SNAPSHOTS) {
      const cycleStart = `${DAY}T${at.slice(0, 2)}:${at.slice(2)}:00.000Z`;
      for await (const batch of readSnapshotRows(env.LAKE, VENUE, DAY, at)) {
        for (const row of batch) expected.push({ cycleStart, row: asInstants(row) });
      }
    }
    expect(records.map((r) => ({ cycleStart: r.cycleStart, row: asInstants(r.row) }))).toStrictEqual(
      expected,
    );

    // Nothing of the job is left: no job row, no carried bytes.
    expect(await jobRow()).toBeUndefined();
    expect((await env.LAKE.list({ prefix: compactionScratchPrefix(VENUE, DAY) })).objects).toStrictEqual([]);
  });

  it("gives the same file when every step is delivered twice, once of them concurrently", async () => {
    await forgetFile();
    const deps = recordingDeps(NOW);
    expect((await startCompaction(env, VENUE, DAY, NOW, deps, BUDGET)).status).toBe("enqueued");
    const outcomes: string[] = [];
    for (let message = deps.queue.shift(); message; message = deps.queue.shift()) {
      if (message.step === 1 && !outcomes.includes("raced")) {
        outcomes.push("raced");
        const raced = await Promise.allSettled([
          runCompactionStep(env, message, deps),
          runCompactionStep(env, message, deps),
        ]);
        const fulfilled = raced.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
        const rejected = raced.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
        expect(fulfilled).toContain("advanced");
        expect(fulfilled.filter((o) => o === "advanced")).toHaveLength(1);
        for (const reason of rejected) expect(reason).toBeInstanceOf(StepLeaseHeld);
        continue;
      }
      outcomes.push(await runCompactionStep(env, message, deps));
      outcomes.push(await runCompactionStep(env, message, deps));
    }
    expect(outcomes.filter((o) => o === "compacted")).toHaveLength(1);
    expect(outcomes).toContain("duplicate");
    expect(await storedFile()).toStrictEqual(reference);
  });

  it("resumes after a step failed mid-way, and gives the same file", async () => {
    await forgetFile();
    const deps = recordingDeps(NOW);
    await startCompaction(env, VENUE, DAY, NOW, deps, BUDGET);
    const [step0] = deps.queue.splice(0);
    expect(await runCompactionStep(env, step0 as CompactionStepMessage, deps)).toBe("advanced");
    const [step1] = deps.queue.splice(0);
    if (!step1) throw new Error("no second step");
    // R2 fails after the step's parts were uploaded, as it writes the carried bytes.
    const flaky = new Proxy(env.LAKE, {
      get(target, name) {
        if (name === "put") return () => Promise.reject(new Error("R2 outage"));
        const value = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await expect(runCompactionStep({ ...env, LAKE: flaky }, step1, deps)).rejects.toThrow("R2 outage");
    expect(await jobRow()).toMatchObject({ step: 1, leaseToken: null, failure: null });
    expect(deps.queue).toStrictEqual([]);

    // The queue redelivers the step: it runs again and the job goes on.
    expect(await runCompactionStep(env, step1, deps)).toBe("advanced");
    expect(await drain(deps)).toStrictEqual(["advanced", "compacted"]);
    expect(await storedFile()).toStrictEqual(reference);
  });

  it("restarts a job without progress for an hour from scratch, its upload aborted, its tape kept", async () => {
    await forgetFile();
    const deps = recordingDeps(NOW);
    await startCompaction(env, VENUE, DAY, NOW, deps, BUDGET);
    const [step0] = deps.queue.splice(0);
    expect(await runCompactionStep(env, step0 as CompactionStepMessage, deps)).toBe("advanced");
    const [orphan] = deps.queue.splice(0);
    const stale = await jobRow();
    if (!stale || !orphan) throw new Error("no job under way");

    // Within the hour the job is under way; retention keeps the tape of a day without its file.
    expect(await startCompaction(env, VENUE, DAY, NOW + 60_000, deps, BUDGET)).toMatchObject({
      status: "in_progress",
      step: 1,
    });
    const retention = await applyRetention(
      env.LAKE,
      VENUE,
      { tapeDays: 1, parquetDays: null },
      NOW + 86_400_000,
    );
    expect(retention.kept_uncompacted).toContain(DAY);

    const later = NOW + STALE_JOB_MS + 60_000;
    const restartDeps = recordingDeps(later);
    // The hourly sweep restarts it, with its own budget.
    const restarts = await restartStaleCompactions(env, later, restartDeps);
    expect(restarts).toMatchObject([
      {
        venue: VENUE,
        date: DAY,
        status: "enqueued",
        restarted: expect.stringContaining("no progress since"),
      },
    ]);
    await expect(env.LAKE.resumeMultipartUpload(key, stale.uploadId).uploadPart(1, "late")).rejects.toThrow();
    expect(await runCompactionStep(env, orphan, restartDeps)).toBe("stale_message");

    expect(await drain(restartDeps)).toStrictEqual(["advanced", "advanced", "advanced", "compacted"]);
    expect(await storedFile()).toStrictEqual(reference);
    expect((await readParquetCatalog(env.LAKE, VENUE)).days[DAY]?.created_at).toBe(
      new Date(later).toISOString().replace(".000Z", "Z"),
    );
  });

  it("runs through the queue consumer: a step is acked, a step another delivery holds is retried later", async () => {
    await forgetFile();
    const deps = recordingDeps(NOW);
    await startCompaction(env, VENUE, DAY, NOW, deps, BUDGET);
    const deliver = async (id: string, body: CompactionStepMessage | undefined) => {
      const batch = createMessageBatch("pix-lake-collect-local", [
        { id, timestamp: new Date(NOW), attempts: 1, body },
      ]);
      const ctx = createExecutionContext();
      await consumeLakeBatch(batch, env as Bindings, undefined, deps);
      return getQueueResult(batch, ctx);
    };
    const first = await deliver("step-0", deps.queue.shift());
    expect(first.explicitAcks).toStrictEqual(["step-0"]);
    expect(deps.queue).toMatchObject([{ kind: "parquet_step", step: 1 }]);

    // Another delivery of step 1 is running (its lease is held): this one waits for it.
    await openDb(env.DB)
      .update(lakeCompactionJobs)
      .set({ leaseToken: "another-delivery", leaseUntilMs: NOW + 60_000 })
      .where(eq(lakeCompactionJobs.date, DAY));
    const held = await deliver("step-1", deps.queue[0]);
    expect(held.explicitAcks).toStrictEqual([]);
    // (The test harness records the retry, not its delay of LEASE_HELD_RETRY_SECONDS.)
    expect(held.retryMessages).toStrictEqual([{ msgId: "step-1" }]);

    // That delivery died: once its lease has expired, the redelivery runs the step and the job ends.
    await openDb(env.DB)
      .update(lakeCompactionJobs)
      .set({ leaseUntilMs: NOW - 1 })
      .where(eq(lakeCompactionJobs.date, DAY));
    expect(await drain(deps)).toStrictEqual(["advanced", "advanced", "compacted"]);
    expect(await storedFile()).toStrictEqual(reference);
  });
});

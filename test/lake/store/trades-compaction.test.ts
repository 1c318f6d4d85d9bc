import { env } from "cloudflare:test";
import { parquetMetadata, parquetReadObjects } from "hyparquet";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CompactionBudget,
  type CompactionStepMessage,
  R2_MIN_PART_BYTES,
  runCompactionStep,
  STALE_JOB_MS,
  STEP_LEASE_MS,
  StepLeaseHeld,
  startCompaction,
} from "../../../src/lake/jobs/parquet-day.ts";
import { compactionScratchPrefix, parquetFileKey } from "../../../src/lake/keys.ts";
import { writeTape } from "../../../src/lake/store/lake.ts";
import { indexBooks, writeBooks } from "../../../src/lake/store/lake-books.ts";
import { readParquetCatalog } from "../../../src/lake/store/lake-reads.ts";
import { writeTrades } from "../../../src/lake/store/lake-trades.ts";
import type { TradeRow } from "../../../src/lake/trades.ts";
import { TRADE_PARQUET_SCHEMA } from "../../../src/lake/trades-parquet.ts";
import { openDb } from "../../../src/platform/db/db.ts";
import { lakeCompactionJobs } from "../../../src/platform/db/schema.ts";
import { lakeRows } from "../../support/lake.ts";
import {
  compactDeliveringTwice,
  compactionJobs,
  compactVenueDay,
  drain,
  recordingDeps,
  storedBytes,
} from "../compaction-driver.ts";

/**
 * The trade file of a closed day (`trades.parquet`): a trade tape larger than one multipart part,
 * compacted a minute per step, equals the tape print for print whatever the deliveries do (twice, a
 * delivery that died holding its lease, a job restarted after an hour without progress); a minute
 * folder without a trades object adds no row; a print whose time a millisecond timestamp cannot hold
 * stops the job with its reason.
 */
const VENUE = "polymarket";
const DAY = "2019-10-01";
const MINUTES = ["1000", "1001", "1002"];
const MARKETS = ["0xaaa", "0xbbb", "0xccc"];
const PRINTS_PER_MARKET = 7_000;
const NOW = Date.parse(`${DAY}T00:00:00Z`) + 2 * 86_400_000;
/** The smallest part R2 takes, and a step budget that fits one minute only. */
const BUDGET: CompactionBudget = { stepBytes: 1, partBytes: R2_MIN_PART_BYTES };
const key = parquetFileKey("trades", VENUE, DAY);
const cycleOf = (at: string) => Date.parse(`${DAY}T${at.slice(0, 2)}:${at.slice(2)}:00Z`);

/** Hex noise as trade ids: Parquet cannot compress it, so the file passes one part's size. */
const noise = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, "0")).join("");

/** A minute's prints in tape order (market, venue time, trade id), each market's at rising times. */
function minutePrints(at: string): TradeRow[] {
  const cycle = cycleOf(at);
  return MARKETS.flatMap((market, m) =>
    Array.from({ length: PRINTS_PER_MARKET }, (_, i) => ({
      // The index first keeps the ids of one venue time in order; the noise keeps them incompressible.
      trade_id: `${String(i).padStart(5, "0")}${noise(48)}`,
      market_id: market,
      token_id: `${m}${"7".repeat(70)}`,
      outcome: i % 3 === 0 ? "No" : "Yes",
      price: `0.${String(1 + (i % 98)).padStart(2, "0")}`,
      size: `${1 + (i % 500)}.${i % 10}`,
      taker_side: i % 2 === 0 ? "buy" : "sell",
      venue_time: new Date(cycle - 60_000 + Math.floor((i * 59_000) / PRINTS_PER_MARKET)).toISOString(),
      received_at: new Date(cycle + 1_250 + m).toISOString(),
    })),
  );
}

/** The rows the file must hold, built from the seeded prints (not by the compaction's code). */
const expected: Record<string, unknown>[] = [];

const storedFile = () => storedBytes(key);
const jobRows = compactionJobs;

let reference: Uint8Array;

beforeAll(async () => {
  for (const at of MINUTES) {
    const cycle = cycleOf(at);
    await writeTape(env.LAKE, VENUE, cycle, lakeRows(3, VENUE), { status: "not_recorded" });
    const prints = minutePrints(at);
    // Written reversed and with a print twice: the tape's writer orders and deduplicates them.
    await writeTrades(env.LAKE, VENUE, cycle, [...prints].reverse().concat(prints.slice(0, 1)), {
      status: "complete",
    });
    for (const print of prints) {
      expected.push({
        cycle_start: new Date(cycle),
        trade_id: print.trade_id,
        market_id: print.market_id,
        token_id: print.token_id,
        outcome: print.outcome,
        price: print.price,
        size: print.size,
        taker_side: print.taker_side,
        venue_time: new Date(print.venue_time),
        received_at: new Date(print.received_at),
      });
    }
  }
  // A minute folder with a book object only: it adds no print.
  const booksOnly = cycleOf("1003");
  await writeTape(env.LAKE, VENUE, booksOnly, lakeRows(2, VENUE), { status: "not_recorded" });
  await writeBooks(env.LAKE, VENUE, booksOnly, 0, [
    {
      market_id: "0xaaa",
      books: [{ outcome: "Yes", token_id: "t", observed_at: `${DAY}T10:03:01Z`, bids: [], asks: [] }],
    },
  ]);
  await indexBooks(env.LAKE, VENUE, booksOnly, [0]);
}, 60_000);

describe("a day's trade tape over several steps and multipart parts", () => {
  it("compacts to one file equal print for print to the tape, listed in the catalogue", async () => {
    const report = await compactVenueDay(VENUE, DAY, NOW, BUDGET, "trades");
    // Four minute folders (the last without trades), read one per step, then the footer alone.
    expect(report.start).toMatchObject({ status: "enqueued", file: "trades", snapshots: 4 });
    expect(report.steps).toStrictEqual(["advanced", "advanced", "advanced", "advanced", "compacted"]);

    const object = await env.LAKE.head(key);
    expect(object?.size).toBeGreaterThan(R2_MIN_PART_BYTES);
    expect(object?.etag).toMatch(/-2$/);
    expect(object?.httpMetadata?.contentType).toBe("application/vnd.apache.parquet");
    expect(object?.customMetadata?.schema).toBe(TRADE_PARQUET_SCHEMA);
    const entry = {
      key,
      bytes: object?.size,
      rows: expected.length,
      created_at: new Date(NOW).toISOString().replace(".000Z", "Z"),
    };
    expect(report.parquet).toStrictEqual(entry);
    const catalogue = await readParquetCatalog(env.LAKE, VENUE);
    expect(catalogue.trades?.[DAY]).toStrictEqual(entry);
    // The other files of the day are other jobs: not written by this one.
    expect(catalogue.days[DAY]).toBeUndefined();
    expect(catalogue.books?.[DAY]).toBeUndefined();

    reference = await storedFile();
    const file = reference.slice().buffer;
    const meta = parquetMetadata(file);
    expect(meta.key_value_metadata).toContainEqual({ key: "pix.trade_schema", value: TRADE_PARQUET_SCHEMA });
    expect(meta.key_value_metadata).toContainEqual({ key: "pix.venue", value: VENUE });
    expect(meta.key_value_metadata).toContainEqual({ key: "pix.date", value: DAY });
    // Every minute with a trades object, its prints and whether its listing was read in full.
    const minutes = meta.key_value_metadata?.find((kv) => kv.key === "pix.minutes")?.value ?? "null";
    expect(JSON.parse(minutes)).toStrictEqual(
      MINUTES.map((at) => ({ at, rows: MARKETS.length * PRINTS_PER_MARKET, completeness: "complete" })),
    );
    expect(meta.schema.slice(1).map((column) => column.name)).toStrictEqual([
      "cycle_start",
      "trade_id",
      "market_id",
      "token_id",
      "outcome",
      "price",
      "size",
      "taker_side",
      "venue_time",
      "received_at",
    ]);
    expect(await parquetReadObjects({ file })).toStrictEqual(expected);

    expect(await jobRows()).toStrictEqual([]);
    expect((await env.LAKE.list({ prefix: compactionScratchPrefix(VENUE, DAY) })).objects).toStrictEqual([]);
  });

  it("gives the same file when every step is delivered twice", async () => {
    await env.LAKE.delete(key);
    const outcomes = await compactDeliveringTwice(VENUE, DAY, NOW, BUDGET, "trades");
    expect(outcomes.filter((o) => o === "compacted")).toHaveLength(1);
    expect(outcomes).toContain("duplicate");
    expect(await storedFile()).toStrictEqual(reference);
  });

  it("resumes after a delivery died holding its step's lease, and gives the same file", async () => {
    await env.LAKE.delete(key);
    const deps = recordingDeps(NOW);
    await startCompaction(env, VENUE, DAY, NOW, deps, BUDGET, "trades");
    expect(await runCompactionStep(env, deps.queue.shift() as CompactionStepMessage, deps)).toBe("advanced");
    const step1 = deps.queue.shift() as CompactionStepMessage;
    // The isolate running step 1 died after taking its lease: no progress, no release.
    await openDb(env.DB)
      .update(lakeCompactionJobs)
      .set({ leaseToken: "dead-delivery", leaseUntilMs: NOW + STEP_LEASE_MS });
    await expect(runCompactionStep(env, step1, deps)).rejects.toThrow(StepLeaseHeld);
    // The queue's retry comes after the lease ran out (a restarted Worker, the same D1 and R2).
    const later = recordingDeps(NOW + STEP_LEASE_MS + 1);
    expect(await runCompactionStep(env, step1, later)).toBe("advanced");
    expect(await drain(later)).toStrictEqual(["advanced", "advanced", "compacted"]);
    expect(await storedFile()).toStrictEqual(reference);
    expect(await jobRows()).toStrictEqual([]);
  });

  it("restarts a job whose chain of steps was lost an hour ago from scratch, and gives the same file", async () => {
    await env.LAKE.delete(key);
    const deps = recordingDeps(NOW);
    await startCompaction(env, VENUE, DAY, NOW, deps, BUDGET, "trades");
    expect(await runCompactionStep(env, deps.queue.shift() as CompactionStepMessage, deps)).toBe("advanced");
    const [lost] = deps.queue.splice(0);
    // Too soon: the job is under way.
    expect(await startCompaction(env, VENUE, DAY, NOW + 60_000, deps, undefined, "trades")).toMatchObject({
      status: "in_progress",
      step: 1,
    });
    const late = NOW + STALE_JOB_MS + 1;
    const restart = recordingDeps(late);
    expect(await startCompaction(env, VENUE, DAY, late, restart, undefined, "trades")).toMatchObject({
      status: "enqueued",
      restarted: expect.stringContaining("no progress since"),
    });
    // The lost step's message, delivered at last, belongs to the discarded upload.
    expect(await runCompactionStep(env, lost as CompactionStepMessage, restart)).toBe("stale_message");
    expect(await drain(restart)).toStrictEqual(["advanced", "advanced", "advanced", "advanced", "compacted"]);
    expect(await storedFile()).toStrictEqual(reference);
    expect((await readParquetCatalog(env.LAKE, VENUE)).trades?.[DAY]?.rows).toBe(expected.length);
  });
});

describe("a day whose trade tape cannot be written as it is, or has none", () => {
  it("stops the job on a print whose time a millisecond timestamp would round, naming it", async () => {
    const day = "2019-10-02";
    const at = Date.parse(`${day}T09:00:00Z`);
    await writeTape(env.LAKE, VENUE, at, lakeRows(2, VENUE), { status: "not_recorded" });
    const print = { ...minutePrints("1000")[0], venue_time: `${day}T08:59:30.123456Z` } as TradeRow;
    await writeTrades(env.LAKE, VENUE, at, [print], { status: "complete" });
    const report = await compactVenueDay(VENUE, day, Date.parse(day) + 2 * 86_400_000, undefined, "trades");
    expect(report.status).toBe("failed");
    expect(report.reason).toContain("venue_time");
    expect(await env.LAKE.head(parquetFileKey("trades", VENUE, day))).toBeNull();
  });

  it("lists a minute whose listing was cut short as incomplete, with the prints that were read", async () => {
    const day = "2019-10-04";
    const first = Date.parse(`${day}T09:00:00Z`);
    await writeTape(env.LAKE, VENUE, first, lakeRows(2, VENUE), { status: "not_recorded" });
    const print = { ...minutePrints("1000")[0], venue_time: `${day}T08:59:30.000Z` } as TradeRow;
    await writeTrades(env.LAKE, VENUE, first, [print], { status: "complete" });
    await writeTrades(env.LAKE, VENUE, first + 60_000, [], {
      status: "incomplete",
      failures: [{ reason: "http_5xx", stage: "polymarket_trades" }],
    });
    const report = await compactVenueDay(VENUE, day, Date.parse(day) + 2 * 86_400_000, BUDGET, "trades");
    expect(report).toMatchObject({ status: "compacted", parquet: { rows: 1 } });
    expect(report.steps).toStrictEqual(["advanced", "advanced", "compacted"]);
    const file = await storedBytes(parquetFileKey("trades", VENUE, day));
    const kv = parquetMetadata(file.slice().buffer).key_value_metadata ?? [];
    expect(JSON.parse(kv.find((m) => m.key === "pix.minutes")?.value ?? "null")).toStrictEqual([
      { at: "0900", rows: 1, completeness: "complete" },
      { at: "0901", rows: 0, completeness: "incomplete" },
    ]);
  });

  it("gets a trade file without rows when it was collected without trades", async () => {
    const day = "2019-10-03";
    await writeTape(env.LAKE, "kalshi", Date.parse(`${day}T08:00:00Z`), lakeRows(2, "kalshi"), {
      status: "not_recorded",
    });
    const report = await compactVenueDay(
      "kalshi",
      day,
      Date.parse(day) + 2 * 86_400_000,
      undefined,
      "trades",
    );
    expect(report.steps).toStrictEqual(["compacted"]);
    const file = await (await env.LAKE.get(parquetFileKey("trades", "kalshi", day)))?.arrayBuffer();
    if (!file) throw new Error("no trade file");
    expect(Number(parquetMetadata(file).num_rows)).toBe(0);
    expect(parquetMetadata(file).key_value_metadata).toContainEqual({ key: "pix.minutes", value: "[]" });
    expect(report.parquet).toMatchObject({ rows: 0, bytes: file.byteLength });
  });

  it("has nothing to compact when the day was never collected", async () => {
    const never = "2019-10-20";
    const later = Date.parse(never) + 2 * 86_400_000;
    const report = await startCompaction(env, VENUE, never, later, recordingDeps(later), undefined, "trades");
    expect(report).toMatchObject({ status: "no_tape", file: "trades" });
  });
});

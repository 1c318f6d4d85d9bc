import { env } from "cloudflare:test";
import { parquetMetadata, parquetReadObjects } from "hyparquet";
import { beforeAll, describe, expect, it } from "vitest";
import type { MarketBooks } from "../../../src/lake/books.ts";
import { BOOK_PARQUET_SCHEMA } from "../../../src/lake/books-parquet.ts";
import {
  type CompactionBudget,
  type CompactionStepMessage,
  R2_MIN_PART_BYTES,
  runCompactionStep,
  startCompaction,
} from "../../../src/lake/jobs/parquet-day.ts";
import { compactionScratchPrefix, PARQUET_KINDS, parquetFileKey } from "../../../src/lake/keys.ts";
import { writeTape } from "../../../src/lake/store/lake.ts";
import { indexBooks, writeBooks } from "../../../src/lake/store/lake-books.ts";
import { catalogueFiles, updateCatalogue } from "../../../src/lake/store/lake-parquet-catalogue.ts";
import { readParquetCatalog } from "../../../src/lake/store/lake-reads.ts";
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
 * The book file of a closed day (`books.parquet`): a book tape larger than one multipart part,
 * compacted a minute per step, equals the tape level for level whatever the deliveries do; a day
 * without book tape gets a file without rows; the quote and book jobs of one day do not touch each other.
 */
const VENUE = "polymarket";
const DAY = "2019-09-01";
const MINUTES = ["0900", "0901", "0902"];
const SOURCES = [0, 1];
const MARKETS_PER_SOURCE = 500;
const NOW = Date.parse(`${DAY}T00:00:00Z`) + 2 * 86_400_000;
/** The smallest part R2 takes, and a step budget that fits one minute only. */
const BUDGET: CompactionBudget = { stepBytes: 1, partBytes: R2_MIN_PART_BYTES };
const key = parquetFileKey("books", VENUE, DAY);
const cycleOf = (at: string) => Date.parse(`${DAY}T${at.slice(0, 2)}:${at.slice(2)}:00Z`);

/** Hex noise as the decimal strings: Parquet cannot compress it, so the file passes one part's size. */
const noise = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, "0")).join("");

/** One source's markets at a minute: a yes book of 10 levels a side and a no book with one bid only. */
function sourceBooks(at: string, source: number): MarketBooks[] {
  return Array.from({ length: MARKETS_PER_SOURCE }, (_, i) => {
    const id = `${source}${String(i).padStart(4, "0")}`;
    const levels = () => Array.from({ length: 10 }, (): [string, string] => [noise(32), noise(32)]);
    return {
      market_id: id,
      books: [
        {
          outcome: "yes",
          token_id: `t${id}y`,
          observed_at: `${DAY}T${at.slice(0, 2)}:${at.slice(2)}:01.250Z`,
          bids: levels(),
          asks: levels(),
        },
        {
          outcome: "no",
          token_id: `t${id}n`,
          observed_at: `${DAY}T${at.slice(0, 2)}:${at.slice(2)}:01.250Z`,
          bids: [["0.41", "12.5"]],
          asks: [],
        },
      ],
    };
  });
}

/** The rows the file must hold, built from the seeded books in tape order (not by the compaction's code). */
const expected: Record<string, unknown>[] = [];

const storedFile = () => storedBytes(key);
const jobRows = compactionJobs;

/** A job row of the day's book file whose every minute is written: what a cut run leaves beside the file. */
const completedJob = (uploadId: string, step: number) =>
  openDb(env.DB).insert(lakeCompactionJobs).values({
    venue: VENUE,
    date: DAY,
    kind: "books",
    uploadId,
    step,
    snapshotIndex: MINUTES.length,
    snapshotCount: MINUTES.length,
    fileOffset: 0,
    rows: expected.length,
    rowGroups: 0,
    parts: [],
    stepBytes: 1,
    partBytes: R2_MIN_PART_BYTES,
    startedAtMs: NOW,
    updatedAtMs: NOW,
  });

let reference: Uint8Array;

beforeAll(async () => {
  for (const at of MINUTES) {
    const cycle = cycleOf(at);
    await writeTape(env.LAKE, VENUE, cycle, lakeRows(3, VENUE), { status: "not_recorded" });
    for (const source of SOURCES) {
      const markets = sourceBooks(at, source);
      await writeBooks(env.LAKE, VENUE, cycle, source, markets);
      for (const market of markets) {
        for (const book of market.books) {
          for (const [side, levels] of [
            ["bid", book.bids],
            ["ask", book.asks],
          ] as const) {
            levels.forEach(([price, size], i) => {
              expected.push({
                cycle_start: new Date(cycle),
                market_id: market.market_id,
                outcome: book.outcome,
                token_id: book.token_id,
                observed_at: new Date(book.observed_at),
                side,
                level: i + 1,
                price,
                size,
              });
            });
          }
        }
      }
    }
    await indexBooks(env.LAKE, VENUE, cycle, SOURCES);
  }
}, 60_000);

describe("a day's book tape over several steps and multipart parts", () => {
  it("compacts to one file equal level for level to the tape, listed in the catalogue", async () => {
    const report = await compactVenueDay(VENUE, DAY, NOW, BUDGET, "books");
    expect(report.start).toMatchObject({ status: "enqueued", file: "books", snapshots: MINUTES.length });
    // One step per minute, then the footer alone.
    expect(report.steps).toStrictEqual(["advanced", "advanced", "advanced", "compacted"]);

    const object = await env.LAKE.head(key);
    expect(object?.size).toBeGreaterThan(R2_MIN_PART_BYTES);
    expect(object?.etag).toMatch(/-2$/);
    expect(object?.httpMetadata?.contentType).toBe("application/vnd.apache.parquet");
    expect(object?.customMetadata?.schema).toBe(BOOK_PARQUET_SCHEMA);
    const entry = {
      key,
      bytes: object?.size,
      rows: expected.length,
      created_at: new Date(NOW).toISOString().replace(".000Z", "Z"),
    };
    expect(report.parquet).toStrictEqual(entry);
    expect((await readParquetCatalog(env.LAKE, VENUE)).books?.[DAY]).toStrictEqual(entry);
    // The quote file is another job: not written by this one.
    expect((await readParquetCatalog(env.LAKE, VENUE)).days[DAY]).toBeUndefined();

    reference = await storedFile();
    const file = reference.slice().buffer;
    const meta = parquetMetadata(file);
    expect(meta.key_value_metadata).toContainEqual({ key: "pix.book_schema", value: BOOK_PARQUET_SCHEMA });
    expect(meta.key_value_metadata).toContainEqual({ key: "pix.date", value: DAY });
    expect(meta.schema.slice(1).map((column) => column.name)).toStrictEqual([
      "cycle_start",
      "market_id",
      "outcome",
      "token_id",
      "observed_at",
      "side",
      "level",
      "price",
      "size",
    ]);
    expect(await parquetReadObjects({ file })).toStrictEqual(expected);

    expect(await jobRows()).toStrictEqual([]);
    expect((await env.LAKE.list({ prefix: compactionScratchPrefix(VENUE, DAY) })).objects).toStrictEqual([]);
  });

  it("gives the same file when every step is delivered twice", async () => {
    await env.LAKE.delete(key);
    const outcomes = await compactDeliveringTwice(VENUE, DAY, NOW, BUDGET, "books");
    expect(outcomes.filter((o) => o === "compacted")).toHaveLength(1);
    expect(outcomes).toContain("duplicate");
    expect(await storedFile()).toStrictEqual(reference);
  });

  it("resumes after a step failed mid-way, and gives the same file", async () => {
    await env.LAKE.delete(key);
    const deps = recordingDeps(NOW);
    await startCompaction(env, VENUE, DAY, NOW, deps, BUDGET, "books");
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
    expect(await jobRows()).toMatchObject([{ kind: "books", step: 1, leaseToken: null, failure: null }]);
    expect(await runCompactionStep(env, step1, deps)).toBe("advanced");
    expect(await drain(deps)).toStrictEqual(["advanced", "compacted"]);
    expect(await storedFile()).toStrictEqual(reference);
  });

  it("records a file an earlier delivery completed but did not catalogue, with its rows", async () => {
    await env.LAKE.delete(key);
    const deps = recordingDeps(NOW);
    await startCompaction(env, VENUE, DAY, NOW, deps, BUDGET, "books");
    let last: CompactionStepMessage | undefined;
    for (let message = deps.queue.shift(); message; message = deps.queue.shift()) {
      last = message;
      await runCompactionStep(env, message, deps);
    }
    // The catalogue write was lost; the job row and the file are there, and the last step comes again.
    await updateCatalogue(env.LAKE, VENUE, (catalogue) => {
      delete catalogueFiles(catalogue, "books")[DAY];
    });
    await completedJob(last?.upload_id ?? "", last?.step ?? 0);
    expect(await runCompactionStep(env, last as CompactionStepMessage, deps)).toBe("compacted");
    expect((await readParquetCatalog(env.LAKE, VENUE)).books?.[DAY]?.rows).toBe(expected.length);
    expect(await jobRows()).toStrictEqual([]);
  });

  it("a start that finds the file but no catalogue entry records the job's rows before dropping the job", async () => {
    // The file is complete, its catalogue entry lost and its job still there (a run cut between them).
    await updateCatalogue(env.LAKE, VENUE, (catalogue) => {
      delete catalogueFiles(catalogue, "books")[DAY];
    });
    await completedJob("completed-upload", MINUTES.length);
    const report = await startCompaction(env, VENUE, DAY, NOW, recordingDeps(NOW), undefined, "books");
    expect(report).toMatchObject({ status: "already_compacted", parquet: { rows: expected.length } });
    expect((await readParquetCatalog(env.LAKE, VENUE)).books?.[DAY]?.rows).toBe(expected.length);
    expect(await jobRows()).toStrictEqual([]);
  });

  it("runs beside the day's quote job without touching it: both files, each its own rows", async () => {
    await env.LAKE.delete(key);
    const deps = recordingDeps(NOW);
    expect((await startCompaction(env, VENUE, DAY, NOW, deps, BUDGET, "books")).status).toBe("enqueued");
    expect((await startCompaction(env, VENUE, DAY, NOW, deps, BUDGET)).status).toBe("enqueued");
    expect((await jobRows()).map((job) => job.kind).sort()).toStrictEqual(["books", "quotes"]);
    // Steps of the two jobs interleave, as one queue delivers them.
    const outcomes = await drain(deps);
    expect(outcomes.filter((o) => o === "compacted")).toHaveLength(2);
    expect(await storedFile()).toStrictEqual(reference);
    const catalogue = await readParquetCatalog(env.LAKE, VENUE);
    expect(catalogue.days[DAY]?.rows).toBe(MINUTES.length * 3);
    expect(catalogue.books?.[DAY]?.rows).toBe(expected.length);
    expect(await startCompaction(env, VENUE, DAY, NOW, deps, undefined, "books")).toMatchObject({
      status: "already_compacted",
      parquet: catalogue.books?.[DAY],
    });
  });
});

describe("a day without book tape", () => {
  it("gets a book file without rows, so its tape can go once both files exist", async () => {
    const day = "2019-09-02";
    await writeTape(env.LAKE, "kalshi", Date.parse(`${day}T08:00:00Z`), lakeRows(2, "kalshi"), {
      status: "not_recorded",
    });
    const report = await compactVenueDay("kalshi", day, Date.parse(day) + 2 * 86_400_000, undefined, "books");
    expect(report.start).toMatchObject({ status: "enqueued", snapshots: 0 });
    expect(report.steps).toStrictEqual(["compacted"]);
    const stored = await env.LAKE.get(parquetFileKey("books", "kalshi", day));
    const file = await stored?.arrayBuffer();
    if (!file) throw new Error("no book file");
    expect(Number(parquetMetadata(file).num_rows)).toBe(0);
    expect(await parquetReadObjects({ file })).toStrictEqual([]);
    expect(report.parquet).toMatchObject({ rows: 0, bytes: file.byteLength });
  });

  it("gets a quote file without rows when only its book tape was collected", async () => {
    const day = "2019-09-03";
    const cycle = Date.parse(`${day}T08:00:00Z`);
    await writeBooks(env.LAKE, "polymarket", cycle, 0, sourceBooks("0800", 0).slice(0, 2));
    const later = Date.parse(day) + 2 * 86_400_000;
    const report = await compactVenueDay("polymarket", day, later, undefined, "quotes");
    expect(report.start).toMatchObject({ status: "enqueued", snapshots: 0 });
    const file = await (await env.LAKE.get(parquetFileKey("quotes", "polymarket", day)))?.arrayBuffer();
    if (!file) throw new Error("no quote file");
    expect(Number(parquetMetadata(file).num_rows)).toBe(0);
    expect(report.parquet).toMatchObject({ rows: 0, bytes: file.byteLength });
    // With its book and trade files too, every file of the day exists: its tape can go.
    for (const kind of ["books", "trades"] as const) {
      expect((await compactVenueDay("polymarket", day, later, undefined, kind)).steps.at(-1)).toBe(
        "compacted",
      );
    }
    for (const kind of PARQUET_KINDS)
      expect(await env.LAKE.head(parquetFileKey(kind, "polymarket", day))).not.toBeNull();
  });

  it("has nothing to compact when the day was never collected", async () => {
    const never = "2019-09-20";
    const later = Date.parse(never) + 2 * 86_400_000;
    const report = await startCompaction(env, VENUE, never, later, recordingDeps(later), undefined, "books");
    expect(report).toMatchObject({ status: "no_tape", file: "books" });
  });
});

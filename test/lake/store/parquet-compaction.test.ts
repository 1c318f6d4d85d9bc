import { env } from "cloudflare:test";
import { parquetMetadata, parquetReadObjects } from "hyparquet";
import { beforeAll, describe, expect, it } from "vitest";
import { dayParquetKey, offsetsKey, snapshotKey } from "../../../src/lake/keys.ts";
import { rowFromParquetRecord } from "../../../src/lake/parquet.ts";
import { readManifest, writeTape } from "../../../src/lake/store/lake.ts";
import { readParquetCatalog } from "../../../src/lake/store/lake-reads.ts";
import type { LakeRow } from "../../../src/venues/shared/row.ts";
import { lakeRows } from "../../support/lake.ts";
import { compactVenueDay } from "../compaction-driver.ts";

/**
 * A closed day compacted into one Parquet file, read back with an independent reader (hyparquet) and
 * compared row for row with the NDJSON bytes of every snapshot as R2 holds them.
 */
const VENUE = "kalshi";
const DAY = "2019-06-01";
const INCOMPLETE_DAY = "2019-06-02";
const LOST_DAY = "2019-06-03";
const NEVER = "2019-06-09";
const MICROS_DAY = "2019-06-04";
const DAY_MS = 86_400_000;
const cycle = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm.slice(0, 2)}:${hhmm.slice(2)}:00Z`);
const afterClose = (date: string) => Date.parse(`${date}T00:00:00Z`) + 2 * DAY_MS;

/** Rows that fill every kind of member: native counts, a missing close time, millisecond instants. */
function variedRows(count: number, offset: number): LakeRow[] {
  return lakeRows(count, VENUE).map((row, i) => {
    if ((i + offset) % 4 !== 1) return row;
    return {
      ...row,
      last: "0.5000",
      usd_basis: "contracts_x_price" as const,
      native: { volume_contracts: `${1200 + i}`, open_interest_contracts: i % 2 === 0 ? null : "77" },
      observed_at: `2019-06-01T10:0${i % 10}:00.${String(i % 1000).padStart(3, "0")}Z`,
      close_time: null,
    };
  });
}

/** The NDJSON rows of one stored snapshot, parsed straight from its bytes. */
async function ndjsonRows(date: string, at: string): Promise<LakeRow[]> {
  const object = await env.LAKE.get(snapshotKey(VENUE, date, at));
  if (!object) throw new Error(`snapshot ${at} missing`);
  return (await object.text())
    .split("\n")
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as LakeRow);
}

/** Instants compared as instants: the Parquet column holds the instant, not its spelling. */
const asInstants = (row: LakeRow) => ({
  ...row,
  observed_at: Date.parse(row.observed_at),
  close_time: row.close_time === null ? null : Date.parse(row.close_time),
});

async function readDayParquet(date: string) {
  const object = await env.LAKE.get(dayParquetKey(VENUE, date));
  if (!object) throw new Error(`no Parquet file for ${date}`);
  const file = await object.arrayBuffer();
  return { object, file, records: await parquetReadObjects({ file }) };
}

const DAY_SNAPSHOTS = [
  { at: "0000", rows: 7 },
  { at: "0001", rows: 0 },
  { at: "1230", rows: 11 },
  { at: "2359", rows: 5 },
];

beforeAll(async () => {
  const notRecorded = { status: "not_recorded" } as const;
  for (const [i, s] of DAY_SNAPSHOTS.entries()) {
    await writeTape(env.LAKE, VENUE, cycle(DAY, s.at), variedRows(s.rows, i), notRecorded);
  }
  await writeTape(env.LAKE, VENUE, cycle(INCOMPLETE_DAY, "0900"), lakeRows(4, VENUE), notRecorded);
  await writeTape(env.LAKE, VENUE, cycle(INCOMPLETE_DAY, "0901"), lakeRows(2, VENUE), {
    status: "incomplete",
    failures: [{ reason: "http_5xx", stage: "kalshi_orderbook", market_id: "KXTEST-26NOV-T00002" }],
  });
  await writeTape(env.LAKE, VENUE, cycle(LOST_DAY, "0800"), lakeRows(3, VENUE), notRecorded);
  await writeTape(env.LAKE, VENUE, cycle(LOST_DAY, "0801"), lakeRows(3, VENUE), notRecorded);
  const [first, ...rest] = lakeRows(3, VENUE);
  if (!first) throw new Error("no rows");
  const micros = { ...first, observed_at: "2019-06-04T08:00:00.123456Z" };
  await writeTape(env.LAKE, VENUE, cycle(MICROS_DAY, "0800"), [micros, ...rest], notRecorded);
  const lost = snapshotKey(VENUE, LOST_DAY, "0801");
  await env.LAKE.delete([lost, offsetsKey(lost)]);
});

describe("compacting a closed day", () => {
  it("stores every row of every snapshot, in order, equal to the tape", async () => {
    const report = await compactVenueDay(VENUE, DAY, afterClose(DAY));
    expect(report.status).toBe("compacted");
    expect(report.start.snapshots).toBe(DAY_SNAPSHOTS.length);
    // A small day is one step: its slice, its footer and the completed upload.
    expect(report.steps).toStrictEqual(["compacted"]);
    const total = DAY_SNAPSHOTS.reduce((n, s) => n + s.rows, 0);
    expect(report.parquet?.rows).toBe(total);

    const { object, records } = await readDayParquet(DAY);
    expect(object.size).toBe(report.parquet?.bytes);
    expect(object.httpMetadata?.contentType).toBe("application/vnd.apache.parquet");
    expect(records).toHaveLength(total);

    const expected: { cycleStart: string; row: ReturnType<typeof asInstants> }[] = [];
    for (const s of DAY_SNAPSHOTS) {
      const rows = await ndjsonRows(DAY, s.at);
      expect(rows).toHaveLength(s.rows);
      const cycleStart = new Date(cycle(DAY, s.at)).toISOString();
      for (const row of rows) expected.push({ cycleStart, row: asInstants(row) });
    }
    const actual = records.map((record) => {
      const { cycleStart, row } = rowFromParquetRecord(record);
      return { cycleStart, row: asInstants(row) };
    });
    expect(actual).toStrictEqual(expected);
    // The varied rows really are in the file: counts, one-sided books, absent mid.
    expect(actual.some((r) => r.row.native?.volume_contracts !== undefined)).toBe(true);
    expect(actual.some((r) => r.row.ask === null && !("mid" in r.row))).toBe(true);
    expect(actual.some((r) => r.row.close_time === null)).toBe(true);
  });

  it("types the columns: strings for decimals, timestamps for instants, required where the row is", async () => {
    const { file } = await readDayParquet(DAY);
    const meta = parquetMetadata(file);
    const column = (name: string) => meta.schema.find((element) => element.name === name);
    expect(column("bid")).toMatchObject({
      type: "BYTE_ARRAY",
      converted_type: "UTF8",
      repetition_type: "OPTIONAL",
    });
    expect(column("venue")).toMatchObject({ type: "BYTE_ARRAY", repetition_type: "REQUIRED" });
    expect(column("two_sided_book")).toMatchObject({ type: "BOOLEAN", repetition_type: "REQUIRED" });
    expect(column("observed_at")).toMatchObject({
      type: "INT64",
      repetition_type: "REQUIRED",
      logical_type: { type: "TIMESTAMP", isAdjustedToUTC: true, unit: "MILLIS" },
    });
    expect(column("close_time")).toMatchObject({ type: "INT64", repetition_type: "OPTIONAL" });
    expect(column("native")).toMatchObject({ repetition_type: "OPTIONAL", num_children: 2 });
    const kv = Object.fromEntries((meta.key_value_metadata ?? []).map((e) => [e.key, e.value]));
    expect(kv["pix.row_schema"]).toBe("pix-lake-row-v1");
    expect(JSON.parse(kv["pix.snapshots"] ?? "[]")).toStrictEqual(
      DAY_SNAPSHOTS.map((s) => ({ ...s, completeness: "not_recorded" })),
    );
  });

  it("records the file in the venue's catalogue", async () => {
    const catalogue = await readParquetCatalog(env.LAKE, VENUE);
    const head = await env.LAKE.head(dayParquetKey(VENUE, DAY));
    expect(catalogue.days[DAY]).toStrictEqual({
      key: dayParquetKey(VENUE, DAY),
      bytes: head?.size,
      rows: 23,
      created_at: new Date(afterClose(DAY)).toISOString().replace(".000Z", "Z"),
    });
  });

  it("skips a day already compacted and leaves its file untouched", async () => {
    const before = await env.LAKE.head(dayParquetKey(VENUE, DAY));
    const again = await compactVenueDay(VENUE, DAY, afterClose(DAY) + DAY_MS);
    expect(again.status).toBe("already_compacted");
    expect(again.steps).toStrictEqual([]);
    const after = await env.LAKE.head(dayParquetKey(VENUE, DAY));
    expect(after?.etag).toBe(before?.etag);
    expect(after?.uploaded.getTime()).toBe(before?.uploaded.getTime());
    expect(again.parquet?.created_at).toBe(new Date(afterClose(DAY)).toISOString().replace(".000Z", "Z"));
  });
});

describe("days compaction treats apart", () => {
  it("compacts a day with an incomplete snapshot, its rows and status kept", async () => {
    const report = await compactVenueDay(VENUE, INCOMPLETE_DAY, afterClose(INCOMPLETE_DAY));
    expect(report.status).toBe("compacted");
    const { file, records } = await readDayParquet(INCOMPLETE_DAY);
    expect(records).toHaveLength(6);
    const fromTape = [
      ...(await ndjsonRows(INCOMPLETE_DAY, "0900")),
      ...(await ndjsonRows(INCOMPLETE_DAY, "0901")),
    ];
    expect(records.map((r) => asInstants(rowFromParquetRecord(r).row))).toStrictEqual(
      fromTape.map(asInstants),
    );
    const kv = (parquetMetadata(file).key_value_metadata ?? []).find((e) => e.key === "pix.snapshots");
    expect(JSON.parse(kv?.value ?? "[]")).toStrictEqual([
      { at: "0900", rows: 4, completeness: "not_recorded" },
      { at: "0901", rows: 2, completeness: "incomplete", reasons: ["http_5xx"], rows_expected: null },
    ]);
    const manifest = await readManifest(env.LAKE, VENUE, INCOMPLETE_DAY);
    expect(manifest?.snapshots.map((s) => s.completeness.status)).toStrictEqual([
      "not_recorded",
      "incomplete",
    ]);
  });

  it("fails, storing nothing, when a listed snapshot's tape is missing", async () => {
    const report = await compactVenueDay(VENUE, LOST_DAY, afterClose(LOST_DAY));
    expect(report.status).toBe("failed");
    expect(report.reason).toContain(`lake tape missing for ${snapshotKey(VENUE, LOST_DAY, "0801")}`);
    expect(await env.LAKE.head(dayParquetKey(VENUE, LOST_DAY))).toBeNull();
    expect((await readParquetCatalog(env.LAKE, VENUE)).days[LOST_DAY]).toBeUndefined();
  });

  it("refuses an instant a millisecond timestamp would round, storing nothing", async () => {
    const report = await compactVenueDay(VENUE, MICROS_DAY, afterClose(MICROS_DAY));
    expect(report.status).toBe("failed");
    expect(report.reason).toContain("observed_at '2019-06-04T08:00:00.123456Z'");
    expect(await env.LAKE.head(dayParquetKey(VENUE, MICROS_DAY))).toBeNull();
  });

  it("refuses a row member no column holds, rather than drop it", async () => {
    const day = "2019-06-05";
    const [row] = lakeRows(1, VENUE);
    const extra = { ...row, venue_sequence: "42" } as unknown as LakeRow;
    await writeTape(env.LAKE, VENUE, cycle(day, "0800"), [extra], { status: "not_recorded" });
    const report = await compactVenueDay(VENUE, day, afterClose(day));
    expect(report.status).toBe("failed");
    expect(report.reason).toContain("'venue_sequence'");
    expect(await env.LAKE.head(dayParquetKey(VENUE, day))).toBeNull();
  });

  it("leaves a day that has not closed yet, and reports a day without tape", async () => {
    const open = await compactVenueDay(VENUE, DAY, Date.parse(`${DAY}T23:59:30Z`));
    expect(open.status).toBe("day_open");
    const none = await compactVenueDay(VENUE, NEVER, afterClose(NEVER));
    expect(none.status).toBe("no_tape");
    expect(await env.LAKE.head(dayParquetKey(VENUE, NEVER))).toBeNull();
  });
});

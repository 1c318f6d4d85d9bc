import { parquetMetadata, parquetReadObjects } from "hyparquet";
import { ByteWriter, ParquetWriter } from "hyparquet-writer";
import { describe, expect, it } from "vitest";
import {
  DAY_PARQUET_SCHEMA,
  dayColumnData,
  ParquetSliceWriter,
  parquetFooter,
  ROW_GROUP_ROWS,
  rowFromParquetRecord,
} from "../../src/lake/parquet.ts";
import type { LakeRow } from "../../src/venues/shared/row.ts";
import { lakeRows } from "../support/lake.ts";

/**
 * A day written in slices (each at its offset, its row groups kept as their footer bytes between
 * slices, the footer last) is the file the library's own writer makes of the same row groups in one
 * go, byte for byte, and reads back row for row.
 */
const DAY = { venue: "kalshi", date: "2019-05-01" };
const FIRST_CYCLE = Date.parse("2019-05-01T08:00:00Z");
const SECOND_CYCLE = Date.parse("2019-05-01T08:01:00Z");

function concat(parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}

async function* each<T>(items: T[]): AsyncGenerator<T> {
  yield* items;
}

// One full row group, then a short one: the slice boundary falls on a row-group boundary.
const first = lakeRows(ROW_GROUP_ROWS, "kalshi");
const second = lakeRows(37, "kalshi").map((row, i): LakeRow => ({ ...row, market_id: `LATE-${i}` }));
const snapshots = [
  { at: "0800", rows: first.length },
  { at: "0801", rows: second.length },
];
const kvMetadata = [
  { key: "pix.row_schema", value: "pix-lake-row-v1" },
  { key: "pix.venue", value: DAY.venue },
  { key: "pix.date", value: DAY.date },
  { key: "pix.snapshots", value: JSON.stringify(snapshots) },
];

async function twoSlices(): Promise<Uint8Array> {
  const a = new ParquetSliceWriter(0);
  a.add(FIRST_CYCLE, first);
  const sliceA = a.finish();
  const b = new ParquetSliceWriter(sliceA.bytes.byteLength);
  b.add(SECOND_CYCLE, second);
  const sliceB = b.finish();
  const footer = await parquetFooter(
    {
      count: sliceA.rowGroups.count + sliceB.rowGroups.count,
      rows: sliceA.rowGroups.rows + sliceB.rowGroups.rows,
      thrift: each([sliceA.rowGroups.thrift, sliceB.rowGroups.thrift]),
    },
    { ...DAY, snapshots },
  );
  return concat([sliceA.bytes, sliceB.bytes, footer]);
}

/** The same row groups through hyparquet-writer's own writer, in one go. */
function libraryFile(): Uint8Array {
  const writer = new ByteWriter();
  const parquet = new ParquetWriter({ writer, schema: DAY_PARQUET_SCHEMA, createdBy: "pix", kvMetadata });
  parquet.write({ columnData: dayColumnData(FIRST_CYCLE, first), rowGroupSize: first.length });
  parquet.write({ columnData: dayColumnData(SECOND_CYCLE, second), rowGroupSize: second.length });
  parquet.finish();
  return writer.getBytes().slice();
}

describe("a day written in slices", () => {
  it("is the library's one-go file of the same row groups, byte for byte", async () => {
    expect(await twoSlices()).toStrictEqual(libraryFile());
  });

  it("reads back with an independent reader: every row, its row groups at their offsets", async () => {
    const file = (await twoSlices()).slice().buffer;
    const meta = parquetMetadata(file);
    expect(meta.row_groups.map((g) => Number(g.num_rows))).toStrictEqual([ROW_GROUP_ROWS, 37]);
    expect(Number(meta.num_rows)).toBe(ROW_GROUP_ROWS + 37);
    const records = await parquetReadObjects({ file });
    const rows = records.map((record) => rowFromParquetRecord(record));
    expect(rows.at(0)?.row.market_id).toBe(first[0]?.market_id);
    expect(rows.at(ROW_GROUP_ROWS)).toMatchObject({
      cycleStart: "2019-05-01T08:01:00.000Z",
      row: { market_id: "LATE-0" },
    });
    expect(rows.at(-1)?.row.market_id).toBe("LATE-36");
    expect(rows.map((r) => r.row.title)).toStrictEqual([...first, ...second].map((row) => row.title));
  });

  it("lists more than 14 row groups (the long form of the list header)", async () => {
    const slices: Uint8Array[] = [];
    const thrift: Uint8Array[] = [];
    let offset = 0;
    for (let i = 0; i < 20; i++) {
      const writer = new ParquetSliceWriter(offset);
      writer.add(FIRST_CYCLE + i * 60_000, second);
      const slice = writer.finish();
      slices.push(slice.bytes);
      thrift.push(slice.rowGroups.thrift);
      offset += slice.bytes.byteLength;
    }
    const footer = await parquetFooter(
      { count: 20, rows: 20 * second.length, thrift: each(thrift) },
      { ...DAY, snapshots: [] },
    );
    const file = concat([...slices, footer]).slice().buffer;
    expect(parquetMetadata(file).row_groups).toHaveLength(20);
    expect(await parquetReadObjects({ file })).toHaveLength(20 * second.length);
  });

  it("starts the file with its magic only in the slice at offset 0", () => {
    const head = new ParquetSliceWriter(0).finish().bytes;
    expect(new TextDecoder().decode(head)).toBe("PAR1");
    expect(new ParquetSliceWriter(4).finish().bytes.byteLength).toBe(0);
  });
});

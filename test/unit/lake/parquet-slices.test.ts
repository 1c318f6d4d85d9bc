import { parquetMetadata, parquetReadObjects } from "hyparquet";
import { describe, expect, it } from "vitest";
import {
  decodeRowGroups,
  encodeRowGroups,
  ParquetSliceWriter,
  parquetFooter,
  ROW_GROUP_ROWS,
  rowFromParquetRecord,
} from "../../../src/lake/parquet.ts";
import type { LakeRow } from "../../../src/lake/row.ts";
import { lakeRows } from "../../support/lake.ts";

/**
 * A day written in slices (each at its offset, its row groups kept as text between slices, the footer
 * last) is the file written in one slice with the same row groups, byte for byte.
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

describe("a day written in slices", () => {
  // One full row group, then a short one: the slice boundary falls on a row-group boundary.
  const first = lakeRows(ROW_GROUP_ROWS, "kalshi");
  const second = lakeRows(37, "kalshi").map((row, i): LakeRow => ({ ...row, market_id: `LATE-${i}` }));
  const snapshots = [
    { at: "0800", rows: first.length },
    { at: "0801", rows: second.length },
  ];

  function oneSlice(): Uint8Array {
    const writer = new ParquetSliceWriter(0);
    writer.add(FIRST_CYCLE, first);
    writer.add(SECOND_CYCLE, second);
    const slice = writer.finish();
    return concat([
      slice.bytes,
      parquetFooter(slice.bytes.byteLength, slice.rowGroups, { ...DAY, snapshots }),
    ]);
  }

  function twoSlices(): Uint8Array {
    const a = new ParquetSliceWriter(0);
    a.add(FIRST_CYCLE, first);
    const sliceA = a.finish();
    const kept = encodeRowGroups(sliceA.rowGroups);
    const b = new ParquetSliceWriter(sliceA.bytes.byteLength);
    b.add(SECOND_CYCLE, second);
    const sliceB = b.finish();
    const rowGroups = [...decodeRowGroups(kept), ...decodeRowGroups(encodeRowGroups(sliceB.rowGroups))];
    const footerAt = sliceA.bytes.byteLength + sliceB.bytes.byteLength;
    return concat([sliceA.bytes, sliceB.bytes, parquetFooter(footerAt, rowGroups, { ...DAY, snapshots })]);
  }

  it("equals the file written in one slice, byte for byte", () => {
    const whole = oneSlice();
    const sliced = twoSlices();
    expect(sliced.byteLength).toBe(whole.byteLength);
    expect(sliced).toStrictEqual(whole);
  });

  it("reads back with an independent reader: every row, its row groups at their offsets", async () => {
    const file = twoSlices().slice().buffer;
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

  it("keeps row-group metadata exactly through its text form", () => {
    const writer = new ParquetSliceWriter(4);
    writer.add(FIRST_CYCLE, second);
    const { rowGroups } = writer.finish();
    const back = decodeRowGroups(encodeRowGroups(rowGroups));
    // Equal up to members left undefined, which the Thrift encoder skips as the text form drops them.
    expect(back).toEqual(rowGroups);
    expect(back[0]?.group.num_rows).toBe(37n);
    expect(typeof back[0]?.group.columns[0]?.meta_data?.data_page_offset).toBe("bigint");
  });

  it("starts the file with its magic only in the slice at offset 0", () => {
    const head = new ParquetSliceWriter(0).finish().bytes;
    expect(new TextDecoder().decode(head)).toBe("PAR1");
    expect(new ParquetSliceWriter(4).finish().bytes.byteLength).toBe(0);
  });
});

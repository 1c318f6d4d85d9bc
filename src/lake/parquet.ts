/**
 * The Parquet form of a closed lake day (key: ./keys.ts): every row of every snapshot of one venue's
 * UTC day, in snapshot order and in each snapshot's row order, with the lake row's members as columns.
 *
 * Types: every decimal stays an exact UTF-8 string (a double would round 0.1 and drop the venue's
 * written scale, "0.4300"), booleans are BOOLEAN, instants are TIMESTAMP(MILLIS, UTC). Nullable members
 * are OPTIONAL columns; `mid`/`spread` are null where the row omits them; `native` is an OPTIONAL group.
 * One column is not a row member: `cycle_start`, the collection cycle (snapshot) the row belongs to,
 * so a reader can group rows by snapshot as the tape does.
 *
 * The file is written in slices, so a day of any size is written in bounded memory: each slice is a run
 * of row groups at its absolute offset in the file (ParquetSliceWriter), and the footer, written last,
 * lists the row groups of every slice (parquetFooter). Between slices a row group is kept as its
 * footer bytes (Thrift), final once its slice is written. Concatenated, slices + footer are one file.
 */
import type { FileMetaData, KeyValue, RowGroup } from "hyparquet";
import { ByteWriter, ParquetWriter, type SchemaElement } from "hyparquet-writer";
import { writeIndexes } from "hyparquet-writer/src/indexes.js";
import { writeMetadata } from "hyparquet-writer/src/metadata.js";
import { LAKE_ROW_SCHEMA, type LakeRow } from "../venues/shared/row.ts";

export const PARQUET_CONTENT_TYPE = "application/vnd.apache.parquet";

/** Rows per row group of the quote file: a few snapshots of a large venue, small enough to hold as objects at once. */
export const ROW_GROUP_ROWS = 10_000;

/**
 * The layout of one kind of a day's Parquet file: its schema, its top-level column names in file order,
 * the rows of a full row group, and the key-value metadata every file of the kind carries.
 */
export interface ParquetTable {
  schema: SchemaElement[];
  columns: string[];
  rowGroupRows: number;
  kv: KeyValue[];
}

/** The table of a file of flat columns (no groups), in file order: one schema element each. */
export function flatTable(
  columns: readonly SchemaElement[],
  rowGroupRows: number,
  kv: KeyValue[],
): ParquetTable {
  return {
    schema: [{ name: "schema", num_children: columns.length }, ...columns],
    columns: columns.map((column) => column.name),
    rowGroupRows,
    kv,
  };
}

/** One value of a top-level column, as the encoder takes it. */
export type ColumnValue = string | number | boolean | bigint | Record<string, unknown> | null;

/** A day that cannot be written as Parquet without loss or within the limits; the message says why. */
export class LakeParquetError extends Error {
  override name = "LakeParquetError";
}

export const required = "REQUIRED" as const;
export const optional = "OPTIONAL" as const;
type Repetition = typeof required | typeof optional;

export const text = (name: string, repetition: Repetition): SchemaElement => ({
  name,
  type: "BYTE_ARRAY",
  converted_type: "UTF8",
  logical_type: { type: "STRING" },
  repetition_type: repetition,
});
export const int32 = (name: string, repetition: Repetition): SchemaElement => ({
  name,
  type: "INT32",
  repetition_type: repetition,
});
export const double = (name: string, repetition: Repetition): SchemaElement => ({
  name,
  type: "DOUBLE",
  repetition_type: repetition,
});
export const boolean = (name: string, repetition: Repetition): SchemaElement => ({
  name,
  type: "BOOLEAN",
  repetition_type: repetition,
});
export const instant = (name: string, repetition: Repetition): SchemaElement => ({
  name,
  type: "INT64",
  converted_type: "TIMESTAMP_MILLIS",
  logical_type: { type: "TIMESTAMP", isAdjustedToUTC: true, unit: "MILLIS" },
  repetition_type: repetition,
});

/** Top-level columns in file order: `cycle_start`, then the row's members in the row's own order. */
const COLUMNS: SchemaElement[][] = [
  [instant("cycle_start", required)],
  [text("venue", required)],
  [text("market_id", required)],
  [text("event_id", optional)],
  [text("outcome", required)],
  [text("token_id", optional)],
  [text("title", required)],
  [text("status", required)],
  [text("bid", optional)],
  [text("ask", optional)],
  [text("last", optional)],
  [text("indicative", optional)],
  [text("indicative_source", optional)],
  [text("mid", optional)],
  [text("spread", optional)],
  [boolean("two_sided_book", required)],
  [text("volume_usd", optional)],
  [text("open_interest_usd", optional)],
  [text("usd_basis", optional)],
  [
    { name: "native", repetition_type: optional, num_children: 2 },
    text("volume_contracts", optional),
    text("open_interest_contracts", optional),
  ],
  [instant("observed_at", required)],
  [text("observed_at_source", required)],
  [instant("close_time", optional)],
];

export const DAY_PARQUET_SCHEMA: SchemaElement[] = [
  { name: "schema", num_children: COLUMNS.length },
  ...COLUMNS.flat(),
];

const COLUMN_NAMES = COLUMNS.map((column) => column[0]?.name ?? "");

/** RFC 3339 with at most millisecond precision: exactly what a TIMESTAMP(MILLIS) holds. */
const MILLISECOND_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A Parquet file's row batches read page by page: `readPage(offset, limit)` until a page comes back
 * shorter than `pageSize`, each page's rows from `rowsOf` (a page giving no row yields nothing). What the
 * day files written from D1 (outcomes, the indices' distributions, the official prints) hand to
 * `writeParquet`.
 */
export async function* pagedRows<T>(
  pageSize: number,
  readPage: (offset: number, limit: number) => Promise<T[]>,
  rowsOf: (page: T[]) => ColumnValue[][] | Promise<ColumnValue[][]>,
): AsyncGenerator<ColumnValue[][]> {
  for (let offset = 0; ; offset += pageSize) {
    const page = await readPage(offset, pageSize);
    const rows = await rowsOf(page);
    if (rows.length > 0) yield rows;
    if (page.length < pageSize) return;
  }
}

/** An instant as epoch milliseconds; refuses one a millisecond timestamp would round. */
export function instantMillis(value: string, member: string): bigint {
  const ms = MILLISECOND_INSTANT.test(value) ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(ms)) {
    throw new LakeParquetError(
      `${member} '${value}' is not an RFC 3339 instant of at most millisecond precision; it cannot be stored as a timestamp without loss`,
    );
  }
  return BigInt(ms);
}

const ROW_MEMBERS = new Set(COLUMN_NAMES.slice(1));

/** One row's value of each top-level column, in COLUMNS order; a member with no column is refused. */
function columnValues(row: LakeRow, cycleStartMs: number): ColumnValue[] {
  const unknown = Object.keys(row).find((member) => !ROW_MEMBERS.has(member));
  if (unknown !== undefined) {
    throw new LakeParquetError(`a row has a member '${unknown}' that no ${LAKE_ROW_SCHEMA} column holds`);
  }
  const values: Record<string, ColumnValue> = {
    ...row,
    mid: row.mid ?? null,
    spread: row.spread ?? null,
    cycle_start: BigInt(cycleStartMs),
    observed_at: instantMillis(row.observed_at, "observed_at"),
    close_time: row.close_time === null ? null : instantMillis(row.close_time, "close_time"),
  };
  return COLUMN_NAMES.map((name) => values[name] ?? null);
}

function columnData(columns: readonly string[], group: ColumnValue[][]) {
  return columns.map((name, i) => ({ name, data: group.map((values) => values[i]) }));
}

/** The encoder's column data of rows of one cycle, as one row group of them is written. */
export function dayColumnData(cycleStartMs: number, rows: readonly LakeRow[]) {
  return columnData(
    COLUMN_NAMES,
    rows.map((row) => columnValues(row, cycleStartMs)),
  );
}

const KV_ROW_SCHEMA = { key: "pix.row_schema", value: LAKE_ROW_SCHEMA };

/** The quote file (`day.parquet`): the lake rows of every snapshot. */
export const QUOTES_TABLE: ParquetTable = {
  schema: DAY_PARQUET_SCHEMA,
  columns: COLUMN_NAMES,
  rowGroupRows: ROW_GROUP_ROWS,
  kv: [KV_ROW_SCHEMA],
};

/** A ByteWriter positioned at an absolute file offset, handing its bytes over after every row group. */
class OffsetWriter extends ByteWriter {
  readonly chunks: Uint8Array<ArrayBuffer>[] = [];

  /** Drops what the encoder wrote so far (its leading magic) and places the next byte at `offset`. */
  startAt(offset: number) {
    this.index = 0;
    this.offset = offset;
  }

  flush() {
    if (this.index === 0) return;
    this.chunks.push(new Uint8Array(this.buffer.slice(0, this.index)));
    this.index = 0;
  }

  override finish() {
    this.flush();
  }

  /** Every byte written since `startAt`, in one array, releasing the chunks. */
  take(): Uint8Array<ArrayBuffer> {
    this.flush();
    const bytes = new Uint8Array(this.chunks.reduce((n, chunk) => n + chunk.byteLength, 0));
    let at = 0;
    for (const chunk of this.chunks.splice(0)) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
    return bytes;
  }
}

function encoder(writer: OffsetWriter, schema: SchemaElement[]): ParquetWriter {
  return new ParquetWriter({ writer, schema, createdBy: "pix" });
}

/** The FileMetaData (Thrift compact) of a schema with the given row groups, its length word included. */
function fileMetaData(
  schema: SchemaElement[],
  rowGroups: RowGroup[],
  numRows: bigint,
  kv: KeyValue[] | undefined,
): Uint8Array {
  const writer = new OffsetWriter();
  const metadata: FileMetaData = {
    version: 2,
    created_by: "pix",
    schema,
    num_rows: numRows,
    row_groups: rowGroups,
    key_value_metadata: kv,
    // Not part of the struct: the encoder writes the length it measured after it.
    metadata_length: 0,
  };
  writeMetadata(writer, metadata);
  return writer.take();
}

/**
 * The FileMetaData of `kv` cut around its row-group list: the bytes before the list's header and the
 * bytes after the list (the length word excluded). A row group's own bytes are what one more group
 * inserts between the two, so the library's encoder stays the one writer of every Thrift byte.
 */
function metadataFrame(schema: SchemaElement[], kv: KeyValue[] | undefined, numRows: bigint) {
  const empty = fileMetaData(schema, [], numRows, kv);
  const headerAt = findEmptyListHeader(schema, empty, numRows, kv);
  return { before: empty.subarray(0, headerAt), after: empty.subarray(headerAt + 1, empty.byteLength - 4) };
}

/** Where the empty row-group list's header sits: the first byte at which one group's metadata differs. */
function findEmptyListHeader(
  schema: SchemaElement[],
  empty: Uint8Array,
  numRows: bigint,
  kv: KeyValue[] | undefined,
): number {
  const one = fileMetaData(schema, [PROBE_GROUP], numRows, kv);
  let at = 0;
  while (at < empty.byteLength && empty[at] === one[at]) at++;
  if (empty[at] !== THRIFT_EMPTY_LIST) throw new LakeParquetError("unexpected FileMetaData layout");
  return at;
}

/** Compact-protocol list header of `count` structs. */
function structListHeader(count: number): Uint8Array {
  if (count < 15) return Uint8Array.of((count << 4) | THRIFT_STRUCT);
  const bytes = [0xf0 | THRIFT_STRUCT];
  for (let n = count; ; n >>>= 7) {
    if (n < 0x80) {
      bytes.push(n);
      break;
    }
    bytes.push((n & 0x7f) | 0x80);
  }
  return Uint8Array.from(bytes);
}

const THRIFT_STRUCT = 12;
/** The encoder writes an empty list's header as one byte: size 0, no element type. */
const THRIFT_EMPTY_LIST = 0;
const PROBE_GROUP: RowGroup = { columns: [], total_byte_size: 0n, num_rows: 0n };

/** The FileMetaData around a row-group list of an unnamed day, per schema: the same for every row group. */
const groupFrames = new Map<SchemaElement[], ReturnType<typeof metadataFrame>>();

/** One row group's Thrift bytes, as they appear in the footer's row-group list of a file of `schema`. */
function rowGroupThrift(group: RowGroup, schema: SchemaElement[]): Uint8Array {
  let frame = groupFrames.get(schema);
  if (!frame) {
    frame = metadataFrame(schema, undefined, 0n);
    groupFrames.set(schema, frame);
  }
  const one = fileMetaData(schema, [group], 0n, undefined);
  return one.slice(frame.before.byteLength + 1, one.byteLength - 4 - frame.after.byteLength);
}

/**
 * The row groups of a slice as the footer lists them: their Thrift bytes, concatenated (offsets in them
 * are absolute, so they are final when the slice is written), with their count and rows.
 */
export interface SliceRowGroups {
  count: number;
  rows: number;
  thrift: Uint8Array;
}

/**
 * Encodes a slice of a venue's day, in snapshot and row order, as row groups of `table` placed at the
 * absolute file offset `offset` (the bytes of the file before it are written elsewhere; the slice at 0
 * starts with the file's leading magic): `add` each snapshot's rows (as many calls per snapshot as it
 * has parts) or `addValues` each row's column values (any table), then `finish`. Rows are buffered up
 * to the table's row-group rows and written as a row group, so memory stays bounded whatever the
 * slice's size. The page indexes of the slice's column chunks (present when a
 * chunk has several pages) follow its row groups, so each row group's metadata is final with its slice.
 * Throws LakeParquetError when a value cannot be stored exactly.
 */
export class ParquetSliceWriter {
  private readonly writer = new OffsetWriter();
  private readonly parquet: ParquetWriter;
  private pending: ColumnValue[][] = [];
  private rows = 0;

  private readonly table: ParquetTable;
  constructor(offset: number, table: ParquetTable = QUOTES_TABLE) {
    this.table = table;
    this.parquet = encoder(this.writer, table.schema);
    if (offset > 0) this.writer.startAt(offset);
  }

  /** The lake rows of one cycle (the quote table). */
  add(cycleStartMs: number, rows: readonly LakeRow[]): void {
    for (const row of rows) this.addValues(columnValues(row, cycleStartMs));
  }

  /** One row's value of each of the table's columns, in column order. */
  addValues(values: ColumnValue[]): void {
    this.pending.push(values);
    if (this.pending.length >= this.table.rowGroupRows) this.writeGroup();
  }

  private writeGroup(): void {
    if (this.pending.length === 0) return;
    const group = this.pending;
    this.pending = [];
    this.rows += group.length;
    // One call, one row group: the encoder flushes the writer after it.
    this.parquet.write({ columnData: columnData(this.table.columns, group), rowGroupSize: group.length });
  }

  /** The slice's bytes (to append at `offset`) and its row groups as the footer lists them. */
  finish(): { bytes: Uint8Array<ArrayBuffer>; rowGroups: SliceRowGroups } {
    this.writeGroup();
    writeIndexes(this.writer, this.parquet.pendingIndexes);
    const groups = this.parquet.row_groups.map((group) => rowGroupThrift(group, this.table.schema));
    const thrift = new Uint8Array(groups.reduce((n, g) => n + g.byteLength, 0));
    let at = 0;
    for (const group of groups) {
      thrift.set(group, at);
      at += group.byteLength;
    }
    return { bytes: this.writer.take(), rowGroups: { count: groups.length, rows: this.rows, thrift } };
  }
}

/**
 * The end of the file, after the last row group: the FileMetaData listing every row group (the slices'
 * Thrift bytes in file order, read one at a time from `rowGroups`), with the table's own key-value
 * metadata, the venue, the date and (when given) each snapshot's or minute's row count, then its length and the
 * closing magic. Only the footer's bytes are held, never the row groups' metadata as objects.
 */
export async function parquetFooter(
  rowGroups: { count: number; rows: number; thrift: AsyncIterable<Uint8Array> },
  day: {
    venue: string;
    date: string;
    snapshots?: readonly { at: string; rows: number }[];
    minutes?: readonly { at: string; rows: number }[];
  },
  table: ParquetTable = QUOTES_TABLE,
): Promise<Uint8Array<ArrayBuffer>> {
  const kv = [
    ...table.kv,
    { key: "pix.venue", value: day.venue },
    { key: "pix.date", value: day.date },
    ...(day.snapshots ? [{ key: "pix.snapshots", value: JSON.stringify(day.snapshots) }] : []),
    ...(day.minutes ? [{ key: "pix.minutes", value: JSON.stringify(day.minutes) }] : []),
  ];
  const frame = metadataFrame(table.schema, kv, BigInt(rowGroups.rows));
  const writer = new OffsetWriter();
  writer.appendBytes(frame.before);
  writer.appendBytes(structListHeader(rowGroups.count));
  let count = 0;
  for await (const thrift of rowGroups.thrift) {
    writer.appendBytes(thrift);
    count++;
  }
  writer.appendBytes(frame.after);
  writer.appendUint32(writer.offset);
  writer.appendUint32(PARQUET_MAGIC);
  if (count === 0 && rowGroups.count > 0) throw new LakeParquetError("the footer's row groups are missing");
  return writer.take();
}

/** "PAR1" as a little-endian word. */
const PARQUET_MAGIC = 0x31524150;

/** A record as a Parquet reader returns it (instants as Date or epoch-millisecond bigint). */
export type ParquetRecord = Record<string, unknown>;

function isoOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint" || typeof value === "number") return new Date(Number(value)).toISOString();
  throw new Error(`not a timestamp: ${String(value)}`);
}

/**
 * The lake row a Parquet record stands for, with instants written as `toISOString` does (the form the
 * normalizer writes) and `mid`/`spread` omitted when null, as the row omits them.
 */
export function rowFromParquetRecord(record: ParquetRecord): { cycleStart: string; row: LakeRow } {
  const row: Record<string, unknown> = {};
  for (const name of COLUMN_NAMES.slice(1)) {
    const value = record[name] ?? null;
    if ((name === "mid" || name === "spread") && value === null) continue;
    row[name] = name === "observed_at" || name === "close_time" ? isoOf(value) : value;
  }
  return { cycleStart: isoOf(record.cycle_start) ?? "", row: row as LakeRow };
}

/** One Parquet file of a compacted day as the venue's catalogue records it (and the venue resource shows it). */
export interface DayParquetEntry {
  key: string;
  bytes: number;
  rows: number;
  created_at: string;
}

/**
 * `lake/{venue}/parquet.json`: the venue's compacted days, by date, one member per kind of file
 * (`days`: the quote files, `books`: the book files, `trades`: the trade files;
 * ./store/lake-parquet-catalogue.ts reads and writes a kind's member).
 */
export interface ParquetCatalog {
  venue: string;
  days: Record<string, DayParquetEntry>;
  books?: Record<string, DayParquetEntry>;
  trades?: Record<string, DayParquetEntry>;
  outcomes?: Record<string, DayParquetEntry>;
  basis?: Record<string, DayParquetEntry>;
  index_distributions?: Record<string, DayParquetEntry>;
  official_prints?: Record<string, DayParquetEntry>;
  /**
   * Days the retention removed (date → when), whose data files it keeps until no kept snapshot of the
   * Iceberg tables lists them (src/lake/jobs/retention.ts): gone from every lake route meanwhile. An
   * entry leaves once the files are deleted.
   */
  removed?: Record<string, string>;
}

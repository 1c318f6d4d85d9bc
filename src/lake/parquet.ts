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
 * Memory stays bounded: rows are buffered up to ROW_GROUP_ROWS, written as a row group, and the encoded
 * bytes leave the encoder's buffer after every group; the whole file may not exceed MAX_DAY_PARQUET_BYTES.
 */
import { ByteWriter, ParquetWriter, type SchemaElement } from "hyparquet-writer";
import { LAKE_ROW_SCHEMA, type LakeRow } from "./row.ts";

export const PARQUET_CONTENT_TYPE = "application/vnd.apache.parquet";

/** Rows per row group: a few snapshots of a large venue, small enough to hold as objects at once. */
export const ROW_GROUP_ROWS = 10_000;

/** Ceiling of one day's Parquet file, held in memory (and released as it is stored) by one compaction. */
export const MAX_DAY_PARQUET_BYTES = 64 * 1024 * 1024;

/** A day that cannot be written as Parquet without loss or within the limits; the message says why. */
export class LakeParquetError extends Error {
  override name = "LakeParquetError";
}

/** The day's Parquet file would pass MAX_DAY_PARQUET_BYTES. */
export class DayParquetTooLarge extends LakeParquetError {
  override name = "DayParquetTooLarge";
}

const required = "REQUIRED" as const;
const optional = "OPTIONAL" as const;
type Repetition = typeof required | typeof optional;

const text = (name: string, repetition: Repetition): SchemaElement => ({
  name,
  type: "BYTE_ARRAY",
  converted_type: "UTF8",
  logical_type: { type: "STRING" },
  repetition_type: repetition,
});
const instant = (name: string, repetition: Repetition): SchemaElement => ({
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
  [{ name: "two_sided_book", type: "BOOLEAN", repetition_type: required }],
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

type ColumnValue = string | boolean | bigint | LakeRow["native"] | null;

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

/** A ByteWriter that hands its bytes over after every row group, so its own buffer stays small. */
class ChunkedWriter extends ByteWriter {
  readonly chunks: Uint8Array<ArrayBuffer>[] = [];
  private stored = 0;

  flush() {
    if (this.index === 0) return;
    this.stored += this.index;
    if (this.stored > MAX_DAY_PARQUET_BYTES) {
      throw new DayParquetTooLarge(
        `the day's Parquet file exceeds ${MAX_DAY_PARQUET_BYTES} bytes, the most one compaction holds`,
      );
    }
    this.chunks.push(new Uint8Array(this.buffer.slice(0, this.index)));
    this.index = 0;
  }

  override finish() {
    this.flush();
  }
}

export interface DayParquet {
  /** The file's bytes, once: each encoded chunk is released as the stream hands it on. */
  body: ReadableStream<Uint8Array>;
  bytes: number;
  rows: number;
}

/**
 * A stream of known length (R2 needs one) over the encoded chunks, dropping each as it is read, so
 * storing the file never holds a second copy of it.
 */
function drain(chunks: Uint8Array<ArrayBuffer>[], bytes: number): ReadableStream<Uint8Array> {
  const { readable, writable } = new FixedLengthStream(bytes);
  const source = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
  // A failed pipe fails the reader of `readable` (the put), which reports it.
  source.pipeTo(writable).catch(() => {});
  return readable;
}

/**
 * Writes one venue's day: `add` each snapshot's rows in order (as many calls per snapshot as it has
 * parts), then `finish`. Throws LakeParquetError when a value cannot be stored exactly or the file
 * would pass MAX_DAY_PARQUET_BYTES.
 */
export class DayParquetWriter {
  private readonly writer = new ChunkedWriter();
  private readonly parquet: ParquetWriter;
  private pending: ColumnValue[][] = [];
  private rows = 0;
  private readonly venue: string;
  private readonly date: string;

  constructor(venue: string, date: string) {
    this.venue = venue;
    this.date = date;
    this.parquet = new ParquetWriter({ writer: this.writer, schema: DAY_PARQUET_SCHEMA, createdBy: "pix" });
  }

  add(cycleStartMs: number, rows: readonly LakeRow[]): void {
    for (const row of rows) {
      this.pending.push(columnValues(row, cycleStartMs));
      if (this.pending.length >= ROW_GROUP_ROWS) this.writeGroup();
    }
  }

  private writeGroup(): void {
    if (this.pending.length === 0) return;
    const group = this.pending;
    this.pending = [];
    this.rows += group.length;
    const columnData = COLUMN_NAMES.map((name, i) => ({ name, data: group.map((values) => values[i]) }));
    // One call, one row group: the encoder flushes the writer after it.
    this.parquet.write({ columnData, rowGroupSize: group.length });
  }

  /** The file, with the row schema, venue, date and each snapshot's row count in its key-value metadata. */
  finish(snapshots: readonly { at: string; rows: number }[]): DayParquet {
    this.writeGroup();
    this.parquet.kvMetadata = [
      { key: "pix.row_schema", value: LAKE_ROW_SCHEMA },
      { key: "pix.venue", value: this.venue },
      { key: "pix.date", value: this.date },
      { key: "pix.snapshots", value: JSON.stringify(snapshots) },
    ];
    this.parquet.finish();
    const bytes = this.writer.chunks.reduce((n, chunk) => n + chunk.byteLength, 0);
    return { body: drain(this.writer.chunks, bytes), bytes, rows: this.rows };
  }
}

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

/** A compacted day as the venue's catalogue records it (and the venue resource shows it). */
export interface DayParquetEntry {
  key: string;
  bytes: number;
  rows: number;
  created_at: string;
}

/** `lake/{venue}/parquet.json`: the venue's compacted days, by date. */
export interface ParquetCatalog {
  venue: string;
  days: Record<string, DayParquetEntry>;
}

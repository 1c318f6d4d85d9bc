/**
 * The Parquet files the lake writes for its Iceberg tables beside the daily compaction's: a venue-day's
 * hour summaries (`hours.parquet`, beside the summaries, so the retention deletes it with them) and a
 * day's committed rounds (`rounds.parquet`, from D1). Each is written once (a stored file is kept), in
 * one invocation: the hours are read one hour object at a time and passed on as row groups, and the
 * bytes go to R2 in multipart parts, so memory stays bounded by one hour of a whole venue.
 */

import { and, asc, gte, lt } from "drizzle-orm";
import { DAY_MS } from "../../domain/clock.ts";
import { openDb } from "../../platform/db/db.ts";
import { rounds } from "../../platform/db/schema.ts";
import { decodeHourLine, type HourLine } from "../hours.ts";
import { hourSummariesDayPrefix } from "../keys.ts";
import {
  boolean,
  type ColumnValue,
  double,
  flatTable,
  instant,
  instantMillis,
  int32,
  optional,
  PARQUET_CONTENT_TYPE,
  ParquetSliceWriter,
  type ParquetTable,
  parquetFooter,
  required,
  text,
} from "../parquet.ts";
import { concatBytes } from "./avro.ts";

/** The hour summaries file's layout, as its key-value metadata names it (`pix.hour_schema`). */
export const HOUR_PARQUET_SCHEMA = "pix.lake_hour_summaries.v1";
/** The rounds file's layout (`pix.round_schema`). */
export const ROUND_PARQUET_SCHEMA = "pix.rounds.v1";

export const HOURS_TABLE: ParquetTable = flatTable(
  [
    instant("hour_start", required),
    text("market_id", required),
    text("outcome", required),
    text("token_id", optional),
    boolean("seen", required),
    text("mid_open", optional),
    text("mid_high", optional),
    text("mid_low", optional),
    text("mid_close", optional),
    int32("mid_minutes", required),
    int32("quote_minutes", required),
    text("volume_usd", optional),
    text("open_interest_usd", optional),
    text("trade_open", optional),
    text("trade_high", optional),
    text("trade_low", optional),
    text("trade_close", optional),
    text("trade_volume", required),
    int32("trade_count", required),
  ],
  50_000,
  [{ key: "pix.hour_schema", value: HOUR_PARQUET_SCHEMA }],
);

export const ROUNDS_TABLE: ParquetTable = flatTable(
  [
    text("symbol", required),
    instant("round_id", required),
    text("value_decimal", required),
    double("value", required),
    instant("computed_at", required),
    text("tape_keys", required),
  ],
  50_000,
  [{ key: "pix.round_schema", value: ROUND_PARQUET_SCHEMA }],
);

/** The rows of one hour object's market line, in HOURS_TABLE column order. */
export function hourRows(hourMs: number, line: HourLine): ColumnValue[][] {
  return line.outcomes.map(({ outcome, token_id, summary }) => [
    BigInt(hourMs),
    line.market_id,
    outcome,
    token_id,
    line.seen,
    summary.mid?.open ?? null,
    summary.mid?.high ?? null,
    summary.mid?.low ?? null,
    summary.mid?.close ?? null,
    summary.mid?.minutes ?? 0,
    summary.quote_minutes,
    summary.volume_usd,
    summary.open_interest_usd,
    summary.trades.price?.open ?? null,
    summary.trades.price?.high ?? null,
    summary.trades.price?.low ?? null,
    summary.trades.price?.close ?? null,
    summary.trades.volume,
    summary.trades.count,
  ]);
}

export function hoursParquetKey(venue: string, date: string): string {
  return `${hourSummariesDayPrefix(venue, date)}hours.parquet`;
}

export function roundsParquetKey(date: string): string {
  return `lake-rounds/${date}/rounds.parquet`;
}

/** The built hours of a venue's day (their object and index both stored), as HH, ascending. */
export async function builtHours(bucket: R2Bucket, venue: string, date: string): Promise<string[]> {
  const prefix = hourSummariesDayPrefix(venue, date);
  const names = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, ...(cursor ? { cursor } : {}) });
    for (const object of page.objects) names.add(object.key.slice(prefix.length));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return [...names].filter((n) => /^\d{2}$/.test(n) && names.has(`${n}.idx`)).sort();
}

/** A stored data file: its key, bytes and rows. */
export interface StoredFile {
  key: string;
  bytes: number;
  rows: number;
}

const PART_BYTES = 8 * 1024 * 1024;

/**
 * Writes a Parquet file of `table` from batches of rows (the lake's files written from D1 in one
 * invocation: rounds, hour summaries, the outcomes plane's days), each batch encoded and passed on as it comes
 * (multipart parts of PART_BYTES; one put when the file is smaller), unless the key is stored already.
 */
export async function writeParquet(
  bucket: R2Bucket,
  key: string,
  table: ParquetTable,
  batches: AsyncIterable<ColumnValue[][]>,
  footer: { venue: string; date: string },
): Promise<StoredFile> {
  const stored = await bucket.head(key);
  if (stored) return { key, bytes: stored.size, rows: Number(stored.customMetadata?.rows ?? 0) };
  let offset = 0;
  let rows = 0;
  const groups: Uint8Array[] = [];
  let groupCount = 0;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let upload: R2MultipartUpload | null = null;
  const parts: R2UploadedPart[] = [];
  const customMetadata = () => ({ rows: String(rows), schema: table.kv[0]?.value ?? "" });
  const flush = async (final: boolean) => {
    while (pendingBytes >= PART_BYTES || (final && pendingBytes > 0 && upload)) {
      const data = concatBytes(pending);
      const length = final ? Math.min(PART_BYTES, data.byteLength) : PART_BYTES;
      upload ??= await bucket.createMultipartUpload(key, {
        httpMetadata: { contentType: PARQUET_CONTENT_TYPE },
        customMetadata: customMetadata(),
      });
      parts.push(await upload.uploadPart(parts.length + 1, data.subarray(0, length)));
      pending = [data.subarray(length)];
      pendingBytes = data.byteLength - length;
      if (final && pendingBytes === 0) break;
    }
  };
  for await (const batch of batches) {
    const writer = new ParquetSliceWriter(offset, table);
    for (const values of batch) writer.addValues(values);
    const slice = writer.finish();
    offset += slice.bytes.byteLength;
    rows += slice.rowGroups.rows;
    groupCount += slice.rowGroups.count;
    groups.push(slice.rowGroups.thrift);
    pending.push(slice.bytes);
    pendingBytes += slice.bytes.byteLength;
    await flush(false);
  }
  if (offset === 0) {
    // No batch: the file's leading magic comes with its first (empty) slice.
    const empty = new ParquetSliceWriter(0, table).finish();
    offset = empty.bytes.byteLength;
    pending.push(empty.bytes);
    pendingBytes += empty.bytes.byteLength;
  }
  async function* thrift() {
    yield* groups;
  }
  const tail = await parquetFooter({ count: groupCount, rows, thrift: thrift() }, footer, table);
  pending.push(tail);
  pendingBytes += tail.byteLength;
  if (!upload) {
    const bytes = concatBytes(pending);
    await bucket.put(key, bytes, {
      httpMetadata: { contentType: PARQUET_CONTENT_TYPE },
      customMetadata: customMetadata(),
    });
    return { key, bytes: bytes.byteLength, rows };
  }
  await flush(true);
  const object = await (upload as R2MultipartUpload).complete(parts);
  return { key, bytes: object.size, rows };
}

/** Writes the venue-day's `hours.parquet` from its built hours (kept when stored already). */
export async function writeHoursParquet(bucket: R2Bucket, venue: string, date: string): Promise<StoredFile> {
  const prefix = hourSummariesDayPrefix(venue, date);
  const hours = await builtHours(bucket, venue, date);
  async function* batches() {
    for (const hh of hours) {
      const object = await bucket.get(`${prefix}${hh}`);
      if (!object) continue;
      const hourMs = Date.parse(`${date}T${hh}:00:00Z`);
      const lines = (await object.text()).split("\n").filter((l) => l.length > 0);
      yield lines.flatMap((line) => hourRows(hourMs, decodeHourLine(line)));
    }
  }
  return writeParquet(bucket, hoursParquetKey(venue, date), HOURS_TABLE, batches(), { venue, date });
}

const ROUNDS_PAGE = 5_000;

/** Writes the day's `rounds.parquet` from D1's committed rounds of that UTC day (kept when stored already). */
export async function writeRoundsParquet(
  bucket: R2Bucket,
  d1: D1Database,
  date: string,
): Promise<StoredFile> {
  const db = openDb(d1);
  const from = `${date}T00:00:00Z`;
  const to = new Date(Date.parse(from) + DAY_MS).toISOString().replace(".000Z", "Z");
  async function* batches() {
    for (let page = 0; ; page++) {
      const rows = await db
        .select()
        .from(rounds)
        .where(and(gte(rounds.roundId, from), lt(rounds.roundId, to)))
        .orderBy(asc(rounds.roundId), asc(rounds.symbol))
        .limit(ROUNDS_PAGE)
        .offset(page * ROUNDS_PAGE)
        .all();
      if (rows.length === 0) return;
      yield rows.map((r) => [
        r.symbol,
        instantMillis(r.roundId, "round_id"),
        r.valueDecimal,
        r.value,
        instantMillis(r.computedAt, "computed_at"),
        JSON.stringify(r.tapeKeys),
      ]);
      if (rows.length < ROUNDS_PAGE) return;
    }
  }
  return writeParquet(bucket, roundsParquetKey(date), ROUNDS_TABLE, batches(), { venue: "", date });
}

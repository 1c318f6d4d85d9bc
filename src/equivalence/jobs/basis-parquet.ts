/**
 * The equivalence pairs' minute basis of a closed UTC day as a Parquet file beside the lake's other
 * day files (the lake's daily job writes it through its `DayFileWriters` hook, handed over by the
 * worker; the lake's routes serve it as `basis.parquet`): one row per pair and quoted minute of the
 * stored minute basis (./store-basis.ts; its hours not stored yet are computed first), for the pairs
 * whose leg a is on the file's venue (every pair's leg a is Kalshi's: a Polymarket day's file has no
 * rows). By pair, then minute. Encoded by the lake's Parquet writer; the columns are described in
 * docs/equivalence.md ("The minute basis file").
 */
import type { Bindings } from "../../env.ts";
import { type StoredFile, writeParquet } from "../../lake/iceberg/files.ts";
import { basisParquetKey } from "../../lake/keys.ts";
import {
  type ColumnValue,
  flatTable,
  instant,
  type ParquetTable,
  required,
  text,
} from "../../lake/parquet.ts";
import { readStoredDayLines } from "../store/stored-basis.ts";
import { storeBasisDay } from "./store-basis.ts";

/** The file's layout, as its key-value metadata names it (`pix.basis_schema`). */
export const BASIS_PARQUET_SCHEMA = "pix.basis.v1";

export const BASIS_TABLE: ParquetTable = flatTable(
  [
    text("pair_id", required),
    instant("minute", required),
    text("venue_a", required),
    text("market_a", required),
    text("venue_b", required),
    text("market_b", required),
    text("polarity", required),
    text("mid_a", required),
    text("mid_b", required),
    text("mid_basis", required),
  ],
  10_000,
  [{ key: "pix.basis_schema", value: BASIS_PARQUET_SCHEMA }],
);

/** Pairs whose rows go to the writer at once. */
const PAIRS_PER_BATCH = 50;

/**
 * Writes the venue's minute basis file of `date` (a closed day) unless it is stored already, storing
 * the day's minute basis first where the hourly runs left hours out.
 */
export async function writeBasisParquet(
  env: Pick<Bindings, "DB" | "LAKE">,
  venue: string,
  date: string,
  nowMs: number,
): Promise<StoredFile> {
  const key = basisParquetKey(venue, date);
  const stored = await env.LAKE.head(key);
  if (stored) return { key, bytes: stored.size, rows: Number(stored.customMetadata?.rows ?? 0) };
  await storeBasisDay(env, date, nowMs);
  const lines = ((await readStoredDayLines(env.LAKE, date)) ?? []).filter((line) =>
    line.hours.some((hour) => hour.legs[0] === venue),
  );
  async function* batches(): AsyncGenerator<ColumnValue[][]> {
    for (let i = 0; i < lines.length; i += PAIRS_PER_BATCH) {
      const rows: ColumnValue[][] = [];
      for (const { pair_id, hours } of lines.slice(i, i + PAIRS_PER_BATCH)) {
        for (const { legs, polarity, minutes } of hours) {
          if (legs[0] !== venue) continue;
          for (const [minute, midA, midB, basis] of minutes) {
            rows.push([pair_id, BigInt(minute), ...legs, polarity, midA, midB, basis]);
          }
        }
      }
      if (rows.length > 0) yield rows;
    }
  }
  return writeParquet(env.LAKE, key, BASIS_TABLE, batches(), { venue, date });
}

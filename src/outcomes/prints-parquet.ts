/**
 * The official prints released in a UTC day as a Parquet file beside the lake's other Parquet days (the
 * lake's daily job writes it; the lake's routes serve it as `official-prints.parquet` under every
 * venue's day): one row per print pix first read that day (`released_at` in the day), a first print or
 * a revision, exactly as stored (./prints-read.ts), with what the indices' scores need of its period
 * beside it: which print the venues settle on, how the index's value follows from the print, the base
 * period's settling print and the previous period's release (both read when the file is written, so a
 * period is scored from its own day's file however old the base period's). With the indices'
 * distributions file (src/indices/distributions-parquet.ts) it recomputes `GET /api/v1/calibration`'s
 * `indices` (docs/outcomes.md). The columns are described in docs/lake.md ("The indices' files").
 */
import { and, asc, gte, lt } from "drizzle-orm";
import { DAY_MS } from "../domain/clock.ts";
import { basePeriod, monthBefore } from "../domain/outcomes/index-periods.ts";
import type { Bindings } from "../env.ts";
import { type StoredFile, writeParquet } from "../lake/iceberg/files.ts";
import { indexDayParquetKey } from "../lake/keys.ts";
import {
  boolean,
  type ColumnValue,
  flatTable,
  instant,
  instantMillis,
  int32,
  optional,
  type ParquetTable,
  pagedRows,
  required,
  text,
} from "../lake/parquet.ts";
import { openDb } from "../platform/db/db.ts";
import { officialPrints } from "../platform/db/schema.ts";
import { MAX_PERIODS_PER_READ, officialSeries, readOfficialPeriods } from "./prints-read.ts";

/** The prints file's layout, as its key-value metadata names it (`pix.print_schema`). */
export const PRINT_PARQUET_SCHEMA = "pix.official_prints.v1";

export const PRINTS_TABLE: ParquetTable = flatTable(
  [
    text("series_id", required),
    text("period", required),
    int32("revision", required),
    text("value", required),
    boolean("preliminary", required),
    instant("released_at", required),
    instant("released_after", optional),
    text("vintage", optional),
    text("settles_on", required),
    text("index_value", required),
    text("base_period", optional),
    text("base_value", optional),
    instant("previous_released_at", optional),
  ],
  10_000,
  [{ key: "pix.print_schema", value: PRINT_PARQUET_SCHEMA }],
);

/** Prints read from D1 per batch (a day has a few: one release prints a period or two). */
const PAGE = 500;

const nextDate = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * Writes the official prints pix first read on `date` (UTC, their `released_at`) to the lake, unless the file is stored already.
 * One object a day, whichever venue's day asks for it. A day with none is a file without rows.
 */
export async function writePrintsParquet(
  env: Pick<Bindings, "DB" | "LAKE">,
  date: string,
): Promise<StoredFile> {
  const db = openDb(env.DB);
  const batches = pagedRows(
    PAGE,
    (offset, limit) =>
      db
        .select()
        .from(officialPrints)
        .where(and(gte(officialPrints.releasedAt, date), lt(officialPrints.releasedAt, nextDate(date))))
        .orderBy(asc(officialPrints.seriesId), asc(officialPrints.period), asc(officialPrints.revision))
        .limit(limit)
        .offset(offset),
    async (prints) => {
      const out: ColumnValue[][] = [];
      for (const seriesId of new Set(prints.map((p) => p.seriesId))) {
        const series = officialSeries(seriesId);
        if (series === undefined) continue;
        const mine = prints.filter((p) => p.seriesId === seriesId);
        // The base and previous periods' records, at most MAX_PERIODS_PER_READ a read.
        const wanted = [
          ...new Set(
            mine.flatMap((p) => [basePeriod(series.indexValue, p.period), monthBefore(p.period, 1)]),
          ),
        ].filter((p): p is string => p !== null);
        const records = new Map<string, Awaited<ReturnType<typeof readOfficialPeriods>>[number]>();
        for (let i = 0; i < wanted.length; i += MAX_PERIODS_PER_READ) {
          const periods = wanted.slice(i, i + MAX_PERIODS_PER_READ);
          for (const r of await readOfficialPeriods(db, seriesId, { periods })) records.set(r.period, r);
        }
        for (const p of mine) {
          const base = basePeriod(series.indexValue, p.period);
          const previous = series.periodKind === "month" ? monthBefore(p.period, 1) : null;
          const previousRelease =
            previous === null ? undefined : records.get(previous)?.first_print.released_at;
          out.push([
            p.seriesId,
            p.period,
            p.revision,
            p.value,
            p.preliminary,
            instantMillis(p.releasedAt, "released_at"),
            p.releasedAfter === null ? null : instantMillis(p.releasedAfter, "released_after"),
            p.vintage,
            series.settlesOn,
            series.indexValue,
            base,
            base === null ? null : (records.get(base)?.outcome.value ?? null),
            previousRelease === undefined ? null : instantMillis(previousRelease, "previous_released_at"),
          ]);
        }
      }
      return out;
    },
  );
  return writeParquet(env.LAKE, indexDayParquetKey("official_prints", date), PRINTS_TABLE, batches, {
    venue: "",
    date,
  });
}

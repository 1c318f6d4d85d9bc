/**
 * The public indices' committed distributions of a UTC day as a Parquet file beside the lake's other
 * Parquet days (the lake's daily job writes it; the lake's routes serve it as
 * `index-distributions.parquet` under every venue's day): one row per bucket of each committed round's
 * distribution whose round falls in the day (the distributions `GET /api/v1/indices/{id}/outcomes` and
 * the calibration score), the buckets in the distribution's order, bounds, inclusivity and probability
 * exactly as stored. With the official prints file (src/outcomes/prints-parquet.ts) it recomputes
 * `GET /api/v1/calibration`'s `indices` (docs/outcomes.md). The columns are described in docs/lake.md
 * ("The indices' files").
 */
import type { Distribution } from "../domain/methodology/index.ts";
import type { Bindings } from "../env.ts";
import { type StoredFile, writeParquet } from "../lake/iceberg/files.ts";
import { indexDayParquetKey } from "../lake/keys.ts";
import {
  boolean,
  type ColumnValue,
  double,
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
import { type OfficialSeries, seriesForInstrument } from "../venues/prints/index.ts";
import { committedDistributionsOfDay } from "./store/distributions.ts";
import { listPublicInstruments } from "./store/indices.ts";

/** The distributions file's layout, as its key-value metadata names it (`pix.distribution_schema`). */
export const DISTRIBUTION_PARQUET_SCHEMA = "pix.index_distributions.v1";

export const DISTRIBUTIONS_TABLE: ParquetTable = flatTable(
  [
    text("symbol", required),
    text("series_id", optional),
    instant("round_id", required),
    instant("observed_at", required),
    instant("computed_at", required),
    int32("bucket", required),
    text("label", required),
    double("low", optional),
    double("high", optional),
    boolean("low_inclusive", required),
    boolean("high_inclusive", required),
    double("representative", required),
    double("probability", required),
  ],
  50_000,
  [{ key: "pix.distribution_schema", value: DISTRIBUTION_PARQUET_SCHEMA }],
);

/** Rounds read from D1 per batch (a public index commits 288 a day). */
const PAGE = 500;

/**
 * The official series an index's calibration scores it against: its first series, when pix collects
 * it by the month (src/indices/routes/indices/index-calibration.ts); undefined otherwise.
 */
export function calibratedSeries(symbol: string): OfficialSeries | undefined {
  const series = seriesForInstrument(symbol)[0];
  return series?.periodKind === "month" ? series : undefined;
}

/**
 * Writes the public indices' committed distributions of `date` (UTC) to the lake, unless the file is
 * stored already. One object a day, whichever venue's day asks for it. A day with none is a file
 * without rows.
 */
export async function writeIndexDistributionsParquet(
  env: Pick<Bindings, "DB" | "LAKE">,
  date: string,
): Promise<StoredFile> {
  const symbols = (await listPublicInstruments(env.DB, "index")).map((row) => row.symbol);
  const batches = pagedRows(
    PAGE,
    (offset, limit) => committedDistributionsOfDay(env.DB, symbols, date, { offset, limit }),
    (read) =>
      read.flatMap((stored) => {
        const series = calibratedSeries(stored.symbol)?.id ?? null;
        const round = instantMillis(stored.roundId, "round_id");
        const observed = instantMillis(stored.observedAt, "observed_at");
        const computed = instantMillis(stored.computedAt, "computed_at");
        return (stored.body as Distribution).outcomes.map((o, bucket): ColumnValue[] => [
          stored.symbol,
          series,
          round,
          observed,
          computed,
          bucket,
          o.label,
          o.support.low,
          o.support.high,
          o.support.low_inclusive,
          o.support.high_inclusive,
          o.support.representative,
          o.probability,
        ]);
      }),
  );
  return writeParquet(
    env.LAKE,
    indexDayParquetKey("index_distributions", date),
    DISTRIBUTIONS_TABLE,
    batches,
    { venue: "", date },
  );
}

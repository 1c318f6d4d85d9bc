/**
 * The outcomes of a venue's UTC day as a Parquet file beside the lake's other Parquet days (the lake's
 * daily job writes it, src/lake/jobs/daily.ts; the lake's routes serve it as `outcomes.parquet`): one row
 * per market outcome committed that day (`signed_at_ms` in the day, ./sign.ts), as
 * `GET /api/v1/outcomes` serves it (./record.ts), the horizon mids exactly as taped. A market whose
 * outcome changes again (a settlement, an amended result, its horizon prices read) is committed again
 * and has a row in that later day's file too: a market's current outcome is its row of the latest
 * `signed_at`. Encoded by the lake's Parquet writer (src/lake/iceberg/files.ts); the columns are
 * described in docs/lake.md ("The outcomes file").
 */
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { DAY_MS } from "../domain/clock.ts";
import { HORIZONS } from "../domain/outcomes/horizons.ts";
import type { Bindings } from "../env.ts";
import { type StoredFile, writeParquet } from "../lake/iceberg/files.ts";
import { outcomesParquetKey } from "../lake/keys.ts";
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
import { marketResolutions } from "../platform/db/schema.ts";
import { outcomeRecordsOf } from "./read.ts";
import { outcomeMembers, servedOutcome, signatureCurrent } from "./record.ts";

/** The outcomes file's layout, as its key-value metadata names it (`pix.outcome_schema`). */
export const OUTCOME_PARQUET_SCHEMA = "pix.outcomes.v2";

export const OUTCOMES_TABLE: ParquetTable = flatTable(
  [
    text("venue", required),
    text("market_id", required),
    text("status", required),
    boolean("final", required),
    text("result", optional),
    text("provisional_result", optional),
    text("settlement_value", optional),
    instant("close_time", required),
    instant("settled_at", optional),
    int32("settlement_lag_seconds", optional),
    text("venue_status", required),
    text("venue_result", optional),
    text("settlement_sources", optional),
    ...HORIZONS.flatMap((h) => [
      instant(`target_${h.horizon}`, optional),
      text(`mid_${h.horizon}`, optional),
      instant(`observed_at_${h.horizon}`, optional),
    ]),
    int32("history_entries", required),
    instant("changed_at", required),
    instant("signed_at", required),
    text("signature", optional),
    // v2: what the venue's read says beside the resolution (not part of the signed outcome), as the
    // calibration filters and groups on it.
    text("category", optional),
    text("event_id", optional),
    boolean("event_exclusive", optional),
  ],
  10_000,
  [{ key: "pix.outcome_schema", value: OUTCOME_PARQUET_SCHEMA }],
);

/** Markets read from D1 per batch (one row group each at most). */
const PAGE = 500;

const at = (value: string | null, member: string) => (value === null ? null : instantMillis(value, member));

/**
 * Writes the venue's outcomes of `date` (the outcomes committed that UTC day) to the lake, unless the
 * file is stored already. A day with none is a file without rows.
 */
export async function writeOutcomesParquet(
  env: Pick<Bindings, "DB" | "LAKE">,
  venue: string,
  date: string,
): Promise<StoredFile> {
  const db = openDb(env.DB);
  const fromMs = Date.parse(`${date}T00:00:00Z`);
  const batches = pagedRows(
    PAGE,
    (offset, limit) =>
      db
        .select()
        .from(marketResolutions)
        .where(
          and(
            eq(marketResolutions.venue, venue),
            gte(marketResolutions.signedAtMs, fromMs),
            lt(marketResolutions.signedAtMs, fromMs + DAY_MS),
          ),
        )
        .orderBy(asc(marketResolutions.marketId))
        .limit(limit)
        .offset(offset),
    async (rows) => {
      const out: ColumnValue[][] = [];
      for (const record of await outcomeRecordsOf(db, rows)) {
        // A record outdated by a newer rule text is committed again, in a later day's file.
        if (record.resolution.closeTime === null) continue;
        if (record.resolution.signature !== null && !signatureCurrent(record)) continue;
        out.push(outcomeRow(record));
      }
      return out;
    },
  );
  return writeParquet(env.LAKE, outcomesParquetKey(venue, date), OUTCOMES_TABLE, batches, {
    venue,
    date,
  });
}

/** One committed outcome's row, in OUTCOMES_TABLE column order. */
function outcomeRow(record: Parameters<typeof outcomeMembers>[0]): ColumnValue[] {
  const m = outcomeMembers(record);
  const signedAtMs = record.resolution.signedAtMs ?? 0;
  const served = servedOutcome(record);
  return [
    m.venue,
    m.market_id,
    m.status,
    m.final,
    m.result,
    m.provisional_result,
    m.settlement_value,
    instantMillis(m.close_time, "close_time"),
    at(m.settled_at, "settled_at"),
    m.settlement_lag_seconds,
    m.venue_status,
    m.venue_result,
    m.settlement_sources === null ? null : JSON.stringify(m.settlement_sources),
    ...HORIZONS.flatMap((h) => {
      const cell = m.horizons?.find((c) => c.horizon === h.horizon);
      return cell === undefined
        ? [null, null, null]
        : [instantMillis(cell.target, "target"), cell.mid, at(cell.observed_at, "observed_at")];
    }),
    m.history_entries,
    instantMillis(m.changed_at, "changed_at"),
    BigInt(signedAtMs),
    served.signature === null ? null : JSON.stringify(served.signature),
    record.resolution.category,
    record.resolution.eventId,
    record.resolution.eventExclusive,
  ];
}

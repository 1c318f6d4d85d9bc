/**
 * Ticks (one immutable value per instrument per minute) and their OHLC rollups. Writes are idempotent:
 * a tick that exists is never rewritten, and rollups only take ticks that were actually inserted in the
 * same batch.
 */
import { rfc3339 } from "../../domain/clock.ts";
import { bucketStart, ROLLUP_RESOLUTIONS } from "../../domain/rollups.ts";
import { chunkRows, type Db, type Write, write } from "../../platform/db/db.ts";
import { type tickRollups, ticks } from "../../platform/db/schema.ts";

type NewTick = typeof ticks.$inferInsert;

/** A tick to store: its minute as epoch ms, the other members as the row stores them. */
export type TickWrite = Omit<NewTick, "minute"> & { minuteMs: number };

const TICK_PARAMETERS = 7;
/** The members of a RollupFold. */
const ROLLUP_PARAMETERS = 6;

type TickRollup = typeof tickRollups.$inferSelect;

/** One tick folded into one of its rollup buckets. */
type RollupFold = Pick<TickRollup, "symbol" | "resolution" | "bucketStart"> &
  Pick<NewTick, "value" | "minute" | "computedAt">;

/**
 * Folds ticks into their rollup buckets, only where the stored tick is the one this batch wrote (same
 * computed_at): a minute that already had a tick leaves every rollup untouched. Raw SQL because the
 * fold is a conditional INSERT … SELECT over a VALUES list with per-column expressions on conflict,
 * which drizzle's insert builder does not express; every value is a bound parameter.
 */
function rollupFold(db: Db, folds: readonly RollupFold[]): Write {
  const values = folds.map(() => "(?, ?, ?, ?, ?, ?)").join(", ");
  return db.$client
    .prepare(
      `INSERT INTO tick_rollups (symbol, resolution, bucket_start, open, high, low, close, open_at, close_at, tick_count)
       SELECT v.column1, v.column2, v.column3, v.column4, v.column4, v.column4, v.column4, v.column5, v.column5, 1
       FROM (VALUES ${values}) AS v
       WHERE (SELECT computed_at FROM ticks WHERE symbol = v.column1 AND minute = v.column5) = v.column6
       ON CONFLICT (symbol, resolution, bucket_start) DO UPDATE SET
         high = max(high, excluded.high),
         low = min(low, excluded.low),
         open = CASE WHEN excluded.open_at < open_at THEN excluded.open ELSE open END,
         open_at = min(open_at, excluded.open_at),
         close = CASE WHEN excluded.close_at > close_at THEN excluded.close ELSE close END,
         close_at = max(close_at, excluded.close_at),
         tick_count = tick_count + 1`,
    )
    .bind(...folds.flatMap((f) => [f.symbol, f.resolution, f.bucketStart, f.value, f.minute, f.computedAt]));
}

/**
 * Statements inserting the ticks (multi-row, a minute that has a tick keeps it) and then folding the
 * newly inserted ones into every rollup. Run them in one batch, in this order.
 */
export function tickWrites(db: Db, newTicks: readonly TickWrite[]): Write[] {
  const rows: NewTick[] = newTicks.map(({ minuteMs, ...tick }) => ({ ...tick, minute: rfc3339(minuteMs) }));
  const inserts = chunkRows(rows, TICK_PARAMETERS).map((chunk) =>
    write(
      db,
      db
        .insert(ticks)
        .values(chunk)
        .onConflictDoNothing({ target: [ticks.symbol, ticks.minute] }),
    ),
  );
  const folds: RollupFold[] = newTicks.flatMap((tick) =>
    Object.entries(ROLLUP_RESOLUTIONS).map(([resolution, minutes]) => ({
      symbol: tick.symbol,
      resolution,
      bucketStart: rfc3339(bucketStart(tick.minuteMs, minutes)),
      value: tick.value,
      minute: rfc3339(tick.minuteMs),
      computedAt: tick.computedAt,
    })),
  );
  return [...inserts, ...chunkRows(folds, ROLLUP_PARAMETERS).map((chunk) => rollupFold(db, chunk))];
}

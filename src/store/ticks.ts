/**
 * Ticks (one immutable value per instrument per minute), their OHLC rollups and committed rounds.
 * Writes are idempotent: a tick that exists is never rewritten, and rollups only take ticks that were
 * actually inserted in the same batch.
 */
import { rfc3339 } from "../domain/clock.ts";
import { bucketStart, ROLLUP_RESOLUTIONS } from "../domain/rollups.ts";

export interface TickWrite {
  symbol: string;
  minuteMs: number;
  valueDecimal: string;
  value: number;
  sourceObservedAt: string;
  computedAt: string;
  provenance: "live" | "synthetic";
}

/** Statements inserting one tick and folding it into every rollup, only if the tick was new. */
export function tickStatements(db: D1Database, tick: TickWrite): D1PreparedStatement[] {
  const minute = rfc3339(tick.minuteMs);
  const insert = db
    .prepare(
      `INSERT INTO ticks (symbol, minute, value_decimal, value, source_observed_at, computed_at, provenance)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT (symbol, minute) DO NOTHING`,
    )
    .bind(
      tick.symbol,
      minute,
      tick.valueDecimal,
      tick.value,
      tick.sourceObservedAt,
      tick.computedAt,
      tick.provenance,
    );
  const rollups = Object.entries(ROLLUP_RESOLUTIONS).map(([resolution, minutes]) =>
    db
      .prepare(
        // Fold the tick in only if the stored tick is the one this batch wrote (same computed_at): a
        // minute that already had a tick leaves every rollup untouched.
        `INSERT INTO tick_rollups (symbol, resolution, bucket_start, open, high, low, close, open_at, close_at, tick_count)
         SELECT ?1, ?2, ?3, ?4, ?4, ?4, ?4, ?5, ?5, 1
         WHERE (SELECT computed_at FROM ticks WHERE symbol = ?1 AND minute = ?5) = ?6
         ON CONFLICT (symbol, resolution, bucket_start) DO UPDATE SET
           high = max(high, excluded.high),
           low = min(low, excluded.low),
           open = CASE WHEN excluded.open_at < open_at THEN excluded.open ELSE open END,
           open_at = min(open_at, excluded.open_at),
           close = CASE WHEN excluded.close_at > close_at THEN excluded.close ELSE close END,
           close_at = max(close_at, excluded.close_at),
           tick_count = tick_count + 1`,
      )
      .bind(
        tick.symbol,
        resolution,
        rfc3339(bucketStart(tick.minuteMs, minutes)),
        tick.value,
        minute,
        tick.computedAt,
      ),
  );
  return [insert, ...rollups];
}

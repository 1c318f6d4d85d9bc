/** D1 writes of the ingestion cycle: the per-minute claim, per-venue outcomes, rounds, distributions. */
import { rfc3339 } from "../domain/clock.ts";
import type { LakeRow } from "../lake/row.ts";
import { sqlTuple } from "./sql.ts";

/** Pseudo-venue under which a cycle claims its minute: the claim makes a minute run at most once. */
const CLAIM = "*";

/**
 * Claims the minute for this cycle. Returns false when another cycle (cron or refresh) already has it,
 * which makes the same minute twice a no-op.
 */
export async function claimCycle(
  db: D1Database,
  cycleStartMs: number,
  startedAtMs: number,
): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO ingest_cycles (cycle_start, venue, status, rows, duration_ms, source_observed_at)
       VALUES (?1, ?2, 'partial', 0, 0, ?3) ON CONFLICT (cycle_start, venue) DO NOTHING RETURNING cycle_start`,
    )
    .bind(rfc3339(cycleStartMs), CLAIM, rfc3339(startedAtMs))
    .first();
  return row !== null;
}

export interface VenueOutcome {
  venue: string;
  status: "ok" | "failed" | "partial";
  failure: string | null;
  rows: number;
  sourceObservedAt: string | null;
  durationMs: number;
}

export function venueOutcomeStatements(
  db: D1Database,
  cycleStartMs: number,
  outcomes: VenueOutcome[],
  totalMs: number,
) {
  const start = rfc3339(cycleStartMs);
  return [
    ...outcomes.map((o) =>
      db
        .prepare(
          `INSERT INTO ingest_cycles (cycle_start, venue, status, failure, rows, source_observed_at, duration_ms)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT (cycle_start, venue) DO NOTHING`,
        )
        .bind(start, o.venue, o.status, o.failure, o.rows, o.sourceObservedAt, o.durationMs),
    ),
    db
      .prepare(
        `UPDATE ingest_cycles SET status = 'ok', duration_ms = ?2 WHERE cycle_start = ?1 AND venue = ?3`,
      )
      .bind(start, Math.round(totalMs), CLAIM),
  ];
}

export interface RoundWrite {
  symbol: string;
  roundId: string;
  valueDecimal: string;
  value: number;
  computedAt: string;
  tapeKeys: string[];
}

/** Rounds are committed once: a second commit of the same bucket changes nothing. */
export function roundStatement(db: D1Database, round: RoundWrite): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO rounds (symbol, round_id, value_decimal, value, computed_at, tape_keys)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (symbol, round_id) DO NOTHING`,
    )
    .bind(
      round.symbol,
      round.roundId,
      round.valueDecimal,
      round.value,
      round.computedAt,
      JSON.stringify(round.tapeKeys),
    );
}

export function distributionStatement(
  db: D1Database,
  symbol: string,
  observedAt: string,
  computedAt: string,
  body: unknown,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO distributions (symbol, observed_at, computed_at, body) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (symbol, observed_at) DO NOTHING`,
    )
    .bind(symbol, observedAt, computedAt, JSON.stringify(body));
}

const METRICS_ROWS_PER_STATEMENT = 200;

/** Upserts the latest volume and open interest of every YES row of this cycle (multi-row statements). */
export function marketMetricsStatements(db: D1Database, rows: readonly LakeRow[]): D1PreparedStatement[] {
  const tuples = rows
    .filter((r) => r.outcome.toLowerCase() === "yes")
    .map((r) =>
      sqlTuple([
        r.venue,
        r.market_id,
        r.volume_usd,
        r.open_interest_usd,
        r.usd_basis,
        r.native?.volume_contracts,
        r.native?.open_interest_contracts,
        r.observed_at,
      ]),
    );
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < tuples.length; i += METRICS_ROWS_PER_STATEMENT) {
    statements.push(
      db.prepare(
        `INSERT INTO market_metrics (venue, market_id, volume_usd, open_interest_usd, usd_basis, native_volume_contracts, native_open_interest_contracts, observed_at)
         VALUES ${tuples.slice(i, i + METRICS_ROWS_PER_STATEMENT).join(", ")}
         ON CONFLICT (venue, market_id) DO UPDATE SET volume_usd = excluded.volume_usd, open_interest_usd = excluded.open_interest_usd,
           usd_basis = excluded.usd_basis, native_volume_contracts = excluded.native_volume_contracts,
           native_open_interest_contracts = excluded.native_open_interest_contracts, observed_at = excluded.observed_at
         WHERE excluded.observed_at >= market_metrics.observed_at`,
      ),
    );
  }
  return statements;
}
